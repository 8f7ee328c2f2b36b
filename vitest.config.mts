import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'renderer/src/**/*.test.{ts,tsx}', 'shared/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['renderer/src/testing/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
          // Waits on a condition (expect.poll) get the patience of a loaded, shared machine.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
