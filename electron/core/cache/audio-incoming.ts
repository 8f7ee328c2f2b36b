import { createHash, randomBytes, type Hash } from 'node:crypto';
import { join } from 'node:path';
import { ok, type Result } from '../../../shared/contract';
import { diskFailure, nodeFileSystem, type WritableFile } from '../fs';

/** Where clips being received are written: inside the store, so the final rename stays on one disk. */
export const incomingFolder = 'incoming';

const label = 'an audio file being received';

/**
 * A clip written to the cache as its bytes arrive, under a temporary name, and hashed on the way:
 * only `commit` gives it its content-addressed name; `discard` leaves nothing behind. The store
 * (AudioStore.receive) hands these out and takes them back, so orphan collection never removes a
 * file that is still arriving.
 */
export class IncomingAudio {
  private readonly hash: Hash = createHash('sha256');
  private size = 0;
  private settled = false;

  private constructor(
    readonly path: string,
    private readonly file: WritableFile,
    private readonly settle: (incoming: IncomingAudio, hash: string | null) => Promise<Result<{ hash: string; size: number }>>,
  ) {}

  static async open(
    root: string,
    settle: (incoming: IncomingAudio, hash: string | null) => Promise<Result<{ hash: string; size: number }>>,
  ): Promise<Result<IncomingAudio>> {
    const folder = join(root, incomingFolder);
    const path = join(folder, `${randomBytes(8).toString('hex')}.part`);
    try {
      await nodeFileSystem.mkdir(folder, 0o700);
      const file = await nodeFileSystem.openForWrite(path, 'wx', 0o600);
      return ok(new IncomingAudio(path, file, settle));
    } catch (error) {
      return diskFailure(label, path, 'save new', error);
    }
  }

  get bytes(): number {
    return this.size;
  }

  /** Appends the next bytes (writeFile on an open handle writes on from where the last one ended). */
  async write(chunk: Uint8Array): Promise<Result<void>> {
    try {
      await this.file.writeFile(chunk);
    } catch (error) {
      return diskFailure(label, this.path, 'save new', error);
    }
    this.hash.update(chunk);
    this.size += chunk.byteLength;
    return ok(undefined);
  }

  /** Makes the bytes durable and files them under their hash; the temp file is gone either way. */
  async commit(): Promise<Result<{ hash: string; size: number }>> {
    if (this.settled) return diskFailure(label, this.path, 'save new', new Error('already settled'));
    this.settled = true;
    try {
      await this.file.sync();
      await this.file.close();
    } catch (error) {
      await this.file.close().catch(() => undefined);
      await this.settle(this, null);
      return diskFailure(label, this.path, 'save new', error);
    }
    return this.settle(this, this.hash.digest('hex'));
  }

  /** Closes and removes the temp file: a failed or abandoned download leaves no partial file. */
  async discard(): Promise<void> {
    if (this.settled) return;
    this.settled = true;
    await this.file.close().catch(() => undefined);
    await this.settle(this, null);
  }
}
