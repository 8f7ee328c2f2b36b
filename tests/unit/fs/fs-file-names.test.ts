import { describe, expect, it } from 'vitest';
import { numberedName, safeFileBase } from '../../../electron/core/fs/file-names';

describe('file names safe on every desktop system', () => {
  it('avoids Windows reserved device names, with or without an extension', () => {
    expect(safeFileBase('CON')).toBe('CON_');
    expect(safeFileBase('nul.txt')).toBe('nul.txt_');
    expect(safeFileBase('com1')).toBe('com1_');
    expect(safeFileBase('console')).toBe('console');
  });

  it('drops trailing dots and spaces, leading dots, and bidi overrides', () => {
    expect(safeFileBase('name. . ')).toBe('name');
    expect(safeFileBase('..hidden')).toBe('hidden');
    expect(safeFileBase('clip\u202Evaw.exe')).toBe('clip-vaw.exe');
  });

  it('caps the length in UTF-8 bytes without splitting a character', () => {
    const long = safeFileBase('ع'.repeat(500));
    expect(new TextEncoder().encode(long).byteLength).toBeLessThanOrEqual(160);
    expect(long).toMatch(/^ع+$/);
  });

  it('numbers a taken name instead of overwriting it', () => {
    expect(numberedName('a.wav', 1)).toBe('a.wav');
    expect(numberedName('a.wav', 2)).toBe('a (2).wav');
    expect(numberedName('صوت.wav', 12)).toBe('صوت (12).wav');
  });

  it('keeps a colon visible as a legal look-alike (꞉), never the ":" Windows refuses', () => {
    expect(safeFileBase('Book: Part One')).toBe('Book\ua789 Part One');
    expect(safeFileBase('الفصل: البداية')).toBe('الفصل\ua789 البداية');
    expect(safeFileBase('a<b>c|d?')).toBe('a-b-c-d-');
  });

  it('never yields an empty name', () => {
    expect(safeFileBase('...')).toBe('clip');
  });
});
