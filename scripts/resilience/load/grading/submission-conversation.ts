import { homeworkBotTexts } from '../../../../core/domain/homework/bot-texts.ts';
import { callbackData } from '../../../../workers/bots/homework/buttons.ts';
import { sharedTexts } from '../../../../workers/bots/shared/texts.ts';
import type { Answer, LoadContext, Offered } from '../contract.ts';
import { callbackUpdate, deliverUpdate, newUpdateId, textUpdate } from '../telegram/updates.ts';
import { awaitAnswer, lastMessageId } from './bot-answers.ts';
import type { LoadAssignment, Student } from './grading-setup.ts';

/** The students' language (joinCohort's locale, the updates' language_code): what the bot's answers are matched against. */
const t = homeworkBotTexts.en;
/** What the bot says when an update failed for good (workers/bots/build-bot.ts apologize). */
const APOLOGY = sharedTexts.en.somethingWentWrong;
/** How long a person waits for the bot before giving up on the conversation (a fault may hold jobs for a minute or two). */
const ANSWER_WAIT_MS = 180_000;

export interface SubmissionPlan {
  key: string;
  student: Student;
  assignment: LoadAssignment;
  courseName: string;
  /** Named in the answer's text, so the audit finds the submission made of it. */
  token: string;
}

/** The offer's key: the chat, the assignment and the token the answer carries. */
export const submissionKey = (chatId: number, assignmentId: string, token: string) => `submission/${chatId}/${assignmentId}/${token}`;

/** Offers that never got as far as a conversation (the load was not set up) have other keys. */
export const isSubmissionKey = (key: string) => key.startsWith('submission/');

export function parseSubmissionKey(key: string): { chatId: number; assignmentId: string; token: string } {
  const [kind, chat, assignmentId, token, ...rest] = key.split('/');
  const chatId = Number(chat);
  if (kind !== 'submission' || !assignmentId || !token || rest.length > 0 || !Number.isSafeInteger(chatId)) throw new Error(`not a grading load key: ${key}`);
  return { chatId, assignmentId, token };
}

/** A real answer (over 15 words, on the assignment's key words), so the fake grader is sure of its grade. */
export const answerText = (token: string) =>
  `Photosynthesis: chlorophyll captures light energy, and the plant turns water and carbon dioxide into glucose and oxygen, storing that energy as sugar. Reference ${token}.`;

const picked = (plan: SubmissionPlan) => {
  const fresh = t.picked(plan.assignment.title, plan.courseName, plan.assignment.description);
  // An answer to this assignment left from a conversation that gave up: it is kept and goes on.
  const kept = t.keptDraft(plan.assignment.title, 0).split(' (')[0]!;
  return (text: string) => text === fresh || text.startsWith(`${kept} (`);
};
const partAdded = (() => {
  const prefix = `${t.partAdded(t.what.text, 1, 0).split('.')[0]!}.`;
  return (text: string) => text.startsWith(prefix);
})();
const submitHandled = (plan: SubmissionPlan) => (text: string) => {
  const version = /version (\d+) of/.exec(text)?.[1];
  return (version !== undefined && text === t.submitted(Number(version), plan.assignment.title, true)) || [t.nothingToSubmit, t.emptyDraft, t.gone, t.closed(plan.assignment.title)].includes(text);
};

/**
 * One submission as a student makes it in the homework bot: presses the assignment's button,
 * sends the answer, sends /submit; each update delivered as Telegram does (again until 2xx),
 * each next step only once the bot answered the last (updates are handled in no fixed order).
 * Accepted when /submit was; the conversation ends when the bot answered it (or after the wait),
 * so the student's next one cannot mix into it.
 */
export async function submitThroughBot(ctx: LoadContext, kind: string, plan: SubmissionPlan): Promise<Offered> {
  const at = Date.now();
  const tries: Answer[] = [];
  const { person } = plan.student;
  /** The person stops: the bot apologised for a step or said nothing; shown as an answer that never came. */
  const gaveUp = (waitedFrom: number, what: string, why: 'apology' | 'nothing'): Offered => ({
    kind,
    key: plan.key,
    at,
    tries: [
      ...tries,
      {
        at: waitedFrom,
        status: 0,
        ms: Date.now() - waitedFrom,
        error: 'no_bot_answer',
        message: why === 'apology' ? `the homework bot could not handle ${what} and apologised` : `the homework bot did not answer ${what} within ${ANSWER_WAIT_MS / 1000} s`,
      },
    ],
    accepted: false,
  });

  /**
   * Sends one update and waits for the bot's answer to it: 'refused' when the webhook refused it
   * for good, 'answered' when the expected answer came, else the apology the bot sends when
   * handling failed for good, or nothing within the wait.
   */
  const step = async (update: Record<string, unknown>, matches: (text: string) => boolean): Promise<'refused' | 'answered' | 'apology' | 'nothing'> => {
    const before = await lastMessageId(ctx.fakesUrl, person.id);
    const delivered = await deliverUpdate(ctx, kind, plan.key, 'homework', update);
    tries.push(...delivered.tries);
    if (!delivered.accepted) return 'refused';
    const answer = await awaitAnswer(ctx.fakesUrl, person.id, before, (text) => matches(text) || text === APOLOGY, ANSWER_WAIT_MS);
    return answer === null ? 'nothing' : answer.text === APOLOGY ? 'apology' : 'answered';
  };
  const refused = (): Offered => ({ kind, key: plan.key, at, tries, accepted: false });

  let waitedFrom = Date.now();
  const button = callbackData.assignment(plan.student.cohortStudentId, plan.assignment.id);
  const pick = await step(callbackUpdate(newUpdateId(), person, button, { id: 1, text: t.chooseAssignment(plan.courseName, '') }), picked(plan));
  if (pick === 'refused') return refused();
  if (pick !== 'answered') return gaveUp(waitedFrom, 'the pick', pick);

  waitedFrom = Date.now();
  const answer = await step(textUpdate(newUpdateId(), person, answerText(plan.token)), partAdded);
  if (answer === 'refused') return refused();
  if (answer !== 'answered') return gaveUp(waitedFrom, 'the answer', answer);

  const submit = await step(textUpdate(newUpdateId(), person, '/submit'), submitHandled(plan));
  // /submit accepted decides the offer; its answer only ends the student's turn.
  return { kind, key: plan.key, at, tries, accepted: submit !== 'refused' };
}
