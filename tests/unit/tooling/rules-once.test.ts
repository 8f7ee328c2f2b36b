import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCodes, isUnreachable, type ErrorCode } from '../../../shared/contract';

// "Once": each domain rule below is stated in one studio source; these scans find a second copy.
// Planted cases show each scan can fail.
const root = resolve(__dirname, '../../..');
const sourceDirs = ['shared', 'electron', 'renderer/src'];
// The sandbox stands in for the service and is written from its spec, on purpose apart from ours.
const outside = (path: string) => path.startsWith('electron/sandbox/') || /\.test\.tsx?$/.test(path);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.tsx?$/.test(name) && !outside(path) ? [path] : [];
  });
}

const rules = {
  'the 3,000-character limit': {
    pattern: /\b3_?000\b/,
    home: 'shared/model/script.ts',
    planted: ['if (chars > 3000) return;', 'const MAX_SCRIPT = 3_000;'],
  },
  "the editor's validation refusals": {
    pattern: /messageKey:\s*'(VoiceMissing|ScriptEmpty|ScriptTooLong|ScriptNotArabicOrEnglish|DictionaryCount|ConfigOutOfRange)'/,
    home: 'shared/model/generation-rules.ts',
    planted: ["fail('VALIDATION', 'x', { field: 'voiceId', messageKey: 'VoiceMissing' })"],
  },
  '"the service cannot be reached"': {
    pattern: /function isUnreachable|\[\s*'NETWORK',\s*'TIMEOUT'(,\s*'OFFLINE')?\s*\]|code === 'NETWORK' \|\| [\w.]*code === 'TIMEOUT'/,
    home: 'shared/contract/errors.ts',
    planted: [
      "const offline = new Set(['NETWORK', 'TIMEOUT', 'OFFLINE']);",
      "error.code === 'NETWORK' || error.code === 'TIMEOUT'",
      'export function isUnreachable(e) {}',
    ],
  },
  'the web paths (ops, events, media)': {
    pattern: /['"`]\/api\//,
    home: 'shared/contract/paths.ts',
    planted: ["fetch('/api/ops/app.ping')", 'const src = `/api/audio/history/${id}`;'],
  },
} as const;

/** Code without its comments, so a comment may name a path while code may not spell one. */
const code = (source: string) => source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');

describe('each domain rule is stated once', () => {
  const files = sourceDirs.flatMap(sources);
  const text = new Map(files.map((f) => [f, code(readFileSync(join(root, f), 'utf8'))]));

  it('finds the sources it scans', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(sourceDirs.every((dir) => files.some((f) => f.startsWith(`${dir}/`)))).toBe(true);
  });

  it.each(Object.entries(rules))('%s: in one file', (_rule, { pattern, home }) => {
    expect(files.filter((f) => pattern.test(text.get(f)!))).toEqual([home]);
  });

  it.each(Object.entries(rules))('%s: planted copies are caught', (_rule, { pattern, planted }) => {
    for (const copy of planted) expect(pattern.test(code(copy))).toBe(true);
  });

  it('the renderer plays and downloads the URLs the core hands out, and never builds a media path', () => {
    const builds = /\bmediaPath\(|webPaths\.media/;
    expect(files.filter((f) => f.startsWith('renderer/') && builds.test(text.get(f)!))).toEqual([]);
    expect(builds.test("player.play({ src: mediaPath('history', id) })")).toBe(true);
  });
});

describe('isUnreachable', () => {
  it('is true only when no answer came', () => {
    const unreachable = errorCodes.filter((code: ErrorCode) => isUnreachable({ code, message: '' }));
    expect(unreachable).toEqual(['NETWORK', 'TIMEOUT', 'OFFLINE']);
  });
});
