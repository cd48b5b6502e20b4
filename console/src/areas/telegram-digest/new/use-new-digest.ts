import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../../api/ApiContext';
import { toasts } from '../../../toast/toast-store';
import { digestApi, type AvailableChannel, type DigestFolder } from '../shared/digest-api';
import { reportDigestFailure, showSuccess } from '../shared/digest-errors';
import { sourceKey, sourceTitle, type PickedSource } from '../shared/picked-source';
import { digestPaths } from '../shared/routes';
import { defaultSchedule, schedulePayload, type ScheduleValues } from '../shared/schedule';

export interface NewDigestForm {
  name: string;
  prompt: string;
  schedule: ScheduleValues;
  onlyImportant: boolean;
  sources: PickedSource[];
  busy: boolean;
  setName: (name: string) => void;
  setPrompt: (prompt: string) => void;
  setSchedule: (schedule: ScheduleValues) => void;
  setOnlyImportant: (onlyImportant: boolean) => void;
  addChannel: (channel: AvailableChannel) => void;
  addFolder: (folder: DigestFolder) => void;
  removeSource: (source: PickedSource) => void;
  submit: () => Promise<void>;
}

/**
 * Spec 2 '/telegram-digest/new' and spec 5 'New digest': the form's values (spec 3's defaults),
 * the sources picked (one of each at most), and Create: the digest first, then each source on
 * its own call, then back to the list.
 */
export function useNewDigest(): NewDigestForm {
  const api = useApi();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [prompt, setPrompt] = useState('');
  const [schedule, setSchedule] = useState<ScheduleValues>(defaultSchedule);
  const [onlyImportant, setOnlyImportant] = useState(false);
  const [sources, setSources] = useState<PickedSource[]>([]);
  const [busy, setBusy] = useState(false);

  const add = (source: PickedSource) => {
    if (sources.some((chosen) => sourceKey(chosen) === sourceKey(source))) {
      toasts.show({ title: { key: source.kind === 'channel' ? 'telegramDigest.serverErrors.channelAlreadyAdded' : 'telegramDigest.serverErrors.folderAlreadyAdded' }, variant: 'destructive' });
      return;
    }
    setSources([...sources, source]);
    toasts.show({ title: { key: 'telegramDigest.create.sourceAdded', values: { name: sourceTitle(source) } }, variant: 'success' });
  };

  const submit = async () => {
    if (busy) return;
    if (name.trim() === '' || prompt.trim() === '' || sources.length === 0) {
      toasts.show({ title: { key: 'telegramDigest.create.validationTitle' }, description: { key: 'telegramDigest.create.validation' }, variant: 'destructive' });
      return;
    }
    setBusy(true);
    let id: string;
    try {
      id = (await digestApi.create(api, { name: name.trim(), prompt: prompt.trim(), onlyImportant, ...schedulePayload(schedule) })).id;
    } catch (error) {
      reportDigestFailure(error, 'telegramDigest.create.failed');
      setBusy(false);
      return;
    }
    // One at a time, in the order picked: the digest lists its sources in the order they were added.
    let allAdded = true;
    for (const source of sources) {
      try {
        if (source.kind === 'channel') await digestApi.addChannel(api, id, { channelId: source.channel.id, name: source.channel.title, type: source.channel.type });
        else await digestApi.addFolder(api, id, { folderId: source.folder.id, name: source.folder.title });
      } catch {
        allAdded = false;
      }
    }
    if (allAdded) {
      showSuccess('telegramDigest.create.created');
      void navigate(digestPaths.list);
    } else {
      // The digest exists: its settings page is where the missing sources can be added.
      toasts.show({ title: { key: 'telegramDigest.create.failed' }, description: { key: 'telegramDigest.create.sourcesFailed' }, variant: 'destructive' });
      void navigate(digestPaths.edit(id));
    }
  };

  return {
    name,
    prompt,
    schedule,
    onlyImportant,
    sources,
    busy,
    setName,
    setPrompt,
    setSchedule,
    setOnlyImportant,
    addChannel: (channel) => add({ kind: 'channel', channel }),
    addFolder: (folder) => add({ kind: 'folder', folder }),
    removeSource: (source) => setSources(sources.filter((chosen) => sourceKey(chosen) !== sourceKey(source))),
    submit,
  };
}
