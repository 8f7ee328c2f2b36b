import { describe, expect, it } from 'vitest';
import { checkTemplate, renderFileName } from '../../../electron/core/audio-export/file-name-template';

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
    // A colon stays visible as its legal look-alike (electron/core/fs/file-names.ts says why).
    expect(name).toBe('a-b-c\ua789d-e-f-g-h-i-j_x-y.wav');
  });

  it('cannot be steered out of the folder by a field', () => {
    const name = renderFileName('{voice}', { ...entry, voiceName: '../../etc/passwd' });
    expect(name).not.toContain('/');
    expect(name.startsWith('.')).toBe(false);
  });

  it('never yields an empty name', () => {
    expect(renderFileName('{dialect}', { ...entry, dialectCode: null })).toBe('clip.wav');
  });

  it('refuses templates with separators or without a field', () => {
    expect(checkTemplate('../{id}')).not.toBeNull();
    expect(checkTemplate('C:\\{id}')).not.toBeNull();
    expect(checkTemplate('plain')).not.toBeNull();
    expect(checkTemplate('{date} {voice}')).toBeNull();
  });
});
