import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { ARCHIVED_ASSIGNMENT_ID, ARCHIVED_COURSE_ID, assignment, callsTo, COURSE_ID, courseRecord, feedbackAssignment, homeworkServer, OTHER_COURSE_ID, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const archivedAt = '2026-03-04T10:00:00.000Z';
const server = (override?: Parameters<typeof homeworkServer>[1]) =>
  homeworkServer(
    {
      courses: [courseRecord(), courseRecord({ id: OTHER_COURSE_ID, name: 'Data Science', description: null }), courseRecord({ id: ARCHIVED_COURSE_ID, name: 'Old Course', archivedAt })],
      assignments: [assignment(), feedbackAssignment({ archivedAt }), assignment({ id: ARCHIVED_ASSIGNMENT_ID, title: 'Old stats', courseId: OTHER_COURSE_ID, course: { id: OTHER_COURSE_ID, name: 'Data Science' }, archivedAt })],
    },
    override,
  );

describe('/homework/archive', () => {
  it('reads the archived courses, the active ones, and each active course’s archived assignments', async () => {
    const api = server();
    renderScreen('/homework/archive', api);
    expect(await screen.findByRole('tab', { name: 'Archived Courses (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Archived Assignments (2)' })).toBeTruthy();
    expect(callsTo(api, '/homework/courses?archived=true')).toHaveLength(1);
    expect(callsTo(api, '/homework/courses?archived=false')).toHaveLength(1);
    expect(callsTo(api, `/homework/courses/${COURSE_ID}?archived=true`)).toHaveLength(1);
    expect(callsTo(api, `/homework/courses/${OTHER_COURSE_ID}?archived=true`)).toHaveLength(1);
  });

  it('shows each tab’s items', async () => {
    renderScreen('/homework/archive', server());
    const old = await screen.findByRole('listitem', { name: 'Old Course' });
    expect(within(old).getByText('Archived Mar 4, 2026')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Archived Assignments (2)' }));
    const items = screen.getAllByTestId('archived-item');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Reflection', 'Old stats']);
    expect(within(items[1]!).getByText('Course: Data Science')).toBeTruthy();
  });

  it('restores a course after a confirmation, reading everything again', async () => {
    const api = server();
    renderScreen('/homework/archive', api);
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Old Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Restore Course' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, `/homework/courses/${ARCHIVED_COURSE_ID}/archive`, 'POST')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Restore Old Course' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restore Course' })).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, `/homework/courses/${ARCHIVED_COURSE_ID}/archive`, 'POST').map((call) => call.body)).toEqual([{ archive: false }]);
    expect(screen.getByRole('tab', { name: 'Archived Courses (0)' })).toBeTruthy();
    expect(screen.getByText('No archived courses.')).toBeTruthy();
    expect(screen.getByText('Course restored')).toBeTruthy();
    expect(callsTo(api, `/homework/courses/${ARCHIVED_COURSE_ID}?archived=true`)).toHaveLength(1);
  });

  it('restores an assignment after a confirmation', async () => {
    const api = server();
    renderScreen('/homework/archive', api);
    fireEvent.click(await screen.findByRole('tab', { name: 'Archived Assignments (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore Old stats' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restore Assignment' })).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(api, `/homework/assignments/${ARCHIVED_ASSIGNMENT_ID}/archive`, 'POST').map((call) => call.body)).toEqual([{ archive: false }]);
    expect(screen.getByRole('tab', { name: 'Archived Assignments (1)' })).toBeTruthy();
    expect(screen.getByText('Assignment restored')).toBeTruthy();
  });

  it('says "Failed to restore course" and "Failed to restore assignment"', async () => {
    renderScreen('/homework/archive', server((call) => (call.path.endsWith('/archive') ? refusal(503, 'service_unavailable', 'down') : undefined)));
    fireEvent.click(await screen.findByRole('button', { name: 'Restore Old Course' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restore Course' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Failed to restore course')).toBeTruthy();
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restore Course' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('tab', { name: 'Archived Assignments (2)' }));
    fireEvent.click(screen.getByRole('button', { name: 'Restore Reflection' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Restore Assignment' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Failed to restore assignment')).toBeTruthy();
  });

  it('says "Failed to load archive data" when a read fails', async () => {
    renderScreen('/homework/archive', server((call) => (call.path.includes('?archived=true') && call.path.startsWith('/homework/courses/') ? refusal(503, 'service_unavailable', 'down') : undefined)));
    expect(await screen.findByText('Failed to load archive data')).toBeTruthy();
  });
});
