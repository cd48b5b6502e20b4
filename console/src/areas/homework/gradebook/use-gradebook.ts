import { useEffect, useState } from 'react';
import { homeworkApi, type Gradebook } from '../shared/homework-api';
import { useLoad, type LoadState } from '../shared/use-load';

export interface CohortOption {
  id: string;
  name: string;
}

export interface GradebookState extends LoadState<Gradebook> {
  /** Every cohort of the course: a filtered gradebook holds only the chosen one, so they are kept from the last unfiltered read. */
  cohorts: readonly CohortOption[];
}

/** The course's gradebook, of one cohort when `cohortId` is set (the server filters: spec 7 ?cohortId=). */
export function useGradebook(courseId: string | null, cohortId: string): GradebookState {
  const state = useLoad(courseId === null ? null : `${courseId}:${cohortId}`, (api) => homeworkApi.gradebook(api, courseId ?? '', cohortId === '' ? undefined : cohortId), {
    keepShown: true,
  });
  const [cohorts, setCohorts] = useState<readonly CohortOption[]>([]);
  const { load } = state;

  useEffect(() => {
    if (load.kind === 'ready' && cohortId === '') setCohorts(load.value.cohorts.map(({ id, name }) => ({ id, name })));
  }, [load, cohortId]);

  return { ...state, cohorts };
}
