import { useState } from 'react';
import type { ANALYTICS_MESSAGES, AnalyticsCredentialsBody } from '../../../../../contracts/analytics.ts';
import { useApi } from '../../../api/ApiContext';
import { analyticsApi, type AnalyticsService, type AnalyticsStatus, type ConnectionTest, type MonitoringPreferences } from '../shared/analytics-api';
import { reportFailure, showSuccess } from '../shared/notify';

export interface KeyFields {
  revenuecatApiKey: string;
  amplitudeApiKey: string;
  amplitudeSecretKey: string;
}
const NO_KEYS: KeyFields = { revenuecatApiKey: '', amplitudeApiKey: '', amplitudeSecretKey: '' };
const FIELDS_OF: Record<AnalyticsService, (keyof KeyFields)[]> = { revenuecat: ['revenuecatApiKey'], amplitude: ['amplitudeApiKey', 'amplitudeSecretKey'] };

/** Spec 5's two refusals, in the contract's words (ANALYTICS_MESSAGES). */
export type Problem = keyof Pick<typeof ANALYTICS_MESSAGES, 'atLeastOne' | 'amplitudePair'>;

const samePreferences = (a: MonitoringPreferences, b: MonitoringPreferences) => (Object.keys(a) as (keyof MonitoringPreferences)[]).every((key) => a[key] === b[key]);

/**
 * Spec 5 'Analytics credentials': values are trimmed; the Amplitude pair travels together; with
 * nothing stored, at least one set is needed. A blank field keeps what is stored (the contract).
 */
export function checkKeys(keys: KeyFields, hasCredentials: boolean): { problem: Problem } | { body: Omit<AnalyticsCredentialsBody, 'monitoringPreferences'> } {
  const revenuecatApiKey = keys.revenuecatApiKey.trim();
  const amplitudeApiKey = keys.amplitudeApiKey.trim();
  const amplitudeSecretKey = keys.amplitudeSecretKey.trim();
  if ((amplitudeApiKey === '') !== (amplitudeSecretKey === '')) return { problem: 'amplitudePair' };
  if (revenuecatApiKey === '' && amplitudeApiKey === '' && !hasCredentials) return { problem: 'atLeastOne' };
  return { body: { ...(revenuecatApiKey === '' ? {} : { revenuecatApiKey }), ...(amplitudeApiKey === '' ? {} : { amplitudeApiKey, amplitudeSecretKey }) } };
}

export type TestState = { kind: 'testing' } | { kind: 'done'; result: ConnectionTest };

/**
 * The settings form: the keys typed (never shown back: the server keeps them encrypted), the
 * monitoring preferences, Save (disabled until something is entered or changed: spec 4), each
 * service's Test Connection and Remove, and Delete All Credentials.
 */
export function useSettingsForm(status: AnalyticsStatus, setStatus: (status: AnalyticsStatus) => void, refresh: () => Promise<void>) {
  const api = useApi();
  const [keys, setKeys] = useState<KeyFields>(NO_KEYS);
  const [preferences, setPreferences] = useState<MonitoringPreferences>(status.monitoringPreferences);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState<'saving' | 'deleting' | null>(null);
  const [tests, setTests] = useState<Partial<Record<AnalyticsService, TestState>>>({});

  const keysEntered = [keys.revenuecatApiKey, keys.amplitudeApiKey, keys.amplitudeSecretKey].some((value) => value.trim() !== '');
  const preferencesChanged = !samePreferences(preferences, status.monitoringPreferences);
  const dirty = keysEntered || preferencesChanged;

  const setKey = (field: keyof KeyFields, value: string) => {
    setKeys((current) => ({ ...current, [field]: value }));
    setProblem(null);
  };
  const changePreferences = (change: Partial<MonitoringPreferences>) => {
    setPreferences((current) => ({ ...current, ...change }));
    setProblem(null);
  };

  const save = async () => {
    const checked = checkKeys(keys, status.hasCredentials);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setBusy('saving');
    try {
      if (keysEntered) {
        const next = await analyticsApi.saveCredentials(api, { ...checked.body, monitoringPreferences: preferences });
        setStatus(next);
        setPreferences(next.monitoringPreferences);
        setKeys(NO_KEYS);
      } else {
        // Only the preferences changed, with keys already stored: they alone are sent.
        const saved = await analyticsApi.savePreferences(api, preferences);
        setStatus({ ...status, monitoringPreferences: saved });
        setPreferences(saved);
      }
      showSuccess('analytics.settings.saved');
    } catch (error) {
      reportFailure(error, 'analytics.settings.saveFailed');
    } finally {
      setBusy(null);
    }
  };

  const remove = async (service: AnalyticsService | 'all', confirmText: string) => {
    // Spec 8 'Confirmations': deleting credentials asks with the browser's confirm.
    if (!window.confirm(confirmText)) return;
    setBusy('deleting');
    try {
      const next = await analyticsApi.removeCredentials(api, service);
      setStatus(next);
      setKeys((current) => (service === 'all' ? NO_KEYS : { ...current, ...Object.fromEntries(FIELDS_OF[service].map((field) => [field, ''])) }));
      setTests((current) => (service === 'all' ? {} : { ...current, [service]: undefined }));
      showSuccess(service === 'all' ? 'analytics.settings.deletedAll' : 'analytics.settings.removed');
    } catch (error) {
      reportFailure(error, service === 'all' ? 'analytics.settings.deleteFailed' : 'analytics.settings.removeFailed');
    } finally {
      setBusy(null);
    }
  };

  const test = async (service: AnalyticsService) => {
    setTests((current) => ({ ...current, [service]: { kind: 'testing' } }));
    try {
      const result = await analyticsApi.testConnection(api, service);
      setTests((current) => ({ ...current, [service]: { kind: 'done', result } }));
      // The check is stored with the service's state: show it as the server now has it.
      await refresh();
    } catch (error) {
      setTests((current) => ({ ...current, [service]: undefined }));
      reportFailure(error, 'analytics.settings.testFailed');
    }
  };

  return { keys, setKey, preferences, changePreferences, problem, busy, dirty, tests, save, remove, test };
}
export type SettingsForm = ReturnType<typeof useSettingsForm>;
