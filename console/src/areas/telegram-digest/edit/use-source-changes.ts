import { useApi } from '../../../api/ApiContext';
import { digestApi, type DigestPreference, type DigestSource } from '../shared/digest-api';
import { reportDigestFailure, showSuccess } from '../shared/digest-errors';
import type { PickedSource } from '../shared/picked-source';
import type { DigestState } from '../shared/use-digest';

/**
 * Spec 4: on the edit screen a source is added or removed at once, apart from Save. After an
 * addition the digest is asked for again (the server names the chat as Telegram knows it);
 * after a removal the list here loses it.
 */
export function useSourceChanges(digest: DigestPreference, reload: () => Promise<void>, setDigest: DigestState['setDigest']) {
  const api = useApi();

  const add = async (source: PickedSource): Promise<boolean> => {
    try {
      if (source.kind === 'channel') await digestApi.addChannel(api, digest.id, { channelId: source.channel.id, name: source.channel.title, type: source.channel.type });
      else await digestApi.addFolder(api, digest.id, { folderId: source.folder.id, name: source.folder.title });
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.edit.channels.addFailed');
      return false;
    }
    showSuccess('telegramDigest.edit.channels.added');
    await reload();
    return true;
  };

  const remove = async (source: DigestSource): Promise<boolean> => {
    try {
      await digestApi.removeSource(api, source.id);
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.edit.channels.removeFailed');
      return false;
    }
    setDigest((latest) => ({ ...latest, channels: latest.channels.filter((candidate) => candidate.id !== source.id) }));
    showSuccess('telegramDigest.edit.channels.removed');
    return true;
  };

  return { add, remove };
}
