import type { Role } from '../../../contracts/auth.ts';
import { paths } from '../app/paths';
import { areas } from '../areas';
import type { Subscription } from '../areas/subscription/state/subscription';
import type { PublicConfig } from '../config/public-config';
import type { Label } from '../i18n/types';

/**
 * How a link is followed: a client route, or a page the server renders (a plain link, or the
 * client router would show its own page for that path).
 */
export type LinkKind = 'route' | 'server';

export interface NavLink {
  id: string;
  label: Label;
  to: string;
  kind: LinkKind;
}

interface MainLinkInput {
  signedIn: boolean;
  subscription: Subscription | null;
}

/** The header and mobile menu: the areas' links in the list's order; signed out, only those meant for everyone (Subscription). */
export function mainLinks({ signedIn, subscription }: MainLinkInput): NavLink[] {
  return areas.flatMap(({ id, path, nav }) =>
    nav !== undefined && (signedIn || nav.signedOut === true) ? [{ id, label: nav.label, to: nav.to?.(subscription) ?? path, kind: 'route' as const }] : [],
  );
}

export const isOperatorRole = (role: Role | undefined): boolean => role === 'operator' || role === 'admin';

/**
 * The operator area's entries, for operators and admins only. Bull Board and the Temporal UI
 * are pages the web process serves under its own paths behind the operator's session.
 */
export function operatorLinks(role: Role | undefined, config: PublicConfig | null): NavLink[] {
  if (!isOperatorRole(role)) return [];
  return [
    { id: 'dashboard', label: 'nav.dashboard', to: paths.operatorDashboard, kind: 'route' },
    { id: 'users', label: 'nav.users', to: paths.operatorUsers, kind: 'route' },
    { id: 'subscriptions', label: 'nav.subscriptions', to: paths.operatorSubscriptions, kind: 'route' },
    { id: 'payments', label: 'nav.payments', to: paths.operatorPayments, kind: 'route' },
    { id: 'jobs', label: 'nav.jobs', to: paths.operatorJobs, kind: 'route' },
    { id: 'workflows', label: 'nav.workflows', to: paths.operatorWorkflows, kind: 'route' },
    { id: 'schedules', label: 'nav.schedules', to: paths.operatorSchedules, kind: 'route' },
    { id: 'audit', label: 'nav.audit', to: paths.operatorAudit, kind: 'route' },
    { id: 'bull-board', label: 'nav.bullBoard', to: config?.bullBoardPath ?? paths.bullBoard, kind: 'server' },
    { id: 'temporal', label: 'nav.temporal', to: config?.temporalUiPath ?? paths.temporalUi, kind: 'server' },
  ];
}
