import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import {
  ASSIGNMENT_ID,
  assignment,
  callsTo,
  COURSE_ID,
  feedbackAssignment,
  homeworkServer,
  OLDER_SUBMISSION_ID,
  PENDING_SUBMISSION_ID,
  refusal,
  submission,
  type Server,
} from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';
import { PENDING_POLL_LIMIT_MS, PENDING_POLL_MS } from './use-pending-refresh';

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

describe('/homework/courses/{courseId}/assignments: a Pending version of the student’s', () => {
  const reads = (server: Server) => callsTo(server, `/homework/assignments/course/${COURSE_ID}`);
  const tick = (ms = PENDING_POLL_MS) => act(() => vi.advanceTimersByTimeAsync(ms));
  const waiting = () => screen.getByRole('status');
  const withPending = () =>
    homeworkServer({
      assignments: [
        assignment({ submissions: [submission({ id: PENDING_SUBMISSION_ID, version: 3, finalScore: null, finalFeedback: null, status: 'pending', gradedBy: null }), submission()] }),
        feedbackAssignment({ submissions: [] }),
      ],
    });
  const grade = (server: Server) => {
    server.state.assignments = server.state.assignments.map((candidate) => ({
      ...candidate,
      submissions: candidate.submissions?.map((own) => (own.id === PENDING_SUBMISSION_ID ? { ...own, status: 'graded' as const, finalScore: 7, finalFeedback: 'Good.', gradedBy: 'ai' as const } : own)),
    }));
  };
  const outcomes = () => within(screen.getAllByTestId('course-assignment')[0]!).getAllByTestId('own-version-outcome').map((outcome) => outcome.textContent);

  afterEach(() => vi.useRealTimers());

  it('reads the list again every 5 s until the grade is there, then stops', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = withPending();
    renderScreen(route, server);
    await screen.findAllByTestId('course-assignment');
    expect(outcomes()).toEqual(['Pending', '9/10']);
    await waitFor(() => expect(waiting().textContent).toBe('Waiting for the grade: this list updates by itself.'));
    const first = reads(server).length;

    await tick();
    await waitFor(() => expect(reads(server)).toHaveLength(first + 1));
    expect(outcomes()).toEqual(['Pending', '9/10']);

    grade(server);
    await tick();
    await waitFor(() => expect(outcomes()).toEqual(['7/10', '9/10']));
    await waitFor(() => expect(waiting().textContent).toBe(''));
    const asked = reads(server).length;
    await tick(PENDING_POLL_MS * 4);
    expect(reads(server)).toHaveLength(asked);
  });

  it('gives up after 2 minutes while it is still Pending (a grade held for the teacher)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = withPending();
    renderScreen(route, server);
    await screen.findAllByTestId('course-assignment');
    const first = reads(server).length;
    for (let look = 0; look < PENDING_POLL_LIMIT_MS / PENDING_POLL_MS; look += 1) await tick();
    await waitFor(() => expect(reads(server)).toHaveLength(first + PENDING_POLL_LIMIT_MS / PENDING_POLL_MS));
    await waitFor(() => expect(waiting().textContent).toBe(''));
    await tick(PENDING_POLL_MS * 4);
    expect(reads(server)).toHaveLength(first + PENDING_POLL_LIMIT_MS / PENDING_POLL_MS);
    expect(outcomes()).toEqual(['Pending', '9/10']);
  });

  it('keeps the list shown when a look fails, and looks again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let failing = false;
    const base = withPending();
    const server = homeworkServer(base.state, (call) => (failing && call.path === `/homework/assignments/course/${COURSE_ID}` ? refusal(503, 'service_unavailable', 'down') : undefined));
    renderScreen(route, server);
    await screen.findAllByTestId('course-assignment');
    failing = true;
    await tick();
    expect(outcomes()).toEqual(['Pending', '9/10']);
    failing = false;
    grade(server);
    await tick();
    await waitFor(() => expect(outcomes()).toEqual(['7/10', '9/10']));
  });

  it('does not ask again when nothing is Pending, nor once the page is left', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const quiet = homeworkServer({ assignments: [assignment({ submissions: [submission()] })] });
    const view = renderScreen(route, quiet);
    await screen.findAllByTestId('course-assignment');
    await tick(PENDING_POLL_MS * 3);
    expect(reads(quiet)).toHaveLength(1);
    view.unmount();

    const server = withPending();
    const again = renderScreen(route, server);
    await screen.findAllByTestId('course-assignment');
    const first = reads(server).length;
    again.unmount();
    await tick(PENDING_POLL_MS * 3);
    expect(reads(server)).toHaveLength(first);
  });
});
