import type { Logger as PinoLogger } from 'pino';
import { Logger } from 'telegram';

/** Warnings gramjs gives for the ordinary end of every connection; at warn they would only be noise. */
const ROUTINE_WARNINGS = new Set(['Disconnecting...']);

/**
 * gramjs's logging into our pino logger, warnings and errors only. Its own Logger writes every
 * line, INFO included, with colour codes to stdout.
 */
export class GramjsPinoLogger extends Logger {
  readonly #log: PinoLogger;

  constructor(log: PinoLogger) {
    super();
    this.#log = log;
  }

  /**
   * gramjs asks this only before printing an Error itself with console.error or console.log
   * (its messages come through warn() and error() below); false keeps its output off stdout and
   * stderr. The same errors reach `client.onError`, which the client logs here.
   */
  override canSend(): boolean {
    return false;
  }

  override warn(message: string): void {
    if (!ROUTINE_WARNINGS.has(message)) this.#log.warn(message);
  }

  override error(message: string): void {
    this.#log.error(message);
  }

  override info(): void {}

  override debug(): void {}
}
