import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { callsTo, COURSE_ID, homeworkServer, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';
import { toInteger } from './assignment-form';

afterEach(() => toasts.dismiss());

const route = `/homework/courses/${COURSE_ID}/assignments/new`;
const text = (name: RegExp) => screen.getByRole<HTMLInputElement>('textbox', { name });
const spin = (name: RegExp) => screen.getByRole<HTMLInputElement>('spinbutton', { name });
const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const grading = () => screen.getByRole<HTMLInputElement>('checkbox', { name: 'Enable automatic grading and scoring' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Create Assignment' }));

function fillRequired() {
  type(text(/^Title/), 'Loops');
  type(text(/^Description/), 'Print 1 to 10.');
  type(text(/^Grading Prompt/), 'Full marks for a working loop.');
}

describe('/homework/courses/{id}/assignments/new', () => {
  it('starts with grading on, Maximum Score 100 and Order 0, and hides Maximum Score with grading off', () => {
    renderScreen(route, homeworkServer());
    expect(grading().checked).toBe(true);
    expect(spin(/^Maximum Score/).value).toBe('100');
    expect([spin(/^Maximum Score/).min, spin(/^Maximum Score/).max]).toEqual(['1', '1000']);
    expect(spin(/^Order/).value).toBe('0');
    expect(spin(/^Order/).min).toBe('0');
    fireEvent.click(grading());
    expect(screen.queryByRole('spinbutton', { name: /^Maximum Score/ })).toBeNull();
    expect(screen.getByText('The AI gives feedback only, without scores.')).toBeTruthy();
  });

  it('asks for the title, description and grading prompt before sending', () => {
    const server = homeworkServer();
    renderScreen(route, server);
    submit();
    expect(screen.getByText('Enter a title.')).toBeTruthy();
    expect(screen.getByText('Enter a description.')).toBeTruthy();
    expect(screen.getByText('Enter the grading prompt.')).toBeTruthy();
    expect(callsTo(server, '/homework/assignments', 'POST')).toHaveLength(0);
  });

  it('sends a graded assignment with whole numbers, a null feedback prompt when blank, and goes back to the course', async () => {
    const server = homeworkServer();
    renderScreen(route, server);
    fillRequired();
    type(spin(/^Maximum Score/), '20');
    type(spin(/^Order/), '3');
    submit();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/homework/courses/${COURSE_ID}`));
    expect(callsTo(server, '/homework/assignments', 'POST').map((call) => call.body)).toEqual([
      { courseId: COURSE_ID, title: 'Loops', description: 'Print 1 to 10.', gradingEnabled: true, maxScore: 20, order: 3, checkPrompt: 'Full marks for a working loop.', feedbackPrompt: null },
    ]);
    expect(screen.getByText('Assignment created')).toBeTruthy();
  });

  it('sends maxScore null and gradingEnabled false when grading is off, and the feedback prompt when given', async () => {
    const server = homeworkServer();
    renderScreen(route, server);
    fillRequired();
    fireEvent.click(grading());
    type(text(/^Additional Feedback Prompt/), 'Be encouraging.');
    submit();
    await waitFor(() => expect(callsTo(server, '/homework/assignments', 'POST')).toHaveLength(1));
    expect(callsTo(server, '/homework/assignments', 'POST')[0]!.body).toMatchObject({ gradingEnabled: false, maxScore: null, feedbackPrompt: 'Be encouraging.' });
  });

  it('refuses a maximum score outside 1-1000', () => {
    const server = homeworkServer();
    renderScreen(route, server);
    fillRequired();
    type(spin(/^Maximum Score/), '1001');
    submit();
    expect(screen.getByText('Enter a whole number from 1 to 1000.')).toBeTruthy();
    expect(callsTo(server, '/homework/assignments', 'POST')).toHaveLength(0);
  });

  it('shows the server’s field errors (400 fields) on their fields', async () => {
    renderScreen(
      route,
      homeworkServer({}, (call) => (call.method === 'POST' ? refusal(400, 'validation_error', 'title must be at most 200 characters', { title: 'title must be at most 200 characters' }) : undefined)),
    );
    fillRequired();
    submit();
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create assignment: title must be at most 200 characters');
    const title = text(/^Title/);
    expect(title.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(title.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('title must be at most 200 characters');
    // Changing the field clears what the server said about it.
    type(title, 'Loops 2');
    expect(title.getAttribute('aria-invalid')).toBe('false');
  });

  it('parses number inputs to integers, defaulting to 0', () => {
    expect([toInteger('12'), toInteger('7.9'), toInteger(''), toInteger('abc'), toInteger('-3')]).toEqual([12, 7, 0, 0, -3]);
  });
});
