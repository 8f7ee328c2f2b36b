import { readFileSync, writeFileSync } from 'node:fs';
import { chunkFrames } from '../electron/core/audio-export';
import { CodecStream } from '../electron/core/deliverables/encoders/codec-stream';
import { ThreadCpuSampler } from './thread-cpu';

/**
 * One AAC encode in a process of its own (started by aac-encoder.bench.ts), through the studio's
 * own path (CodecStream: mediabunny driving @mediabunny/aac-encoder on its thread), so the encoder
 * thread's CPU is the encoder's alone. Arguments: raw mono f32 PCM, its rate, the bitrate in
 * kbit/s, and where to write the frames as ADTS (so ffmpeg can decode them for the quality
 * figures). Prints one JSON line: the encoder thread's CPU and the whole process's.
 */

/** The AAC sampling frequency index of each rate (ISO 14496-3, table 1.18). */
const rateIndex = [96000, 88200, 64000, 48000, 44100, 32000, 24000, 22050, 16000, 12000, 11025, 8000, 7350];

/** A raw AAC-LC frame of one channel with an ADTS header before it (no CRC). */
function adts(frame: Uint8Array, sampleRate: number): Uint8Array {
  const length = frame.byteLength + 7;
  const out = new Uint8Array(length);
  const index = rateIndex.indexOf(sampleRate);
  out.set([0xff, 0xf1, (1 << 6) | (index << 2), (1 << 6) | (length >> 11), (length >> 3) & 0xff, ((length & 7) << 5) | 0x1f, 0xfc]);
  out.set(frame, 7);
  return out;
}

async function main(): Promise<void> {
  const [input, rate, kbps, output] = process.argv.slice(2);
  if (!input || !rate || !kbps || !output) throw new Error('usage: aac-encoder-child.ts <pcm.f32> <rate> <kbps> <out.aac>');
  const sampleRate = Number(rate);
  const bytes = readFileSync(input);
  const pcm = new Float32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 4);
  const frames: Uint8Array[] = [];
  const threads = new ThreadCpuSampler(100);
  const cpu = process.cpuUsage();
  const codec = await CodecStream.open({
    codec: 'aac',
    sampleRate,
    channels: 1,
    bitrate: Number(kbps) * 1000,
    onFrame: (frame) => frames.push(adts(frame, sampleRate)),
  });
  // In the export's chunks, as the render pass feeds a lane.
  for (let at = 0; at < pcm.length; at += chunkFrames) {
    const count = Math.min(chunkFrames, pcm.length - at);
    codec.enqueue([pcm.subarray(at, at + count)], count);
    await codec.ready();
  }
  await codec.finish();
  const used = process.cpuUsage(cpu);
  const { exportMs, encodersMs } = threads.stop();
  writeFileSync(output, Buffer.concat(frames));
  // The first busy thread started after sampling began is the encoder's (nothing else starts one).
  const encoderMs = exportMs + encodersMs.reduce((a, b) => a + b, 0);
  process.stdout.write(`${JSON.stringify({ encoderMs, cpuMs: (used.user + used.system) / 1000 })}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
