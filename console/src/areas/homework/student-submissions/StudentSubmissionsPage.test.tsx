import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { toasts } from '../../../toast/toast-store';
import { ASSIGNMENT_ID, COURSE_ID, FEEDBACK_ASSIGNMENT_ID, homeworkServer, OLDER_SUBMISSION_ID, refusal, STUDENT_ID, submission, uuid } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/students/${STUDENT_ID}/submissions`;
const longAnswer = 'a'.repeat(HOMEWORK_LIMITS.previewChars + 50);
const reflection = { id: FEEDBACK_ASSIGNMENT_ID, title: 'Reflection', maxScore: null, gradingEnabled: false, course: { id: COURSE_ID, name: 'Python Basics' } };
const server = () =>
  homeworkServer({
    submissions: [
      submission({ id: OLDER_SUBMISSION_ID, version: 1, finalScore: 7, submittedAt: '2026-03-01T10:00:00.000Z', content: longAnswer }),
      submission(),
      submission({ id: uuid(44), version: 1, finalScore: null, status: 'graded', assignment: reflection, submittedAt: '2026-03-02T10:00:00.000Z', finalFeedback: 'Thoughtful.' }),
    ],
  });

describe('/homework/students/{id}/submissions', () => {
  it('shows the student, their cohort and the figures', async () => {
    renderScreen(route, server());
    expect(await screen.findByRole('heading', { level: 1, name: 'Ivan Petrov' })).toBeTruthy();
    expect(screen.getByText('ivan@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Spring 2026 · Python Basics' })).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'Submissions at a glance' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Total3', 'Graded2', 'Pending1', 'Average80%']);
  });

  it('groups the submissions by assignment, versions newest first, with score, percent and the answer cut at 300 characters', async () => {
    renderScreen(route, server());
    const groups = await screen.findAllByTestId('assignment-group');
    expect(groups.map((group) => within(group).getByRole('heading', { level: 3 }).textContent)).toEqual(['Loops', 'Reflection']);
    const loops = groups[0]!;
    expect(within(loops).getByRole('link', { name: 'Loops' }).getAttribute('href')).toBe(`/homework/assignments/${ASSIGNMENT_ID}`);
    expect(within(loops).getByText('2 versions')).toBeTruthy();
    const versions = within(loops).getAllByTestId('submission-version');
    expect(versions.map((version) => within(version).getByRole('heading', { level: 4 }).textContent)).toEqual(['Version 2', 'Version 1']);
    expect(within(versions[0]!).getByLabelText('Score: 9 out of 10 (90%)')).toBeTruthy();
    expect(within(versions[0]!).getByTestId('version-percent').textContent).toBe('90%');
    expect(within(versions[1]!).getByTestId('version-percent').textContent).toBe('70%');
    expect(within(versions[1]!).getByTestId('version-content').textContent).toBe(`${'a'.repeat(HOMEWORK_LIMITS.previewChars)}…`);
    expect(within(versions[0]!).getByText('Correct loop; mind the off-by-one next time.')).toBeTruthy();

    const feedbackOnly = groups[1]!;
    expect(within(feedbackOnly).getAllByText('Feedback Only').length).toBeGreaterThan(0);
    expect(within(feedbackOnly).queryByTestId('version-percent')).toBeNull();
    expect(within(feedbackOnly).getByText('Thoughtful.')).toBeTruthy();
  });

  it('says "Student not found" for a student that is not there, and the load failure otherwise', async () => {
    const { unmount } = renderScreen(`/homework/students/${uuid(9999)}/submissions`, homeworkServer());
    expect(await screen.findByText('Student not found')).toBeTruthy();
    unmount();
    renderScreen(route, homeworkServer({}, () => refusal(503, 'service_unavailable', 'down')));
    expect(await screen.findByText('Failed to load homework data. Please try again.')).toBeTruthy();
  });
});
