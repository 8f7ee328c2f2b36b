import { closeSync, openSync, ftruncateSync, writeSync } from 'node:fs';

/** A PCM WAV header (16-bit unless `bits` says otherwise) declaring `dataBytes` of samples. */
export function wavHeader(dataBytes: number, { rate = 16_000, channels = 1, bits = 16, extra = false } = {}): Uint8Array {
  const list = extra ? new Uint8Array([...Buffer.from('LIST'), 3, 0, 0, 0, 1, 2, 3, 0]) : new Uint8Array();
  const out = new Uint8Array(44 + list.byteLength);
  const v = new DataView(out.buffer);
  const frame = (channels * bits) / 8;
  out.set(Buffer.from('RIFF'), 0);
  v.setUint32(4, Math.min(0xffffffff, out.byteLength + dataBytes - 8), true);
  out.set(Buffer.from('WAVEfmt '), 8);
  v.setUint32(16, 16, true);
  v.setUint16(20, 1, true);
  v.setUint16(22, channels, true);
  v.setUint32(24, rate, true);
  v.setUint32(28, rate * frame, true);
  v.setUint16(32, frame, true);
  v.setUint16(34, bits, true);
  out.set(list, 36);
  out.set(Buffer.from('data'), 36 + list.byteLength);
  v.setUint32(40 + list.byteLength, dataBytes, true);
  return out;
}

/** A 16-bit mono WAV holding exactly these samples. */
export function wavOf(samples: number[], options: { rate?: number; extra?: boolean } = {}): Uint8Array {
  const header = wavHeader(samples.length * 2, options);
  const out = new Uint8Array(header.byteLength + samples.length * 2);
  out.set(header);
  const view = new DataView(out.buffer, header.byteLength);
  samples.forEach((s, i) => view.setInt16(i * 2, s, true));
  return out;
}

/**
 * A WAV file of `dataBytes` of silence that takes no disk: the header, then the file extended to
 * its length without writing (a sparse file reads as zeros).
 */
export function writeSparseWav(path: string, dataBytes: number, options: { rate?: number; channels?: number } = {}): void {
  const header = wavHeader(dataBytes, options);
  const fd = openSync(path, 'w');
  try {
    writeSync(fd, header);
    ftruncateSync(fd, header.byteLength + dataBytes);
  } finally {
    closeSync(fd);
  }
}
