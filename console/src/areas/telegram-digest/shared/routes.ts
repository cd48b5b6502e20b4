import { paths } from '../../../app/paths';

const base = paths.telegramDigest;
const digest = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** The tool's screens (spec 2), for links; routes.tsx mounts them below /telegram-digest. */
export const digestPaths = {
  list: base,
  create: `${base}/new`,
  setup: `${base}/setup`,
  edit: digest,
  /** The second, simpler edit form: the spec does not say where it lives (docs/decisions.md). */
  quickEdit: (id: string) => `${digest(id)}/quick-edit`,
  history: (id: string) => `${digest(id)}/history`,
} as const;
