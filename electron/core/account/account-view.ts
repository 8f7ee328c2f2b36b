import type { AccountSettings, KeychainUnavailableReason as SharedReason } from '../../../shared/model/account';
import type { KeychainUnavailableReason } from '../secrets';
import { describeApiKeyId, type Settings } from '../settings';

// The shared model repeats the keychain reasons (shared/ cannot import the core); these two lines
// make a reason added on one side and not the other a type error.
const sameReasons: KeychainUnavailableReason extends SharedReason ? true : false = true;
const sameReasonsBack: SharedReason extends KeychainUnavailableReason ? true : false = true;
void sameReasons;
void sameReasonsBack;

/**
 * A profile's settings as the renderer may see them. Built field by field (never by spreading the
 * stored object), so a field added to settings later does not reach the UI without a decision.
 */
export function accountSettingsView(
  profileId: string,
  settings: Settings,
  sandboxUrl: string | null,
  reopenSection: string | null = null,
): AccountSettings {
  const { language, theme, playAfterGenerate, welcomeDone } = settings.preferences;
  return {
    profileId,
    serviceBaseUrl: settings.serviceBaseUrl,
    projectId: settings.projectId ?? null,
    apiKeyId: describeApiKeyId(settings),
    preferences: { language, theme, playAfterGenerate, welcomeDone: welcomeDone ?? false, reopenSection },
    sandboxUrl,
  };
}
