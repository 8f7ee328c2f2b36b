import OpusScript from 'opusscript';
import { CustomAudioEncoder, EncodedPacket, type AudioCodec, type AudioSample } from 'mediabunny';

/**
 * Opus for mediabunny in Node, where WebCodecs (mediabunny's own way to Opus) does not exist:
 * libopus 1.4 compiled to WebAssembly (opusscript), registered as a custom encoder so mediabunny
 * still does the Ogg muxing and the tags.
 *
 * opusscript copies the PCM into its heap through a view that starts at twice its allocation's
 * address (abalabahaha/opusscript index.js, `HEAPU16.subarray(ptr, …)` then `.byteOffset`), a
 * region nothing else uses while one encoder lives in the module. So the export worker, which is
 * a fresh thread per job, creates at most one encoder at a time and never alongside a decoder.
 */

const sampleRate = 48_000;
/** 20 ms frames: Opus's default, the best quality per bit for speech. */
const frameSize = 960;
/**
 * libopus's look-ahead at 48 kHz for the AUDIO application (2.5 ms + 4 ms delay compensation).
 * opusscript cannot query OPUS_GET_LOOKAHEAD (its CTL passes values, not pointers), so the value
 * is the library's fixed one; decoders drop this many samples (RFC 7845 §4.2, pre-skip).
 */
const preSkip = 312;
const OPUS_SET_BITRATE = 4002;

/** The 19-byte OpusHead identification header (RFC 7845 §5.1), mapping family 0 (mono/stereo). */
function opusHead(channels: number): Uint8Array {
  const head = new Uint8Array(19);
  const view = new DataView(head.buffer);
  head.set(new TextEncoder().encode('OpusHead'), 0);
  head[8] = 1;
  head[9] = channels;
  view.setUint16(10, preSkip, true);
  view.setUint32(12, sampleRate, true);
  view.setInt16(16, 0, true);
  head[18] = 0;
  return head;
}

export class OpusScriptEncoder extends CustomAudioEncoder {
  private opus: OpusScript | null = null;
  private pending: Int16Array = new Int16Array(0);
  private pendingFrames = 0;
  private sentFrames = 0;
  private headerSent = false;

  static override supports(codec: AudioCodec, config: AudioEncoderConfig): boolean {
    return codec === 'opus' && config.sampleRate === sampleRate && config.numberOfChannels >= 1 && config.numberOfChannels <= 2;
  }

  init(): void {
    const channels = this.config.numberOfChannels;
    this.opus = new OpusScript(sampleRate, channels, OpusScript.Application.AUDIO);
    if (this.config.bitrate) this.opus.encoderCTL(OPUS_SET_BITRATE, Math.round(this.config.bitrate));
    this.pending = new Int16Array(frameSize * channels);
  }

  encode(sample: AudioSample): void {
    const channels = this.config.numberOfChannels;
    const interleaved = new Int16Array(sample.numberOfFrames * channels);
    sample.copyTo(interleaved, { format: 's16', planeIndex: 0 });
    this.push(interleaved);
  }

  flush(): void {
    const channels = this.config.numberOfChannels;
    // Feed the look-ahead's worth of silence so the last real samples leave the encoder, then
    // complete the frame; decoders trim the pre-skip at the start, the rest is < 20 ms of silence.
    this.push(new Int16Array(preSkip * channels));
    if (this.pendingFrames > 0) {
      this.pending.fill(0, this.pendingFrames * channels);
      this.emitFrame();
    }
  }

  close(): void {
    this.opus?.delete();
    this.opus = null;
  }

  private push(interleaved: Int16Array): void {
    const channels = this.config.numberOfChannels;
    let at = 0;
    const frames = interleaved.length / channels;
    while (at < frames) {
      const take = Math.min(frameSize - this.pendingFrames, frames - at);
      this.pending.set(interleaved.subarray(at * channels, (at + take) * channels), this.pendingFrames * channels);
      this.pendingFrames += take;
      at += take;
      if (this.pendingFrames === frameSize) this.emitFrame();
    }
  }

  private emitFrame(): void {
    const opus = this.opus;
    if (!opus) throw new Error('The Opus encoder was used before it was set up.');
    const pcm = Buffer.from(this.pending.buffer, this.pending.byteOffset, this.pending.byteLength);
    const packet = new Uint8Array(opus.encode(pcm, frameSize));
    const meta = this.headerSent
      ? undefined
      : {
          decoderConfig: {
            codec: 'opus',
            numberOfChannels: this.config.numberOfChannels,
            sampleRate,
            description: opusHead(this.config.numberOfChannels),
          },
        };
    this.headerSent = true;
    this.onPacket(new EncodedPacket(packet, 'key', this.sentFrames / sampleRate, frameSize / sampleRate), meta);
    this.sentFrames += frameSize;
    this.pendingFrames = 0;
  }
}
