import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Rooted at the repository so the include pattern reads the same as the command that runs it.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: repoRoot,
  plugins: [react()],
  test: {
    environment: 'jsdom',
    include: ['console/src/**/*.test.{ts,tsx}'],
    setupFiles: ['console/src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
