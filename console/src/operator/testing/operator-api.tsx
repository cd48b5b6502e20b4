import axe from 'axe-core';
import type { ReactElement } from 'react';
import { AdminContext } from 'react-admin';
// react-admin reads its route through react-router-dom, which the tests load as another copy than react-router.
import { MemoryRouter, Routes } from 'react-router-dom';
import { expect, vi } from 'vitest';
import { createDataProvider } from '../../admin/data-provider';
import { i18nProviderFor } from '../../admin/i18n-provider';
import { NotificationBridge } from '../../admin/NotificationBridge';
import { createApiClient } from '../../api/client';
import { localTokenStore, TOKEN_STORAGE_KEY } from '../../api/token-store';
import { json, olga, signedIn, urlOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';

export interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** The answer to one request, or undefined for a 404 naming it. */
export type Answer = (request: Request) => Response | undefined;

/** A react-admin list answer: the rows and their Content-Range. */
export const listOf = (resource: string, rows: readonly unknown[]) =>
  json(200, rows, { 'Content-Range': `${resource} 0-${Math.max(rows.length - 1, 0)}/${rows.length}` });

/** The filter a react-admin list sent (ra-data-simple-rest's `filter` parameter). */
export const filterOf = (request: Request): Record<string, unknown> => JSON.parse(request.query.get('filter') ?? '{}') as Record<string, unknown>;

/** The operator API as fetch sees it, recording every request. */
export function operatorApi(answer: Answer) {
  const calls: Request[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const request: Request = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, ''),
      query: url.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(request);
    return Promise.resolve(answer(request) ?? json(404, { error: 'not_found', message: `no ${request.method} ${request.path}` }));
  });
  const api = createApiClient({ fetch: fetch as unknown as typeof globalThis.fetch, tokens: localTokenStore, goHome: vi.fn() });
  return { api, calls };
}

/** Renders react-admin routes (`<Route>` elements) at `route` as an operator, against `answer`. */
export async function renderOperator(routes: ReactElement | ReactElement[], route: string, answer: Answer) {
  localStorage.setItem(TOKEN_STORAGE_KEY, 'operator-token');
  const { api, calls } = operatorApi(answer);
  const i18nProvider = await i18nProviderFor('en');
  const view = renderWithApp(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext dataProvider={createDataProvider(api)} i18nProvider={i18nProvider}>
        <Routes>{routes}</Routes>
        {/* The app's toasts, as the operator frame shows react-admin's notifications. */}
        <NotificationBridge />
      </AdminContext>
    </MemoryRouter>,
    { auth: signedIn(olga), api, subscription: null },
  );
  return { ...view, calls };
}

/**
 * axe on what is rendered, failing on serious and critical violations. jsdom draws nothing, so
 * colour contrast is left to the browser test; labels, names, headers and roles are checked here.
 */
export async function expectAccessible(root: Element = document.body) {
  const results = await axe.run(root, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`)).toEqual([]);
}
