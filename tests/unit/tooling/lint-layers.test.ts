import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

// Plants one import per house rule (ARCHITECTURE.md, "Layers and import rules") at a path where it is
// forbidden and asks the project's real ESLint config whether it fails.
const root = resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

const layerRules = new Set(['no-restricted-imports', 'no-restricted-syntax', 'no-restricted-globals', 'house/testing-apart']);

async function restrictedImportErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId !== null && layerRules.has(m.ruleId)).map((m) => m.message);
}

const planted: Array<[string, string, string]> = [
  ['renderer imports electron', 'renderer/src/planted.ts', "import { shell } from 'electron';\nvoid shell;"],
  ['renderer imports a node: built-in', 'renderer/src/planted.ts', "import { readFileSync } from 'node:fs';\nvoid readFileSync;"],
  ['renderer imports a bare built-in', 'renderer/src/features/voices/planted.tsx', "import path from 'path';\nvoid path;"],
  [
    'renderer reaches into the main process',
    'renderer/src/planted.ts',
    "import { createCore } from '../../electron/core/core';\nvoid createCore;",
  ],
  ['shared imports node', 'shared/text/planted.ts', "import { join } from 'node:path';\nvoid join;"],
  ['shared imports react', 'shared/model/planted.ts', "import { useState } from 'react';\nvoid useState;"],
  [
    'shared imports the core',
    'shared/contract/planted.ts',
    "import { dispatch } from '../../electron/core/dispatch/dispatch';\nvoid dispatch;",
  ],
  ['core imports electron', 'electron/core/cache/planted.ts', "import { app } from 'electron';\nvoid app;"],
  ['web mode imports electron', 'electron/web/planted.ts', "import { app } from 'electron';\nvoid app;"],
  ['main uses ipcMain outside ipc*', 'electron/main/window-planted.ts', "import { ipcMain } from 'electron';\nvoid ipcMain;"],
  [
    'main uses ipcRenderer outside preload',
    'electron/main/protocol-planted.ts',
    "import { ipcRenderer } from 'electron';\nvoid ipcRenderer;",
  ],
  [
    'the core imports the sandbox',
    'electron/core/voices/planted.ts',
    "import { startSandbox } from '../../sandbox/server';\nvoid startSandbox;",
  ],
  [
    'the core loads the sandbox dynamically outside the starter',
    'electron/core/session/planted.ts',
    "void import('../../sandbox/server');",
  ],
  [
    'another session file imports the sandbox',
    'electron/core/session/session-manager-planted.ts',
    "import type { SandboxOptions } from '../../sandbox/options';\nexport type X = SandboxOptions;",
  ],
  ['web mode imports the sandbox', 'electron/web/planted.ts', "import { seedCounts } from '../sandbox/server';\nvoid seedCounts;"],
  ['main imports the sandbox', 'electron/main/planted.ts', "import { startSandbox } from '../sandbox/server';\nvoid startSandbox;"],
  ['main ipc imports the sandbox', 'electron/main/ipc-planted.ts', "import { startSandbox } from '../sandbox/server';\nvoid startSandbox;"],
  [
    'the sandbox imports the service client',
    'electron/sandbox/routes/planted.ts',
    "import { queryNames } from '../../core/service/api-table';\nvoid queryNames;",
  ],
  [
    'the sandbox imports another core module',
    'electron/sandbox/planted.ts',
    "import { createCore } from '../core/core';\nvoid createCore;",
  ],
  ['the sandbox imports the contract', 'electron/sandbox/http/planted.ts', "import { ok } from '../../../shared/contract';\nvoid ok;"],
  [
    'the sandbox imports the domain model',
    'electron/sandbox/routes/planted.ts',
    "import { speedRange } from '../../../shared/model/script';\nvoid speedRange;",
  ],
  ['the sandbox imports electron', 'electron/sandbox/planted.ts', "import { app } from 'electron';\nvoid app;"],
  ['the sandbox imports renderer code', 'electron/sandbox/planted.ts', "import { t } from '../../renderer/src/i18n';\nvoid t;"],
  [
    'the core imports electron/main',
    'electron/core/voices/planted.ts',
    "import { createWindow } from '../../main/window';\nvoid createWindow;",
  ],
  ['the core imports web mode', 'electron/core/planted.ts', "import { startWebServer } from '../web/server';\nvoid startWebServer;"],
  [
    "a core feature reaches into another feature's internals",
    'electron/core/history/planted.ts',
    "import { exportClip } from '../audio-export/export-clip';\nvoid exportClip;",
  ],
  [
    "a screen reaches into another screen's files",
    'renderer/src/features/history/planted.tsx',
    "import { VoiceOffer } from '../projects/VoiceOffer';\nvoid VoiceOffer;",
  ],
  [
    "a screen reaches into another screen's files by a longer path",
    'renderer/src/features/voices/planted.tsx',
    "import { x } from '../../features/history/history-slice';\nvoid x;",
  ],
  [
    'the preload imports the domain model',
    'electron/preload/planted.ts',
    "import { speedRange } from '../../shared/model/script';\nvoid speedRange;",
  ],
  ['the preload imports the core', 'electron/preload/planted.ts', "import { dispatch } from '../core/dispatch/dispatch';\nvoid dispatch;"],
  [
    "the preload imports the contract's index (every schema)",
    'electron/preload/planted.ts',
    "import { operations } from '../../shared/contract';\nvoid operations;",
  ],
  [
    'a handler module imports the key reader',
    'electron/core/account/planted.ts',
    "import type { ApiKeyReader } from '../profiles/api-key-access';\nexport type X = ApiKeyReader;",
  ],
  [
    'a handler module imports the class behind the key reader',
    'electron/core/voices/planted.ts',
    "import { ProfileApiKeys } from '../profiles/profile-api-keys';\nvoid ProfileApiKeys;",
  ],
  [
    'a core file outside the session manager imports the key reader',
    'electron/core/session/planted.ts',
    "import type { ApiKeyReader } from '../profiles/api-key-access';\nexport type X = ApiKeyReader;",
  ],
  [
    "a screen imports another's test rig",
    'renderer/src/features/voices/planted.tsx',
    "import { projectsStudio } from '../../testing/projects-screen-rig';\nvoid projectsStudio;",
  ],
  [
    'the core imports a test fake',
    'electron/core/secrets/planted.ts',
    "import { InMemorySecretStore } from '../../../tests/helpers/in-memory-secret-store';\nvoid InMemorySecretStore;",
  ],
  [
    'the contract assembly opens its own keychain store',
    'electron/core/dispatch/planted.ts',
    "import { KeytarSecretStore } from '../secrets';\nvoid KeytarSecretStore;",
  ],
  ['shared imports a package other than zod', 'shared/model/planted.ts', "import { create } from 'zustand';\nvoid create;"],
  ['the renderer uses Buffer', 'renderer/src/planted.ts', "export const bytes = Buffer.from('x');"],
  ['the renderer uses process', 'renderer/src/features/voices/planted.ts', 'export const env = process.env.HOME;'],
  ['shared uses process', 'shared/text/planted.ts', 'export const platform = process.platform;'],
  ['shared uses Buffer', 'shared/model/planted.ts', "export const size = Buffer.byteLength('x');"],
];

// Loading the config (typescript-eslint, every plugin) takes seconds on a busy machine: once, up
// front, so no single planted case carries it against the per-test timeout.
beforeAll(async () => {
  await eslint.lintText('export {};', { filePath: resolve(root, 'shared/warm-up.ts') });
}, 120_000);

describe('lint enforces the layers', () => {
  it.each(planted)('fails when %s', async (_name, file, code) => {
    expect((await restrictedImportErrors(file, code)).length).toBeGreaterThan(0);
  });

  it.each([
    ['ipcMain in electron/main/ipc.ts', 'electron/main/ipc.ts', "import { ipcMain } from 'electron';\nvoid ipcMain;"],
    ['ipcRenderer in the preload', 'electron/preload/planted.ts', "import { ipcRenderer } from 'electron';\nvoid ipcRenderer;"],
    [
      'the renderer using shared and zod',
      'renderer/src/planted.ts',
      "import { z } from 'zod';\nimport { ok } from '../../shared/contract';\nvoid z; void ok;",
    ],
    [
      'a renderer test using a rig from the testing folder',
      'renderer/src/features/projects/planted.test.tsx',
      "import { projectsStudio } from '../../testing/projects-screen-rig';\nvoid projectsStudio;",
    ],
    ['the core using node built-ins', 'electron/core/planted.ts', "import { join } from 'node:path';\nvoid join;"],
    [
      'the embedded-sandbox starter loading the sandbox',
      'electron/core/session/embedded-sandbox.ts',
      "import type { SandboxOptions } from '../../sandbox/options';\nexport type X = SandboxOptions;\nvoid import('../../sandbox/server');",
    ],
    [
      'the core importing its own embedded-sandbox starter',
      'electron/core/core-planted.ts',
      "import { embeddedSandbox } from './session/embedded-sandbox';\nvoid embeddedSandbox;",
    ],
    [
      'the sandbox using shared text helpers',
      'electron/sandbox/routes/planted.ts',
      "import { matchesSearch } from '../../../shared/text';\nvoid matchesSearch;",
    ],
    ['the sandbox using node built-ins', 'electron/sandbox/planted.ts', "import { createServer } from 'node:http';\nvoid createServer;"],
    [
      "a core feature using another feature's index",
      'electron/core/history/planted.ts',
      "import { exportClip } from '../audio-export';\nvoid exportClip;",
    ],
    [
      "the contract assembly using a feature's handlers",
      'electron/core/dispatch/planted.ts',
      "import { historyHandlers } from '../history/handlers';\nvoid historyHandlers;",
    ],
    [
      "the preload using the contract's names and builder",
      'electron/preload/planted.ts',
      "import { isOperationName } from '../../shared/contract/names';\nimport { buildStudioApi } from '../../shared/contract/client';\nvoid isOperationName; void buildStudioApi;",
    ],
    [
      'the session manager using the key reader',
      'electron/core/session/session-manager.ts',
      "import type { ApiKeyReader } from '../profiles/api-key-access';\nexport type X = ApiKeyReader;",
    ],
    [
      'a handler module using the write-only key interface',
      'electron/core/account/planted.ts',
      "import type { ApiKeyWriter } from '../profiles';\nexport type X = ApiKeyWriter;",
    ],
    [
      'shared using zod and relative files',
      'shared/model/planted.ts',
      "import { z } from 'zod';\nimport { ok } from '../contract';\nvoid z; void ok;",
    ],
  ])('allows %s', async (_name, file, code) => {
    expect(await restrictedImportErrors(file, code)).toEqual([]);
  });
});
