import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { captureDownloads } from '../testing/downloads';
import { callsTo, cohort, cohortStudent, COHORT_ID, COURSE_ID, homeworkServer, PENDING_STUDENT_ID, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/cohorts/${COHORT_ID}/students`;
const open = async (server = homeworkServer()) => {
  const view = renderScreen(route, server);
  expect(await screen.findByRole('heading', { level: 1, name: 'Spring 2026 - Students' })).toBeTruthy();
  return view;
};
const row = (name: string) => screen.getByRole('listitem', { name });

function stubClipboard() {
  const writeText = vi.fn(() => Promise.resolve());
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  return writeText;
}

describe('/homework/cohorts/{id}/students', () => {
  it('shows the course, each student with email, state, dates and code, and how many are active', async () => {
    await open();
    expect(screen.getByRole('link', { name: 'Course: Python Basics' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}`);
    expect(screen.getByTestId('active-count').textContent).toBe('1 of 2 students active');

    const ivan = row('Ivan Petrov');
    expect(within(ivan).getByText('ivan@example.com')).toBeTruthy();
    expect(within(ivan).getByText('Active')).toBeTruthy();
    expect(within(ivan).getByText('Added Feb 2, 2026 · Activated Feb 3, 2026')).toBeTruthy();
    expect(within(ivan).getByTestId('student-code').textContent).toBe('K7M2XQ');

    const maria = row('Maria Ivanova');
    expect(within(maria).getByText('Pending')).toBeTruthy();
    expect(within(maria).getByText('Added Feb 2, 2026 · Not activated yet')).toBeTruthy();
    expect(within(maria).getByTestId('student-code').textContent).toBe('P4ND1N');
  });

  it('explains how pending students join while any is pending, and not once all are active', async () => {
    const { unmount } = await open();
    const steps = within(screen.getByTestId('pending-instructions')).getAllByRole('listitem').map((item) => item.textContent);
    expect(steps).toEqual(['Open the homework bot in Telegram.', 'Send /start.', 'Send the 6-character code shown next to their name.', 'Start using the bot: send work to the assignments.']);
    unmount();
    await open(homeworkServer({ cohorts: [cohort({ students: [cohortStudent()] })] }));
    expect(screen.queryByTestId('pending-instructions')).toBeNull();
    expect(screen.getByTestId('active-count').textContent).toBe('1 of 1 student active');
  });

  it('copies a student’s code', async () => {
    const writeText = stubClipboard();
    await open();
    fireEvent.click(within(row('Maria Ivanova')).getByRole('button', { name: 'Copy code of Maria Ivanova' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('P4ND1N'));
    expect(await within(row('Maria Ivanova')).findByRole('status')).toBeTruthy();
    expect(within(row('Maria Ivanova')).getByRole('status').textContent).toBe('Code copied');
  });

  it('adds a student with a code made here, and shows the code the server answered with', async () => {
    const writeText = stubClipboard();
    const server = homeworkServer({}, (call, state) => {
      // The code the page chose was taken: the server gives another.
      if (call.method === 'POST') state.takenCodes.push((call.body as { telegramCode: string }).telegramCode);
      return undefined;
    });
    await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'Add Student' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Student' });
    expect(within(dialog).getByText('The student receives a code to join the cohort via the Telegram homework bot.')).toBeTruthy();
    const submit = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Add Student' });
    expect(submit.disabled).toBe(true);
    expect(within(dialog).getByLabelText('Email').getAttribute('type')).toBe('email');
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Student Name/ }), { target: { value: ' Olga Smirnova ' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'olga@example.com' } });
    fireEvent.click(submit);

    const done = await screen.findByRole('dialog', { name: 'Student added' });
    const [sent] = callsTo(server, `/homework/cohorts/${COHORT_ID}/students`, 'POST');
    const body = sent!.body as { displayName: string; email: string; telegramCode: string };
    expect([body.displayName, body.email]).toEqual(['Olga Smirnova', 'olga@example.com']);
    expect(body.telegramCode).toMatch(/^[A-Z0-9]{6}$/);
    expect(within(done).getByTestId('student-code').textContent).toBe('FRESH1');
    fireEvent.click(within(done).getByRole('button', { name: 'Copy code of Olga Smirnova' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('FRESH1'));
    fireEvent.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(row('Olga Smirnova')).getByTestId('student-code').textContent).toBe('FRESH1');
    expect(screen.getByTestId('active-count').textContent).toBe('1 of 3 students active');
  });

  it('sends no email when it is left blank', async () => {
    const server = homeworkServer();
    await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'Add Student' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Student' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Student Name/ }), { target: { value: 'Olga' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    await screen.findByRole('dialog', { name: 'Student added' });
    expect(callsTo(server, `/homework/cohorts/${COHORT_ID}/students`, 'POST')[0]!.body).toMatchObject({ displayName: 'Olga', email: null });
  });

  it('says "Failed to add student" with the server’s field error', async () => {
    await open(homeworkServer({}, (call) => (call.method === 'POST' ? refusal(400, 'validation_error', 'email must be an email address', { email: 'email must be an email address' }) : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Add Student' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Student' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Student Name/ }), { target: { value: 'Olga' } });
    fireEvent.change(within(dialog).getByLabelText('Email'), { target: { value: 'olga@' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add Student' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to add student: email must be an email address');
    expect(within(dialog).getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a student after a confirmation', async () => {
    const server = homeworkServer();
    await open(server);
    fireEvent.click(within(row('Maria Ivanova')).getByRole('button', { name: 'Remove Maria Ivanova' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove Student' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Maria Ivanova' })).toBeNull();
    expect(callsTo(server, `/homework/cohorts/${COHORT_ID}/students/${PENDING_STUDENT_ID}`, 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Student removed')).toBeTruthy();
    expect(screen.queryByTestId('pending-instructions')).toBeNull();
  });

  it('says "Failed to remove student" when that fails', async () => {
    await open(homeworkServer({}, (call) => (call.method === 'DELETE' ? refusal(503, 'service_unavailable', 'down') : undefined)));
    fireEvent.click(within(row('Maria Ivanova')).getByRole('button', { name: 'Remove Maria Ivanova' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Remove Student' })).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Failed to remove student')).toBeTruthy();
  });

  it('exports the cohort as CSV', async () => {
    const saved = captureDownloads();
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00.000Z'), toFake: ['Date'] });
    const server = homeworkServer();
    await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    vi.useRealTimers();
    expect(saved[0]!.fileName).toBe('Python_Basics_Spring_2026_students_2026-03-10.csv');
    expect(await saved[0]!.blob.text()).toBe(server.state.csv);
    expect(callsTo(server, `/homework/cohorts/${COHORT_ID}/export`)).toHaveLength(1);
  });

  it('says "Failed to load cohort details" when the read fails', async () => {
    renderScreen(route, homeworkServer({}, () => refusal(503, 'service_unavailable', 'down')));
    expect(await screen.findByText('Failed to load cohort details')).toBeTruthy();
  });
});
