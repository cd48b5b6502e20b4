import { ApiError } from './api-error';
import { localTokenStore, type TokenStore } from './token-store';

export const API_BASE_URL = '/api';
export const REFRESH_PATH = '/auth/refresh';
/** The current-user call: losing the session there must not navigate (it runs on every load). */
export const CURRENT_USER_PATH = '/auth/me';
/** What an error says when the session is gone; the shell looks for this word. */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
/** The error body assumed when a failed answer is not JSON. */
export const REQUEST_FAILED_MESSAGE = 'Request failed';

export interface ApiClientOptions {
  baseUrl?: string;
  /** Defaults to the global fetch, looked up on every call so tests can stub it. */
  fetch?: typeof fetch;
  tokens?: TokenStore;
  /** "Go to the site root" after the session is lost; the app passes its router here. */
  goHome?: () => void;
  /** Sees every error the client raises, before the caller does (the Session Expired toast). */
  onError?: (error: ApiError) => void;
}

export interface ApiClient {
  /** A JSON call: the parsed answer, or an ApiError for any non-OK status. */
  request<T>(path: string, init?: RequestInit): Promise<T>;
  get<T>(path: string, init?: RequestInit): Promise<T>;
  post<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  put<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  patch<T>(path: string, body?: unknown, init?: RequestInit): Promise<T>;
  delete<T>(path: string, init?: RequestInit): Promise<T>;
  /** A GET of binary content with the bearer token; failures carry the body's message field. */
  blob(path: string): Promise<Blob>;
  /**
   * The raw response after the token and refresh rules, whatever its status (react-admin's
   * httpClient reads headers from it). Raises only when the session is lost.
   */
  send(path: string, init?: RequestInit): Promise<Response>;
}

/** A new token, null when the session is gone, or the error of a refresh to try again later. */
type Refreshed = string | null | { later: ApiError };

/** The generic client of spec section 8: bearer token, one shared refresh, one retry. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const baseUrl = options.baseUrl ?? API_BASE_URL;
  const tokens = options.tokens ?? localTokenStore;
  const goHome = options.goHome ?? (() => window.location.assign('/'));
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  let refreshing: Promise<Refreshed> | null = null;

  const raise = (error: ApiError): ApiError => {
    options.onError?.(error);
    return error;
  };

  function fetchWithToken(path: string, init: RequestInit, token: string | null, json = true): Promise<Response> {
    const headers = new Headers(init.headers);
    // A FormData names its own multipart type and boundary: the browser sets both.
    if (json && !headers.has('Content-Type') && !(init.body instanceof FormData)) headers.set('Content-Type', 'application/json');
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    return doFetch(`${baseUrl}${path}`, { ...init, headers });
  }

  async function refresh(): Promise<Refreshed> {
    try {
      const response = await fetchWithToken(REFRESH_PATH, { method: 'POST', credentials: 'include' }, tokens.get());
      // Asked to come back later (too many refreshes from this address, the service down for a
      // moment): the session is not lost, only this call fails.
      if (response.status === 429 || response.status === 503) {
        const data = await readErrorBody(response);
        return { later: new ApiError(stringField(data, 'message') ?? `HTTP error! status: ${response.status}`, response.status, data) };
      }
      if (!response.ok) return null;
      const token = stringField(await response.json(), 'token');
      if (token === undefined) return null;
      tokens.set(token);
      return token;
    } catch {
      return null;
    }
  }

  /** One refresh for every caller that got a 401 with the same stale token. */
  function sharedRefresh(staleToken: string): Promise<Refreshed> {
    const current = tokens.get();
    // Someone else already refreshed while this call was in flight: just use the new token.
    if (current !== null && current !== staleToken) return Promise.resolve(current);
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function sessionLost(path: string, response: Response): Promise<never> {
    tokens.clear();
    if (path !== CURRENT_USER_PATH) goHome();
    throw raise(new ApiError(UNAUTHORIZED_MESSAGE, response.status, await readErrorBody(response)));
  }

  async function sendWith(path: string, init: RequestInit, json: boolean): Promise<Response> {
    const token = tokens.get();
    const response = await fetchWithToken(path, init, token, json);
    if (response.status !== 401 || token === null || path === REFRESH_PATH) return response;

    const fresh = await sharedRefresh(token);
    if (fresh === null) return sessionLost(path, response);
    if (typeof fresh !== 'string') throw raise(fresh.later);
    const retried = await fetchWithToken(path, init, fresh, json);
    if (retried.status === 401) return sessionLost(path, retried);
    return retried;
  }

  async function request<T>(path: string, init: RequestInit = {}): Promise<T> {
    const response = await sendWith(path, init, true);
    if (!response.ok) {
      const data = await readErrorBody(response);
      const message = stringField(data, 'error') ?? stringField(data, 'message') ?? `HTTP error! status: ${response.status}`;
      throw raise(new ApiError(message, response.status, data));
    }
    // The caller names the shape it expects from the API contract; the client does not validate it.
    return (await readJson(response)) as T;
  }

  const withBody = (method: string, body: unknown, init: RequestInit = {}): RequestInit => ({
    ...init,
    method,
    ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
  });

  return {
    request,
    get: (path, init) => request(path, { ...init, method: 'GET' }),
    post: (path, body, init) => request(path, withBody('POST', body, init)),
    put: (path, body, init) => request(path, withBody('PUT', body, init)),
    patch: (path, body, init) => request(path, withBody('PATCH', body, init)),
    delete: (path, init) => request(path, { ...init, method: 'DELETE' }),
    send: (path, init = {}) => sendWith(path, init, true),
    async blob(path) {
      const response = await sendWith(path, { method: 'GET' }, false);
      if (!response.ok) {
        const data = await readErrorBody(response);
        throw raise(new ApiError(stringField(data, 'message') ?? `HTTP error! status: ${response.status}`, response.status, data));
      }
      return response.blob();
    },
  };
}

async function readErrorBody(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return { message: REQUEST_FAILED_MESSAGE };
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text === '' ? undefined : (JSON.parse(text) as unknown);
}

/** A non-empty string property of a JSON value, if there is one. */
export function stringField(value: unknown, name: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const field = (value as Record<string, unknown>)[name];
  return typeof field === 'string' && field !== '' ? field : undefined;
}
