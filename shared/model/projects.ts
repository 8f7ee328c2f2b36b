import type { StudioError } from '../contract/errors';
import { defaultReadAsSettings, type ReadAsSettings } from '../read-as';
import { defaultScriptConfig, type ScriptConfig } from './script';
export type { BlockOrigin } from './history';

/**
 * Projects: every script is a project of chapters of blocks (issue 30). A block is a paragraph the
 * writer wrote, split further only where one is over the service's limit as spoken (after
 * read-as); a chapter holds blocks in order; a project holds chapters in order. A block keeps its
 * takes (generations of it); the chosen take of every block, joined with pauses, is the chapter's
 * render. Plain data: it crosses the contract.
 */

/**
 * What a block is, as the editor shows it:
 * - new: never generated (no take at all);
 * - generated: its chosen take was made from exactly what the block would send now;
 * - stale: it has takes, but none of what it would send now (its text, voice or settings changed);
 * - failed: its last queued generation failed (`failure` says why); editing it makes it new/stale again.
 */
export const blockStatuses = ['new', 'generated', 'stale', 'failed'] as const;
export type BlockStatus = (typeof blockStatuses)[number];

/** Pauses a chapter's render puts between blocks and between chapters (issue 31: defaults 0.5 s / 2 s). */
export const projectPauseRange = { minMs: 0, maxMs: 10_000 } as const;
export const defaultPausesMs = { block: 500, chapter: 2_000 } as const;

export interface ProjectSettings {
  /** The dialect the voice list was filtered by when the voice was chosen, remembered with it. */
  dialectCode: string | null;
  /** The project's voice: chapters, speakers and blocks without their own use it. */
  voiceId: string | null;
  config: ScriptConfig;
  dictionaryIds: string[];
  readAs: ReadAsSettings;
  blockPauseMs: number;
  chapterPauseMs: number;
}

export const defaultProjectSettings = (): ProjectSettings => ({
  dialectCode: null,
  voiceId: null,
  config: defaultScriptConfig(),
  dictionaryIds: [],
  readAs: defaultReadAsSettings(),
  blockPauseMs: defaultPausesMs.block,
  chapterPauseMs: defaultPausesMs.chapter,
});

/** A speaker of dialogue lines (`سارة: …`, `Narrator: …`) and the voice their lines are read in. */
export interface SpeakerVoice {
  speaker: string;
  /** Null: the chapter's (or project's) voice. */
  voiceId: string | null;
}

export interface ProjectSummary {
  id: string;
  name: string;
  chapterCount: number;
  blockCount: number;
  /** Blocks whose chosen take is current (status generated). */
  generatedCount: number;
  /** Characters as written, all blocks together. */
  chars: number;
  /** The first words of the first block, for the list. */
  preview: string;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectList {
  projects: ProjectSummary[];
  /** The project open when the studio last closed, so it reopens there; null when none. */
  lastOpenId: string | null;
  /**
   * Set when the projects file was found damaged this run: it was moved to `movedTo` (nothing was
   * deleted) and a fresh one started; drafts were brought in again from their own folder.
   */
  damaged: { movedTo: string; reason: string } | null;
  /** True when the data folder refused a write: projects are shown as saved and every change is refused. */
  readOnly: boolean;
}

export type BlockCounts = Record<BlockStatus, number>;

export interface ChapterSummary {
  id: string;
  title: string;
  /** 0-based place in the project. */
  position: number;
  blockCount: number;
  chars: number;
  counts: BlockCounts;
  /** The chapter's own voice and dialect; null: the project's. */
  voiceId: string | null;
  dialectCode: string | null;
}

export interface Project {
  id: string;
  name: string;
  createdAt: string;
  updatedAt: string;
  settings: ProjectSettings;
  speakers: SpeakerVoice[];
  chapters: ChapterSummary[];
  /** The chapter the user was in last, to reopen there (null: the first). */
  lastChapterId: string | null;
}

export interface BlockTake {
  historyId: string;
  createdAt: string;
  voiceId: string | null;
  voiceName: string | null;
  durationMs: number | null;
  audioUrl: string;
  /** Made from exactly what the block would send now (same spoken text, voice and settings). */
  current: boolean;
  chosen: boolean;
}

export interface Block {
  id: string;
  chapterId: string;
  /** 0-based place in its chapter. */
  position: number;
  /** As the writer wrote it (pause markers and read-as overrides apply when it is spoken). */
  text: string;
  /** The dialogue speaker this block is a line of (recognised from `Name: …`, or set), else null. */
  speaker: string | null;
  /** The block's own voice; null: its speaker's, else its chapter's, else the project's. */
  voiceId: string | null;
  /** The voice it will be read in, after speaker, chapter and project defaults. */
  effectiveVoiceId: string | null;
  /** The dialect read-as reads it in (its voice's; else its chapter's or the project's): the preview uses the same. */
  dialectCode: string | null;
  status: BlockStatus;
  failure: StudioError | null;
  /** What will be sent, counted as the service counts it (≤ 3,000, or the block must be split). */
  spokenChars: number;
  /** Hash of what would be sent (spoken text, voice, config, dictionaries): a take of the same hash is current. */
  contentHash: string;
  chosenTake: BlockTake | null;
  takeCount: number;
}

/** A chapter's joined render: every block's chosen take in order, with the project's pauses. */
export interface ChapterRender {
  audioUrl: string;
  durationMs: number;
  /** False while a block has no current chosen take (the render then joins what there is). */
  complete: boolean;
  createdAt: string;
}

export interface Chapter extends ChapterSummary {
  projectId: string;
  blocks: Block[];
  render: ChapterRender | null;
}

/** Expected cost and length of generating blocks, before spending (issue 30 item 5). */
export interface ChapterEstimate {
  chapterId: string;
  /** Characters to send (blocks not yet current), as the service counts them. */
  chars: number;
  requests: number;
  expectedMs: number;
  /**
   * Blocks already current: their real duration (their chosen takes, as History knows them) beside
   * what the same rates expect of them, so the estimate can be compared with the real thing after a run.
   */
  done: EstimateCheck;
}

export interface EstimateCheck {
  blocks: number;
  /** Real duration of the takes whose length History knows. */
  actualMs: number;
  /** What the rates expect of those same blocks. */
  expectedMs: number;
}

export interface VoiceRate {
  voiceId: string;
  /** Spoken characters per second of audio. */
  charsPerSecond: number;
  /** 'history': measured on this voice's clips in History; 'language': a default for its language. */
  from: 'history' | 'language';
  /** How many clips the measure came from (0 for a default). */
  samples: number;
}

export interface ProjectEstimate {
  chars: number;
  requests: number;
  expectedMs: number;
  done: EstimateCheck;
  chapters: ChapterEstimate[];
  rates: VoiceRate[];
}

export const queueStates = ['idle', 'running', 'paused'] as const;
export type QueueRunState = (typeof queueStates)[number];

export interface ChapterProgress {
  chapterId: string;
  total: number;
  done: number;
  failed: number;
  /** Expected time left, from the estimate and the pace so far; null when nothing is left. */
  etaMs: number | null;
}

/** The project's generation queue as the core runs it (it runs with the window closed too). */
export interface QueueState {
  projectId: string;
  state: QueueRunState;
  total: number;
  done: number;
  failed: number;
  /** Blocks being generated now. */
  activeBlockIds: string[];
  chapters: ChapterProgress[];
  etaMs: number | null;
  /**
   * Jobs a previous run left sent but unanswered (the studio was closed or killed): the queue looks
   * for their clips in History before anything is sent again.
   */
  unsure: number;
  /**
   * Why the queue paused by itself (the service refused the key or could not be reached, History
   * could not be read to look for unanswered jobs): Resume tries again. Null when it runs, or when
   * the user paused it.
   */
  error: StudioError | null;
}
