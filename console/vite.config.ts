import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunksReport } from './build/chunks-report.ts';

// Absolute paths, so the build writes console/dist whether it runs from the repo root
// (`npx vite build --config console/vite.config.ts`) or from console/.
const consoleDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = path.resolve(consoleDir, '..');

// The web process in development; the dev server hands it everything the console does not own.
const server = process.env.CONSOLE_API_TARGET ?? 'http://localhost:3000';

export default defineConfig({
  root: consoleDir,
  plugins: [react(), chunksReport({ relativeTo: repoRoot })],
  resolve: {
    alias: [{ find: /^object\.entries$/, replacement: path.join(consoleDir, 'build/shims/object-entries.cjs') }],
  },
  build: {
    outDir: path.join(consoleDir, 'dist'),
    emptyOutDir: true,
    manifest: true,
  },
  server: {
    proxy: {
      '/api': server,
      '/admin/queues': server,
      '/admin/temporal': server,
      // Not /sandbox-chat: that is the console's own page.
      '^/sandbox/': server,
    },
  },
});
