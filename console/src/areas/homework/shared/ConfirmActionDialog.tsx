import type { RefObject } from 'react';
import { useApi } from '../../../api/ApiContext';
import type { ApiClient } from '../../../api/client';
import { useT } from '../../../i18n/LocaleProvider';
import type { MessageKey } from '../../../i18n/types';
import { ConfirmDialog } from '../../../shell/ConfirmDialog';
import { reportFailure, showSuccess } from './errors';
import type { ItemDialog } from './use-item-dialog';

type WithBusy = MessageKey extends infer Key ? (Key extends `${infer Prefix}.busy` ? Prefix : never) : never;

/**
 * Where a confirmation's four texts stand, e.g. 'homework.courses.deleteDialog' for its `.title`,
 * `.body` (naming the item as %{name}), `.confirm` and `.busy`: one key, checked to have all four.
 */
export type ConfirmTextsKey = { [Prefix in WithBusy]: `${Prefix}.${'title' | 'body' | 'confirm'}` extends MessageKey ? Prefix : never }[WithBusy];

interface Props<T> {
  dialog: ItemDialog<T>;
  texts: ConfirmTextsKey;
  /** The toasts after it: spec 8's success, or its failure with the reason (the dialog then stays open). */
  done: MessageKey;
  failed: MessageKey;
  nameOf: (item: T) => string;
  action: (api: ApiClient, item: T) => Promise<unknown>;
  /** What follows a success before the dialog closes (the list without the item, another page). */
  onDone?: (item: T) => void | Promise<void>;
  /** Where focus goes after the dialog when the button that opened it went with the item. */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/** A confirmed action on one item of the page (delete, archive, restore), with a toast either way. */
export function ConfirmActionDialog<T>({ dialog, texts, done, failed, nameOf, action, onDone, returnFocusTo }: Props<T>) {
  const t = useT();
  const api = useApi();
  const { item } = dialog;

  const confirm = async () => {
    if (item === null) return true;
    try {
      await action(api, item);
    } catch (error) {
      reportFailure(error, failed);
      return false;
    }
    showSuccess(done);
    await onDone?.(item);
    return true;
  };

  return (
    <ConfirmDialog
      open={dialog.open}
      title={t(`${texts}.title`)}
      body={t(`${texts}.body`, { name: item === null ? '' : nameOf(item) })}
      confirmLabel={t(`${texts}.confirm`)}
      busyLabel={t(`${texts}.busy`)}
      cancelLabel={t('homework.cancel')}
      onConfirm={confirm}
      onClose={dialog.close}
      onExited={() => {
        if (document.activeElement === null || document.activeElement === document.body) returnFocusTo?.current?.focus();
      }}
    />
  );
}
