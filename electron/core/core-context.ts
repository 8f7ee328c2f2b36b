import type { AudioSources } from './audio/audio-sources';
import type { EventBus } from './events';

/** What handlers may use: the long-lived parts of the main process, built once by createCore. */
export interface CoreContext {
  version: string;
  /** Where the cache, settings and drafts live; the API key never does. */
  dataDir: string;
  events: EventBus;
  /** Features register how their audio ids resolve to cached files (history, voice samples). */
  audio: AudioSources;
}
