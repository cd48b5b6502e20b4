import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { HOMEWORK_LIMITS } from '../../../../../contracts/homework.ts';
import { toasts } from '../../../toast/toast-store';
import { captureLinkClicks } from '../testing/downloads';
import { ASSIGNMENT_ID, callsTo, COURSE_ID, FEEDBACK_ASSIGNMENT_ID, homeworkServer, OLDER_SUBMISSION_ID, refusal, STUDENT_ID, submission, uuid } from '../testing/fake-server';
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

  it('shows each version’s files with View and Download through a short-lived link, and what the AI read from them', async () => {
    const followed = captureLinkClicks();
    const server = homeworkServer({
      submissions: [
        submission({
          files: [
            { id: 'p1', originalName: 'page-1.jpg', fileType: 'image/jpeg', fileSize: 51_200, fileUrl: '/api/homework/files/p1', transcription: 'x = 1\nfor i in range(10): print(i)' },
            { id: 'd1', originalName: 'essay.pdf', fileType: 'application/pdf', fileSize: 10_240, fileUrl: '/api/homework/files/d1', transcription: 'Loops repeat a block of code.' },
          ],
        }),
      ],
    });
    renderScreen(route, server);
    const version = await screen.findByTestId('submission-version');
    const [picture, pdf] = within(version).getAllByTestId('submission-file');
    expect(within(picture!).getByText('image/jpeg, 50.0 KB')).toBeTruthy();
    expect(within(within(picture!).getByTestId('file-transcription')).getByText(/range\(10\)/).textContent).toBe('x = 1\nfor i in range(10): print(i)');
    expect(within(within(pdf!).getByTestId('file-transcription')).getByText('Loops repeat a block of code.')).toBeTruthy();

    fireEvent.click(within(picture!).getByRole('button', { name: 'View page-1.jpg' }));
    const dialog = await screen.findByRole('dialog', { name: 'page-1.jpg' });
    expect(within(dialog).getByRole('img', { name: 'page-1.jpg' }).getAttribute('src')).toBe('/api/homework/files/p1/content?token=t-p1');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(pdf!).getByRole('button', { name: 'Download essay.pdf' }));
    await waitFor(() => expect(followed).toEqual([{ href: '/api/homework/files/d1/content?token=t-d1', download: 'essay.pdf' }]));
    expect([callsTo(server, '/homework/files/p1'), callsTo(server, '/homework/files/d1')].map((calls) => calls.length)).toEqual([1, 1]);
  });

  it('says "Student not found" for a student that is not there, and the load failure otherwise', async () => {
    const { unmount } = renderScreen(`/homework/students/${uuid(9999)}/submissions`, homeworkServer());
    expect(await screen.findByText('Student not found')).toBeTruthy();
    unmount();
    renderScreen(route, homeworkServer({}, () => refusal(503, 'service_unavailable', 'down')));
    expect(await screen.findByText('Failed to load homework data. Please try again.')).toBeTruthy();
  });
});
