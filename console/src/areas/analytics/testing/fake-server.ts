import type { z } from 'zod';
import {
  analyticsCredentialsSchema,
  analyticsQuerySchema,
  connectionTestRequestSchema,
  credentialsDeleteSchema,
  monitoringPreferencesPatchSchema,
  type AnalyticsService,
} from '../../../../../contracts/analytics.ts';
import { createApiClient, type ApiClient } from '../../../api/client';
import { json, urlOf, type ApiCall } from '../../../test/fakes';
import type { AnalyticsStatus, ConnectionTest, Insight, InsightStats, LinkCodeBody, LinkStatusBody, MetricChart, MonitoringRun } from '../shared/analytics-api';
import { botLink, configuredStatus, connectionTest, insights, line, metricChart, queryResponse, run, serviceStatus, stats } from './fixtures';

export * from './fixtures';

/** What the question call answers: a stream of these chunks, one the test feeds by hand, or a refused request. */
export type StreamAnswer = { kind: 'chunks'; chunks: string[] } | { kind: 'live' } | { kind: 'refused'; status: number; body: string; statusText?: string } | { kind: 'no-body' };

export interface ServerState {
  status: AnalyticsStatus;
  insights: Insight[];
  stats: InsightStats;
  metrics: MetricChart[];
  /** GET runs/:id answers these in turn, staying on the last. */
  runSteps: MonitoringRun[];
  tests: Record<AnalyticsService, ConnectionTest>;
  botLink: LinkStatusBody;
  botCode: string;
  stream: StreamAnswer;
}

export interface AnalyticsCall extends ApiCall {
  headers: Record<string, string>;
  signal: AbortSignal | null;
}

/** An `{error, message}` failure as the API answers it; return or throw it from an override. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly body: { error: string; message: string },
  ) {
    super(body.message);
  }
}
export const refusal = (status: number, error: string, message: string) => new Refusal(status, { error, message });

function parsed<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  throw refusal(400, 'validation_error', result.error.issues.map((issue) => issue.message).join('; '));
}

/** A stream the test writes to as the server would, line by line. */
function liveStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const stream = new ReadableStream<Uint8Array>({
    start(given) {
      controller = given;
    },
  });
  return {
    stream,
    push: (text: string) => controller?.enqueue(encoder.encode(text)),
    close: () => controller?.close(),
    fail: (reason: unknown) => controller?.error(reason),
  };
}

/**
 * The analytics API in memory behind a fake fetch, under the real API client (so the bearer
 * token, `{ error, message }` failures and the raw streamed answer go through the code the app
 * uses). Request bodies are checked with the contract's schemas. `override` answers a call first
 * when it returns something other than undefined (a value, a Response or a Refusal).
 */
export function analyticsServer(initial: Partial<ServerState> = {}, override: (call: AnalyticsCall, state: ServerState) => unknown = () => undefined) {
  const state: ServerState = {
    status: configuredStatus(),
    insights: insights(),
    stats: stats(),
    metrics: [metricChart()],
    runSteps: [run(), run({ progress: 40, message: 'Reading RevenueCat' }), run({ status: 'completed', progress: 100, message: 'Done', insightsCreated: 2, alertsSent: 1, finishedAt: '2026-03-10T12:01:00.000Z' })],
    tests: { revenuecat: connectionTest(), amplitude: connectionTest({ success: false, message: 'The Amplitude secret key was refused (401).', project: null, metrics: [] }) },
    botLink: botLink(),
    botCode: 'ANLK2345',
    stream: { kind: 'chunks', chunks: [line({ type: 'progress', message: 'Reading revenue', progress: 50 }), line({ type: 'complete', success: true, response: queryResponse() })] },
    ...initial,
  };
  const calls: AnalyticsCall[] = [];
  let runStep = 0;
  /** The stream of the latest question when it is live. */
  const live: { current: ReturnType<typeof liveStream> | null } = { current: null };

  const setService = (service: AnalyticsService, configured: boolean) => {
    const services = { ...state.status.services, [service]: configured };
    state.status = {
      ...state.status,
      services,
      hasCredentials: services.revenuecat || services.amplitude,
      serviceStatus: { ...state.status.serviceStatus, [service]: serviceStatus({ configured }) },
    };
  };

  function question(call: AnalyticsCall): Response {
    parsed(analyticsQuerySchema, call.body);
    const answer = state.stream;
    if (answer.kind === 'refused') return new Response(answer.body, { status: answer.status, statusText: answer.statusText ?? '' });
    if (answer.kind === 'no-body') return new Response(null, { status: 200 });
    const stream = liveStream();
    if (answer.kind === 'live') live.current = stream;
    else {
      answer.chunks.forEach(stream.push);
      stream.close();
    }
    // As fetch does: aborting the request fails the body being read.
    call.signal?.addEventListener('abort', () => stream.fail(new DOMException('The operation was aborted.', 'AbortError')));
    return new Response(stream.stream, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
  }

  function route(call: AnalyticsCall): unknown {
    const { method, path } = call;
    const id = /^\/analytics\/(?:insights|runs)\/([^/?]+)/.exec(path)?.[1] ?? '';
    if (method === 'GET' && path === '/analytics/credentials') return state.status;
    if (method === 'POST' && path === '/analytics/credentials') {
      const body = parsed(analyticsCredentialsSchema, call.body);
      if (body.revenuecatApiKey !== undefined) setService('revenuecat', true);
      if (body.amplitudeApiKey !== undefined) setService('amplitude', true);
      state.status = { ...state.status, monitoringPreferences: { ...state.status.monitoringPreferences, ...body.monitoringPreferences } };
      return { success: true, ...state.status };
    }
    if (method === 'DELETE' && path === '/analytics/credentials') {
      const { service } = parsed(credentialsDeleteSchema, call.body);
      for (const each of service === 'all' ? (['revenuecat', 'amplitude'] as const) : [service]) setService(each, false);
      return { success: true, ...state.status };
    }
    if (method === 'POST' && path === '/analytics/credentials/test') {
      const { service } = parsed(connectionTestRequestSchema, call.body);
      const result = state.tests[service];
      state.status = {
        ...state.status,
        serviceStatus: { ...state.status.serviceStatus, [service]: { ...state.status.serviceStatus[service], state: result.success ? 'ok' : 'unauthorized', detail: result.success ? null : result.message, checkedAt: '2026-03-10T12:00:00.000Z' } },
      };
      return result;
    }
    if (method === 'PATCH' && path === '/analytics/monitoring-preferences') {
      const patch = parsed(monitoringPreferencesPatchSchema, call.body);
      state.status = { ...state.status, monitoringPreferences: { ...state.status.monitoringPreferences, ...patch } };
      return { success: true, monitoringPreferences: state.status.monitoringPreferences };
    }
    if (method === 'GET' && path === '/analytics/insights?limit=20') return { insights: state.insights };
    if (method === 'GET' && path === '/analytics/insights/stats?days=30') return state.stats;
    if (method === 'PATCH' && path.endsWith('/resolve')) {
      const found = state.insights.find((candidate) => candidate.id === id);
      if (found === undefined) throw refusal(404, 'not_found', 'Insight not found');
      const resolved = { ...found, isResolved: true };
      state.insights = state.insights.map((candidate) => (candidate.id === id ? resolved : candidate));
      return { success: true, insight: resolved };
    }
    if (method === 'GET' && path === '/analytics/metrics') return { metrics: state.metrics };
    if (method === 'POST' && path === '/analytics/anomalies') {
      runStep = 0;
      return json(202, { success: true, run: state.runSteps[0] });
    }
    if (method === 'GET' && path.startsWith('/analytics/runs/')) {
      runStep = Math.min(runStep + 1, state.runSteps.length - 1);
      return { run: { ...state.runSteps[runStep], id } };
    }
    if (method === 'POST' && path === '/analytics/query') return question(call);

    const link = '/telegram/bots/analytics/link';
    if (method === 'GET' && path === link) return state.botLink;
    if (method === 'POST' && path === `${link}/code`) {
      const username = state.botLink.botUsername ?? 'sandbox_analytics_bot';
      const code: LinkCodeBody = { authCode: state.botCode, authUrl: `https://t.me/${username}?start=${state.botCode}`, botUsername: username, expiresAt: new Date(Date.now() + 10 * 60_000).toISOString() };
      return json(201, code);
    }
    if (method === 'DELETE' && path === link) {
      state.botLink = { ...state.botLink, connected: false, username: null, linkedAt: null };
      return new Response(null, { status: 204 });
    }
    throw new Error(`unexpected call ${method} ${path}`);
  }

  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(urlOf(input), 'http://localhost');
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const headers = Object.fromEntries(new Headers(init.headers));
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: AnalyticsCall = { method: init.method ?? 'GET', path, body, headers, signal: init.signal ?? null };
    calls.push(call);
    try {
      const answer = (await override(call, state)) ?? route(call);
      if (answer instanceof Refusal) return json(answer.status, answer.body);
      if (answer instanceof Response) return answer;
      return json(200, answer);
    } catch (error) {
      if (error instanceof Refusal) return json(error.status, error.body);
      throw error;
    }
  };

  const api: ApiClient = createApiClient({ fetch, tokens: { get: () => 'test-token', set: () => undefined, clear: () => undefined }, goHome: () => undefined });
  return Object.assign(api, { state, calls, live });
}

export type Server = ReturnType<typeof analyticsServer>;

export const callsTo = (server: Server, path: string, method = 'GET'): AnalyticsCall[] => server.calls.filter((call) => call.method === method && call.path === path);

/** A call that never answers: the screen stays loading. */
export const never = () => new Promise<never>(() => undefined);
