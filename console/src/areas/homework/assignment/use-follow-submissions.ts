import { useCallback, useEffect, useRef } from 'react';
import { useApi } from '../../../api/ApiContext';
import { isMissing } from '../shared/errors';
import { homeworkApi, type Submission } from '../shared/homework-api';

/** How often a submission sent to regrade is asked about (as a Regrade All's progress: every 2 s). */
export const SUBMISSION_POLL_MS = 2_000;
/** How long: a grading job normally takes seconds; one that waits longer is left to a reload. */
export const SUBMISSION_POLL_LIMIT_MS = 2 * 60_000;

interface Followed {
  looks: number;
  timer: ReturnType<typeof setTimeout> | undefined;
}

/**
 * Follows submissions the teacher sent to regrade here: GET /homework/submissions/:id every 2 s
 * until it is no longer 'pending' (graded, or held as 'Needs review'), then `onSettled` with it;
 * at most 2 minutes each. One look at a time per submission; a failed look is one missed poll,
 * and a submission gone meanwhile (404) is let go. Following one already followed gives it 2
 * minutes again. Everything stops when the page's assignment changes and on unmount.
 * Submissions already pending when the page opens are not followed: the page stays quiet.
 */
export function useFollowSubmissions(assignmentId: string | null, onSettled: (submission: Submission) => void): (submissionId: string) => void {
  const api = useApi();
  const settled = useRef(onSettled);
  useEffect(() => {
    settled.current = onSettled;
  });
  const followed = useRef(new Map<string, Followed>());

  useEffect(() => {
    const all = followed.current;
    return () => {
      for (const entry of all.values()) clearTimeout(entry.timer);
      all.clear();
    };
  }, [assignmentId]);

  return useCallback(
    (submissionId: string) => {
      const all = followed.current;
      const current = all.get(submissionId);
      if (current !== undefined) {
        current.looks = 0;
        return;
      }
      const entry: Followed = { looks: 0, timer: undefined };
      all.set(submissionId, entry);
      const stillFollowed = () => all.get(submissionId) === entry;
      const look = async () => {
        entry.looks += 1;
        try {
          const latest = await homeworkApi.submission(api, submissionId);
          if (!stillFollowed()) return;
          if (latest.status !== 'pending') {
            all.delete(submissionId);
            settled.current(latest);
            return;
          }
        } catch (error) {
          if (!stillFollowed()) return;
          if (isMissing(error)) {
            all.delete(submissionId);
            return;
          }
        }
        if (entry.looks * SUBMISSION_POLL_MS >= SUBMISSION_POLL_LIMIT_MS) {
          all.delete(submissionId);
          return;
        }
        entry.timer = setTimeout(() => void look(), SUBMISSION_POLL_MS);
      };
      entry.timer = setTimeout(() => void look(), SUBMISSION_POLL_MS);
    },
    [api],
  );
}
