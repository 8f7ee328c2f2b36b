// Test support: the data of the in-memory projects core (projects-fakes.ts): stored projects and
// how the core would answer with them. Renderer tests only.
import type { Block, Chapter, Project, ProjectList, ProjectSummary, QueueState } from '../../../shared/model/projects';
import type { DialectSummary, VoiceCard } from '../../../shared/model/voices';
import { defaultReadAsSettings } from '../../../shared/read-as';

export const fakeDialects: DialectSummary[] = [
  { id: 'd1', code: 'msa', name: 'Modern Standard Arabic', nameAr: 'العربية الفصحى', language: 'ar', voiceCount: 2, defaultVoiceId: 'v2' },
  { id: 'd2', code: 'ar-sa', name: 'Saudi', nameAr: 'السعودية', language: 'ar', voiceCount: 1, defaultVoiceId: null },
];
const voice = (id: string, name: string, dialectCode: string): VoiceCard => ({
  id,
  name,
  language: 'ar',
  dialectCode,
  dialectId: null,
  tags: [],
  isFavourite: false,
  usedInJobs: null,
  usedInVoiceAgents: null,
  isServiceDefault: false,
  imageUrl: null,
  sampleUrl: null,
  createdAt: null,
});
export const fakeVoices = [voice('v1', 'Lama', 'msa'), voice('v2', 'Omar', 'msa'), voice('v3', 'Hala', 'ar-sa')];

export interface StoredBlock {
  id: string;
  text: string;
  speaker: string | null;
  voiceId: string | null;
  takes: number;
}
export interface StoredChapter {
  id: string;
  title: string;
  voiceId: string | null;
  dialectCode: string | null;
  blocks: StoredBlock[];
}
export interface StoredProject {
  id: string;
  name: string;
  settings: Project['settings'];
  speakers: Project['speakers'];
  chapters: StoredChapter[];
  lastChapterId: string | null;
}

export interface FakeProjects {
  projects: StoredProject[];
  lastOpenId: string | null;
  queue: QueueState | null;
  damaged: ProjectList['damaged'];
  readOnly?: boolean;
}

let ids = 0;
export const nextId = (prefix: string) => `${prefix}${++ids}`;
const at = '2025-01-01T00:00:00.000Z';

export function storedBlocks(texts: string[]): StoredBlock[] {
  return texts.map((text) => ({ id: nextId('b'), text, speaker: null, voiceId: null, takes: 0 }));
}

export function storedProject(
  name: string,
  chapters: Array<{ title: string; texts: string[] }>,
  voiceId: string | null = null,
): StoredProject {
  return {
    id: nextId('p'),
    name,
    settings: {
      dialectCode: voiceId ? 'msa' : null,
      voiceId,
      config: { speed: 1, expressiveness: 0.5 },
      dictionaryIds: [],
      readAs: defaultReadAsSettings(),
      blockPauseMs: 500,
      chapterPauseMs: 2000,
    },
    speakers: [],
    chapters: chapters.map((c) => ({ id: nextId('c'), title: c.title, voiceId: null, dialectCode: null, blocks: storedBlocks(c.texts) })),
    lastChapterId: null,
  };
}

export function blockOf(project: StoredProject, chapter: StoredChapter, b: StoredBlock, position: number): Block {
  const effectiveVoiceId = b.voiceId ?? chapter.voiceId ?? project.settings.voiceId;
  return {
    id: b.id,
    chapterId: chapter.id,
    position,
    text: b.text,
    speaker: b.speaker,
    voiceId: b.voiceId,
    effectiveVoiceId,
    dialectCode: chapter.dialectCode ?? project.settings.dialectCode,
    status: b.takes > 0 ? 'generated' : 'new',
    failure: null,
    spokenChars: b.text.length,
    contentHash: `h-${b.text.length}`,
    chosenTake:
      b.takes > 0
        ? {
            historyId: `t-${b.id}`,
            createdAt: at,
            voiceId: effectiveVoiceId,
            voiceName: null,
            durationMs: 1000,
            audioUrl: `t-${b.id}.wav`,
            current: true,
            chosen: true,
          }
        : null,
    takeCount: b.takes,
  };
}

export function chapterOf(project: StoredProject, chapter: StoredChapter, position: number): Chapter {
  const blocks = chapter.blocks.map((b, i) => blockOf(project, chapter, b, i));
  const generated = blocks.filter((b) => b.status === 'generated').length;
  return {
    id: chapter.id,
    projectId: project.id,
    title: chapter.title,
    position,
    blockCount: blocks.length,
    chars: blocks.reduce((n, b) => n + b.text.length, 0),
    counts: { new: blocks.length - generated, generated, stale: 0, failed: 0 },
    voiceId: chapter.voiceId,
    dialectCode: chapter.dialectCode,
    blocks,
    render: null,
  };
}

export function projectOf(p: StoredProject): Project {
  const chapters = p.chapters.map((c, i) => {
    const { blocks: _b, projectId: _p, render: _r, ...summary } = chapterOf(p, c, i);
    return summary;
  });
  return {
    id: p.id,
    name: p.name,
    createdAt: at,
    updatedAt: at,
    settings: p.settings,
    speakers: p.speakers,
    chapters,
    lastChapterId: p.lastChapterId,
  };
}

export function summaryOf(p: StoredProject): ProjectSummary {
  const blocks = p.chapters.flatMap((c) => c.blocks);
  return {
    id: p.id,
    name: p.name,
    chapterCount: p.chapters.length,
    blockCount: blocks.length,
    generatedCount: blocks.filter((b) => b.takes > 0).length,
    chars: blocks.reduce((n, b) => n + b.text.length, 0),
    preview: blocks[0]?.text.slice(0, 40) ?? '',
    createdAt: at,
    updatedAt: at,
  };
}
