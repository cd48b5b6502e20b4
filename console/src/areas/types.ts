import type { ComponentType } from 'react';
import type { PremiumFeature } from '../../../contracts/plan.ts';
import type { MessageBundle } from '../i18n/catalog';
import type { Localized } from '../i18n/types';
import type { Subscription } from './subscription/state/subscription';

/** A view of an area, imported when first shown (its own chunk, like React.lazy). */
export type ViewLoader = () => Promise<{ default: ComponentType }>;

/** An area's link in the header and the mobile menu, in the order of the areas list. */
export interface AreaNav {
  /** Its words in every language: the header draws it before the area's messages are in. */
  label: Localized;
  /** Shown to signed-out visitors too (by default only to signed-in users). */
  signedOut?: true;
  /** Where it leads, when that depends on the subscription (by default the area's path). */
  to?: (subscription: Subscription | null) => string;
}

/**
 * One area of the console: a folder under `areas/` whose `index.ts` exports this, and one line
 * in `areas/index.ts`. The top-level router, the header, the feature guard and react-admin's
 * CustomRoutes all read it there; nothing else names the area.
 */
export interface Area {
  /** Its name: the key of its nav link. */
  id: string;
  /** Where it lives: react-admin mounts `${path}/*` for its signed-in screens. */
  path: string;
  /** The premium feature that unlocks it: everything under `path` is behind the feature guard. */
  feature?: PremiumFeature;
  nav?: AreaNav;
  /** Its texts (`i18n/` beside it), fetched together with its first view. */
  messages?: MessageBundle;
  /**
   * Its signed-in screens: a component whose `<Routes>` are relative to `path` (react-admin
   * CustomRoutes). Without it a signed-in visitor gets the not-found page there (behind the
   * feature guard for a premium area), which is how an area that is not built yet looks.
   */
  screens?: ViewLoader;
  /** Public pages, mounted by the top-level router at these full paths and never with react-admin. */
  pages?: readonly { path: string; view: ViewLoader }[];
  /** The paths a signed-out visitor is sent home from (default: everything under `path`). */
  signedIn?: readonly string[];
  /** Other paths that lead here (spec 2's shortcuts on the payment success page). */
  aliases?: readonly string[];
}
