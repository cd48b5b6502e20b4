import { areas } from '../areas';
import type { MessageBundle, MessageTree } from '../i18n/catalog';
import type { Locale } from '../i18n/types';
import { operatorMessages } from '../operator/i18n';

/** Every bundle of texts besides the shell's: each area's, from the list, and the operator frame's. */
export const allBundles: readonly MessageBundle[] = [...areas.flatMap((area) => (area.messages === undefined ? [] : [area.messages])), operatorMessages];

/** Every bundle's texts in one language, as the locale provider takes them preloaded. */
export async function loadBundles(locale: Locale): Promise<Map<MessageBundle, MessageTree>> {
  return new Map(await Promise.all(allBundles.map(async (bundle) => [bundle, await bundle.load(locale)] as const)));
}
