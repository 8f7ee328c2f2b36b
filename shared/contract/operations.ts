import { z } from 'zod';
import { operation } from './define';
import type { AppInfo, Pong } from '../model/app';

/**
 * Every operation the renderer may call, by `domain.verbNoun`. The main process registers exactly
 * these (a missing handler is a type error in electron/core/handlers), parses each input with the
 * schema declared here before the handler runs, and answers with a `Result`.
 */
export const operations = {
  'app.info': operation<AppInfo>()(
    z.object({}).strict(),
    'Version, transport and data directory of the running studio; reveals no secret.',
  ),
  'app.ping': operation<Pong>()(
    z.object({ message: z.string().max(1_000) }).strict(),
    'Echoes the message with the server time; proves a round trip over the active transport.',
  ),
} as const;

export type Operations = typeof operations;
export type OperationName = keyof Operations;
export const operationNames = Object.keys(operations) as OperationName[];

export function isOperationName(name: unknown): name is OperationName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(operations, name);
}
