import type { Gradebook, GradebookStudent } from '../shared/homework-api';

export interface StudentRow {
  student: GradebookStudent;
  cohortName: string;
}

/** The gradebook's students, each with their cohort, those matching the search (name or email, any case) only. */
export function studentRows(gradebook: Gradebook, search: string): StudentRow[] {
  const query = search.trim().toLocaleLowerCase();
  const rows = gradebook.cohorts.flatMap((cohort) => cohort.students.map((student) => ({ student, cohortName: cohort.name })));
  if (query === '') return rows;
  return rows.filter(({ student }) => student.displayName.toLocaleLowerCase().includes(query) || (student.email ?? '').toLocaleLowerCase().includes(query));
}
