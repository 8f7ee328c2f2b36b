// Lint enforces the house rules of ARCHITECTURE.md ("Layers and import rules"), so they hold by
// machine, not by memory. tests/unit/tooling/lint-layers.test.ts plants a violation per rule and expects
// it to fail.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { coreAssembly, coreOrder, knownCycles } from './scripts/lint/core-order.mjs';
import { housePlugin } from './scripts/lint/house-plugin.mjs';

const nodeBuiltins = [
  'assert',
  'buffer',
  'child_process',
  'crypto',
  'dns',
  'events',
  'fs',
  'fs/promises',
  'http',
  'https',
  'http2',
  'net',
  'os',
  'path',
  'process',
  'stream',
  'tls',
  'url',
  'util',
  'worker_threads',
  'zlib',
  'sqlite',
];
const noNode = [{ group: ['node:*'], message: 'Node built-ins are not available on this side of the boundary.' }];
const noElectronPackage = { name: 'electron', message: 'Only electron/main and electron/preload may import electron.' };
const noIpc = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'ipcMain/ipcRenderer belong in electron/main/ipc* and electron/preload only.',
};
const builtinPaths = nodeBuiltins.map((name) => ({ name, message: 'Node built-ins are not available here.' }));
const intoElectronDir = {
  group: ['**/electron/**', '**/electron'],
  message: 'Reach the main process through the contract (renderer/src/transport).',
};
const intoRenderer = { group: ['**/renderer/**'], message: 'The main process never imports renderer code.' };
// The sandbox is the service's independent peer: only the core's embedded-sandbox starter starts it.
const sandboxOnlyFromStarter = 'Only electron/core/session/embedded-sandbox.ts may import electron/sandbox.';
const intoSandbox = { group: ['**/sandbox/**', '**/sandbox'], message: sandboxOnlyFromStarter };
// no-restricted-imports does not see import(): the same rule for dynamic imports.
const noDynamicSandbox = ['error', { selector: 'ImportExpression[source.value=/(^|\\/)sandbox(\\/|$)/]', message: sandboxOnlyFromStarter }];
// Written from the service's interface, never from the client: no core, no contract, no model.
const sandboxOutOfStudio = {
  group: [
    '**/core/**',
    '**/core',
    '**/main/**',
    '**/web/**',
    '**/preload/**',
    '**/shared/contract/**',
    '**/shared/contract',
    '**/shared/model/**',
    '**/shared/model',
  ],
  message: "The sandbox is written from the spec: it imports no studio code (only shared/text's pure helpers).",
};

// The core never reaches up into the processes that host it (Electron's main process, web mode).
const intoHosts = {
  group: ['**/main/**', '**/main', '**/web/**', '**/web'],
  message: 'The core is hosted by electron/main and electron/web; it never imports them.',
};
// A feature uses another feature through its index (or, for the contract's assembly, its handlers),
// never through its internals: what a feature exports is a decision, not an accident.
const coreFeatures = [
  'account',
  'agents',
  'app',
  'audio-export',
  'deliverables',
  'history',
  'import',
  'lexicons',
  'projects',
  'speech',
  'subtitles',
  'voices',
  'webhooks',
];
const intoOtherCoreFeature = (own) => ({
  group: coreFeatures.filter((f) => f !== own).flatMap((f) => [`../${f}/*`, `!../${f}/index`]),
  message: 'Use another feature through its index.ts, not its internals.',
});
const rendererFeatures = ['agent-tools', 'history', 'lexicons', 'projects', 'settings', 'voices'];
const intoOtherRendererFeature = (own) => ({
  group: rendererFeatures.filter((f) => f !== own).flatMap((f) => [`**/features/${f}/**`, `../${f}/**`]),
  message: "A screen does not reach into another screen's files; share through renderer/src/ui, store or shared/.",
});
// The API key is read by the session manager alone (issue 19, "the key by type"): handlers hold an
// ApiKeyWriter (core-context.ts), and no other core file may name the reader, the class behind
// it, or a keychain store it could read the key's item from. core.ts builds them; the session
// manager, profiles/ and secrets/ are where they live. tests/unit/secrets/api-key-access.test.ts adds the
// compiler's half.
const keyReaderOnlyForSessions = [
  {
    group: ['**/profiles', '**/profiles/*'],
    importNames: ['ProfileApiKeys', 'ApiKeyReader'],
    message: 'Only the session manager reads the API key; handlers use CoreContext.apiKeys (ApiKeyWriter).',
  },
  {
    group: ['**/secrets', '**/secrets/*'],
    importNames: ['KeytarSecretStore', 'KeychainProcessStore'],
    message: "Only createCore opens the keychain; a store here could read the API key's item.",
  },
];
const keyReaderHomes = [
  'electron/core/core.ts',
  'electron/core/session/session-manager.ts',
  'electron/core/profiles/**/*.ts',
  'electron/core/secrets/**/*.ts',
];
// shared/ is the contract and pure rules: zod is its only package.
const onlyZodPackage = { regex: '^(?!zod$)(?![.]{1,2}/)[^]', message: 'shared/ imports no package but zod.' };
// The preload carries the contract across, nothing else.
const preloadOnlyContract = {
  group: ['**/core/**', '**/main/**', '**/web/**', '**/renderer/**', '**/shared/model/**', '**/shared/text/**', '**/shared/read-as/**'],
  message: 'The preload imports only electron and shared/contract.',
};
// ...and only its schema-free parts: the index brings every zod schema (a 200 KB preload).
const preloadNoSchemas = {
  regex: 'shared/contract(/index|/operations|/events|/ops/.*|/domain-events/.*)?$',
  message: 'The preload imports shared/contract/names, client and errors only; the index and the operation files carry every schema.',
};
const nodeGlobals = [
  { name: 'Buffer', message: 'Buffer is Node-only; use Uint8Array and TextEncoder.' },
  { name: 'process', message: 'process is Node-only; the renderer and shared/ learn about their environment through the contract.' },
];

export default tseslint.config(
  { ignores: ['node_modules/**', 'out/**', 'dist/**', 'release/**', 'reports/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-empty-object-type': 'off',
      // One concern per file: past 300 lines a file is asking to be split by concept (tests,
      // bench and scripts too: a long test file hides which behaviour each part protects).
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['**/*.{ts,tsx,mts,cts}'],
    plugins: { house: housePlugin },
    rules: { 'house/no-import-cycle': ['error', { allow: knownCycles }] },
  },
  {
    // Fakes and rigs live in tests/ and renderer/src/testing/; the product never imports them.
    files: ['electron/**/*.ts', 'shared/**/*.ts', 'renderer/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'renderer/src/testing/**'],
    rules: { 'house/testing-apart': ['error', { folders: ['tests', 'renderer/src/testing'] }] },
  },
  {
    files: ['electron/core/**/*.ts'],
    rules: { 'house/core-order': ['error', { core: 'electron/core', rows: coreOrder, assembly: coreAssembly, allow: knownCycles }] },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noElectronPackage, ...builtinPaths, { name: 'react', message: 'shared/ is framework-free.' }],
          patterns: [...noNode, intoElectronDir, intoRenderer, onlyZodPackage],
        },
      ],
      'no-restricted-globals': ['error', ...nodeGlobals],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { paths: [noElectronPackage, ...builtinPaths], patterns: [...noNode, intoElectronDir] }],
      'no-restricted-globals': ['error', ...nodeGlobals],
    },
  },
  ...rendererFeatures.map((feature) => ({
    files: [`renderer/src/features/${feature}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noElectronPackage, ...builtinPaths], patterns: [...noNode, intoElectronDir, intoOtherRendererFeature(feature)] },
      ],
    },
  })),
  {
    files: ['electron/web/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectronPackage], patterns: [intoRenderer, intoSandbox] }],
      'no-restricted-syntax': noDynamicSandbox,
    },
  },
  {
    files: ['electron/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [noElectronPackage], patterns: [intoRenderer, intoSandbox, intoHosts, ...keyReaderOnlyForSessions] },
      ],
      'no-restricted-syntax': noDynamicSandbox,
    },
  },
  {
    files: keyReaderHomes,
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectronPackage], patterns: [intoRenderer, intoSandbox, intoHosts] }],
    },
  },
  ...coreFeatures.map((feature) => ({
    files: [`electron/core/${feature}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [noElectronPackage],
          patterns: [intoRenderer, intoSandbox, intoHosts, intoOtherCoreFeature(feature), ...keyReaderOnlyForSessions],
        },
      ],
    },
  })),
  {
    files: ['electron/core/session/embedded-sandbox.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectronPackage], patterns: [intoRenderer, intoHosts] }],
      'no-restricted-syntax': 'off',
    },
  },
  {
    files: ['electron/main/**/*.ts'],
    ignores: ['electron/main/ipc*.ts', 'electron/main/ipc/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noIpc], patterns: [intoRenderer, intoSandbox] }],
      'no-restricted-syntax': noDynamicSandbox,
    },
  },
  {
    files: ['electron/main/ipc*.ts', 'electron/main/ipc/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [intoSandbox] }],
      'no-restricted-syntax': noDynamicSandbox,
    },
  },
  {
    files: ['electron/preload/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [intoSandbox, preloadOnlyContract, preloadNoSchemas] }],
      'no-restricted-syntax': noDynamicSandbox,
    },
  },
  {
    files: ['electron/sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [noElectronPackage], patterns: [intoRenderer, sandboxOutOfStudio] }],
    },
  },
);
