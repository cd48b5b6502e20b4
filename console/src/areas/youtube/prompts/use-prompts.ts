import { useCallback, useEffect, useRef, useState } from 'react';
import { isUnauthorizedError } from '../../../api/api-error';
import { useApi } from '../../../api/ApiContext';
import type { MessageKey } from '../../../i18n/types';
import { serverMessage } from '../../../api/report-error';
import { toasts } from '../../../toast/toast-store';
import { createPrompt, deletePrompt, listPrompts, setDefaultPrompt, updatePrompt, type PromptInput, type PromptTemplate } from './prompts-api';

/**
 * Spec 8 'Prompts': an Error toast with our text; only the delete failure shows the server's
 * own words when it gives any. A lost session stays quiet: the Session Expired toast says it.
 */
function reportFailure(error: unknown, fallback: MessageKey, useServerMessage = false): void {
  if (isUnauthorizedError(error)) return;
  const own = useServerMessage ? serverMessage(error) : undefined;
  toasts.show({ title: { key: 'errors.title' }, description: own ?? { key: fallback }, variant: 'destructive' });
}

const succeeded = (key: MessageKey) => toasts.show({ title: { key }, variant: 'success' });

export interface PromptsState {
  /** null until the first answer. */
  prompts: PromptTemplate[] | null;
  loadFailed: boolean;
  reload: () => Promise<void>;
  /** Creates (no id) or updates a template; true when it was saved. */
  save: (input: PromptInput, id?: string) => Promise<boolean>;
  remove: (id: string) => Promise<boolean>;
  makeDefault: (id: string) => Promise<boolean>;
}

/** The prompt templates of /youtube-commenter/prompts and their calls (spec 7); each change reloads the list. */
export function usePrompts(): PromptsState {
  const api = useApi();
  const [prompts, setPrompts] = useState<PromptTemplate[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  // Only the latest list request may set the list (a reload can overtake an earlier one).
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      const list = await listPrompts(api);
      if (request !== latest.current) return;
      setPrompts(list);
      setLoadFailed(false);
    } catch (error) {
      if (request !== latest.current) return;
      setLoadFailed(true);
      reportFailure(error, 'youtube.prompts.errors.load');
    }
  }, [api]);

  useEffect(() => {
    void reload();
    return () => {
      // Answers that arrive after the page is gone are dropped.
      latest.current += 1;
    };
  }, [reload]);

  const save = async (input: PromptInput, id?: string) => {
    try {
      if (id === undefined) await createPrompt(api, input);
      else await updatePrompt(api, id, input);
    } catch (error) {
      reportFailure(error, 'youtube.prompts.errors.save');
      return false;
    }
    succeeded(id === undefined ? 'youtube.prompts.toasts.created' : 'youtube.prompts.toasts.updated');
    void reload();
    return true;
  };

  const remove = async (id: string) => {
    try {
      await deletePrompt(api, id);
    } catch (error) {
      reportFailure(error, 'youtube.prompts.errors.delete', true);
      return false;
    }
    succeeded('youtube.prompts.toasts.deleted');
    void reload();
    return true;
  };

  const makeDefault = async (id: string) => {
    try {
      await setDefaultPrompt(api, id);
    } catch (error) {
      reportFailure(error, 'youtube.prompts.errors.setDefault');
      return false;
    }
    succeeded('youtube.prompts.toasts.defaultUpdated');
    void reload();
    return true;
  };

  return { prompts, loadFailed, reload, save, remove, makeDefault };
}
