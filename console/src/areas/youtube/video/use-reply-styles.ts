import { useEffect, useState } from 'react';
import { useApi } from '../../../api/ApiContext';
import { listPrompts, type PromptTemplate } from '../prompts/prompts-api';
import { toastFailure } from './report';

export interface ReplyStyles {
  /** null while loading. */
  prompts: PromptTemplate[] | null;
  /** The chosen template; null for the server's choice (no templates, or none loaded). */
  selectedId: string | null;
  select: (id: string) => void;
}

/** Spec 4: the default prompt is preselected on load, otherwise the first. */
export const preselected = (prompts: readonly PromptTemplate[]): string | null => (prompts.find((prompt) => prompt.isDefault) ?? prompts[0])?.id ?? null;

/** The 'Reply style:' templates (GET /api/youtube/prompts). */
export function useReplyStyles(): ReplyStyles {
  const api = useApi();
  const [prompts, setPrompts] = useState<PromptTemplate[] | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    listPrompts(api).then(
      (list) => {
        if (!alive) return;
        setPrompts(list);
        setSelectedId(preselected(list));
      },
      (error: unknown) => {
        if (!alive) return;
        // Replies are still generated, in the server's default style.
        setPrompts([]);
        toastFailure(error, 'youtube.prompts.errors.load');
      },
    );
    return () => {
      alive = false;
    };
  }, [api]);

  return { prompts, selectedId, select: setSelectedId };
}
