import { Notification } from '../../../db/index.ts';

export interface NotificationInput {
  userId: string;
  dedupeKey: string;
  kind: string;
  title: string;
  body: string;
}

/** Puts a message in the user's inbox once per dedupe key; answers true when it was new. */
export async function deliverNotification(input: NotificationInput): Promise<boolean> {
  const inserted = await Notification.query()
    .insert(input)
    .onConflict(['user_id', 'dedupe_key'])
    .ignore();
  return inserted.id !== undefined;
}
