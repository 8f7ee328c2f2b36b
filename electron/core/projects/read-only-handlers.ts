import { ok, type OperationName } from '../../../shared/contract';
import type { Handlers } from '../dispatch/dispatch';
import { readOnlyRefusal, type ProjectsHome } from './projects-home';

/**
 * Projects operations that only read the user's projects (or a document being imported): served
 * as usual on a read-only data folder. Every other one changes something on disk — a block, a name,
 * a take, a clip kept in History — and is refused there before it starts, so nothing is sent to
 * the service (no characters spent on a clip that could not be kept).
 */
const projectReads: readonly OperationName[] = [
  'projects.list',
  'projects.get',
  'projects.estimate',
  'chapters.get',
  'blocks.takes',
  'queue.status',
  'import.preview',
];

/**
 * `handlers` with every operation not in `reads` refused as DISK_READ_ONLY, before it starts,
 * while the active profile's projects are open read-only.
 */
export function refusingWritesWhenReadOnly<N extends OperationName>(
  home: ProjectsHome,
  handlers: Pick<Handlers, N>,
  reads: readonly OperationName[] = projectReads,
): Pick<Handlers, N> {
  const guarded = { ...handlers };
  for (const name of Object.keys(handlers) as N[]) {
    if (reads.includes(name)) continue;
    const handler = handlers[name] as (input: unknown, ctx: unknown) => Promise<unknown>;
    guarded[name] = (async (input: unknown, ctx: unknown) => {
      const readOnly = await home.use(({ work }) => ok(work.readOnly));
      if (!readOnly.ok) return readOnly;
      return readOnly.value ? readOnlyRefusal() : handler(input, ctx);
    }) as unknown as Pick<Handlers, N>[N];
  }
  return guarded;
}
