// Test support: an in-memory account backend for the fake transport (renderer tests only).
import { fail, ok, type StudioError } from '../../../shared/contract';
import type { AccountSettings, ConnectionCheck, KeychainState, ProfileSummary } from '../../../shared/model/account';
import type { createFakeTransport } from './fake-transport';

type Fake = ReturnType<typeof createFakeTransport>;

export interface FakeAccountState {
  profiles: ProfileSummary[];
  firstRun: boolean;
  settings: AccountSettings;
  hasKey: boolean;
  keychain: KeychainState;
  /** What account.testConnection answers. */
  connection: { ok: true; check: ConnectionCheck } | { ok: false; error: StudioError };
  /** Every key the UI sent (the fake plays the keychain). */
  savedKeys: string[];
}

export function sandboxProfile(overrides: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    id: 'p-1',
    name: 'Sandbox',
    createdAt: '2025-01-01T00:00:00.000Z',
    isActive: true,
    accountKind: 'sandbox',
    hasApiKey: false,
    ...overrides,
  };
}

/** Installs handlers for every account operation on `fake`, backed by a mutable state. */
export function installFakeAccount(fake: Fake, overrides: Partial<FakeAccountState> = {}): FakeAccountState {
  const state: FakeAccountState = {
    profiles: [sandboxProfile()],
    firstRun: false,
    settings: {
      profileId: 'p-1',
      serviceBaseUrl: { kind: 'sandbox' },
      projectId: null,
      apiKeyId: { source: 'api-key' },
      preferences: { language: 'system', theme: 'system', playAfterGenerate: true, welcomeDone: false, reopenSection: null },
      sandboxUrl: 'http://127.0.0.1:4321',
    },
    hasKey: false,
    keychain: { state: 'ready' },
    connection: { ok: true, check: { accountKind: 'sandbox', projectId: 'proj-1', projectName: 'Demo', projectIdSaved: false } },
    savedKeys: [],
    ...overrides,
  };
  const active = () => state.profiles.find((p) => p.isActive) ?? state.profiles[0]!;
  fake.handle('profiles.list', () => ok({ profiles: state.profiles, activeProfileId: active().id, firstRun: state.firstRun }));
  fake.handle('settings.get', () => ok(state.settings));
  fake.handle('secrets.status', () =>
    ok({ configured: state.hasKey, keyRequired: state.settings.serviceBaseUrl.kind !== 'sandbox', keychain: state.keychain }),
  );
  fake.handle('settings.update', (input) => {
    const patch = input ?? {};
    state.settings = {
      ...state.settings,
      ...(patch.serviceBaseUrl ? { serviceBaseUrl: patch.serviceBaseUrl } : {}),
      ...(patch.projectId !== undefined ? { projectId: patch.projectId } : {}),
      preferences: { ...state.settings.preferences, ...patch.preferences },
    };
    return ok(state.settings);
  });
  fake.handle('secrets.setApiKey', (input) => {
    if (state.keychain.state === 'unavailable') {
      return fail('KEYCHAIN_UNAVAILABLE', 'locked', { messageKey: `keychain.${state.keychain.reason}` });
    }
    state.savedKeys.push(input.apiKey);
    state.hasKey = true;
    return ok({ configured: true });
  });
  fake.handle('secrets.clearApiKey', () => {
    const removed = state.hasKey;
    state.hasKey = false;
    return ok({ configured: false, removed });
  });
  fake.handle('account.testConnection', () =>
    state.connection.ok ? ok(state.connection.check) : { ok: false, error: state.connection.error },
  );
  fake.handle('profiles.switch', (input) => {
    const { id } = input;
    state.profiles = state.profiles.map((p) => ({ ...p, isActive: p.id === id }));
    state.settings = { ...state.settings, profileId: id };
    return ok(active());
  });
  fake.handle('profiles.create', (input) => {
    const { name, account } = input;
    const created = sandboxProfile({ id: `p-${state.profiles.length + 1}`, name, isActive: false, accountKind: account.kind });
    state.profiles = [...state.profiles, created];
    return ok(created);
  });
  fake.handle('profiles.rename', (input) => {
    const { id, name } = input;
    state.profiles = state.profiles.map((p) => (p.id === id ? { ...p, name } : p));
    return ok(state.profiles.find((p) => p.id === id)!);
  });
  fake.handle('profiles.remove', (input) => {
    const { id } = input;
    const wasActive = state.profiles.find((p) => p.id === id)?.isActive;
    state.profiles = state.profiles.filter((p) => p.id !== id);
    if (wasActive && state.profiles[0]) state.profiles[0] = { ...state.profiles[0], isActive: true };
    return ok({ removedId: id, activeProfileId: active().id, cacheDeleted: input.deleteCache === true, warning: null });
  });
  return state;
}
