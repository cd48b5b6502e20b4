import { useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { toasts } from '../../../toast/toast-store';
import { digestApi, type DigestPreference } from '../shared/digest-api';
import { reportDigestFailure, showSuccess } from '../shared/digest-errors';

type Pending = Readonly<Record<string, true>>;

export interface DigestActions {
  /** Digests whose Pause/Resume is on its way. */
  toggling: Pending;
  /** Digests whose test run is going on (it can take up to a minute). */
  testing: Pending;
  toggle: (digest: DigestPreference) => Promise<void>;
  test: (digest: DigestPreference) => Promise<void>;
  /** Resolves true when it was deleted. */
  remove: (digest: DigestPreference) => Promise<boolean>;
}

const without = (pending: Pending, id: string): Pending => Object.fromEntries(Object.entries(pending).filter(([key]) => key !== id));

/** The list's buttons (spec 2, 4 and 8): Pause/Resume sends only `enabled`, Test runs one now, delete after the confirmation. */
export function useDigestActions(updateDigests: (change: (digests: DigestPreference[]) => DigestPreference[]) => void, reload: () => void): DigestActions {
  const api = useApi();
  const [toggling, setToggling] = useState<Pending>({});
  const [testing, setTesting] = useState<Pending>({});

  const toggle = async (digest: DigestPreference) => {
    setToggling((pending) => ({ ...pending, [digest.id]: true }));
    try {
      const updated = await digestApi.update(api, digest.id, { enabled: !digest.enabled });
      updateDigests((digests) => digests.map((candidate) => (candidate.id === updated.id ? updated : candidate)));
      showSuccess(updated.enabled ? 'telegramDigest.list.enabled' : 'telegramDigest.list.disabled');
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.list.updateFailed');
    } finally {
      setToggling((pending) => without(pending, digest.id));
    }
  };

  const test = async (digest: DigestPreference) => {
    setTesting((pending) => ({ ...pending, [digest.id]: true }));
    try {
      const outcome = await digestApi.test(api, digest.id);
      if (outcome === 'sent') showSuccess('telegramDigest.list.testSent', { key: 'telegramDigest.list.testSentBody' });
      else if (outcome === 'running') toasts.show({ title: { key: 'telegramDigest.list.testRunning' }, description: { key: 'telegramDigest.list.testRunningBody' } });
      else toasts.show({ title: { key: 'telegramDigest.list.testNothing' }, description: { key: 'telegramDigest.list.testNothingBody' } });
      // The card's last-sent time and last run changed.
      reload();
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.list.testFailed');
      reload();
    } finally {
      setTesting((pending) => without(pending, digest.id));
    }
  };

  const remove = async (digest: DigestPreference) => {
    try {
      await digestApi.remove(api, digest.id);
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.list.deleteFailed');
      return false;
    }
    updateDigests((digests) => digests.filter((candidate) => candidate.id !== digest.id));
    showSuccess('telegramDigest.list.deleted');
    return true;
  };

  return { toggling, testing, toggle, test, remove };
}
