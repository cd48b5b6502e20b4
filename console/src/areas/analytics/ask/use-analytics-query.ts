import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ANALYTICS_LIMITS, detectQueryLanguage, type QueryLanguage } from '../../../../../contracts/analytics.ts';
import { isUnauthorizedError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import { useAuth } from '../../../auth/AuthContext';
import { toasts } from '../../../toast/toast-store';
import { askAnalytics, QueryFailure, type QueryProgress } from './query-stream';
import { RESULT_LIFETIME_MS, savedQuery, type SavedResult } from './saved-query';

export interface AnalyticsQuery {
  question: string;
  setQuestion: (text: string) => void;
  /** Spec 2: Russian when the text holds a Russian keyword, else English. */
  language: QueryLanguage;
  running: boolean;
  /** The last progress event while running. */
  progress: QueryProgress | null;
  /** Spec 5: the question must be non-blank (said after Analyze on a blank one). */
  blank: boolean;
  result: SavedResult | null;
  ask: () => void;
  clear: () => void;
}

/**
 * The 'Ask Analytics' tab (spec 4 'Analytics query'): idle, running with progress, then an
 * answer or a failure. The question, the last answer (for an hour) and a loading flag are kept in
 * local storage; leaving the page aborts the request.
 */
export function useAnalyticsQuery(): AnalyticsQuery {
  const api = useApi();
  const userId = useAuth().user?.id ?? 'anonymous';
  const saved = useMemo(() => savedQuery(userId), [userId]);
  const [question, setQuestionState] = useState(() => saved.question());
  const [result, setResult] = useState<SavedResult | null>(() => saved.result());
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<QueryProgress | null>(null);
  const [blank, setBlank] = useState(false);
  const request = useRef<AbortController | null>(null);

  useEffect(() => {
    // A flag still set means a request was cut off (the page closed mid-way): nothing is running now.
    saved.setLoading(false);
    return () => {
      request.current?.abort();
      saved.setLoading(false);
    };
  }, [saved]);

  // The answer is dropped when its hour is up, on screen too.
  useEffect(() => {
    if (result === null) return;
    const timer = setTimeout(() => {
      saved.clearResult();
      setResult(null);
    }, Math.max(0, result.timestamp + RESULT_LIFETIME_MS - Date.now()));
    return () => clearTimeout(timer);
  }, [result, saved]);

  const setQuestion = useCallback(
    (text: string) => {
      setQuestionState(text);
      setBlank(false);
      saved.setQuestion(text);
    },
    [saved],
  );

  const ask = () => {
    const query = question.trim().slice(0, ANALYTICS_LIMITS.questionMax);
    if (query === '') {
      setBlank(true);
      return;
    }
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setRunning(true);
    setProgress(null);
    saved.setLoading(true);
    askAnalytics(api, { query, language: detectQueryLanguage(query), priority: 'medium' }, { signal: controller.signal, onProgress: setProgress })
      .then(
        (response) => {
          const answer: SavedResult = { query, result: response, timestamp: Date.now() };
          saved.setResult(answer);
          setResult(answer);
        },
        (error: unknown) => {
          if (controller.signal.aborted || isUnauthorizedError(error)) return;
          toasts.show({
            title: { key: 'analytics.ask.queryFailed' },
            description: error instanceof QueryFailure ? error.reason : { key: 'analytics.ask.processFailed' },
            variant: 'destructive',
          });
        },
      )
      .finally(() => {
        if (request.current !== controller) return;
        request.current = null;
        setRunning(false);
        setProgress(null);
        saved.setLoading(false);
      });
  };

  const clear = () => {
    saved.clearResult();
    setResult(null);
  };

  return { question, setQuestion, language: detectQueryLanguage(question), running, progress, blank, result, ask, clear };
}
