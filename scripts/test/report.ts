/**
 * The closing lines of the test command, read from vitest's JSON reports: the slowest files
 * (where the time goes), every failed test (file, name, first line of its message) and the
 * count. Printed last, so the tail of a CI log says what failed and what took long.
 *
 *   node scripts/test/report.ts test-results/vitest.json test-results/vitest-console.json
 *
 * Exits 0 when every report exists and nothing failed, 1 otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface AssertionResult {
  status: string;
  fullName: string;
  failureMessages: string[];
}
interface FileResult {
  name: string;
  status: string;
  message?: string;
  startTime: number;
  endTime: number;
  assertionResults: AssertionResult[];
}
interface Report {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  testResults: FileResult[];
}

const SLOWEST = 20;

const paths = process.argv.slice(2);
const missing = paths.filter((path) => !existsSync(path));
const reports = paths.filter((path) => existsSync(path)).map((path) => JSON.parse(readFileSync(path, 'utf8')) as Report);
const files = reports.flatMap((report) => report.testResults);
const name = (file: FileResult) => relative(process.cwd(), file.name);

const slowest = [...files].sort((a, b) => b.endTime - b.startTime - (a.endTime - a.startTime)).slice(0, SLOWEST);
if (slowest.length > 0) {
  console.log(`Slowest ${slowest.length} test files:`);
  for (const file of slowest) console.log(`  ${((file.endTime - file.startTime) / 1000).toFixed(1).padStart(7)} s  ${name(file)}`);
}

// The engine projects share one run (scripts/test.sh): each one's file time and its longest file.
const projectOf = (file: FileResult) => /\.(integration|e2e|browser)\.test\.ts$/.exec(file.name)?.[1] ?? (name(file).startsWith('console/') ? 'console' : 'unit');
const byProject = new Map<string, { files: number; seconds: number; longest: number }>();
for (const file of files) {
  const seconds = (file.endTime - file.startTime) / 1000;
  const entry = byProject.get(projectOf(file)) ?? { files: 0, seconds: 0, longest: 0 };
  byProject.set(projectOf(file), { files: entry.files + 1, seconds: entry.seconds + seconds, longest: Math.max(entry.longest, seconds) });
}
if (byProject.size > 0) {
  console.log('File time by project (files run side by side, so these add up to more than the phases):');
  for (const [project, { files: count, seconds, longest }] of byProject) console.log(`  ${seconds.toFixed(0).padStart(7)} s  ${project}: ${count} files, the longest ${longest.toFixed(1)} s`);
}

const failed: string[] = [];
for (const file of files) {
  const tests = file.assertionResults.filter((a) => a.status === 'failed');
  // A file that failed to load has no failed test of its own, only its message.
  if (tests.length === 0 && file.status === 'failed') failed.push(`${name(file)}: ${(file.message ?? '').split('\n')[0]}`);
  for (const a of tests) failed.push(`${name(file)} > ${a.fullName}: ${(a.failureMessages[0] ?? '').split('\n')[0]!.slice(0, 300)}`);
}
for (const path of missing) failed.push(`${path}: no report (the runner did not finish)`);
for (const line of failed) console.log(`  ✗ ${line}`);

const sum = (pick: (r: Report) => number) => reports.reduce((total, r) => total + pick(r), 0);
const failedCount = sum((r) => r.numFailedTests) + (missing.length > 0 || (failed.length > 0 && sum((r) => r.numFailedTests) === 0) ? 1 : 0);
const skipped = sum((r) => r.numPendingTests);
console.log(`${sum((r) => r.numPassedTests)} passed, ${failedCount} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedCount > 0 ? 1 : 0);
