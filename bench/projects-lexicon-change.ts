import type { OperationName } from '../shared/contract';
import { compileLexicon, type EffectiveEntry, type Lexicon } from '../shared/lexicon';
import type { Chapter } from '../shared/model/projects';
import { defaultReadAsSettings, readAs } from '../shared/read-as';
import type { Core } from '../electron/core/core';
import { projectsHomeOf } from '../electron/core/projects';
import type { BenchRow } from './types';

/**
 * Rows of bench/projects.bench.ts: a lexicon change on a big chapter, from the contract call that
 * writes the entry to the moment every project has followed it (lexicons.changed → ProjectLexicons).
 * An entry re-reads only the blocks it matches; one that matches every block is beside its floor,
 * read-as with that lexicon over the same texts.
 */

type Call = <T>(core: Core, name: OperationName, input: unknown) => Promise<T>;

interface Measured {
  ms: number;
  cpuMs: number;
  moved: number;
}

async function measureChange(core: Core, call: Call, chapterId: string, change: () => Promise<unknown>): Promise<Measured> {
  const before = await call<Chapter>(core, 'chapters.get', { chapterId });
  const cpu = process.cpuUsage();
  const start = performance.now();
  await change();
  await projectsHomeOf(core.context).lexicons.settled();
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  const after = await call<Chapter>(core, 'chapters.get', { chapterId });
  const moved = after.blocks.filter((block, i) => block.contentHash !== before.blocks[i]!.contentHash).length;
  return { ms, cpuMs: (used.user + used.system) / 1000, moved };
}

export async function lexiconChangeFigures(
  core: Core,
  call: Call,
  group: string,
  chapterId: string,
  texts: readonly string[],
): Promise<BenchRow[]> {
  const blocks = texts.length;
  // One block gets a name no other block has, so an entry for it fires there alone.
  const chapter = await call<Chapter>(core, 'chapters.get', { chapterId });
  const target = chapter.blocks[Math.floor(blocks / 2)]!;
  await call(core, 'blocks.update', { blockId: target.id, text: `${target.text} وصل زيدان.` });
  const lexicon = await call<Lexicon>(core, 'lexicons.create', { name: 'Bench' });
  const one = await measureChange(core, call, chapterId, () =>
    call(core, 'lexicons.upsertEntries', { lexiconId: lexicon.id, entries: [{ written: 'زيدان', spoken: 'زِيدان' }] }),
  );
  const every = await measureChange(core, call, chapterId, () =>
    call(core, 'lexicons.upsertEntries', { lexiconId: lexicon.id, entries: [{ written: 'النوارس', spoken: 'طيور النورس' }] }),
  );
  const off = await measureChange(core, call, chapterId, () => call(core, 'lexicons.setEnabled', { id: lexicon.id, enabled: false }));

  const entries: EffectiveEntry[] = [
    ['زيدان', 'زِيدان'],
    ['النوارس', 'طيور النورس'],
  ].map(([written, spoken]) => ({
    written: written!,
    spoken: spoken!,
    dialects: [],
    caseSensitive: false,
    source: { lexiconId: '', lexiconName: '', entryId: '', scope: 'profile' },
  }));
  const lexiconMatcher = compileLexicon(entries, { digest: false });
  const start = performance.now();
  for (const text of texts) readAs(text, { ...defaultReadAsSettings(), rules: { money: false }, dialect: 'msa', lexicon: lexiconMatcher });
  const floor = performance.now() - start;

  const row = (name: string, m: Measured, note: string): BenchRow => ({
    group,
    name,
    value: m.ms,
    unit: 'ms',
    note: `${m.moved} hashes moved; CPU ${m.cpuMs.toFixed(0)} ms; ${note}`,
  });
  return [
    row(`lexicon entry added that fires in 1 of ${blocks} blocks`, one, 'only the blocks it matches are read again'),
    row(
      `lexicon entry added that fires in all ${blocks} blocks`,
      every,
      `floor: read-as with the lexicon of the same texts ${floor.toFixed(0)} ms`,
    ),
    row(`lexicon switched off (its entries fire in all ${blocks} blocks)`, off, 'the blocks go back to their earlier hashes'),
  ];
}
