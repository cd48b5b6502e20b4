import { useCallback, useEffect, useRef, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { homeworkApi, type RegradeStats } from '../shared/homework-api';

/** How often a running Regrade All is asked about (as the bots' link status: every 2 s). */
export const REGRADE_POLL_MS = 2_000;

export interface RegradeRun {
  /** The run shown: one running, or one that ended while this page watched it; null for none. */
  stats: RegradeStats | null;
  running: boolean;
  /** A run just started here (the Regrade All answer): shown and followed. */
  started: (stats: RegradeStats) => void;
  /** Asks for the latest run again (after a refusal that may mean one is already running). */
  check: () => void;
  /** Hides the line about a run that has ended. */
  dismiss: () => void;
}

/**
 * An assignment's Regrade All as it goes: on load, the latest run is shown and followed when it
 * is running; a run started here is followed too. While running, GET regrade-stats every 2 s
 * (never two at once; a failed look is one missed poll), until it ends: then `onFinished` (the
 * page reads its submissions again) and the ending stays shown until dismissed.
 */
export function useRegradeRun(assignmentId: string | null, onFinished: () => void): RegradeRun {
  const api = useApi();
  const [stats, setStats] = useState<RegradeStats | null>(null);
  const finished = useRef(onFinished);
  useEffect(() => {
    finished.current = onFinished;
  });

  const check = useCallback(() => {
    if (assignmentId === null) return () => undefined;
    let active = true;
    homeworkApi.regradeStats(api, assignmentId).then(
      (latest) => {
        // An old run that ended before this page opened is not news.
        if (active && latest.status === 'running') setStats(latest);
      },
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, assignmentId]);
  useEffect(() => {
    setStats(null);
    return check();
  }, [check]);

  const running = stats?.status === 'running';
  useEffect(() => {
    if (!running || assignmentId === null) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      try {
        const latest = await homeworkApi.regradeStats(api, assignmentId);
        if (stopped) return;
        setStats(latest);
        if (latest.status !== 'running') {
          finished.current();
          return;
        }
      } catch {
        if (stopped) return;
      }
      timer = setTimeout(() => void look(), REGRADE_POLL_MS);
    };
    timer = setTimeout(() => void look(), REGRADE_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [running, api, assignmentId]);

  const started = useCallback((answer: RegradeStats) => {
    setStats(answer);
    // Over before it was asked about (a handful of submissions): read them now.
    if (answer.status !== 'running') finished.current();
  }, []);

  return { stats, running, started, check: () => void check(), dismiss: () => setStats(null) };
}
