import type { Knex } from 'knex';

/**
 * What a kind of load knows of the stack it runs against. The harness owns the stack
 * (scripts/resilience/stack/): its own Postgres, Redis and Temporal, the fakes process and the
 * product's three processes started as production runs them (NODE_ENV=production, SANDBOX=0,
 * every upstream's URL pointed at the fakes process).
 */
export interface LoadContext {
  /** The web process: http://127.0.0.1:<port>, no trailing slash. */
  baseUrl: string;
  /** The fakes process (sandbox routers under /sandbox/..., the T-Bank fake under /tbank/v2): http://127.0.0.1:<port>. */
  fakesUrl: string;
  /** The env every product process runs with (JWT_SECRET, bot tokens and webhook secrets, TBANK_*, QUEUE_PREFIX...). */
  env: Readonly<Record<string, string>>;
  /**
   * The harness's own connection to the stack's database, for setup and the audit. The Objection
   * models (db/index.ts) are bound to it too. It fails while Postgres is being restarted: use it
   * in setup() and audit(), not in offer().
   */
  knex: Knex;
  log(message: string): void;
  /**
   * At most how many offers the run will ask of the kind named (its share of the rate times the
   * run's planned length, with a margin): a kind that needs one fresh user per offer makes this
   * many in setup(), as offer() must not touch the database.
   */
  expectedOffers(kind: string): number;
}

/** One offered request, as the client saw it. */
export interface Answer {
  /** When it was sent (Date.now()): the report places refusals in the fault they fell in. */
  at: number;
  /** HTTP status, or 0 when no answer came (refused connection, reset, timeout). */
  status: number;
  /** Milliseconds from sending to the whole answer (or to the failure). */
  ms: number;
  /** The answer's `error` field for non-2xx JSON answers (e.g. 'service_unavailable'). */
  error?: string;
  /** Its `message` field: the audit checks every 503 carries one. */
  message?: string;
}

/**
 * One request the load offered. A kind that must emulate a retrying sender (Telegram retries a
 * webhook until it gets 2xx; the bank retries a notification until "OK") retries inside offer()
 * and reports every try in `tries`, the last one deciding `accepted`.
 */
export interface Offered {
  kind: string;
  /** When it was sent (Date.now()). */
  at: number;
  tries: Answer[];
  /** The final answer was 2xx: the audit expects its effect exactly once. */
  accepted: boolean;
  /** The kind's own key for the audit (an update id, a payment id...). */
  key: string;
}

export interface AuditResult {
  kind: string;
  /** Offers answered 2xx in the end. */
  accepted: number;
  /** Accepted offers whose effect is present exactly once. */
  exactlyOnce: number;
  /** Accepted offers with no effect (after the drain). */
  lost: number;
  /** Offers (accepted or not) whose effect is present more than once. */
  doubled: number;
  /** The keys (Offered.key) of the lost and the doubled offers: the report places each in the fault it was offered in. */
  lostKeys: string[];
  doubledKeys: string[];
  /** One line per problem, naming the key and what was found (empty when none). */
  problems: string[];
  /** What the effect is, for the report ("calendar events in the fake Calendar", ...). */
  effect: string;
}

/**
 * A kind of load in the mixed load. setup() runs once before the load starts (users, links,
 * keys: through the API where the product offers it, else through core functions / models);
 * offer() sends one request (it must never throw: failures are answers with status 0);
 * audit() runs after the load and the faults, once the stack is healthy: it waits (up to
 * `drainMs`) for every accepted offer's effect, then counts.
 */
export interface LoadKind {
  name: string;
  /** Share of the offered rate (the weights of all kinds are normalised). */
  weight: number;
  setup(ctx: LoadContext): Promise<void>;
  offer(ctx: LoadContext, seq: number): Promise<Offered>;
  audit(ctx: LoadContext, offered: readonly Offered[], drainMs: number): Promise<AuditResult>;
}
