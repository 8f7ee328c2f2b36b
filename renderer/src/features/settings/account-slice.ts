import type { StudioError } from '../../../../shared/contract';
import type { AccountSettings, ConnectionCheck, ProfilesOverview, SecretsStatus } from '../../../../shared/model/account';

export type ConnectionTestState =
  { status: 'idle' } | { status: 'testing' } | { status: 'ok'; check: ConnectionCheck } | { status: 'failed'; error: StudioError };

/**
 * The account feature's state in the one bound store (store/studio-store.ts mounts it as
 * `account`). Plain data only; actions live in account-actions.ts. The key is never here: the
 * main process only says whether one is saved.
 */
export interface AccountSlice {
  overview: ProfilesOverview | null;
  settings: AccountSettings | null;
  secrets: SecretsStatus | null;
  /** Why the last load failed (the screen says so and keeps what it had). */
  loadError: StudioError | null;
  connectionTest: ConnectionTestState;
  /** The welcome was answered in this window (before the main process has confirmed it). */
  welcomeAnswered: boolean;
  /** "Connect your account": the settings screen brings the account form into view once. */
  focusAccountForm: boolean;
}

export const initialAccountSlice = (): AccountSlice => ({
  overview: null,
  settings: null,
  secrets: null,
  loadError: null,
  connectionTest: { status: 'idle' },
  welcomeAnswered: false,
  focusAccountForm: false,
});
