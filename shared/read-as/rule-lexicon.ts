import { kept, reason, type SpanCandidate } from './scan';
import type { ReadAsOptions, ReadAsReason } from './types';

/**
 * The first stage of read-as: the pronunciation lexicons' entries (shared/lexicon). Their spans
 * are claimed before any rule runs, so a rule never reads inside one (COVID-19 is the entry's,
 * not a number), and their spoken form is final. A span can be kept as written, like any other.
 */
export function lexiconCandidates(text: string, options: Pick<ReadAsOptions, 'lexicon' | 'dialect'>): SpanCandidate[] {
  if (!options.lexicon) return [];
  return options.lexicon.find(text, options.dialect).map((match) => {
    const { entry } = match;
    const reasons: ReadAsReason[] = [
      reason('lexicon', { written: entry.written, spoken: entry.spoken.trim(), lexicon: entry.source.lexiconName }),
    ];
    if (match.prefix !== '' || match.suffix !== '') {
      reasons.push(reason('lexicon-clitics', { attached: [match.prefix, match.suffix].filter((part) => part !== '').join(' … ') }));
    }
    const source = text.slice(match.start, match.end);
    return {
      start: match.start,
      end: match.end,
      rule: 'lexicon',
      entry: { ...entry.source, written: entry.written },
      read: (override) =>
        override?.form === 'keep' ? kept(source, ['form']) : { spoken: match.spoken, status: 'read', reasons, applied: {}, axes: ['form'] },
    };
  });
}
