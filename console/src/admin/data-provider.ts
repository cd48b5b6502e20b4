import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, type DataProvider, type fetchUtils } from 'react-admin';
import type { ApiClient } from '../api/client';
import { describeError } from '../api/server-error';

type HttpClient = (url: string, options?: fetchUtils.Options) => Promise<{ status: number; headers: Headers; body: string; json: unknown }>;

/**
 * fetchUtils.fetchJson's contract on top of our client, so react-admin's calls get the same
 * bearer token, shared refresh and retry as every other call. A failure becomes an HttpError
 * whose message react-admin translates when it shows it: a message key for known error codes,
 * else the server's own text (the one helper, describeError, decides which).
 */
export function createHttpClient(api: ApiClient): HttpClient {
  return async (url, options = {}) => {
    // `user` is fetchUtils' own auth option; the client adds the bearer token itself.
    const { user: _user, ...init } = options;
    const response = await api.send(url, init);
    const body = await response.text();
    const json = parseJson(body);
    if (!response.ok) {
      const text = describeError({ data: json });
      throw new HttpError(typeof text === 'string' ? text : text.key, response.status, json);
    }
    return { status: response.status, headers: response.headers, body, json };
  };
}

function parseJson(body: string): unknown {
  try {
    return body === '' ? undefined : (JSON.parse(body) as unknown);
  } catch {
    return undefined;
  }
}

/**
 * Operator resources in the ra-data-simple-rest dialect. The API URL is empty because the
 * client already prefixes /api: resource `admin/users` becomes /api/admin/users.
 */
export const createDataProvider = (api: ApiClient): DataProvider => simpleRestProvider('', createHttpClient(api));
