import { fail, type Result } from '../../../shared/contract';

/**
 * What kinds of media the UI can load by id (history clips, voice samples, voice avatars, joined
 * long-script pieces, web-mode downloads of exports). The renderer never names a file: it asks for
 * `/api/audio/<kind>/<id>` and the feature that owns the kind resolves the id to a file it owns.
 */
export const audioKinds = ['history', 'voice-sample', 'voice-image', 'piece', 'download'] as const;
export type AudioKind = (typeof audioKinds)[number];

export interface AudioFile {
  path: string;
  contentType: string;
}

export type AudioResolver = (id: string) => Promise<Result<AudioFile>>;

export class AudioSources {
  private readonly resolvers = new Map<AudioKind, AudioResolver>();

  register(kind: AudioKind, resolver: AudioResolver): void {
    this.resolvers.set(kind, resolver);
  }

  async resolve(kind: string, id: string): Promise<Result<AudioFile>> {
    const resolver = this.resolvers.get(kind as AudioKind);
    if (!resolver) return fail('NOT_FOUND', `No audio of kind "${kind}"`);
    if (id.length === 0 || id.length > 200) return fail('NOT_FOUND', 'No such audio');
    return resolver(id);
  }
}

/** The same relative URL works in both transports: app://studio/api/audio/… and http://127.0.0.1:N/api/audio/… */
export function audioUrlPath(kind: AudioKind, id: string): string {
  return `/api/audio/${kind}/${encodeURIComponent(id)}`;
}

/** Splits `/api/audio/<kind>/<id>` into its parts, or null when the path is not an audio path. */
export function parseAudioPath(pathname: string): { kind: string; id: string } | null {
  const match = /^\/api\/audio\/([a-z-]+)\/([^/]+)$/.exec(pathname);
  if (!match) return null;
  try {
    return { kind: match[1]!, id: decodeURIComponent(match[2]!) };
  } catch {
    return null;
  }
}
