/** Exit codes every ops command shares (documented in README.md, "Operator CLI"). */
export const exitCodes = {
  ok: 0,
  /** The command ran but something it tried failed (a job not retried, a workflow not reset). */
  failed: 1,
  /** Bad arguments or environment: nothing was done. */
  usage: 2,
  /** The caller is not an operator (or not an admin where one is needed): refused and audited. */
  forbidden: 3,
  /** Postgres, Redis or Temporal did not answer: nothing was done. */
  unreachable: 4,
} as const;

/** An error the command runner prints as one clear line and exits with its code (no stack). */
export class CliError extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number = exitCodes.usage) {
    super(message);
    this.exitCode = exitCode;
  }
}
