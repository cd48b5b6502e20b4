import type { PromptInput, PromptTemplate, promptVariables } from '../../../../../contracts/youtube.ts';
import type { ApiClient } from '../../../api/client';

export type { PromptInput, PromptTemplate };

/**
 * Spec 3: the variables a template may use. Written out rather than imported so the console
 * does not pull zod in with the contract; the type keeps it equal to the contract's list.
 */
export const PROMPT_VARIABLES: typeof promptVariables = ['{videoTitle}', '{tone}', '{maxLength}', '{language}'];

/** The contract's limits (`promptInputSchema`), enforced by the form's fields. */
export const PROMPT_NAME_MAX = 120;
export const PROMPT_TEXT_MAX = 4000;

const base = '/youtube/prompts';
const byId = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** GET /api/youtube/prompts: the default first. */
export const listPrompts = async (api: ApiClient) => (await api.get<{ prompts: PromptTemplate[] }>(base)).prompts;

export const createPrompt = (api: ApiClient, input: PromptInput) => api.post<{ prompt: PromptTemplate }>(base, input);

export const updatePrompt = (api: ApiClient, id: string, input: PromptInput) => api.put<{ prompt: PromptTemplate }>(byId(id), input);

export const deletePrompt = (api: ApiClient, id: string) => api.delete<{ success: true }>(byId(id));

export const setDefaultPrompt = (api: ApiClient, id: string) => api.put<{ prompt: PromptTemplate }>(`${byId(id)}/default`);
