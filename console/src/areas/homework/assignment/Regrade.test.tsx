import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { ASSIGNMENT_ID, callsTo, homeworkServer, noRegrade, OLDER_SUBMISSION_ID, PENDING_SUBMISSION_ID, refusal, regradeRun, submission, SUBMISSION_ID, type Server } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';
import { SUBMISSION_POLL_LIMIT_MS, SUBMISSION_POLL_MS } from './use-follow-submissions';
import { REGRADE_POLL_MS } from './use-regrade-run';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const route = `/homework/assignments/${ASSIGNMENT_ID}`;
const STARTED = 'Assignment re-grading started. Students will be notified when complete. This may take a few minutes.';
const submissions = () => [submission(), submission({ id: OLDER_SUBMISSION_ID, version: 1, finalScore: 5, submittedAt: '2026-03-01T10:00:00.000Z' })];
const statsCalls = (server: Server) => callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}/regrade-stats`);
const submissionReads = (server: Server) => callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}/submissions`);

const open = async (server: Server = homeworkServer({ submissions: submissions() })) => {
  renderScreen(route, server);
  expect(await screen.findByRole('heading', { level: 1, name: 'Loops' })).toBeTruthy();
  return server;
};
const regradeAll = () => screen.getByRole('button', { name: 'Regrade All Submissions' });
const progressBar = () => within(screen.getByTestId('regrade-progress')).getByRole('progressbar', { name: 'Re-grading progress' });
const tick = (ms = REGRADE_POLL_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('/homework/assignments/{id}: Regrade', () => {
  it('sends one submission to the AI again; the card shows Pending after', async () => {
    const server = await open();
    const card = screen.getAllByTestId('submission-card')[0]!;
    expect(within(card).queryByText('Pending')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Regrade submission of Ivan Petrov' }));
    expect(await within(card).findByText('Pending')).toBeTruthy();
    expect(callsTo(server, `/homework/submissions/${SUBMISSION_ID}/regrade`, 'POST')).toHaveLength(1);
    expect(screen.getByText('Submission sent for re-grading')).toBeTruthy();
    // The figures are read again with it.
    await waitFor(() => expect(callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}`)).toHaveLength(2));
  });

  const submissionLooks = (server: Server, id = SUBMISSION_ID) => callsTo(server, `/homework/submissions/${id}`);
  const regradeIvan = () => {
    const card = screen.getAllByTestId('submission-card')[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Regrade submission of Ivan Petrov' }));
    return card;
  };
  /** The grading job ends on the server: a new grade, or one held for review. */
  const gradedAgain = (server: Server, fields: Partial<ReturnType<typeof submission>>) => {
    server.state.submissions = server.state.submissions.map((candidate) => (candidate.id === SUBMISSION_ID ? { ...candidate, ...fields } : candidate));
  };

  it('asks about the regraded submission every 2 s until its new grade is in, then shows it with the figures, and stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await open();
    const card = regradeIvan();
    expect(await within(card).findByText('Pending')).toBeTruthy();
    await waitFor(() => expect(callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}`)).toHaveLength(2));
    expect(submissionLooks(server)).toHaveLength(0);

    await tick(SUBMISSION_POLL_MS);
    await waitFor(() => expect(submissionLooks(server)).toHaveLength(1));
    expect(within(card).getByText('Pending')).toBeTruthy();

    gradedAgain(server, { status: 'graded', finalScore: 6, finalFeedback: 'The loop now stops at 10.', gradedBy: 'ai', aiConfidence: 0.9 });
    await tick(SUBMISSION_POLL_MS);
    await waitFor(() => expect(within(card).queryByText('Pending')).toBeNull());
    expect(within(card).getByLabelText('Score: 6 out of 10 (60%)')).toBeTruthy();
    expect(within(card).getByText('The loop now stops at 10.')).toBeTruthy();
    // The figures are read again with it: the average is (6 + 5) / 2.
    await waitFor(() => expect(callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}`)).toHaveLength(3));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Submissions at a glance' })).getByText('5.5 / 10')).toBeTruthy());

    const looks = submissionLooks(server).length;
    await tick(SUBMISSION_POLL_MS * 5);
    expect(submissionLooks(server)).toHaveLength(looks);
  });

  it('ends as well when the new grade is held for review', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await open();
    const card = regradeIvan();
    await within(card).findByText('Pending');
    gradedAgain(server, { status: 'needs_review', finalScore: 4, aiConfidence: 0.4, reviewReason: 'The AI is only 40% sure of its grade.' });
    await tick(SUBMISSION_POLL_MS);
    await waitFor(() => expect(within(card).getByText('Needs review')).toBeTruthy());
    expect(within(card).queryByText('Pending')).toBeNull();
  });

  it('gives up after 2 minutes, and keeps asking through a failed look until then', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = true;
    const server = await open(homeworkServer({ submissions: submissions() }, (call) => (failing && call.path === `/homework/submissions/${SUBMISSION_ID}` ? refusal(503, 'service_unavailable', 'down') : undefined)));
    const card = regradeIvan();
    await within(card).findByText('Pending');
    await tick(SUBMISSION_POLL_MS);
    await waitFor(() => expect(submissionLooks(server)).toHaveLength(1));
    failing = false;
    const limit = SUBMISSION_POLL_LIMIT_MS / SUBMISSION_POLL_MS;
    for (let look = 1; look < limit; look += 1) await tick(SUBMISSION_POLL_MS);
    await waitFor(() => expect(submissionLooks(server)).toHaveLength(limit));
    await tick(SUBMISSION_POLL_MS * 5);
    expect(submissionLooks(server)).toHaveLength(limit);
    expect(within(card).getByText('Pending')).toBeTruthy();
  });

  it('leaves alone a submission already pending when the page opens, and stops asking once the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = homeworkServer({ submissions: [...submissions(), submission({ id: PENDING_SUBMISSION_ID, status: 'pending', finalScore: null, submittedAt: '2026-03-06T10:00:00.000Z' })] });
    const view = renderScreen(route, server);
    await screen.findByRole('heading', { level: 1, name: 'Loops' });
    await tick(SUBMISSION_POLL_MS * 3);
    expect(submissionLooks(server, PENDING_SUBMISSION_ID)).toHaveLength(0);

    // Newest first: the pending one, then Ivan's version 2.
    const card = screen.getAllByTestId('submission-card')[1]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Regrade submission of Ivan Petrov' }));
    await within(card).findByText('Pending');
    view.unmount();
    await tick(SUBMISSION_POLL_MS * 3);
    expect(submissionLooks(server)).toHaveLength(0);
  });

  it('says "Failed to regrade submission. Please try again." when that fails', async () => {
    await open(homeworkServer({ submissions: submissions() }, (call) => (call.path.endsWith(`${SUBMISSION_ID}/regrade`) ? refusal(503, 'service_unavailable', 'down') : undefined)));
    const card = screen.getAllByTestId('submission-card')[0]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Regrade submission of Ivan Petrov' }));
    expect(await screen.findByText('Failed to regrade submission. Please try again.')).toBeTruthy();
    expect(within(card).queryByText('Pending')).toBeNull();
  });
});

describe('/homework/assignments/{id}: Regrade All Submissions', () => {
  it('is offered only when there are submissions', async () => {
    await open(homeworkServer({ submissions: [] }));
    expect(screen.getByText('No submissions yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Regrade All Submissions' })).toBeNull();
  });

  it('asks first, with an optional reason, then says spec 8’s notice and shows the run’s progress', async () => {
    const server = await open();
    fireEvent.click(regradeAll());
    const dialog = screen.getByRole('dialog', { name: 'Regrade All Submissions' });
    expect(within(dialog).getByText(/grades every submission of “Loops” again/)).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'The rubric changed.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regrade All' }));
    expect(await screen.findByText(STARTED)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}/regrade`, 'POST').map((call) => call.body)).toEqual([{ reason: 'The rubric changed.' }]);
    expect(progressBar().getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByTestId('regrade-done').textContent).toBe('0 of 2 regraded');
    expect((regradeAll() as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends no reason when none is given, and can be cancelled', async () => {
    const server = await open();
    fireEvent.click(regradeAll());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Regrade All Submissions' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}/regrade`, 'POST')).toHaveLength(0);
    fireEvent.click(regradeAll());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Regrade All Submissions' })).getByRole('button', { name: 'Regrade All' }));
    expect(await screen.findByText(STARTED)).toBeTruthy();
    expect(callsTo(server, `/homework/assignments/${ASSIGNMENT_ID}/regrade`, 'POST').map((call) => call.body)).toEqual([{}]);
  });

  it('says exactly "No submissions to regrade." when the server has none', async () => {
    // The page still lists one; another tab deleted them meanwhile.
    await open(homeworkServer({ submissions: submissions() }, (call) => (call.path.endsWith(`${ASSIGNMENT_ID}/regrade`) ? refusal(409, 'conflict', 'No submissions to regrade.') : undefined)));
    fireEvent.click(regradeAll());
    const dialog = screen.getByRole('dialog', { name: 'Regrade All Submissions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regrade All' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('No submissions to regrade.');
    expect(screen.queryByText(STARTED)).toBeNull();
    expect(screen.queryByTestId('regrade-progress')).toBeNull();
  });

  it('says "Failed to start assignment re-grading. Please try again." with the reason for any other failure', async () => {
    await open(homeworkServer({ submissions: submissions() }, (call) => (call.path.endsWith(`${ASSIGNMENT_ID}/regrade`) ? refusal(409, 'conflict', 'This assignment is already being regraded.') : undefined)));
    fireEvent.click(regradeAll());
    const dialog = screen.getByRole('dialog', { name: 'Regrade All Submissions' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Regrade All' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to start assignment re-grading. Please try again. This assignment is already being regraded.');
  });

  it('follows the run every 2 s until it ends, then reads the submissions again and says how it ended', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await open();
    fireEvent.click(regradeAll());
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Regrade All Submissions' })).getByRole('button', { name: 'Regrade All' }));
    await screen.findByText(STARTED);
    const reads = submissionReads(server).length;

    server.state.regrade = { ...server.state.regrade, done: 1, heldForReview: 1 };
    await tick();
    await waitFor(() => expect(screen.getByTestId('regrade-done').textContent).toBe('1 of 2 regraded'));
    expect(progressBar().getAttribute('aria-valuenow')).toBe('50');
    expect(screen.getByTestId('regrade-held').textContent).toBe('Held for review: 1');
    expect(screen.getByTestId('regrade-failed').textContent).toBe('Failed: 0');
    expect(submissionReads(server)).toHaveLength(reads);

    server.state.regrade = { ...server.state.regrade, status: 'completed', done: 2, failed: 1, finishedAt: '2026-03-10T12:03:00.000Z' };
    server.state.submissions = server.state.submissions.map((candidate) => ({ ...candidate, finalScore: 3 }));
    await tick();
    await waitFor(() => expect(screen.getByText('Re-grading complete: 2 of 2 submissions regraded. The list below is up to date.')).toBeTruthy());
    expect(screen.queryByRole('progressbar', { name: 'Re-grading progress' })).toBeNull();
    expect(screen.getByTestId('regrade-failed').textContent).toBe('Failed: 1');
    await waitFor(() => expect(screen.getAllByLabelText('Score: 3 out of 10 (30%)')).toHaveLength(2));
    expect(submissionReads(server).length).toBeGreaterThan(reads);
    expect((regradeAll() as HTMLButtonElement).disabled).toBe(false);

    // Over: no more asking.
    const asked = statsCalls(server).length;
    await tick(REGRADE_POLL_MS * 5);
    expect(statsCalls(server)).toHaveLength(asked);

    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('regrade-progress')).toBeNull();
  });

  it('shows and follows a run already going on when the page opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = await open(homeworkServer({ submissions: submissions(), regrade: regradeRun({ total: 4, done: 1 }) }));
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('25'));
    expect(screen.getByTestId('regrade-done').textContent).toBe('1 of 4 regraded');
    expect((regradeAll() as HTMLButtonElement).disabled).toBe(true);

    server.state.regrade = regradeRun({ total: 4, done: 3 });
    await tick();
    await waitFor(() => expect(progressBar().getAttribute('aria-valuenow')).toBe('75'));

    server.state.regrade = regradeRun({ status: 'failed', total: 4, done: 3, failed: 1 });
    await tick();
    expect(await screen.findByText('Re-grading stopped before the end: 3 of 4 submissions regraded.')).toBeTruthy();
  });

  it('says nothing of a run that ended before the page opened', async () => {
    const server = await open(homeworkServer({ submissions: submissions(), regrade: noRegrade({ status: 'completed', total: 2, done: 2 }) }));
    await waitFor(() => expect(statsCalls(server)).toHaveLength(1));
    expect(screen.queryByTestId('regrade-progress')).toBeNull();
    expect((regradeAll() as HTMLButtonElement).disabled).toBe(false);
  });
});
