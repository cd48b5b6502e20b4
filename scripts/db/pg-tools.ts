import { execFile, spawn } from 'node:child_process';
import { CliError } from '../ops/cli/errors.ts';
import { dbExitCodes } from './cli.ts';

export type PgTool = 'pg_dump' | 'pg_restore';

export interface ToolVersion {
  /** As the tool prints it: "pg_dump (PostgreSQL) 15.20 (Debian 15.20-0+deb12u1)". */
  text: string;
  major: number;
}

const installHint = (major: number | null) =>
  `install the PostgreSQL client tools${major ? ` of version ${major} or newer (Debian: apt-get install postgresql-client-${major}; or run the command inside the database's own container)` : ''} and put them on PATH`;

/** The version of the pg tool on PATH; a missing tool is a one-line error (exit 5), not ENOENT's stack. */
export function toolVersion(tool: PgTool): Promise<ToolVersion> {
  return new Promise((resolve, reject) => {
    execFile(tool, ['--version'], { timeout: 10_000 }, (err, stdout) => {
      if (err) {
        const code = (err as NodeJS.ErrnoException).code;
        const why = code === 'ENOENT' ? 'is not installed (not found on PATH)' : `does not run (${err.message.split('\n')[0]})`;
        reject(new CliError(`${tool} ${why}: ${installHint(null)}.`, dbExitCodes.tools));
        return;
      }
      const text = stdout.trim();
      const m = /\(PostgreSQL\) (\d+)/.exec(text);
      if (!m) {
        reject(new CliError(`${tool} --version printed "${text}", not a PostgreSQL version`, dbExitCodes.tools));
        return;
      }
      resolve({ text, major: Number(m[1]) });
    });
  });
}

/**
 * pg_dump refuses a server newer than itself, and an older pg_restore may not know what a newer
 * server's dump holds: both must be at least the server's major version.
 */
export function requireAtLeastServer(tool: PgTool, version: ToolVersion, serverMajor: number, serverText: string): void {
  if (version.major >= serverMajor) return;
  throw new CliError(
    `${tool} is version ${version.major} (${version.text}) but the server is PostgreSQL ${serverText}: ${installHint(serverMajor)}.`,
    dbExitCodes.tools,
  );
}

export interface ToolRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a pg tool to its end, keeping its output (stdin closed: it never waits on a password prompt). */
export function runTool(tool: PgTool, args: string[], env: NodeJS.ProcessEnv): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', (err) => reject(new CliError(`${tool} did not start: ${err.message}`, dbExitCodes.tools)));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}
