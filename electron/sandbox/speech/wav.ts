/** Text tags written into the WAV's LIST/INFO chunk, so a file says where it came from. */
export interface WavInfo {
  /** ISFT: the software that made it. */
  software: string;
  /** ICMT: a free comment; the synthetic engine says here that the file is not speech. */
  comment?: string;
  /** INAM: a title. */
  title?: string;
}

/** Encodes mono 16-bit PCM as a RIFF/WAVE file: fmt, LIST/INFO, data. */
export function encodeWav(samples: Int16Array, sampleRate: number, info: WavInfo): Buffer {
  const infoChunk = encodeInfo(info);
  const dataBytes = samples.length * 2;
  const fmtChunkSize = 8 + 16;
  const total = 12 + fmtChunkSize + infoChunk.length + 8 + dataBytes;
  const out = Buffer.alloc(total);
  let at = 0;
  at += out.write('RIFF', at, 'ascii');
  at = out.writeUInt32LE(total - 8, at);
  at += out.write('WAVE', at, 'ascii');
  at += out.write('fmt ', at, 'ascii');
  at = out.writeUInt32LE(16, at);
  at = out.writeUInt16LE(1, at); // PCM
  at = out.writeUInt16LE(1, at); // mono
  at = out.writeUInt32LE(sampleRate, at);
  at = out.writeUInt32LE(sampleRate * 2, at);
  at = out.writeUInt16LE(2, at);
  at = out.writeUInt16LE(16, at);
  infoChunk.copy(out, at);
  at += infoChunk.length;
  at += out.write('data', at, 'ascii');
  at = out.writeUInt32LE(dataBytes, at);
  Buffer.from(samples.buffer, samples.byteOffset, dataBytes).copy(out, at);
  return out;
}

function encodeInfo(info: WavInfo): Buffer {
  const entries: Array<[string, string]> = [['ISFT', info.software]];
  if (info.title) entries.push(['INAM', info.title]);
  if (info.comment) entries.push(['ICMT', info.comment]);
  const parts = entries.map(([id, text]) => {
    const body = Buffer.from(`${text}\0`, 'utf8');
    const padded = Buffer.alloc(body.length + (body.length % 2));
    body.copy(padded);
    const header = Buffer.alloc(8);
    header.write(id, 0, 'ascii');
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, padded]);
  });
  const payload = Buffer.concat([Buffer.from('INFO', 'ascii'), ...parts]);
  const header = Buffer.alloc(8);
  header.write('LIST', 0, 'ascii');
  header.writeUInt32LE(payload.length, 4);
  return Buffer.concat([header, payload]);
}

/** Duration of mono 16-bit samples, in ms. */
export function durationMsOf(sampleCount: number, sampleRate: number): number {
  return Math.round((sampleCount / sampleRate) * 1000);
}
