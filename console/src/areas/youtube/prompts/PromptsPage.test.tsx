import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../api/api-error';
import { activeSubscription, anna, scriptedApi, signedIn, type ApiCall } from '../../../test/fakes';
import { renderWithApp } from '../../../test/render';
import { toasts } from '../../../toast/toast-store';
import { Toaster } from '../../../toast/Toaster';
import type { PromptTemplate } from './prompts-api';
import { PromptsPage } from './PromptsPage';

const friendly: PromptTemplate = {
  id: '00000000-0000-4000-8000-0000000000a1',
  name: 'Friendly creator reply',
  prompt: 'Reply to a comment on "{videoTitle}".\nTone: {tone}. At most {maxLength} characters, in {language}.',
  isDefault: true,
  createdAt: '2025-06-18T10:00:00.000Z',
  updatedAt: '2025-06-18T10:00:00.000Z',
};
const short: PromptTemplate = {
  id: '00000000-0000-4000-8000-0000000000a2',
  name: 'Short thanks',
  prompt: 'Thank the viewer in one sentence.',
  isDefault: false,
  createdAt: '2025-06-20T10:00:00.000Z',
  updatedAt: '2025-07-02T10:00:00.000Z',
};

/** A server keeping the list; `fail` answers a call instead of it, when it returns something. */
function promptServer(initial: PromptTemplate[], fail: (call: ApiCall) => Error | undefined = () => undefined) {
  let list = initial.map((prompt) => ({ ...prompt }));
  const sorted = () => [...list].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return scriptedApi((call) => {
    const failure = fail(call);
    if (failure !== undefined) throw failure;
    const [, , , id, extra] = call.path.split('/');
    const body = call.body as { name: string; prompt: string; isDefault: boolean };
    if (call.method === 'GET' && call.path === '/youtube/prompts') return { prompts: sorted() };
    if (call.method === 'POST') {
      const created = { ...body, id: `00000000-0000-4000-8000-00000000000${list.length}`, createdAt: '2025-07-10T10:00:00.000Z', updatedAt: '2025-07-10T10:00:00.000Z' };
      if (created.isDefault) list = list.map((prompt) => ({ ...prompt, isDefault: false }));
      list.push(created);
      return { prompt: created };
    }
    if (call.method === 'PUT' && extra === 'default') {
      list = list.map((prompt) => ({ ...prompt, isDefault: prompt.id === id }));
      return { prompt: list.find((prompt) => prompt.id === id) };
    }
    if (call.method === 'PUT') {
      list = list.map((prompt) => (prompt.id === id ? { ...prompt, name: body.name, prompt: body.prompt } : prompt));
      return { prompt: list.find((prompt) => prompt.id === id) };
    }
    if (call.method === 'DELETE') {
      list = list.filter((prompt) => prompt.id !== id);
      return { success: true };
    }
    throw new Error(`unexpected call ${call.method} ${call.path}`);
  });
}

function renderPage(api: ReturnType<typeof scriptedApi>) {
  renderWithApp(
    <>
      <PromptsPage />
      <Toaster />
    </>,
    { auth: signedIn(anna), api, subscription: activeSubscription(), route: '/youtube-commenter/prompts' },
  );
  return api;
}

const cards = () => screen.getAllByTestId('prompt-card');
const card = (name: string) => screen.getByRole('article', { name });
/** The calls after the first list load. */
const changes = (api: { calls: ApiCall[] }) => api.calls.filter((call) => call.method !== 'GET');
/** The toast around a text (a dialog hides the rest of the page from role queries). */
const toastOf = async (text: string) => (await screen.findByText(text)).closest('[role="alert"]')?.textContent;

afterEach(() => {
  toasts.dismiss();
});

describe('the prompt templates page (spec 2)', () => {
  it('shows skeleton cards while loading, then each template with its badge, date, text and variables', async () => {
    renderPage(promptServer([friendly, short]));
    expect(screen.getByTestId('prompts-loading')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Comment Prompt Templates' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to YouTube Commenter' }).getAttribute('href')).toBe('/youtube-commenter');

    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.queryByTestId('prompts-loading')).toBeNull();
    const [first, second] = cards();
    expect(first!.getAttribute('data-default')).toBe('true');
    expect(second!.getAttribute('data-default')).toBe('false');

    const main = card('Friendly creator reply');
    expect(within(main).getByText('Default')).toBeTruthy();
    expect(within(main).getByText('Updated June 18, 2025')).toBeTruthy();
    expect(within(main).getByText(/Tone: \{tone\}/).textContent).toBe(friendly.prompt);
    for (const variable of ['{videoTitle}', '{tone}', '{maxLength}', '{language}']) expect(within(main).getByText(variable)).toBeTruthy();
    // The default has no 'Set as default'; the others do. Each action names its template.
    expect(within(main).queryByRole('button', { name: /^Set as default/ })).toBeNull();
    expect(within(main).getByRole('button', { name: 'Edit Friendly creator reply' })).toBeTruthy();
    expect(within(main).getByRole('button', { name: 'Delete Friendly creator reply' })).toBeTruthy();

    const other = card('Short thanks');
    expect(within(other).queryByText('Default')).toBeNull();
    expect(within(other).getByText('Updated July 2, 2025')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Set as default: Short thanks' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Edit Short thanks' })).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Delete Short thanks' })).toBeTruthy();
  });

  it("names the template in each action's accessible name, while the tooltip keeps the spec's word", async () => {
    renderPage(promptServer([friendly, short]));
    await waitFor(() => expect(cards()).toHaveLength(2));
    // Two Delete buttons on the page, each unambiguous for a screen reader.
    expect(screen.getAllByRole('button', { name: /^Delete / }).map((button) => button.getAttribute('aria-label'))).toEqual(['Delete Friendly creator reply', 'Delete Short thanks']);
    await userEvent.hover(screen.getByRole('button', { name: 'Delete Short thanks' }));
    expect((await screen.findByRole('tooltip')).textContent).toBe('Delete');
    await userEvent.unhover(screen.getByRole('button', { name: 'Delete Short thanks' }));
    await userEvent.hover(screen.getByRole('button', { name: 'Set as default: Short thanks' }));
    await waitFor(() => expect(screen.getByRole('tooltip').textContent).toBe('Set as default'));
  });

  it('shows the empty state, whose button opens the create dialog', async () => {
    renderPage(promptServer([]));
    expect(await screen.findByText('No prompt templates yet. Create your first prompt to get started.')).toBeTruthy();
    expect(screen.queryByTestId('prompt-card')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create First Prompt' }));
    expect(screen.getByRole('dialog', { name: 'Create New Prompt Template' })).toBeTruthy();
  });

  it("says 'Please fill in all fields' and calls nothing when the name or text is blank", async () => {
    const api = renderPage(promptServer([friendly]));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(screen.getByTestId('new-prompt'));
    const dialog = screen.getByRole('dialog', { name: 'Create New Prompt Template' });
    await userEvent.type(within(dialog).getByTestId('prompt-name'), '   ');
    await userEvent.type(within(dialog).getByTestId('prompt-text'), 'Say thanks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please fill in all fields')).toBeTruthy();

    await userEvent.type(within(dialog).getByTestId('prompt-name'), 'Thanks');
    await userEvent.clear(within(dialog).getByTestId('prompt-text'));
    await userEvent.type(within(dialog).getByTestId('prompt-text'), ' \n ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(within(dialog).getByText('Please fill in all fields')).toBeTruthy();
    expect(changes(api)).toEqual([]);
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('creates a template (trimmed, as the default when switched on), says so and reloads the list', async () => {
    const api = renderPage(promptServer([friendly]));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(screen.getByTestId('new-prompt'));
    const dialog = screen.getByRole('dialog', { name: 'Create New Prompt Template' });
    await userEvent.type(within(dialog).getByTestId('prompt-name'), '  Formal  ');
    await userEvent.type(within(dialog).getByTestId('prompt-text'), 'Answer formally about {{videoTitle}.'); // '{{' types '{'
    await userEvent.click(within(dialog).getByTestId('prompt-default-switch'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('Prompt created successfully')).toBeTruthy();
    expect(changes(api)).toEqual([{ method: 'POST', path: '/youtube/prompts', body: { name: 'Formal', prompt: 'Answer formally about {videoTitle}.', isDefault: true } }]);
    await waitFor(() => expect(cards()).toHaveLength(2));
    // The badge moved to the new template, which the server lists first.
    expect(cards()[0]!.getAttribute('data-default')).toBe('true');
    expect(within(cards()[0]!).getByText('Formal')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('edits a template with PUT /youtube/prompts/{id} and says it was updated', async () => {
    const api = renderPage(promptServer([friendly, short]));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Short thanks' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Prompt Template' });
    const name = within(dialog).getByTestId<HTMLInputElement>('prompt-name');
    expect(name.value).toBe('Short thanks');
    expect(within(dialog).getByTestId<HTMLInputElement>('prompt-default-switch').checked).toBe(false);
    await userEvent.clear(name);
    await userEvent.type(name, 'Quick thanks');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));

    expect(await screen.findByText('Prompt updated successfully')).toBeTruthy();
    expect(changes(api)).toEqual([{ method: 'PUT', path: `/youtube/prompts/${short.id}`, body: { name: 'Quick thanks', prompt: short.prompt, isDefault: false } }]);
    expect(await screen.findByRole('article', { name: 'Quick thanks' })).toBeTruthy();
  });

  it('keeps the default switched on when editing the default', async () => {
    renderPage(promptServer([friendly]));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Friendly creator reply' }));
    const toggle = within(screen.getByRole('dialog', { name: 'Edit Prompt Template' })).getByTestId<HTMLInputElement>('prompt-default-switch');
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
  });

  it('shows the first template as the default to be (the server makes it so)', async () => {
    renderPage(promptServer([]));
    await userEvent.click(await screen.findByRole('button', { name: 'Create First Prompt' }));
    const toggle = within(screen.getByRole('dialog')).getByTestId<HTMLInputElement>('prompt-default-switch');
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
  });

  it('deletes a template after the confirmation and reloads the list', async () => {
    const api = renderPage(promptServer([friendly, short]));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Short thanks' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Prompt Template?' });
    expect(within(dialog).getByText('This action cannot be undone. This will permanently delete the prompt template.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Prompt deleted successfully')).toBeTruthy();
    expect(changes(api)).toEqual([{ method: 'DELETE', path: `/youtube/prompts/${short.id}`, body: undefined }]);
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.queryByRole('article', { name: 'Short thanks' })).toBeNull();
  });

  it('sets another template as the default, and the badge moves', async () => {
    const api = renderPage(promptServer([friendly, short]));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Set as default: Short thanks' }));

    expect(await screen.findByText('Default prompt updated')).toBeTruthy();
    expect(changes(api)).toEqual([{ method: 'PUT', path: `/youtube/prompts/${short.id}/default`, body: undefined }]);
    await waitFor(() => expect(within(card('Short thanks')).queryByText('Default')).toBeTruthy());
    expect(card('Short thanks').getAttribute('data-default')).toBe('true');
    expect(card('Friendly creator reply').getAttribute('data-default')).toBe('false');
    expect(screen.getByRole('button', { name: 'Set as default: Friendly creator reply' })).toBeTruthy();
  });
});

describe('the prompt templates page when a call fails (spec 8)', () => {
  const serverSays = (status: number, error: string, message: string) => new ApiError(error, status, { error, message });

  it("says 'Failed to load prompts' and offers to try again", async () => {
    renderPage(promptServer([friendly], (call) => (call.method === 'GET' ? new ApiError('HTTP error! status: 500', 500, {}) : undefined)));
    expect(await toastOf('Failed to load prompts')).toBe('ErrorFailed to load prompts');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByText('No prompt templates yet. Create your first prompt to get started.')).toBeNull();
  });

  it("says 'Failed to save prompt' and keeps the dialog open", async () => {
    const api = renderPage(promptServer([friendly], (call) => (call.method === 'POST' ? new ApiError('HTTP error! status: 500', 500, {}) : undefined)));
    await waitFor(() => expect(cards()).toHaveLength(1));
    await userEvent.click(screen.getByTestId('new-prompt'));
    await userEvent.type(screen.getByTestId('prompt-name'), 'Formal');
    await userEvent.type(screen.getByTestId('prompt-text'), 'Answer formally.');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Failed to save prompt')).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Create New Prompt Template' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create' })).toBeTruthy();
    expect(changes(api)).toHaveLength(1);
    expect(screen.queryByText('Prompt created successfully')).toBeNull();
  });

  it("shows the server's message when a delete fails", async () => {
    renderPage(promptServer([friendly, short], (call) => (call.method === 'DELETE' ? serverSays(404, 'not_found', 'Prompt template not found') : undefined)));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Short thanks' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await toastOf('Prompt template not found')).toBe('ErrorPrompt template not found');
    expect(cards()).toHaveLength(2);
  });

  it("says 'Failed to delete prompt' when the server gives no message", async () => {
    renderPage(promptServer([friendly, short], (call) => (call.method === 'DELETE' ? new TypeError('Failed to fetch') : undefined)));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Short thanks' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete prompt')).toBeTruthy();
  });

  it("says 'Failed to set default prompt' and leaves the badge where it was", async () => {
    renderPage(promptServer([friendly, short], (call) => (call.path.endsWith('/default') ? serverSays(403, 'premium_required', 'A subscription is required') : undefined)));
    await waitFor(() => expect(cards()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Set as default: Short thanks' }));
    expect(await screen.findByText('Failed to set default prompt')).toBeTruthy();
    expect(card('Friendly creator reply').getAttribute('data-default')).toBe('true');
  });
});
