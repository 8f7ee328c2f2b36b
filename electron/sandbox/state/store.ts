import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSeedState } from '../seed';
import { writeFileAtomic } from './atomic-file';
import { HistoryLog } from './history-log';
import type { SandboxState } from './types';

const STATE_FILE = 'state.json';
const HISTORY_LOG = 'histories.jsonl';

/**
 * The sandbox's persistent state: one small JSON document in the data directory (catalogue,
 * agents, tools, settings), rewritten atomically after each change to it, and the history entries
 * in an append-only log (history-log.ts), which grows without any write getting bigger. A sync
 * write keeps "the response was sent" meaning "it is on disk". Audio lives in `audio/` and voice
 * samples in `samples/`.
 */
export class SandboxStore {
  readonly state: SandboxState;
  readonly histories: HistoryLog;
  readonly audioDir: string;
  readonly samplesDir: string;
  private closed = false;

  private constructor(
    readonly dataDir: string,
    state: SandboxState,
    histories: HistoryLog,
  ) {
    this.state = state;
    this.histories = histories;
    this.audioDir = join(dataDir, 'audio');
    this.samplesDir = join(dataDir, 'samples');
    mkdirSync(this.audioDir, { recursive: true });
    mkdirSync(this.samplesDir, { recursive: true });
  }

  /** Loads the state from `dataDir`, seeding it on first start (or after a corrupt file, moved aside). */
  static async open(dataDir: string, apiKeyOverride?: string): Promise<SandboxStore> {
    mkdirSync(dataDir, { recursive: true });
    const path = join(dataDir, STATE_FILE);
    let state = existsSync(path) ? readState(path) : null;
    const fresh = state === null;
    state ??= buildSeedState({ apiKey: randomUUID(), signingSecret: randomBytes(32).toString('base64url') });
    const keyChanged = apiKeyOverride !== undefined && apiKeyOverride !== state.apiKey;
    if (keyChanged) state.apiKey = apiKeyOverride;
    const store = new SandboxStore(dataDir, state, await HistoryLog.open(join(dataDir, HISTORY_LOG)));
    // Entries in state.json (an older sandbox, or tests seeding it) move to the log, once.
    const imported = state.histories.length > 0;
    for (const entry of state.histories) store.histories.add(entry);
    state.histories = [];
    if (fresh || keyChanged || imported) store.save();
    await store.collectOrphans();
    return store;
  }

  /** Persists the current state; after close() it is a no-op (the data dir may be gone). */
  save(): void {
    if (this.closed) return;
    writeFileAtomic(join(this.dataDir, STATE_FILE), JSON.stringify(this.state));
  }

  /**
   * Audio is written before its entry is saved, so a crash in between leaves an audio file no
   * entry names, and a crash mid-write leaves a temp file. Both are removed at start-up, the
   * folders read off the event loop (200k audio files take a while to list).
   */
  private async collectOrphans(): Promise<void> {
    const named = this.histories.audioFiles();
    for (const file of await readdir(this.audioDir)) {
      if (!named.has(file)) await rm(join(this.audioDir, file), { force: true });
    }
    for (const dir of [this.samplesDir, this.dataDir]) {
      for (const file of await readdir(dir)) if (file.endsWith('.tmp')) await rm(join(dir, file), { force: true });
    }
  }

  close(): void {
    this.closed = true;
    this.histories.close();
  }
}

function readState(path: string): SandboxState | null {
  try {
    const parsed = JSON.parse(readFileSync(path, 'utf8')) as Partial<SandboxState>;
    if (parsed.schemaVersion === 1 && typeof parsed.apiKey === 'string' && Array.isArray(parsed.voices)) return parsed as SandboxState;
  } catch {
    // fall through: unreadable state is moved aside below
  }
  renameSync(path, `${path}.corrupt-${Date.now()}`);
  return null;
}
