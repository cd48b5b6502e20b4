import type { LoadKind } from './contract.ts';
import { checkoutsLoad } from './checkouts/checkouts-load.ts';
import { digestsLoad } from './digests/digests-load.ts';
import { gradingLoad } from './grading/grading-load.ts';
import { questionsLoad } from './questions/questions-load.ts';
import { readsLoad } from './reads/reads-load.ts';
import { repliesLoad } from './replies/replies-load.ts';
import { telegramLoad } from './telegram/telegram-load.ts';

/** The mixed load: signed-in reads, checkouts with the bank's notifications, updates to every bot, reply generation, digest tests, submissions to grade, analytics questions. */
export const LOAD_KINDS: readonly LoadKind[] = [readsLoad, checkoutsLoad, telegramLoad, repliesLoad, digestsLoad, gradingLoad, questionsLoad];
