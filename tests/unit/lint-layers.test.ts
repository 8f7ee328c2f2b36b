import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Plants one import per house rule (architecture.md, "Import rules") at a path where it is
// forbidden and asks the project's real ESLint config whether it fails.
const root = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports')
    .map((m) => m.message);
}

const planted: Array<[string, string, string]> = [
  ['renderer imports electron', 'renderer/src/planted.ts', "import { shell } from 'electron';\nvoid shell;"],
  ['renderer imports a node: built-in', 'renderer/src/planted.ts', "import { readFileSync } from 'node:fs';\nvoid readFileSync;"],
  ['renderer imports a bare built-in', 'renderer/src/features/voices/planted.tsx', "import path from 'path';\nvoid path;"],
  ['renderer reaches into the main process', 'renderer/src/planted.ts', "import { createCore } from '../../electron/core/core';\nvoid createCore;"],
  ['shared imports node', 'shared/text/planted.ts', "import { join } from 'node:path';\nvoid join;"],
  ['shared imports react', 'shared/model/planted.ts', "import { useState } from 'react';\nvoid useState;"],
  ['shared imports the core', 'shared/contract/planted.ts', "import { dispatch } from '../../electron/core/contract/dispatch';\nvoid dispatch;"],
  ['core imports electron', 'electron/core/cache/planted.ts', "import { app } from 'electron';\nvoid app;"],
  ['web mode imports electron', 'electron/web/planted.ts', "import { app } from 'electron';\nvoid app;"],
  ['main uses ipcMain outside ipc*', 'electron/main/window-planted.ts', "import { ipcMain } from 'electron';\nvoid ipcMain;"],
  ['main uses ipcRenderer outside preload', 'electron/main/protocol-planted.ts', "import { ipcRenderer } from 'electron';\nvoid ipcRenderer;"],
];

describe('lint enforces the layers', () => {
  it.each(planted)('fails when %s', async (_name, file, code) => {
    expect((await restrictedImportErrors(file, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ['ipcMain in electron/main/ipc.ts', 'electron/main/ipc.ts', "import { ipcMain } from 'electron';\nvoid ipcMain;"],
    ['ipcRenderer in the preload', 'electron/preload/planted.ts', "import { ipcRenderer } from 'electron';\nvoid ipcRenderer;"],
    ['the renderer using shared and zod', 'renderer/src/planted.ts', "import { z } from 'zod';\nimport { ok } from '../../shared/contract';\nvoid z; void ok;"],
    ['the core using node built-ins', 'electron/core/planted.ts', "import { join } from 'node:path';\nvoid join;"],
  ])('allows %s', async (_name, file, code) => {
    expect(await restrictedImportErrors(file, code)).toEqual([]);
  });
});
