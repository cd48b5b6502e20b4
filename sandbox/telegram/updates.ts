import { setTimeout as sleep } from 'node:timers/promises';
import type { SandboxUser } from '../../contracts/sandbox-telegram.ts';
import type { BotState } from './store.ts';

/** How long the fake keeps retrying a webhook that does not answer 2xx (Telegram: about a day). */
const RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 16_000, 30_000, 60_000, 60_000, 60_000, 60_000];

export const telegramUser = (user: SandboxUser) => ({ id: user.id, is_bot: false, first_name: user.firstName, username: user.username, language_code: user.languageCode });
export const privateChat = (user: SandboxUser) => ({ id: user.id, type: 'private', first_name: user.firstName, username: user.username });

/** Posts one update to the webhook with its secret; true on a 2xx. */
async function post(state: BotState, update: Record<string, unknown>): Promise<boolean> {
  const webhook = state.webhook;
  if (!webhook) return false;
  try {
    const response = await fetch(webhook.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(webhook.secret ? { 'X-Telegram-Bot-Api-Secret-Token': webhook.secret } : {}) },
      body: JSON.stringify(update),
      signal: AbortSignal.timeout(10_000),
    });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Hands an update to the bot: to its webhook when one is set (retried with back-off until it
 * answers 2xx, as Telegram does, one update after another), else to getUpdates.
 */
export function deliver(state: BotState, body: Record<string, unknown>, log: (message: string) => void = () => undefined): Record<string, unknown> {
  const update = { update_id: state.nextUpdateId++, ...body };
  state.delivery = state.delivery.then(async () => {
    for (const [attempt, delay] of [0, ...RETRY_DELAYS_MS].entries()) {
      if (delay) await sleep(delay);
      if (!state.webhook) {
        state.pending.push(update);
        for (const wake of state.waiting) wake();
        return;
      }
      if (await post(state, update)) return;
      log(`webhook of ${state.settings.bot} refused update ${String(update.update_id)} (attempt ${attempt + 1})`);
    }
  });
  return update;
}
