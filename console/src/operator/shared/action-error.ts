import { describeError } from '../../api/server-error';
import type { Text } from '../../i18n/types';

const answerMessage = (error: unknown): string | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = 'data' in error ? error.data : 'body' in error ? error.body : undefined;
  return typeof data === 'object' && data !== null && 'message' in data && typeof data.message === 'string' ? data.message : undefined;
};

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * What an operator action's failure says. A refusal (404, 409) carries the server's own reason
 * ("Only a running workflow can be cancelled"), which says more than the generic text of its
 * code; anything else reads as everywhere in the console.
 */
export function actionErrorText(error: unknown): Text {
  const status = statusOf(error);
  const message = answerMessage(error);
  if ((status === 404 || status === 409) && message !== undefined) return message;
  return describeError(error);
}

/** As a react-admin notification takes it: a message key or the text itself. */
export const notifiable = (text: Text): string => (typeof text === 'string' ? text : text.key);
