import { fail, ok, type MediaKind, type Result } from '../../../shared/contract';
import type { ArrivingAudio } from './arriving-audio';

/**
 * Media by kind and id (shared/contract/paths.ts declares the kinds and the URL): the renderer
 * asks for a URL the core handed out, and the feature that owns the kind resolves the id to a file
 * it owns.
 */

export interface AudioFile {
  path: string;
  contentType: string;
  /**
   * Answer a player's open-ended range (`bytes=N-`) with at most this many bytes; the player asks
   * for the rest as it needs it. Unset: the whole rest of the file (downloads, waveforms).
   */
  partBytes?: number;
}

export type AudioResolver = (id: string) => Promise<Result<AudioFile>>;

/** What a player is served: a file on disk, or a clip still arriving from the service. */
export type PlayableAudio = { file: AudioFile } | { arriving: ArrivingAudio };

export type PlayableResolver = (id: string) => Promise<Result<PlayableAudio>>;

export class AudioSources {
  private readonly resolvers = new Map<MediaKind, AudioResolver>();
  private readonly playable = new Map<MediaKind, PlayableResolver>();

  /**
   * `resolver` gives a whole file (waveforms, exports read it); `forPlayer`, when the kind has
   * one, may answer sooner with a clip that is still arriving, for the media route only.
   */
  register(kind: MediaKind, resolver: AudioResolver, forPlayer?: PlayableResolver): void {
    this.resolvers.set(kind, resolver);
    // Registering replaces the kind whole: a kind registered again without a stream has none.
    if (forPlayer) this.playable.set(kind, forPlayer);
    else this.playable.delete(kind);
  }

  async resolve(kind: string, id: string): Promise<Result<AudioFile>> {
    const resolver = this.resolvers.get(kind as MediaKind);
    if (!resolver) return fail('NOT_FOUND', `No audio of kind "${kind}"`);
    if (id.length === 0 || id.length > 200) return fail('NOT_FOUND', 'No such audio');
    return resolver(id);
  }

  /** For the media route: as resolve, but a kind that can stream its clips answers with the stream. */
  async resolveForPlayer(kind: string, id: string): Promise<Result<PlayableAudio>> {
    const forPlayer = this.playable.get(kind as MediaKind);
    if (!forPlayer) {
      const file = await this.resolve(kind, id);
      return file.ok ? ok({ file: file.value }) : file;
    }
    if (id.length === 0 || id.length > 200) return fail('NOT_FOUND', 'No such audio');
    return forPlayer(id);
  }
}
