import { fail, ok, type Result } from '../../../shared/contract';
import { compileLexicon, normalizeEntryText } from '../../../shared/lexicon';
import type { LexiconTrial, TrialSide } from '../../../shared/model/lexicons';
import { findHistoryRowByScript } from '../history';
import { clipOf, generateSpeech } from '../speech';
import type { ProfileSession } from '../session';
import type { LexiconStore } from './lexicon-store';

export interface TrialRequest {
  lexiconId: string;
  entryId: string;
  voiceId: string;
  sentence?: string | undefined;
}

type Session = Pick<ProfileSession, 'client' | 'cache' | 'audioStore'>;

/**
 * "Try it": the entry's sentence (the written form itself when none is given) without the rule
 * and with it, each through the one generation road (validated, sent once, cached). A text this
 * voice has already spoken is played from History instead of sent again. The rule is tried
 * whatever its dialects: the user asked to hear it. Without first, so a refusal of the second
 * (too long with the rule) still leaves the first in History.
 */
export async function tryEntry(
  session: Session,
  store: LexiconStore,
  request: TrialRequest,
  signal: AbortSignal,
): Promise<Result<LexiconTrial>> {
  const lexicon = await store.get(request.lexiconId);
  if (!lexicon.ok) return lexicon;
  const entry = lexicon.value.entries.find((e) => e.id === request.entryId);
  if (!entry) return fail('NOT_FOUND', 'This entry no longer exists.', { field: 'entryId', messageKey: 'lexicon.entryGone' });
  const sentence = normalizeEntryText(request.sentence ?? '') || entry.written;
  const rule = compileLexicon([
    {
      written: entry.written,
      spoken: entry.spoken,
      dialects: [],
      caseSensitive: entry.caseSensitive,
      source: { lexiconId: lexicon.value.id, lexiconName: lexicon.value.name, entryId: entry.id, scope: 'profile' },
    },
  ]);
  const matches = rule.find(sentence, null);
  if (matches.length === 0) {
    return fail(
      'VALIDATION',
      `“${entry.written}” is not a whole word of “${sentence}”, so the rule would change nothing. Write a sentence that holds it.`,
      {
        field: 'sentence',
        messageKey: 'lexicon.tryNoMatch',
      },
    );
  }
  let spoken = '';
  let at = 0;
  for (const match of matches) {
    spoken += sentence.slice(at, match.start) + match.spoken;
    at = match.end;
  }
  spoken += sentence.slice(at);
  const without = await side(session, sentence, request.voiceId, signal);
  if (!without.ok) return without;
  const withRule = await side(session, spoken, request.voiceId, signal);
  if (!withRule.ok) return withRule;
  return ok({ sentence, without: without.value, with: withRule.value });
}

async function side(session: Session, text: string, voiceId: string, signal: AbortSignal): Promise<Result<TrialSide>> {
  const cached = findHistoryRowByScript(session.cache, text, voiceId);
  if (cached) return ok({ text, clip: clipOf(cached), reused: true });
  const generated = await generateSpeech(session, { voiceId, script: text }, signal, () => {});
  return generated.ok ? ok({ text, clip: generated.value, reused: false }) : generated;
}
