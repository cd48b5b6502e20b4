import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, COURSE_ID, courseRecord, homeworkServer, OTHER_COURSE_ID, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const card = (name: string) => screen.getByRole('listitem', { name });
const openMenu = (name: string) => fireEvent.click(within(card(name)).getByRole('button', { name: `Actions for ${name}` }));

describe('/homework/courses', () => {
  it('shows each active course with its description, counts and created date', async () => {
    const { server } = renderScreen('/homework/courses', homeworkServer({ courses: [courseRecord(), courseRecord({ id: OTHER_COURSE_ID, name: 'Old course', archivedAt: '2026-03-01T00:00:00.000Z' })] }));
    const python = await screen.findByRole('listitem', { name: 'Python Basics' });
    expect(within(python).getByRole('heading', { name: 'Python Basics' })).toBeTruthy();
    expect(within(python).getByText('Variables, loops and functions.')).toBeTruthy();
    expect(within(python).getByText('1 cohort · 2 assignments')).toBeTruthy();
    expect(within(python).getByText('Created Feb 1, 2026')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Old course' })).toBeNull();
    expect(callsTo(server, '/homework/courses?archived=false')).toHaveLength(1);
  });

  it('opens and edits a course from its menu', async () => {
    renderScreen('/homework/courses', homeworkServer());
    await screen.findByRole('listitem', { name: 'Python Basics' });
    openMenu('Python Basics');
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['View', 'Edit', 'Duplicate', 'Delete']);
    fireEvent.click(screen.getByRole('menuitem', { name: 'View' }));
    expect(screen.getByTestId('location').textContent).toBe(`/homework/courses/${COURSE_ID}`);
  });

  it('goes to the edit page from the menu', async () => {
    renderScreen('/homework/courses', homeworkServer());
    await screen.findByRole('listitem', { name: 'Python Basics' });
    openMenu('Python Basics');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(screen.getByTestId('location').textContent).toBe(`/homework/courses/${COURSE_ID}/edit`);
  });

  it('duplicates a course, showing the copy', async () => {
    const { server } = renderScreen('/homework/courses', homeworkServer());
    await screen.findByRole('listitem', { name: 'Python Basics' });
    openMenu('Python Basics');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByRole('listitem', { name: 'Python Basics (copy)' })).toBeTruthy();
    expect(screen.getByText('Course duplicated')).toBeTruthy();
    expect(callsTo(server, `/homework/courses/${COURSE_ID}/duplicate`, 'POST')).toHaveLength(1);
  });

  it('says "Failed to duplicate course" when it fails', async () => {
    renderScreen(
      '/homework/courses',
      homeworkServer({}, (call) => (call.path.endsWith('/duplicate') ? refusal(503, 'service_unavailable', 'down') : undefined)),
    );
    await screen.findByRole('listitem', { name: 'Python Basics' });
    openMenu('Python Basics');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Duplicate' }));
    expect(await screen.findByText('Failed to duplicate course')).toBeTruthy();
  });

  it('deletes a course only after the confirmation', async () => {
    const { server } = renderScreen('/homework/courses', homeworkServer());
    await screen.findByRole('listitem', { name: 'Python Basics' });
    openMenu('Python Basics');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Course' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(server, `/homework/courses/${COURSE_ID}`, 'DELETE')).toHaveLength(0);

    openMenu('Python Basics');
    fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Course' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByTestId('courses-empty')).toBeTruthy();
    expect(screen.getByText('No courses yet')).toBeTruthy();
    expect(screen.getByText('Course deleted')).toBeTruthy();
    expect(callsTo(server, `/homework/courses/${COURSE_ID}`, 'DELETE')).toHaveLength(1);
  });

  it('reads the list again when the window regains focus', async () => {
    const { server } = renderScreen('/homework/courses', homeworkServer());
    await screen.findByRole('listitem', { name: 'Python Basics' });
    server.state.courses = [...server.state.courses, courseRecord({ id: OTHER_COURSE_ID, name: 'Added elsewhere' })];
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(await screen.findByRole('listitem', { name: 'Added elsewhere' })).toBeTruthy();
    expect(callsTo(server, '/homework/courses?archived=false')).toHaveLength(2);
  });

  it('shows "No courses yet" with a way to create one, and "Failed to load courses" on failure', async () => {
    const { unmount } = renderScreen('/homework/courses', homeworkServer({ courses: [] }));
    const empty = await screen.findByTestId('courses-empty');
    expect(within(empty).getByText('No courses yet')).toBeTruthy();
    expect(within(empty).getByRole('link', { name: 'Create Course' }).getAttribute('href')).toBe('/homework/courses/new');
    unmount();
    renderScreen('/homework/courses', homeworkServer({}, () => refusal(500, 'internal_error', 'boom')));
    expect(await screen.findByText('Failed to load courses')).toBeTruthy();
  });
});
