import type { Role } from '../../../contracts/auth.ts';
import { paths } from '../app/paths';
import type { PublicConfig } from '../config/public-config';
import type { MessageKey } from '../i18n/types';
import { subscriptionLink } from '../subscription/subscription';
import type { Subscription } from '../subscription/subscription';

/**
 * How a link is followed: a client route, or a page the server renders (a plain link, or the
 * client router would show its own page for that path).
 */
export type LinkKind = 'route' | 'server';

export interface NavLink {
  id: string;
  label: MessageKey;
  to: string;
  kind: LinkKind;
}

interface MainLinkInput {
  signedIn: boolean;
  subscription: Subscription | null;
}

/** The header and mobile menu: the tools when signed in, and the Subscription link always. */
export function mainLinks({ signedIn, subscription }: MainLinkInput): NavLink[] {
  const tools: NavLink[] = signedIn
    ? [
        { id: 'youtube', label: 'nav.youtube', to: paths.youtubeCommenter, kind: 'route' },
        { id: 'telegram', label: 'nav.telegram', to: paths.telegram, kind: 'route' },
        { id: 'homework', label: 'nav.homework', to: paths.homework, kind: 'route' },
        { id: 'analytics', label: 'nav.analytics', to: paths.analytics, kind: 'route' },
      ]
    : [];
  return [...tools, { id: 'subscription', label: 'nav.subscription', to: subscriptionLink(subscription), kind: 'route' }];
}

export const isOperatorRole = (role: Role | undefined): boolean => role === 'operator' || role === 'admin';

/**
 * The operator area's entries, for operators and admins only. Bull Board and the Temporal UI
 * are pages the web process serves under its own paths behind the operator's session.
 */
export function operatorLinks(role: Role | undefined, config: PublicConfig | null): NavLink[] {
  if (!isOperatorRole(role)) return [];
  return [
    { id: 'users', label: 'nav.users', to: paths.operatorUsers, kind: 'route' },
    { id: 'subscriptions', label: 'nav.subscriptions', to: paths.operatorSubscriptions, kind: 'route' },
    { id: 'payments', label: 'nav.payments', to: paths.operatorPayments, kind: 'route' },
    { id: 'bull-board', label: 'nav.bullBoard', to: config?.bullBoardPath ?? paths.bullBoard, kind: 'server' },
    { id: 'temporal', label: 'nav.temporal', to: config?.temporalUiPath ?? paths.temporalUi, kind: 'server' },
  ];
}
