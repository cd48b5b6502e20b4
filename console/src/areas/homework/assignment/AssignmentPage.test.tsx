import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { captureDownloads, captureLinkClicks } from '../testing/downloads';
import {
  ASSIGNMENT_ID,
  assignment,
  callsTo,
  COURSE_ID,
  feedbackAssignment,
  FEEDBACK_ASSIGNMENT_ID,
  homeworkServer,
  OLDER_SUBMISSION_ID,
  OTHER_STUDENT_ID,
  PENDING_SUBMISSION_ID,
  refusal,
  STUDENT_ID,
  submission,
  SUBMISSION_ID,
} from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/assignments/${ASSIGNMENT_ID}`;
const submissions = () => [
  submission({ id: OLDER_SUBMISSION_ID, version: 1, finalScore: 5, submittedAt: '2026-03-01T10:00:00.000Z', content: 'print(1)', finalFeedback: 'Only one number.' }),
  submission({
    files: [
      { id: 'f1', originalName: 'screenshot.png', fileType: 'image/png', fileSize: 2048, fileUrl: '/api/homework/files/f1', transcription: 'for i in range(1, 11):\n    print(i)' },
      { id: 'f2', originalName: 'loops.txt', fileType: 'text/plain', fileSize: 1536, fileUrl: '/api/homework/files/f2', transcription: null },
    ],
  }),
  submission({
    id: PENDING_SUBMISSION_ID,
    version: 1,
    finalScore: null,
    finalFeedback: null,
    checkedAt: null,
    status: 'needs_review',
    submittedAt: '2026-03-06T10:00:00.000Z',
    cohortStudent: { id: OTHER_STUDENT_ID, displayName: 'Oleg Sidorov', email: null },
  }),
  submission({ id: 'low', version: 1, finalScore: 5.5, submittedAt: '2026-02-20T10:00:00.000Z', cohortStudent: { id: OTHER_STUDENT_ID, displayName: 'Oleg Sidorov', email: null } }),
];
const open = async (server = homeworkServer({ submissions: submissions() })) => {
  const view = renderScreen(route, server);
  expect(await screen.findByRole('heading', { level: 1, name: 'Loops' })).toBeTruthy();
  return view;
};
const cards = () => screen.getAllByTestId('submission-card');

describe('/homework/assignments/{id}', () => {
  it('shows the badge, course, description, grading criteria and the figures', async () => {
    await open();
    expect(screen.getByText('10 points')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Course: Python Basics' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}`);
    expect(screen.getByText('Print the numbers from 1 to 10.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Grading criteria' })).toBeTruthy();
    expect(screen.getByTestId('check-prompt').textContent).toBe('Full marks for a loop that prints 1 to 10.');
    const figures = screen.getByRole('list', { name: 'Submissions at a glance' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Total4', 'Graded3', 'Pending1', 'Average Score6.5 / 10']);
  });

  it('lists the submissions newest first with their student, link, time, state and colour', async () => {
    await open();
    const names = cards().map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Oleg Sidorov', 'Ivan Petrov', 'Ivan Petrov', 'Oleg Sidorov']);
    const [review, latest, older, low] = cards();
    expect(within(review!).getByText('Needs review')).toBeTruthy();
    expect(within(review!).queryByText('Pending')).toBeNull();
    expect(within(latest!).getByRole('link', { name: 'View All Submissions of Ivan Petrov' }).getAttribute('href')).toBe(`/homework/students/${STUDENT_ID}/submissions`);
    expect(within(latest!).getByText(/^Submitted .* · Version 2$/)).toBeTruthy();
    // Spec 9: 80 % or more green, 60 % or more yellow, below red.
    expect(within(latest!).getByLabelText('Score: 9 out of 10 (90%)').getAttribute('data-tone')).toBe('success');
    expect(within(older!).getByLabelText('Score: 5 out of 10 (50%)').getAttribute('data-tone')).toBe('error');
    expect(within(low!).getByLabelText('Score: 5.5 out of 10 (55%)').getAttribute('data-tone')).toBe('error');
    expect(within(latest!).getByTestId('submission-content').textContent).toBe('for i in range(1, 11):\n    print(i)');
    const feedback = within(latest!).getByTestId('submission-feedback');
    expect(within(feedback).getByText(/^AI Feedback/)).toBeTruthy();
    expect(within(feedback).getByText(/^· Graded Mar 5, 2026/)).toBeTruthy();
    expect(within(feedback).getByText('Correct loop; mind the off-by-one next time.')).toBeTruthy();
  });

  it('colours a score of 60-79 % yellow', async () => {
    await open(homeworkServer({ submissions: [submission({ finalScore: 7 })] }));
    expect(screen.getByLabelText('Score: 7 out of 10 (70%)').getAttribute('data-tone')).toBe('warning');
  });

  it('shows each file’s name, type and size in KB, View for images and Download for the rest, and what the AI read from it', async () => {
    await open();
    const latest = cards()[1]!;
    const [picture, text] = within(latest).getAllByTestId('submission-file');
    expect(within(picture!).getByText('screenshot.png')).toBeTruthy();
    expect(within(picture!).getByText('image/png, 2.0 KB')).toBeTruthy();
    expect(within(picture!).getByRole('button', { name: 'View screenshot.png' }).textContent).toBe('View');
    const reading = within(picture!).getByTestId('file-transcription');
    expect(within(reading).getByText('What the AI read')).toBeTruthy();
    expect(within(reading).getByText(/print\(i\)/).textContent).toBe('for i in range(1, 11):\n    print(i)');
    expect(within(text!).getByText('text/plain, 1.5 KB')).toBeTruthy();
    expect(within(text!).getByRole('button', { name: 'Download loops.txt' }).textContent).toBe('Download');
    expect(within(text!).queryByTestId('file-transcription')).toBeNull();
  });

  it('View asks for the picture’s link, then shows it in a dialog named by the file, with its name as the alt text', async () => {
    const server = homeworkServer({ submissions: submissions() });
    await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'View screenshot.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'screenshot.png' });
    expect(callsTo(server, '/homework/files/f1')).toHaveLength(1);
    const picture = within(dialog).getByRole('img', { name: 'screenshot.png' });
    expect(picture.getAttribute('src')).toBe('/api/homework/files/f1/content?token=t-f1');
    const full = within(dialog).getByRole('link', { name: /^Open in a new tab/ });
    expect([full.getAttribute('href'), full.getAttribute('target')]).toEqual(['/api/homework/files/f1/content?token=t-f1', '_blank']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Download asks for the file’s link, then follows it as a download under the file’s name', async () => {
    const followed = captureLinkClicks();
    const server = homeworkServer({ submissions: [submission({ files: [{ id: 'f3', originalName: 'notes.pdf', fileType: 'application/pdf', fileSize: 4096, fileUrl: '/api/homework/files/f3' }] })] });
    await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'Download notes.pdf' }));
    await waitFor(() => expect(followed).toEqual([{ href: '/api/homework/files/f3/content?token=t-f3', download: 'notes.pdf' }]));
    expect(callsTo(server, '/homework/files/f3')).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('says so when a file’s link cannot be had', async () => {
    const followed = captureLinkClicks();
    await open(homeworkServer({ submissions: submissions() }, (call) => (call.path.startsWith('/homework/files/') ? refusal(404, 'not_found', 'File not found') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Download loops.txt' }));
    expect(await screen.findByText('Failed to open the file. Please try again.')).toBeTruthy();
    expect(screen.getByText('File not found')).toBeTruthy();
    expect(followed).toEqual([]);
  });

  it('says who graded each submission and how sure the AI was', async () => {
    await open(
      homeworkServer({
        submissions: [
          submission({ aiConfidence: 0.92 }),
          submission({ id: OLDER_SUBMISSION_ID, version: 1, gradedBy: 'teacher', aiConfidence: null, submittedAt: '2026-03-01T10:00:00.000Z' }),
          submission({ id: PENDING_SUBMISSION_ID, version: 1, status: 'pending', gradedBy: null, finalScore: null, finalFeedback: null, checkedAt: null, submittedAt: '2026-02-01T10:00:00.000Z', cohortStudent: { id: OTHER_STUDENT_ID, displayName: 'Oleg Sidorov', email: null } }),
        ],
      }),
    );
    const [ai, teacher, pending] = cards();
    expect(within(ai!).getByTestId('graded-by').textContent).toBe('Graded by AI · AI confidence: 92%');
    expect(within(teacher!).getByTestId('graded-by').textContent).toBe('Graded by the teacher');
    expect(within(pending!).queryByTestId('graded-by')).toBeNull();
  });

  it('says Feedback Only for an assignment without scores, and offers no Set score there', async () => {
    const server = homeworkServer({
      submissions: [submission({ finalScore: null, assignment: { id: FEEDBACK_ASSIGNMENT_ID, title: 'Reflection', maxScore: null, gradingEnabled: false, course: { id: COURSE_ID, name: 'Python Basics' } } })],
    });
    renderScreen(`/homework/assignments/${FEEDBACK_ASSIGNMENT_ID}`, server);
    expect(await screen.findByRole('heading', { level: 1, name: 'Reflection' })).toBeTruthy();
    expect(screen.getAllByText('Feedback Only').length).toBe(2);
    expect(screen.queryByRole('button', { name: /^Set score/ })).toBeNull();
  });

  it('deletes a submission after a confirmation and reads the figures again', async () => {
    const server = homeworkServer({ submissions: submissions() });
    await open(server);
    fireEvent.click(within(cards()[2]!).getByRole('button', { name: 'Delete submission of Ivan Petrov' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Submission' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(cards()).toHaveLength(3);
    expect(callsTo(server, `/homework/submissions/${OLDER_SUBMISSION_ID}`, 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Submissions at a glance' })).getAllByRole('listitem')[0]!.textContent).toBe('Total3'));
  });

  it('says "Failed to delete submission. Please try again." when that fails', async () => {
    await open(homeworkServer({ submissions: submissions() }, (call) => (call.method === 'DELETE' ? refusal(503, 'service_unavailable', 'down') : undefined)));
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Delete submission of Oleg Sidorov' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Submission' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete submission. Please try again.')).toBeTruthy();
  });

  it('sets a score with a required reason, from 0 to the maximum', async () => {
    const server = homeworkServer({ submissions: submissions() });
    await open(server);
    fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Set score for Oleg Sidorov' }));
    const dialog = screen.getByRole('dialog', { name: 'Set score: Oleg Sidorov' });
    const score = within(dialog).getByRole('spinbutton', { name: /^Score/ });
    fireEvent.change(score, { target: { value: '11' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    expect(within(dialog).getByText('Enter a score from 0 to 10, with two decimals at most.')).toBeTruthy();
    expect(within(dialog).getByText('Enter the reason.')).toBeTruthy();
    expect(callsTo(server, `/homework/submissions/${PENDING_SUBMISSION_ID}/score`, 'PUT')).toHaveLength(0);

    fireEvent.change(score, { target: { value: '8.5' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Feedback/ }), { target: { value: 'Good work.' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'The AI was unsure.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Score' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(server, `/homework/submissions/${PENDING_SUBMISSION_ID}/score`, 'PUT').map((call) => call.body)).toEqual([{ score: 8.5, feedback: 'Good work.', reason: 'The AI was unsure.' }]);
    const scored = cards()[0]!;
    expect(within(scored).getByLabelText('Score: 8.5 out of 10 (85%)')).toBeTruthy();
    expect(within(scored).getByText(/^Teacher’s feedback/)).toBeTruthy();
    expect(screen.getByText('Score saved')).toBeTruthy();
  });

  it('exports the submissions as CSV', async () => {
    const saved = captureDownloads();
    const server = homeworkServer({ submissions: submissions() });
    await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toMatch(/^Loops_submissions_\d{4}-\d{2}-\d{2}\.csv$/);
    expect(callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}/submissions/export`)).toHaveLength(1);
    expect(screen.getByText('CSV exported')).toBeTruthy();
  });

  it('says the server’s message when an export fails', async () => {
    captureDownloads();
    await open(homeworkServer({ submissions: submissions() }, (call) => (call.path.endsWith('/export') ? refusal(404, 'not_found', 'Assignment not found') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export CSV. Please try again.')).toBeTruthy();
    expect(screen.getByText('Assignment not found')).toBeTruthy();
  });

  it('says "Assignment not found" for an assignment that is not there', async () => {
    renderScreen(`/homework/assignments/${SUBMISSION_ID}`, homeworkServer({ assignments: [assignment(), feedbackAssignment()] }));
    expect(await screen.findByText('Assignment not found')).toBeTruthy();
  });
});
