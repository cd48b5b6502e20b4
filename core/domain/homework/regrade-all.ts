import type { RegradeStats } from '../../../contracts/homework.ts';
import { HomeworkAssignment, HomeworkCohortStudent, HomeworkGrade, HomeworkRegradeRun, HomeworkSubmission, type User } from '../../../db/index.ts';
import { AppError } from '../../errors.ts';
import { isUniqueViolation } from '../../unique-violation.ts';
import { recordAuditEvent } from '../audit/record-audit-event.ts';
import { teacherAssignment } from './access.ts';
import type { GradingDeps } from './deps.ts';
import { assignmentUrl, teacherChat, tellGrade } from './grade-notices.ts';

/** The grade key of one run's grades: unique per submission, so a submission is regraded once per run. */
export const runGradeKey = (runId: string) => `run-${runId}`;

/** Spec 8. */
export const NO_SUBMISSIONS = 'No submissions to regrade.';
export const ALREADY_RUNNING = 'A regrade of this assignment is already running.';

/** The latest version of each student's answer to the assignment, the work in force. */
export async function latestVersionIds(assignmentId: string): Promise<string[]> {
  const rows = await HomeworkSubmission.query()
    .distinctOn('cohort_student_id')
    .select('id')
    .where('assignment_id', assignmentId)
    .orderBy([{ column: 'cohort_student_id' }, { column: 'version', order: 'desc' }])
    .castTo<{ id: string }[]>();
  return rows.map((r) => r.id);
}

/**
 * Regrade All (spec 7 POST /assignments/:id/regrade {reason}): a run recorded, then its workflow
 * started by `start` (workflows/homework-regrade/client.ts). One runs at a time per assignment;
 * none starts without submissions. A start that fails leaves the run failed, not running.
 */
/** Whether a run's workflow is still open (workflows/homework-regrade/client.ts). */
export type RunAlive = (runId: string) => Promise<boolean>;

/** A run started this long ago whose workflow is closed was ended without finishing (its start is not still under way). */
const START_GRACE_MS = 30_000;

/** A 'running' run whose workflow is gone (terminated, failed for good) is marked failed; true when it was. */
async function settleIfGone(run: HomeworkRegradeRun, alive: RunAlive, now: Date): Promise<boolean> {
  if (run.status !== 'running' || now.getTime() - run.startedAt.getTime() < START_GRACE_MS || (await alive(run.id))) return false;
  await failRegradeRun(run.id, now);
  return true;
}

export async function startRegradeAll(teacher: User, assignmentId: string, reason: string | null, temporal: { start: (runId: string) => Promise<void>; alive: RunAlive }): Promise<RegradeStats> {
  await teacherAssignment(teacher.id, assignmentId);
  const total = (await latestVersionIds(assignmentId)).length;
  if (total === 0) throw new AppError('conflict', NO_SUBMISSIONS);
  const running = await HomeworkRegradeRun.query().findOne({ assignment_id: assignmentId, status: 'running' });
  if (running && !(await settleIfGone(running, temporal.alive, new Date()))) throw new AppError('conflict', ALREADY_RUNNING);
  let run: HomeworkRegradeRun;
  try {
    run = await HomeworkRegradeRun.transaction(async (trx) => {
      const row = await HomeworkRegradeRun.query(trx).insertAndFetch({ assignmentId, requestedBy: teacher.id, reason, status: 'running', total });
      await recordAuditEvent(
        { eventKey: `homework.assignment.regrade:${row.id}`, action: 'homework.assignment.regrade', actorId: teacher.id, userId: teacher.id, reason, details: { assignmentId, runId: row.id, total }, occurredAt: row.startedAt },
        trx,
      );
      return row;
    });
  } catch (err) {
    if (isUniqueViolation(err, 'homework_regrade_runs_one_running')) throw new AppError('conflict', ALREADY_RUNNING);
    throw err;
  }
  try {
    await temporal.start(run.id);
  } catch (err) {
    await HomeworkRegradeRun.query().patch({ status: 'failed', finishedAt: new Date() }).findById(run.id);
    throw err;
  }
  return statsOf(run);
}

async function statsOf(run: HomeworkRegradeRun): Promise<RegradeStats> {
  const counts = await HomeworkGrade.query()
    .where('grade_key', runGradeKey(run.id))
    .select(HomeworkGrade.raw('count(*)::int as done'), HomeworkGrade.raw("count(*) filter (where outcome <> 'released')::int as held"), HomeworkGrade.raw("count(*) filter (where outcome = 'invalid')::int as failed"))
    .first()
    .castTo<{ done: number; held: number; failed: number }>();
  return {
    status: run.status,
    runId: run.id,
    total: run.total,
    done: counts.done,
    failed: counts.failed,
    heldForReview: counts.held,
    reason: run.reason,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt ? run.finishedAt.toISOString() : null,
  };
}

/** GET /assignments/:id/regrade-stats: the latest run, or 'none'. */
export async function regradeStats(teacherId: string, assignmentId: string, alive: RunAlive): Promise<RegradeStats> {
  await teacherAssignment(teacherId, assignmentId);
  let run = await HomeworkRegradeRun.query().where('assignment_id', assignmentId).orderBy('started_at', 'desc').first();
  if (run && (await settleIfGone(run, alive, new Date()))) run = await HomeworkRegradeRun.query().findById(run.id);
  if (!run) return { status: 'none', runId: null, total: 0, done: 0, failed: 0, heldForReview: 0, reason: null, startedAt: null, finishedAt: null };
  return statsOf(run);
}

/**
 * The run's work: the latest versions when the workflow begins (a version submitted later is
 * graded by its own job). The count on the run follows what is really regraded.
 */
export async function regradeTargets(runId: string): Promise<string[]> {
  const run = await HomeworkRegradeRun.query().findById(runId).throwIfNotFound();
  const ids = await latestVersionIds(run.assignmentId);
  await HomeworkRegradeRun.query().patch({ total: ids.length }).findById(runId);
  return ids;
}

/** Messages queued at once when a run tells its students. */
const TELL_AT_ONCE = 20;

/**
 * The run is over: each student whose new grade is still in force told it (keyed by run and
 * submission: finishing twice tells nobody twice), read in three queries and queued 20 at a
 * time; then the run recorded as completed (so 'completed' means everyone was told), and the
 * teacher told by the bot how it went and how many wait for review.
 */
export async function finishRegradeRun(deps: GradingDeps, runId: string): Promise<RegradeStats> {
  const run = await HomeworkRegradeRun.query().findById(runId).throwIfNotFound();
  const assignment = await HomeworkAssignment.query().findById(run.assignmentId);
  if (assignment) {
    // A teacher who graded one again after the run has the last word; the student heard that one.
    const submissions = await HomeworkSubmission.query()
      .whereIn('id', HomeworkGrade.query().select('submission_id').where({ grade_key: runGradeKey(runId), outcome: 'released' }))
      .where({ status: 'graded', graded_by: 'ai' });
    const students = new Map((await HomeworkCohortStudent.query().whereIn('id', [...new Set(submissions.map((s) => s.cohortStudentId))])).map((s) => [s.id, s]));
    for (let i = 0; i < submissions.length; i += TELL_AT_ONCE) {
      await Promise.all(
        submissions.slice(i, i + TELL_AT_ONCE).flatMap((submission) => {
          const student = students.get(submission.cohortStudentId);
          return student ? [tellGrade(deps.outbox, { submission, student, assignment }, `hw-run-${runId}-${submission.id}`)] : [];
        }),
      );
    }
  }
  if (run.status === 'running') await HomeworkRegradeRun.query().patch({ status: 'completed', finishedAt: deps.now() }).findById(runId);
  const stats = await statsOf(await HomeworkRegradeRun.query().findById(runId).throwIfNotFound());
  const teacher = run.requestedBy ? await teacherChat(run.requestedBy) : null;
  if (teacher) {
    await deps.outbox.send('homework', teacher.chatId, `hw-run-${runId}-teacher`, {
      text: teacher.texts.regradeFinished(assignment?.title ?? '', stats.done, stats.heldForReview, assignmentUrl(deps.publicUrl, run.assignmentId)),
    });
  }
  return stats;
}

/** The run's workflow ended without finishing (it failed, or an operator ended it): the run is failed, not running. */
export async function failRegradeRun(runId: string, now: Date): Promise<void> {
  await HomeworkRegradeRun.query().patch({ status: 'failed', finishedAt: now }).where({ id: runId, status: 'running' });
}
