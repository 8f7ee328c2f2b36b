import { describe, expect, it } from 'vitest';
import { checkTemplate, numberedName, renderFileName, safeFileBase } from '../../../electron/core/history/file-name-template';
import { checkHistoryId } from '../../../electron/core/history/owned-clip';

const entry = {
  id: '6f1c2d3e-0000-4000-8000-000000000001',
  script: 'مرحبا بكم في استوديو صوت للنصوص العربية الطويلة',
  voiceName: 'Layla',
  dialectCode: 'egy',
  createdAt: '2025-03-04T10:20:30.000Z',
};

describe('export file names from a template', () => {
  it('fills the default template and keeps Arabic', () => {
    expect(renderFileName('{dialect}_{voice}_{first words}_{date}', entry)).toBe(
      'egy_Layla_مرحبا بكم في استوديو صوت للنصوص_2025-03-04.wav',
    );
  });

  it('replaces characters illegal on Windows and path separators inside fields', () => {
    const name = renderFileName('{voice}_{first words}', { ...entry, voiceName: 'a/b\\c:d*e?f"g<h>i|j', script: 'x\u0000y' });
    expect(name).toBe('a-b-c-d-e-f-g-h-i-j_x-y.wav');
  });

  it('cannot be steered out of the folder by a field', () => {
    const name = renderFileName('{voice}', { ...entry, voiceName: '../../etc/passwd' });
    expect(name).not.toContain('/');
    expect(name.startsWith('.')).toBe(false);
  });

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

  it('never yields an empty name', () => {
    expect(renderFileName('{dialect}', { ...entry, dialectCode: null })).toBe('clip.wav');
    expect(safeFileBase('...')).toBe('clip');
  });

  it('numbers a taken name instead of overwriting it', () => {
    expect(numberedName('a.wav', 1)).toBe('a.wav');
    expect(numberedName('a.wav', 2)).toBe('a (2).wav');
    expect(numberedName('صوت.wav', 12)).toBe('صوت (12).wav');
  });

  it('refuses templates with separators or without a field', () => {
    expect(checkTemplate('../{id}')).not.toBeNull();
    expect(checkTemplate('C:\\{id}')).not.toBeNull();
    expect(checkTemplate('plain')).not.toBeNull();
    expect(checkTemplate('{date} {voice}')).toBeNull();
  });
});

describe('history ids are keys, never paths', () => {
  it.each(['../secret', '..', '/etc/passwd', 'a/b', 'a\\b', 'C:thing', 'x\u0000y'])('refuses %j', (id) => {
    expect(checkHistoryId(id)).not.toBeNull();
  });
  it('accepts a service id', () => {
    expect(checkHistoryId(entry.id)).toBeNull();
  });
});
