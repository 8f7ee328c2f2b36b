import { fail, ok, type Result } from '../../../shared/contract/errors';
import { HOSTED_SERVICE_URL } from './service-url';
import type { ServiceBaseUrl } from './settings-schema';

/**
 * The base URL requests go to right now. The sandbox's address is decided when it starts (a free
 * loopback port), so the caller passes it; without it the sandbox is simply not reachable yet.
 */
export function resolveServiceBaseUrl(setting: ServiceBaseUrl, running: { sandboxUrl?: string }): Result<string> {
  switch (setting.kind) {
    case 'hosted':
      return ok(HOSTED_SERVICE_URL);
    case 'custom':
      return ok(setting.url);
    case 'sandbox':
      return running.sandboxUrl
        ? ok(running.sandboxUrl)
        : fail('OFFLINE', 'The built-in sandbox service is not running yet; try again in a moment.');
  }
}
