import { ok, type Result } from '../../../shared/contract';
import type { ChapterEstimate, EstimateCheck, ProjectEstimate, VoiceRate } from '../../../shared/model/projects';
import { countSentChars } from '../../../shared/text';
import type { CacheDatabase } from '../cache';
import { catalogueVoices, clipFactsFrom } from './cache-facts';
import type { ClipFacts } from './project-reads';
import { readProjectHead } from './project-settings';
import type { WorkScope } from './work-scope';

/**
 * Before spending (issue 30 item 5): characters to send, requests, and the expected length of the
 * audio, per chapter and in total. A voice's speaking rate is measured on its clips in History
 * (Σ spoken characters / Σ duration of its newest clips); a voice History has no clip of gets its
 * language's default (said so: `from: 'language'`), scaled by the project's speed. Blocks already
 * current are shown too, their real duration beside what the rates expect of them, so the
 * estimate can be checked against the real thing after a run.
 */

/** Spoken characters per second at speed 1, when History has no clip of the voice: rough, and labelled so. */
export const languageRates: Readonly<Record<'ar' | 'en', number>> = { ar: 13, en: 15 };
/** The newest clips of a voice the rate is measured on. */
const sampleClips = 200;

interface EstimateRow {
  chapterId: string;
  voiceId: string | null;
  dialectCode: string | null;
  spokenChars: number;
  current: number;
  chosenId: string | null;
}

function measureVoice(cache: CacheDatabase, voiceId: string): { chars: number; ms: number; samples: number } {
  const rows = cache.db
    .prepare(
      'SELECT script, duration_ms AS durationMs FROM history_entries WHERE voice_id = ? AND duration_ms > 0 ORDER BY created_ms DESC LIMIT ?',
    )
    .all(voiceId, sampleClips) as Array<{ script: string; durationMs: number }>;
  let chars = 0;
  let ms = 0;
  for (const row of rows) {
    chars += countSentChars(row.script);
    ms += row.durationMs;
  }
  return { chars, ms, samples: rows.length };
}

const languageOf = (language: string | null | undefined, dialectCode: string | null): 'ar' | 'en' =>
  language === 'en' || (language == null && dialectCode === 'en') ? 'en' : 'ar';

const emptyCheck = (): EstimateCheck => ({ blocks: 0, actualMs: 0, expectedMs: 0 });

export async function estimateProject(
  scope: WorkScope,
  projectId: string,
  chapterIds?: readonly string[],
): Promise<Result<ProjectEstimate> | null> {
  const { work } = scope;
  const head = readProjectHead(work, projectId);
  if (!head) return null;
  const rows = work.db
    .prepare(
      `SELECT b.chapter_id AS chapterId, b.effective_voice_id AS voiceId, b.dialect_code AS dialectCode, b.spoken_chars AS spokenChars,
         (b.failure_json IS NULL AND t.content_hash = b.content_hash) AS current, ch.history_id AS chosenId
       FROM blocks b JOIN chapters c ON c.id = b.chapter_id
       LEFT JOIN block_choices ch ON ch.block_id = b.id
       LEFT JOIN block_takes t ON t.block_id = ch.block_id AND t.history_id = ch.history_id
       WHERE c.project_id = ? AND b.spoken_chars > 0 ${chapterIds ? 'AND b.chapter_id IN (SELECT value FROM json_each(?))' : ''}
       ORDER BY c.position, b.position`,
    )
    .all(...(chapterIds ? [projectId, JSON.stringify(chapterIds)] : [projectId])) as unknown as EstimateRow[];
  const voiceIds = [...new Set(rows.flatMap((row) => (row.voiceId ? [row.voiceId] : [])))];
  const chosenIds = rows.flatMap((row) => (row.current === 1 && row.chosenId ? [row.chosenId] : []));
  const fromCache = await scope.withCache((session) => ({
    measured: new Map(voiceIds.map((id) => [id, measureVoice(session.cache, id)])),
    catalogue: catalogueVoices(session.cache, voiceIds),
    facts: clipFactsFrom(session.cache)(chosenIds),
  }));
  const cache = fromCache.ok ? fromCache.value : { measured: new Map(), catalogue: new Map(), facts: new Map<string, ClipFacts>() };
  const speed = head.settings.config.speed || 1;
  const rates = new Map<string, VoiceRate>();
  const rateOf = (voiceId: string | null, dialectCode: string | null): number => {
    if (voiceId === null) return languageRates[languageOf(null, dialectCode)] * speed;
    let rate = rates.get(voiceId);
    if (!rate) {
      const measured = cache.measured.get(voiceId) as { chars: number; ms: number; samples: number } | undefined;
      rate =
        measured && measured.ms >= 1_000 && measured.chars > 0
          ? { voiceId, charsPerSecond: measured.chars / (measured.ms / 1000), from: 'history', samples: measured.samples }
          : {
              voiceId,
              charsPerSecond: languageRates[languageOf(cache.catalogue.get(voiceId)?.language, dialectCode)] * speed,
              from: 'language',
              samples: 0,
            };
      rates.set(voiceId, rate);
    }
    return rate.charsPerSecond;
  };

  const chapters = new Map<string, ChapterEstimate>();
  const total: ProjectEstimate = { chars: 0, requests: 0, expectedMs: 0, done: emptyCheck(), chapters: [], rates: [] };
  for (const id of chapterIds ??
    (work.db.prepare('SELECT id FROM chapters WHERE project_id = ? ORDER BY position').all(projectId) as Array<{ id: string }>).map(
      (r) => r.id,
    )) {
    chapters.set(id, { chapterId: id, chars: 0, requests: 0, expectedMs: 0, done: emptyCheck() });
  }
  for (const row of rows) {
    const chapter = chapters.get(row.chapterId);
    if (!chapter) continue;
    const expectedMs = Math.round((row.spokenChars / rateOf(row.voiceId, row.dialectCode)) * 1000);
    if (row.current === 1) {
      const actual = row.chosenId ? cache.facts.get(row.chosenId)?.durationMs : null;
      if (actual == null) continue;
      for (const check of [chapter.done, total.done]) {
        check.blocks += 1;
        check.actualMs += actual;
        check.expectedMs += expectedMs;
      }
      continue;
    }
    for (const sum of [chapter, total]) {
      sum.chars += row.spokenChars;
      sum.requests += 1;
      sum.expectedMs += expectedMs;
    }
  }
  total.chapters = [...chapters.values()];
  total.rates = [...rates.values()];
  return ok(total);
}
