import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { ASSIGNMENT_ID, assignment, COURSE_ID, feedbackAssignment, homeworkServer, OLDER_SUBMISSION_ID, submission } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/courses/${COURSE_ID}/assignments`;

describe('/homework/courses/{courseId}/assignments', () => {
  it('shows a student the assignments in order, each with their own versions', async () => {
    renderScreen(
      route,
      homeworkServer({
        assignments: [
          feedbackAssignment({ submissions: [] }),
          assignment({
            submissions: [
              submission({ id: OLDER_SUBMISSION_ID, version: 1, finalScore: null, status: 'pending', finalFeedback: null }),
              submission(),
            ],
          }),
        ],
      }),
    );
    const items = await screen.findAllByTestId('course-assignment');
    expect(screen.getByText('Python Basics')).toBeTruthy();
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual(['Loops', 'Reflection']);
    const versions = within(items[0]!).getAllByTestId('own-version');
    expect(versions.map((version) => within(version).getByTestId('own-version-outcome').textContent)).toEqual(['9/10', 'Pending']);
    expect(within(versions[0]!).getByText('Correct loop; mind the off-by-one next time.')).toBeTruthy();
    expect(within(items[1]!).getByText('Feedback Only')).toBeTruthy();
    expect(within(items[1]!).getByText(/^Not submitted yet/)).toBeTruthy();
  });

  it('shows a teacher the submission counts and a link to each assignment', async () => {
    renderScreen(route, homeworkServer({ assignments: [assignment({ _count: { submissions: 4 } })] }));
    const [item] = await screen.findAllByTestId('course-assignment');
    expect(within(item!).getByText('4 submissions')).toBeTruthy();
    expect(within(item!).getByRole('link', { name: 'Open Loops' }).getAttribute('href')).toBe(`/homework/assignments/${ASSIGNMENT_ID}`);
  });
});
