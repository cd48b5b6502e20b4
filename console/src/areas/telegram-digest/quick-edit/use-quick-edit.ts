import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isUnauthorizedError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import { serverMessage } from '../../../api/report-error';
import { toasts } from '../../../toast/toast-store';
import { digestApi, type DigestPreference, type DigestSource } from '../shared/digest-api';
import { showSuccess } from '../shared/digest-errors';
import { digestPaths } from '../shared/routes';
import { schedulePayload, scheduleOf, type ScheduleValues } from '../shared/schedule';

/** Spec 9: after a save the second form goes back to the list after 500 ms. */
export const REDIRECT_DELAY_MS = 500;

export interface QuickEditValues {
  name: string;
  enabled: boolean;
  schedule: ScheduleValues;
  prompt: string;
  onlyImportant: boolean;
}

export interface QuickEdit {
  values: QuickEditValues;
  /** The sources still in the digest once saved. */
  channels: DigestSource[];
  /** Some were removed here: they leave the digest on Save, not before (Cancel keeps them). */
  removedAny: boolean;
  saving: boolean;
  change: (patch: Partial<QuickEditValues>) => void;
  removeChannel: (source: DigestSource) => void;
  save: () => Promise<void>;
}

/**
 * Spec 5 'Digest edit, second form': name, prompt and at least one channel are required; hour is
 * sent only if not hourly, dayOfWeek only if weekly, maxLength never. The channels removed here
 * are removed on Save (after the settings), so Cancel leaves the digest as it was.
 */
export function useQuickEdit(digest: DigestPreference): QuickEdit {
  const api = useApi();
  const navigate = useNavigate();
  const [values, setValues] = useState<QuickEditValues>(() => ({
    name: digest.name,
    enabled: digest.enabled,
    schedule: scheduleOf(digest),
    prompt: digest.prompt,
    onlyImportant: digest.onlyImportant,
  }));
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const redirect = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirect.current), []);

  const channels = digest.channels.filter((source) => !removed.has(source.id));

  const save = async () => {
    if (saving) return;
    if (values.name.trim() === '' || values.prompt.trim() === '' || channels.length === 0) {
      toasts.show({ title: { key: 'telegramDigest.quickEdit.validation' }, variant: 'destructive' });
      return;
    }
    setSaving(true);
    try {
      await digestApi.update(api, digest.id, { name: values.name, prompt: values.prompt, enabled: values.enabled, onlyImportant: values.onlyImportant, ...schedulePayload(values.schedule) });
      for (const source of digest.channels.filter((candidate) => removed.has(candidate.id))) await digestApi.removeSource(api, source.id);
    } catch (error) {
      setSaving(false);
      if (!isUnauthorizedError(error)) toasts.show({ title: { key: 'errors.title' }, description: serverMessage(error) ?? { key: 'telegramDigest.quickEdit.failed' }, variant: 'destructive' });
      return;
    }
    showSuccess('telegramDigest.quickEdit.updated');
    redirect.current = setTimeout(() => void navigate(digestPaths.list), REDIRECT_DELAY_MS);
  };

  return {
    values,
    channels,
    removedAny: removed.size > 0,
    saving,
    change: (patch) => setValues((current) => ({ ...current, ...patch })),
    removeChannel: (source) => setRemoved((current) => new Set([...current, source.id])),
    save,
  };
}
