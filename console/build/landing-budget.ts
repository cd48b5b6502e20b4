import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { ChunkReportEntry } from './chunks-report.ts';

/** The budget for the JavaScript of the landing page, gzipped. */
export const LANDING_BUDGET_BYTES = 200 * 1024;
const LANDING_MODULE = 'console/src/pages/landing/LandingPage.tsx';
/** Modules the public pages must never load: react-admin, ra-*, and the operator frame. */
const FORBIDDEN = /(^|\/)node_modules\/(react-admin|ra-[^/]+)\/|^console\/src\/(admin|operator)\//;

export interface LandingReport {
  files: { fileName: string; gzipBytes: number }[];
  gzipBytes: number;
  forbiddenModules: string[];
}

/**
 * What a first visit to / downloads: the entry, the landing route's chunk, and every chunk
 * either imports statically (transitively), read from dist/chunks.json.
 */
export function landingReport(dist: string): LandingReport {
  const { chunks } = JSON.parse(readFileSync(path.join(dist, 'chunks.json'), 'utf8')) as { chunks: ChunkReportEntry[] };
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const roots = chunks.filter((chunk) => chunk.isEntry || chunk.facadeModuleId === LANDING_MODULE);
  if (roots.length !== 2) throw new Error(`expected the entry and ${LANDING_MODULE} in chunks.json`);

  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    byFile.get(fileName)?.imports.forEach(visit);
  };
  roots.forEach((chunk) => visit(chunk.fileName));

  const files = [...seen].map((fileName) => ({ fileName, gzipBytes: gzipSync(readFileSync(path.join(dist, fileName))).length }));
  const forbiddenModules = [...seen].flatMap((fileName) => byFile.get(fileName)?.moduleIds.filter((id) => FORBIDDEN.test(id)) ?? []);
  return { files, gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), forbiddenModules };
}

// `node console/build/landing-budget.ts` after a build: prints the figures, exits 1 when over.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const report = landingReport(fileURLToPath(new URL('../dist', import.meta.url)));
  for (const file of report.files) process.stdout.write(`${file.fileName}  ${(file.gzipBytes / 1024).toFixed(1)} kB gz\n`);
  process.stdout.write(`landing page JavaScript: ${(report.gzipBytes / 1024).toFixed(1)} kB gzipped (budget ${LANDING_BUDGET_BYTES / 1024} kB)\n`);
  if (report.forbiddenModules.length > 0) process.stdout.write(`forbidden modules:\n  ${report.forbiddenModules.join('\n  ')}\n`);
  process.exitCode = report.gzipBytes > LANDING_BUDGET_BYTES || report.forbiddenModules.length > 0 ? 1 : 0;
}
