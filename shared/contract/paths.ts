import type { EventName } from './events';
import type { OperationName } from './operations';

/**
 * Where the contract travels, for both transports, declared together so they cannot drift: the
 * desktop's IPC channels, web mode's HTTP twins of them (an operation is a POST, the events one
 * server-sent stream), and the media URL both answer by kind and id. Names are derived, never
 * written by hand.
 */

export const ipcChannel = (name: OperationName) => `studio:${name}`;
export const ipcEventChannel = (name: EventName) => `studio-event:${name}`;

export const webPaths = {
  /** Everything below is the contract's; any other path is the renderer's static files. */
  api: '/api/',
  /** `POST <ops><operation>`: the web-mode twin of an IPC invoke. */
  ops: '/api/ops/',
  /** `GET`: server-sent events, the web-mode twin of the IPC event channels. */
  events: '/api/events',
  /** `GET <media><kind>/<id>`, with Range: see mediaPath. */
  media: '/api/audio/',
} as const;

export const webOpPath = (name: OperationName) => `${webPaths.ops}${encodeURIComponent(name)}`;

/**
 * What the UI can load by id (history clips, voice samples and avatars, joined long-script pieces and chapters,
 * web-mode downloads of exports). The renderer never names a file, nor builds these URLs: the
 * core hands them out, and the feature that owns the kind resolves the id to a file it owns.
 */
export const mediaKinds = ['history', 'voice-sample', 'voice-image', 'chapter', 'download'] as const;
export type MediaKind = (typeof mediaKinds)[number];

/**
 * One relative URL both transports answer: the desktop page lives at app://studio/, whose
 * protocol handler serves it, and the web-mode page at its loopback origin, whose server does.
 */
export function mediaPath(kind: MediaKind, id: string): string {
  return `${webPaths.media}${kind}/${encodeURIComponent(id)}`;
}

/** Splits a media path into its kind and (decoded) id, or null when the path is not one. */
export function parseMediaPath(pathname: string): { kind: string; id: string } | null {
  if (!pathname.startsWith(webPaths.media)) return null;
  const match = /^([a-z-]+)\/([^/]+)$/.exec(pathname.slice(webPaths.media.length));
  if (!match) return null;
  try {
    return { kind: match[1]!, id: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
