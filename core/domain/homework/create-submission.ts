import { HomeworkSubmission, HomeworkSubmissionFile } from '../../../db/index.ts';
import { homeworkGrade } from '../../queues/jobs/homework-grade.ts';
import type { JobProducer } from '../../queues/producer.ts';
import { isUniqueViolation } from '../../unique-violation.ts';

/** A file already in storage (file-storage.ts), checked for type and size before it was stored. */
export interface StoredFile {
  originalName: string;
  fileType: string;
  fileSize: number;
  storageKey: string;
}

export interface NewSubmission {
  cohortStudentId: string;
  assignmentId: string;
  content: string;
  files: readonly StoredFile[];
  channel: 'telegram' | 'web';
  /**
   * What made it, unique: `telegram:<bot user>:<update id>` for the bot's Submit, `web:<request id>`
   * for the console. The same origin twice is the same submission (a redelivered update).
   */
  originKey: string;
}

/**
 * A new version of the student's answer to the assignment, with its files, and its grading job.
 * Versions count up per student and assignment; two submissions racing for the same version
 * number try again. The job is queued after the commit (a stable id: queued again when the same
 * origin comes back, in case the process died between the two).
 */
export async function createSubmission(jobs: JobProducer, input: NewSubmission): Promise<{ submission: HomeworkSubmission; created: boolean }> {
  for (let attempt = 0; ; attempt += 1) {
    const existing = await HomeworkSubmission.query().findOne({ origin_key: input.originKey });
    if (existing) {
      await jobs.enqueue(homeworkGrade, { submissionId: existing.id, key: 'submitted' });
      return { submission: existing, created: false };
    }
    try {
      const submission = await HomeworkSubmission.transaction(async (trx) => {
        const last = await HomeworkSubmission.query(trx)
          .where({ assignment_id: input.assignmentId, cohort_student_id: input.cohortStudentId })
          .max('version as version')
          .first()
          .castTo<{ version: number | null } | undefined>();
        const row = await HomeworkSubmission.query(trx).insertAndFetch({
          assignmentId: input.assignmentId,
          cohortStudentId: input.cohortStudentId,
          version: (last?.version ?? 0) + 1,
          content: input.content,
          status: 'pending',
          channel: input.channel,
          originKey: input.originKey,
        });
        if (input.files.length) await HomeworkSubmissionFile.query(trx).insert(input.files.map((f) => ({ ...f, submissionId: row.id })));
        return row;
      });
      await jobs.enqueue(homeworkGrade, { submissionId: submission.id, key: 'submitted' });
      return { submission, created: true };
    } catch (err) {
      // The same origin committed meanwhile (the loop finds it), or another version took the number.
      const raced = isUniqueViolation(err, 'homework_submissions_origin_key_unique') || isUniqueViolation(err, 'homework_submissions_assignment_id_cohort_student_id_version_unique');
      if (!raced || attempt >= 4) throw err;
    }
  }
}
