import { ok } from '../../../shared/contract';
import type { Handlers } from '../dispatch/dispatch';
import type { CoreContext } from '../core-context';

export function appHandlers(core: CoreContext): Pick<Handlers, 'app.info' | 'app.ping' | 'app.connectivity'> {
  return {
    'app.info': async (_input, ctx) =>
      ok({
        name: 'Sawt Studio',
        version: core.version,
        transport: ctx.transport,
        dataDir: core.dataDir,
        platform: process.platform,
      }),
    'app.ping': async (input, ctx) => ok({ message: input.message, serverTime: Date.now(), transport: ctx.transport }),
    'app.connectivity': async () => ok(await core.connectivity.current()),
  };
}
