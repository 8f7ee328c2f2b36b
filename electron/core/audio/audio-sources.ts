import { fail, type MediaKind, type Result } from '../../../shared/contract';

/**
 * Media by kind and id (shared/contract/paths.ts declares the kinds and the URL): the renderer
 * asks for a URL the core handed out, and the feature that owns the kind resolves the id to a file
 * it owns.
 */

export interface AudioFile {
  path: string;
  contentType: string;
}

export type AudioResolver = (id: string) => Promise<Result<AudioFile>>;

export class AudioSources {
  private readonly resolvers = new Map<MediaKind, AudioResolver>();

  register(kind: MediaKind, resolver: AudioResolver): void {
    this.resolvers.set(kind, resolver);
  }

  async resolve(kind: string, id: string): Promise<Result<AudioFile>> {
    const resolver = this.resolvers.get(kind as MediaKind);
    if (!resolver) return fail('NOT_FOUND', `No audio of kind "${kind}"`);
    if (id.length === 0 || id.length > 200) return fail('NOT_FOUND', 'No such audio');
    return resolver(id);
  }
}
