import { ok, type OperationName } from '../../../shared/contract';
import type { Handlers } from '../dispatch/dispatch';
import { readOnlyRefusal, type ProjectsHome } from './projects-home';

/**
 * Operations that only read the user's projects (or a document being imported): served as usual
 * on a read-only data folder. Every other projects operation changes something on disk — a block,
 * a name, a take, a clip kept in History — and is refused there before it starts, so nothing is
 * sent to the service (no characters spent on a clip that could not be kept).
 */
const reads = new Set<OperationName>([
  'projects.list',
  'projects.get',
  'projects.estimate',
  'chapters.get',
  'blocks.takes',
  'queue.status',
  'import.preview',
]);

export function refusingWritesWhenReadOnly<N extends OperationName>(home: ProjectsHome, handlers: Pick<Handlers, N>): Pick<Handlers, N> {
  const guarded = { ...handlers };
  for (const name of Object.keys(handlers) as N[]) {
    if (reads.has(name)) continue;
    const handler = handlers[name] as (input: unknown, ctx: unknown) => Promise<unknown>;
    guarded[name] = (async (input: unknown, ctx: unknown) => {
      const readOnly = await home.use(({ work }) => ok(work.readOnly));
      if (!readOnly.ok) return readOnly;
      return readOnly.value ? readOnlyRefusal() : handler(input, ctx);
    }) as unknown as Pick<Handlers, N>[N];
  }
  return guarded;
}
