import { z } from 'zod';
import { operation } from '../define';
import type { AppInfo, Pong } from '../../model/app';
import type { ConnectivityChanged } from '../events';

export const appOperations = {
  'app.info': operation<AppInfo>()(
    z.object({}).strict(),
    'Version, transport and data directory of the running studio; reveals no secret.',
  ),
  'app.ping': operation<Pong>()(
    z.object({ message: z.string().max(1_000) }).strict(),
    'Echoes the message with the server time; proves a round trip over the active transport.',
  ),
  'app.connectivity': operation<ConnectivityChanged>()(
    z.object({}).strict(),
    'Whether the service answers, as last seen (asked once when nothing is known); a page loaded after a change was announced asks this.',
  ),
} as const;
