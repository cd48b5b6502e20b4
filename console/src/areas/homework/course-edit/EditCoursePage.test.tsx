import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, COURSE_ID, courseRecord, homeworkServer, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/courses/${COURSE_ID}/edit`;
const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Course Name/ });
const descriptionInput = () => screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
const save = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Save Changes' });

describe('/homework/courses/{id}/edit', () => {
  it('saves the name and description and goes back to the course', async () => {
    const server = homeworkServer();
    renderScreen(route, server);
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: /^Course Name/ })).value).toBe('Python Basics');
    expect(descriptionInput().value).toBe('Variables, loops and functions.');
    fireEvent.change(nameInput(), { target: { value: ' Python 101 ' } });
    fireEvent.change(descriptionInput(), { target: { value: '' } });
    fireEvent.click(save());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/homework/courses/${COURSE_ID}`));
    expect(callsTo(server, `/homework/courses/${COURSE_ID}`, 'PUT').map((call) => call.body)).toEqual([{ name: 'Python 101', description: null }]);
    expect(screen.getByText('Course updated')).toBeTruthy();
  });

  it('disables Save Changes while the name is blank', async () => {
    renderScreen(route, homeworkServer());
    fireEvent.change(await screen.findByRole('textbox', { name: /^Course Name/ }), { target: { value: '  ' } });
    expect(save().disabled).toBe(true);
  });

  it('says "Failed to update course" with the reason, staying on the form', async () => {
    renderScreen(route, homeworkServer({}, (call) => (call.method === 'PUT' ? refusal(400, 'validation_error', 'name must be at most 200 characters', { name: 'name must be at most 200 characters' }) : undefined)));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Course Name/ }), { target: { value: 'Long' } });
    fireEvent.click(save());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update course: name must be at most 200 characters');
    // The field the server named says so too.
    expect(screen.getAllByText('name must be at most 200 characters').length).toBeGreaterThan(0);
    expect(nameInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('deletes the course after a confirmation, then goes to the courses', async () => {
    const server = homeworkServer();
    renderScreen(route, server);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Course' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Course' });
    expect(within(dialog).getByText(/This cannot be undone/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/homework/courses'));
    expect(callsTo(server, `/homework/courses/${COURSE_ID}`, 'DELETE')).toHaveLength(1);
  });

  it('shows the server’s message when an archived course cannot be deleted (409)', async () => {
    renderScreen(route, homeworkServer({ courses: [courseRecord({ archivedAt: '2026-03-01T00:00:00.000Z' })] }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Course' }));
    fireEvent.click(within(screen.getByRole('dialog', { name: 'Delete Course' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete course')).toBeTruthy();
    expect(screen.getByText('Restore the course before deleting it.')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(route);
  });
});
