import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { ASSIGNMENT_ID, callsTo, COHORT_ID, COURSE_ID, FEEDBACK_ASSIGNMENT_ID, homeworkServer, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/courses/${COURSE_ID}`;
const open = async (server = homeworkServer()) => {
  const view = renderScreen(route, server);
  expect(await screen.findByRole('heading', { level: 1, name: 'Python Basics' })).toBeTruthy();
  return view;
};

describe('/homework/courses/{id}', () => {
  it('shows the description, dates, figures and the buttons Gradebook, Edit Course and Archive', async () => {
    await open();
    expect(screen.getByText('Variables, loops and functions.')).toBeTruthy();
    expect(screen.getByText('Created Feb 1, 2026')).toBeTruthy();
    expect(screen.getByText('Updated Mar 1, 2026')).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'Course at a glance' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cohorts1', 'Assignments2', 'Total Students2']);
    expect(screen.getByRole('link', { name: 'Gradebook' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}/gradebook`);
    expect(screen.getByRole('link', { name: 'Edit Course' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}/edit`);
    expect(screen.getByRole('link', { name: 'Create Cohort' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}/cohorts/new`);
    expect(screen.getByRole('link', { name: 'Create Assignment' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}/assignments/new`);
  });

  it('shows each cohort with Manage, and each assignment with its badge, submissions and View', async () => {
    await open();
    const cohort = screen.getByRole('listitem', { name: 'Spring 2026' });
    expect(within(cohort).getByText('2 students')).toBeTruthy();
    expect(within(cohort).getByRole('link', { name: 'Manage Spring 2026' }).getAttribute('href')).toBe(`/homework/cohorts/${COHORT_ID}/students`);

    const loops = screen.getByRole('listitem', { name: 'Loops' });
    expect(within(loops).getByText('10 points')).toBeTruthy();
    expect(within(loops).getByText('Print the numbers from 1 to 10.')).toBeTruthy();
    expect(within(loops).getByText('2 submissions')).toBeTruthy();
    expect(within(loops).getByRole('link', { name: 'View Loops' }).getAttribute('href')).toBe(`/homework/assignments/${ASSIGNMENT_ID}`);
    const reflection = screen.getByRole('listitem', { name: 'Reflection' });
    expect(within(reflection).getByText('Feedback Only')).toBeTruthy();
    expect(within(reflection).getByText('0 submissions')).toBeTruthy();
  });

  it('archives the course after a confirmation saying it can be restored, then goes to the courses', async () => {
    const { server } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    const dialog = screen.getByRole('dialog', { name: 'Archive Course' });
    expect(within(dialog).getByText(/you can restore it later from the Archive/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(server, `/homework/courses/${COURSE_ID}/archive`, 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Archive Course' })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/homework/courses'));
    expect(callsTo(server, `/homework/courses/${COURSE_ID}/archive`, 'POST').map((call) => call.body)).toEqual([{ archive: true }]);
    expect(screen.getByText('Course archived')).toBeTruthy();
  });

  it('says "Failed to archive course" and stays when archiving fails', async () => {
    await open(homeworkServer({}, (call) => (call.path.endsWith('/archive') ? refusal(409, 'conflict', 'The course is already archived.') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Archive' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Archive Course' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Failed to archive course')).toBeTruthy();
    expect(screen.getByText('The course is already archived.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(route);
  });

  it('deletes a cohort after a confirmation saying its students and their submissions go too', async () => {
    const { server } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Delete Spring 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Cohort' });
    expect(within(dialog).getByText('Delete “Spring 2026”? This removes all its students and their submissions. This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Spring 2026' })).toBeNull();
    expect(callsTo(server, `/homework/cohorts/${COHORT_ID}`, 'DELETE')).toHaveLength(1);
    expect(screen.getByText('Cohort deleted')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Course at a glance' })).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Cohorts0', 'Assignments2', 'Total Students0']);
  });

  it('says "Failed to delete cohort" when that fails', async () => {
    await open(homeworkServer({}, (call) => (call.method === 'DELETE' ? refusal(503, 'service_unavailable', 'down') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Delete Spring 2026' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Cohort' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete cohort')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Spring 2026', hidden: true })).toBeTruthy();
  });

  it('archives an assignment after a confirmation', async () => {
    const { server } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Archive Reflection' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Archive Assignment' })).getByRole('button', { name: 'Archive' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('listitem', { name: 'Reflection' })).toBeNull();
    expect(callsTo(server, `/homework/assignments/${FEEDBACK_ASSIGNMENT_ID}/archive`, 'POST').map((call) => call.body)).toEqual([{ archive: true }]);
    expect(screen.getByText('Assignment archived')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Loops' })).toBeTruthy();
  });

  it('says "Failed to archive assignment" when that fails', async () => {
    await open(homeworkServer({}, (call) => (call.path.includes('/assignments/') ? refusal(503, 'service_unavailable', 'down') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Archive Loops' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Archive Assignment' })).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Failed to archive assignment')).toBeTruthy();
  });

  it('edits a cohort’s grading thresholds in a dialog, checking them first', async () => {
    const { server } = await open();
    fireEvent.click(screen.getByRole('button', { name: 'Grading thresholds of Spring 2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grading thresholds: Spring 2026' });
    const pass = await within(dialog).findByRole<HTMLInputElement>('spinbutton', { name: 'Pass mark (%)' });
    const confidence = within(dialog).getByRole<HTMLInputElement>('spinbutton', { name: 'Review below confidence' });
    expect([pass.value, confidence.value]).toEqual(['60', '0.7']);
    expect(within(dialog).getByText(/A score at or above this share of the maximum passes/)).toBeTruthy();
    expect(within(dialog).getByText(/An AI grade less sure than this/)).toBeTruthy();

    fireEvent.change(pass, { target: { value: '150' } });
    fireEvent.change(confidence, { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a whole number from 1 to 100.')).toBeTruthy();
    expect(within(dialog).getByText('Enter a number from 0 to 1.')).toBeTruthy();
    expect(callsTo(server, `/homework/cohorts/${COHORT_ID}/thresholds`, 'PUT')).toHaveLength(0);

    fireEvent.change(pass, { target: { value: '75' } });
    fireEvent.change(confidence, { target: { value: '0.85' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(server, `/homework/cohorts/${COHORT_ID}/thresholds`, 'PUT').map((call) => call.body)).toEqual([{ passPercent: 75, reviewBelowConfidence: 0.85 }]);
    expect(screen.getByText('Grading thresholds saved')).toBeTruthy();
  });

  it('says "Course not found" for a course that is not there, or an id that is no id', async () => {
    const { unmount } = renderScreen('/homework/courses/00000000-0000-4000-8000-000000009999', homeworkServer());
    expect(await screen.findByText('Course not found')).toBeTruthy();
    unmount();
    const server = homeworkServer();
    renderScreen('/homework/courses/not-an-id', server);
    expect(await screen.findByText('Course not found')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('says "Failed to load course details" when the read fails', async () => {
    renderScreen(route, homeworkServer({}, () => refusal(503, 'service_unavailable', 'down')));
    expect(await screen.findByText('Failed to load course details')).toBeTruthy();
  });
});
