/**
 * The benchmark's undo steps (stop a child, drop the database, delete Redis keys), run newest
 * first and once, whether the run ends well, fails or is interrupted.
 */
export class Cleanup {
  readonly #steps: Array<{ what: string; run: () => Promise<void> | void }> = [];
  #done: Promise<void> | undefined;

  add(what: string, run: () => Promise<void> | void): void {
    this.#steps.push({ what, run });
  }

  run(): Promise<void> {
    this.#done ??= (async () => {
      for (const step of [...this.#steps].reverse()) {
        try {
          await step.run();
        } catch (err) {
          console.error(`cleanup: could not ${step.what}: ${err instanceof Error ? err.message : String(err)}`);
        }
      }
    })();
    return this.#done;
  }

  /**
   * On SIGINT or SIGTERM: abort what is under way (wrk, the load loop, waiting for a process)
   * and set the exit code; the run's own `finally` then cleans up. A second signal exits at
   * once, leaving what is left to be cleaned by hand (the run prints the names at its start).
   */
  static interruptOnSignals(abort: AbortController): void {
    const codes = { SIGINT: 130, SIGTERM: 143 } as const;
    for (const [signal, code] of Object.entries(codes)) {
      process.on(signal, () => {
        if (abort.signal.aborted) process.exit(code);
        console.error(`\n${signal}: stopping the benchmark and cleaning up (again to exit at once)`);
        process.exitCode = code;
        abort.abort(new Error(`interrupted by ${signal}`));
      });
    }
  }
}
