import { mkdirSync } from 'node:fs';
import { AudioSources } from './audio/audio-sources';
import { EventBus } from './events';
import { createHandlers } from './handlers';
import type { CoreContext } from './core-context';
import type { Handlers } from './contract/dispatch';

export interface CoreOptions {
  dataDir: string;
  version: string;
}

export interface Core {
  context: CoreContext;
  handlers: Handlers;
  events: EventBus;
  audio: AudioSources;
  close(): Promise<void>;
}

/**
 * Builds the main-process core: pure Node, no `electron` import, so Electron's main process and
 * web mode run the very same code.
 */
export async function createCore(options: CoreOptions): Promise<Core> {
  mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const events = new EventBus();
  const audio = new AudioSources();
  const context: CoreContext = { version: options.version, dataDir: options.dataDir, events, audio };
  return {
    context,
    events,
    audio,
    handlers: createHandlers(context),
    async close() {},
  };
}
