import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, COURSE_ID, homeworkServer, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

const route = `/homework/courses/${COURSE_ID}/cohorts/new`;
const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Cohort Name/ });
const create = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create Cohort' });

describe('/homework/courses/{id}/cohorts/new', () => {
  it('has Cohort Name (required), Description and Back to Course; the button waits for a name', () => {
    renderScreen(route, homeworkServer());
    expect(screen.getByRole('heading', { level: 1, name: 'Create Cohort' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Course' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}`);
    expect(nameInput().required).toBe(true);
    expect(create().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    expect(create().disabled).toBe(true);
  });

  it('creates the cohort and goes back to the course', async () => {
    const server = homeworkServer();
    renderScreen(route, server);
    fireEvent.change(nameInput(), { target: { value: 'Evening group' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: 'Tuesdays' } });
    fireEvent.click(create());
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/homework/courses/${COURSE_ID}`));
    expect(callsTo(server, '/homework/cohorts', 'POST').map((call) => call.body)).toEqual([{ courseId: COURSE_ID, name: 'Evening group', description: 'Tuesdays' }]);
    expect(screen.getByText('Cohort created')).toBeTruthy();
  });

  it('says "Failed to create cohort" when it fails', async () => {
    renderScreen(route, homeworkServer({}, (call) => (call.method === 'POST' ? refusal(404, 'not_found', 'Course not found') : undefined)));
    fireEvent.change(nameInput(), { target: { value: 'Evening group' } });
    fireEvent.click(create());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create cohort: Course not found');
    expect(screen.getByTestId('location').textContent).toBe(route);
  });
});
