import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { REDIRECT_DELAY_MS } from '../shared/use-redirect-later';
import { callsTo, homeworkServer, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const nameInput = () => screen.getByRole<HTMLInputElement>('textbox', { name: /^Course Name/ });
const createButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create Course' });
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

describe('/homework/courses/new', () => {
  it('has Course Name, Description, Cancel, and the What’s Next? panel', () => {
    renderScreen('/homework/courses/new', homeworkServer());
    expect(screen.getByRole('heading', { level: 1, name: 'Create Course' })).toBeTruthy();
    expect(nameInput().required).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Description' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Cancel' }).getAttribute('href')).toBe('/homework/courses');
    const next = screen.getByRole('complementary', { name: "What's Next?" });
    expect(within(next).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Create cohorts with grading thresholds',
      'Add assignments with GPT grading prompts',
      'Invite students with invite codes',
    ]);
  });

  it('keeps Create Course disabled while the trimmed name is blank, saying "Course name is required."', () => {
    renderScreen('/homework/courses/new', homeworkServer());
    expect(createButton().disabled).toBe(true);
    fireEvent.change(nameInput(), { target: { value: '   ' } });
    fireEvent.blur(nameInput());
    expect(createButton().disabled).toBe(true);
    expect(screen.getByText('Course name is required.')).toBeTruthy();
    fireEvent.change(nameInput(), { target: { value: 'Algebra' } });
    expect(createButton().disabled).toBe(false);
    expect(screen.queryByText('Course name is required.')).toBeNull();
  });

  it('creates the course, says "Course created successfully!" and opens it 100 ms later', async () => {
    vi.useFakeTimers();
    const server = homeworkServer({ courses: [] });
    renderScreen('/homework/courses/new', server);
    fireEvent.change(nameInput(), { target: { value: '  Algebra  ' } });
    fireEvent.click(createButton());
    await flush();
    await flush();
    expect(callsTo(server, '/homework/courses', 'POST').map((call) => call.body)).toEqual([{ name: 'Algebra' }]);
    expect(screen.getByText('Course created successfully!')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/homework/courses/new');
    await act(() => vi.advanceTimersByTimeAsync(REDIRECT_DELAY_MS - 1));
    expect(screen.getByTestId('location').textContent).toBe('/homework/courses/new');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('location').textContent).toBe(`/homework/courses/${server.state.courses[0]!.id}`);
    expect(REDIRECT_DELAY_MS).toBe(100);
  });

  it('sends the description when there is one', async () => {
    const server = homeworkServer();
    renderScreen('/homework/courses/new', server);
    fireEvent.change(nameInput(), { target: { value: 'Algebra' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Description' }), { target: { value: ' Equations ' } });
    fireEvent.click(createButton());
    expect(await screen.findByText('Course created successfully!')).toBeTruthy();
    expect(callsTo(server, '/homework/courses', 'POST').map((call) => call.body)).toEqual([{ name: 'Algebra', description: 'Equations' }]);
  });

  it('shows the server’s message when creating fails, else "Failed to create course. Please try again."', async () => {
    const { unmount } = renderScreen('/homework/courses/new', homeworkServer({}, (call) => (call.method === 'POST' ? refusal(429, 'rate_limited', 'Too many courses created today.') : undefined)));
    fireEvent.change(nameInput(), { target: { value: 'Algebra' } });
    fireEvent.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Too many courses created today.');
    expect(screen.getByTestId('location').textContent).toBe('/homework/courses/new');
    unmount();

    renderScreen('/homework/courses/new', homeworkServer({}, (call) => (call.method === 'POST' ? new Response('oops', { status: 500 }) : undefined)));
    fireEvent.change(nameInput(), { target: { value: 'Algebra' } });
    fireEvent.click(createButton());
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create course. Please try again.');
  });
});
