import { fail, ok, type Result } from '../../../shared/contract/errors';
import type { CoverInfo } from '../../../shared/model/deliverables';

/**
 * A cover image is checked before it goes into a book: it must really be a JPEG or a PNG (by its
 * bytes, not its name), square (every audiobook store shows a square and refuses other shapes),
 * at least 300 px (below that it is a thumbnail, not a cover) and at most 8,000 px and 10 MB (it is
 * copied into every file of the book). Its pixel size comes from the image's own header: a JPEG's
 * start-of-frame segment, a PNG's IHDR.
 */

export const coverLimits = { minPx: 300, maxPx: 8000, maxBytes: 10 * 1024 * 1024 } as const;

interface Shape {
  mimeType: CoverInfo['mimeType'];
  width: number;
  height: number;
}

function pngShape(bytes: Uint8Array): Shape | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.byteLength < 24 || !signature.every((b, i) => bytes[i] === b)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return null;
  return { mimeType: 'image/png', width: view.getUint32(16), height: view.getUint32(20) };
}

/** Start-of-frame markers (baseline, progressive, lossless…), which hold the image's size. */
const startOfFrame = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

function jpegShape(bytes: Uint8Array): Shape | null {
  if (bytes.byteLength < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 2;
  while (at + 4 <= bytes.byteLength) {
    if (bytes[at] !== 0xff) return null;
    const marker = bytes[at + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at++;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (startOfFrame.has(marker)) {
      if (at + 9 > bytes.byteLength) return null;
      return { mimeType: 'image/jpeg', height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return null;
    at += 2 + length;
  }
  return null;
}

/** Checks an image for use as a book's cover; the error says what is wrong and what to do. */
export function checkCover(bytes: Uint8Array, fileName: string): Result<CoverInfo> {
  const field = { field: 'cover' };
  if (bytes.byteLength > coverLimits.maxBytes)
    return fail('VALIDATION', `The cover is ${(bytes.byteLength / 1024 / 1024).toFixed(1)} MB: choose an image of at most 10 MB.`, {
      ...field,
      messageKey: 'projectExport.coverErrors.tooLarge',
    });
  const shape = pngShape(bytes) ?? jpegShape(bytes);
  if (!shape)
    return fail('VALIDATION', `${fileName} is not a JPEG or PNG image: choose a .jpg or .png file.`, {
      ...field,
      messageKey: 'projectExport.coverErrors.notImage',
    });
  const { width, height } = shape;
  if (width !== height)
    return fail('VALIDATION', `The cover must be square: this one is ${width} × ${height} px. Crop it to a square and choose it again.`, {
      ...field,
      messageKey: 'projectExport.coverErrors.notSquare',
    });
  if (width < coverLimits.minPx)
    return fail(
      'VALIDATION',
      `The cover is ${width} × ${height} px: choose an image of at least 300 × 300 px (stores ask for 1400 or more).`,
      {
        ...field,
        messageKey: 'projectExport.coverErrors.tooSmall',
      },
    );
  if (width > coverLimits.maxPx)
    return fail('VALIDATION', `The cover is ${width} × ${height} px: choose an image of at most 8000 × 8000 px.`, {
      ...field,
      messageKey: 'projectExport.coverErrors.tooBig',
    });
  return ok({ fileName, mimeType: shape.mimeType, width, height, bytes: bytes.byteLength });
}
