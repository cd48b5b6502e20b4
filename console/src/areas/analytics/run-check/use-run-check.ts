import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { usePolledWait } from '../../../shell/use-polled-wait';
import { analyticsApi, type MonitoringRun } from '../shared/analytics-api';
import { reportFailure } from '../shared/notify';

/** A started check is asked about every 2 s (as the bots' link status, spec 9)... */
export const RUN_POLL_INTERVAL_MS = 2_000;
/** ...for at most 10 minutes; a run still going then is left to finish on its own. */
export const RUN_POLL_TIMEOUT_MS = 10 * 60_000;

export type RunCheckState =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'running'; run: MonitoringRun; deadline: number }
  | { kind: 'finished'; run: MonitoringRun }
  | { kind: 'timed-out'; run: MonitoringRun };

/** An Idempotency-Key from the browser's random source (getRandomValues works on plain http too, randomUUID does not). */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * 'Run check now' (not in the spec: docs/decisions.md): POST /api/analytics/anomalies starts a
 * monitoring run, then GET /api/analytics/runs/:id every 2 s shows its percent and message
 * until it is completed or failed; then `onFinished` (the page reads its insights again).
 */
export function useRunCheck(onFinished: (run: MonitoringRun) => void) {
  const api = useApi();
  const [state, setState] = useState<RunCheckState>({ kind: 'idle' });
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });
  const round = useRef(0);
  useEffect(
    () => () => {
      round.current += 1;
    },
    [],
  );

  const end = useCallback((run: MonitoringRun) => {
    setState({ kind: 'finished', run });
    finished.current(run);
  }, []);

  const start = useCallback(() => {
    const current = ++round.current;
    setState({ kind: 'starting' });
    analyticsApi.startRun(api, newKey()).then(
      (run) => {
        if (current !== round.current) return;
        if (run.status === 'running') setState({ kind: 'running', run, deadline: Date.now() + RUN_POLL_TIMEOUT_MS });
        else end(run);
      },
      (error: unknown) => {
        if (current !== round.current) return;
        setState({ kind: 'idle' });
        reportFailure(error, 'analytics.run.startFailed');
      },
    );
  }, [api, end]);

  const runId = state.kind === 'running' ? state.run.id : null;
  usePolledWait({
    deadline: state.kind === 'running' ? state.deadline : null,
    timeoutMs: RUN_POLL_TIMEOUT_MS,
    intervalMs: RUN_POLL_INTERVAL_MS,
    look: async () => {
      if (runId === null) return null;
      const run = await analyticsApi.run(api, runId);
      if (run.status !== 'running') return run;
      setState((shown) => (shown.kind === 'running' && shown.run.id === run.id ? { ...shown, run } : shown));
      return null;
    },
    onFound: end,
    onTimedOut: () => setState((shown) => (shown.kind === 'running' ? { kind: 'timed-out', run: shown.run } : shown)),
  });

  const dismiss = useCallback(() => setState({ kind: 'idle' }), []);
  return { state, start, dismiss };
}
