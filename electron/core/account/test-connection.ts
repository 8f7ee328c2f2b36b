import { fail, ok, type Result } from '../../../shared/contract';
import type { ConnectionCheck } from '../../../shared/model/account';
import type { CoreContext } from '../core-context';
import { projectIdSchema } from '../settings';
import { accountChanged, activeAccount } from './active-account';

/** Long enough for a slow network, short enough that the button does not seem stuck. */
const TEST_TIMEOUT_MS = 15_000;

/**
 * "Test connection": asks the service which project the key belongs to. Before any request the key
 * is checked in the keychain, so a locked keychain says *why* (its reason) and a missing key says
 * NO_API_KEY, instead of both looking like a failed request. A project id discovered here is saved
 * when the profile has none, so later calls need not ask again.
 */
export async function testConnection(
  core: Pick<CoreContext, 'profiles' | 'sessions' | 'apiKeys' | 'events'>,
  signal?: AbortSignal,
): Promise<Result<ConnectionCheck>> {
  const account = await activeAccount(core);
  if (!account.ok) return account;
  const { profile, settings } = account.value;
  const accountKind = settings.get().serviceBaseUrl.kind;
  if (accountKind !== 'sandbox') {
    const has = await core.apiKeys.has(profile.id);
    if (!has.ok) return has;
    if (!has.value) return fail('NO_API_KEY', 'No API key is set for this profile; add one in Settings, then test again.');
  }
  const project = await core.sessions.use((session) =>
    session.client.getProject({ timeoutMs: TEST_TIMEOUT_MS, ...(signal ? { signal } : {}) }),
  );
  if (!project.ok) return project;

  let projectIdSaved = false;
  if (accountKind !== 'sandbox' && settings.get().projectId === undefined && projectIdSchema.safeParse(project.value.id).success) {
    const saved = await settings.update({ projectId: project.value.id });
    projectIdSaved = saved.ok;
    if (saved.ok) await accountChanged(core, 'project-discovered');
  }
  return ok({ accountKind, projectId: project.value.id, projectName: project.value.name ?? null, projectIdSaved });
}
