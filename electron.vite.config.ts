import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';

// Main and preload bundle everything except runtime `dependencies` (keytar, a native addon;
// opusscript and libsamplerate, which load their WebAssembly from beside their own files);
// the sandboxed preload cannot `require` packages, so it must be self-contained.
// mediabunny and its encoders are bundled: the encoders are ES modules importing mediabunny's ES
// build, while an external `require('mediabunny')` in this CommonJS bundle loads its CommonJS build
// — two copies, the encoders registered in the one the core does not use (tests/integration/web/
// web-cli.test.ts fails on mediabunny's "loaded twice" warning). Their WebAssembly is inline.
const bundledDeps = ['mediabunny', '@mediabunny/aac-encoder', '@mediabunny/flac-encoder', '@mediabunny/mp3-encoder'];

export default defineConfig({
  main: {
    build: {
      externalizeDeps: { exclude: bundledDeps },
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          // The export worker runs beside the main bundle (electron/core/audio-export/export-runner.ts).
          'audio-export-worker': resolve(__dirname, 'electron/core/audio-export/export-worker.ts'),
          // A whole project's export (electron/core/deliverables/book-runner.ts).
          'deliverables-worker': resolve(__dirname, 'electron/core/deliverables/book-worker.ts'),
          // The document import's thread (electron/core/import/import-runner.ts).
          'import-worker': resolve(__dirname, 'electron/core/import/import-worker.ts'),
          // The embedded sandbox's speech thread (electron/sandbox/speech/engine.ts).
          'sandbox-speech-worker': resolve(__dirname, 'electron/sandbox/speech/speech-worker.ts'),
          // The embedded sandbox's own process, so its work never holds the core's event loop
          // (electron/core/session/embedded-sandbox.ts).
          'sandbox-host': resolve(__dirname, 'electron/sandbox/embedded-host.ts'),
          // The keychain's own process, so a hung keyring never holds the core's thread pool
          // (electron/core/secrets/keychain-process-store.ts).
          'keychain-helper': resolve(__dirname, 'electron/core/secrets/keychain-helper.ts'),
          // Web mode (`npm run web`): the same core on plain Node, bundled as Electron runs it.
          web: resolve(__dirname, 'electron/web/main.ts'),
        },
        // Shared chunks sit beside the entries, not in a subfolder: the core finds its helper
        // processes and worker threads (keychain-helper.js, audio-export-worker.js, ...) by
        // __dirname, which is the folder of whichever chunk the code lands in.
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { index: resolve(__dirname, 'electron/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    // Radix's scroll lock injects <style> elements the UI's CSP refuses; the stand-in says why.
    resolve: { alias: { 'react-style-singleton': resolve(__dirname, 'renderer/src/ui/style-singleton.ts') } },
    build: {
      // electron-vite leaves the renderer unminified by default; minified it loads ~65 KB gzip
      // less and starts ~100 ms sooner (measured by bench/renderer-start.bench.ts).
      minify: true,
      outDir: resolve(__dirname, 'out/renderer'),
      rollupOptions: { input: resolve(__dirname, 'renderer/index.html') },
    },
  },
});
