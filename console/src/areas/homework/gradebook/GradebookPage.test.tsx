import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gradebookFileName } from '../../../../../contracts/homework.ts';
import { toasts } from '../../../toast/toast-store';
import { captureDownloads } from '../testing/downloads';
import { callsTo, COURSE_ID, homeworkServer, OTHER_COHORT_ID, refusal } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => {
  vi.useRealTimers();
  toasts.dismiss();
});

const route = `/homework/courses/${COURSE_ID}/gradebook`;
const open = async (server = homeworkServer()) => {
  const view = renderScreen(route, server);
  expect(await screen.findByTestId('gradebook-table')).toBeTruthy();
  return view;
};
const table = () => screen.getByTestId('gradebook-table');
const rowOf = (name: string) => within(table()).getByRole('rowheader', { name: new RegExp(`^${name}`) }).closest('tr')!;
const studentNames = () => within(table()).getAllByRole('rowheader').map((header) => header.querySelector('p')?.textContent);

describe('/homework/courses/{courseId}/gradebook', () => {
  it('shows the summary figures', async () => {
    await open();
    expect(screen.getByText('Python Basics: Week 1/2')).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'Gradebook summary' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Total Students3', 'Average Score %69%', 'Submission Rate %33%', 'Telegram Connected2']);
  });

  it('has the columns Student, Cohort, Telegram, each assignment with its maximum, Total and Average', async () => {
    await open();
    const headers = within(table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['Student', 'Cohort', 'Telegram', 'Loops/10', 'Functions/20', 'Classes/10', 'Total', 'Average']);
    expect(studentNames()).toEqual(['Ivan Petrov', 'Maria Ivanova', 'Oleg Sidorov']);
  });

  it('shows each score coloured at 90 and 70 percent, a dash for none, the totals and the trend', async () => {
    await open();
    const ivan = rowOf('Ivan Petrov');
    const ivanScores = within(ivan).getAllByTestId('score-cell');
    expect(ivanScores.map((cell) => [cell.textContent, cell.getAttribute('data-tone')])).toEqual([
      ['9.5', 'success'],
      ['14', 'warning'],
      ['—No score', 'none'],
    ]);
    expect(within(ivan).getByText('Connected')).toBeTruthy();
    expect(within(ivan).getByTestId('total-cell').textContent).toBe('23.5/30');
    expect(within(ivan).getByTestId('average-cell').textContent).toBe('78%Improving');
    expect(within(ivan).getByTitle('Improving')).toBeTruthy();

    const maria = rowOf('Maria Ivanova');
    expect(within(maria).getAllByTestId('score-cell').map((cell) => cell.getAttribute('data-tone'))).toEqual(['error', 'none', 'none']);
    expect(within(maria).getByText('Not Connected')).toBeTruthy();
    expect(within(maria).getByTitle('Declining')).toBeTruthy();

    const oleg = rowOf('Oleg Sidorov');
    expect(within(oleg).getByTestId('average-cell').textContent).toBe('—');
    expect(within(oleg).getByTestId('total-cell').textContent).toBe('0/0');
  });

  it('finds students by name or email, any case', async () => {
    await open();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: 'MARIA' } });
    expect(studentNames()).toEqual(['Maria Ivanova']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: 'school.org' } });
    expect(studentNames()).toEqual(['Oleg Sidorov']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by name or email' }), { target: { value: 'nobody' } });
    expect(screen.getByText('No students match “nobody”.')).toBeTruthy();
  });

  it('asks the server for one cohort when filtered, keeping every cohort to choose from', async () => {
    const server = homeworkServer();
    await open(server);
    const filter = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Cohort' });
    expect([...filter.options].map((option) => option.textContent)).toEqual(['All cohorts', 'Spring 2026', 'Autumn 2025']);
    fireEvent.change(filter, { target: { value: OTHER_COHORT_ID } });
    await waitFor(() => expect(studentNames()).toEqual(['Oleg Sidorov']));
    expect(callsTo(server, `/homework/courses/${COURSE_ID}/gradebook?cohortId=${OTHER_COHORT_ID}`)).toHaveLength(1);
    expect([...screen.getByRole<HTMLSelectElement>('combobox', { name: 'Cohort' }).options].map((option) => option.textContent)).toEqual(['All cohorts', 'Spring 2026', 'Autumn 2025']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Cohort' }), { target: { value: '' } });
    await waitFor(() => expect(studentNames()).toHaveLength(3));
  });

  it('reads the gradebook again on Refresh', async () => {
    const server = homeworkServer();
    await open(server);
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(callsTo(server, `/homework/courses/${COURSE_ID}/gradebook`)).toHaveLength(2));
  });

  it('exports the CSV named by the course and the date, saying "Gradebook exported successfully!"', async () => {
    const saved = captureDownloads();
    vi.useFakeTimers({ now: new Date('2026-03-10T12:00:00.000Z'), toFake: ['Date'] });
    const server = homeworkServer();
    await open(server);
    fireEvent.change(screen.getByRole('combobox', { name: 'Cohort' }), { target: { value: OTHER_COHORT_ID } });
    await waitFor(() => expect(studentNames()).toEqual(['Oleg Sidorov']));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Gradebook exported successfully!')).toBeTruthy();
    expect(saved.map((file) => file.fileName)).toEqual(['Python_Basics__Week_1_2_gradebook_2026-03-10.csv']);
    expect(saved[0]!.fileName).toBe(gradebookFileName('Python Basics: Week 1/2', new Date('2026-03-10T12:00:00.000Z')));
    expect(await saved[0]!.blob.text()).toBe(server.state.csv);
    expect(callsTo(server, `/homework/courses/${COURSE_ID}/gradebook/export?cohortId=${OTHER_COHORT_ID}`)).toHaveLength(1);
  });

  it('says "Failed to export gradebook. Please try again." with the answer’s message', async () => {
    captureDownloads();
    await open(homeworkServer({}, (call) => (call.path.includes('/gradebook/export') ? refusal(503, 'service_unavailable', 'Exports are paused for maintenance.') : undefined)));
    fireEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Failed to export gradebook. Please try again.')).toBeTruthy();
    expect(screen.getByText('Exports are paused for maintenance.')).toBeTruthy();
  });

  it('draws the average of each assignment with its numbers as a table', async () => {
    await open();
    const chart = screen.getByRole('figure', { name: 'Average score per assignment' });
    const rows = within(within(chart).getByRole('table')).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Assignment', 'Average %'],
      ['Loops', '78%'],
      ['Functions', '70%'],
      ['Classes', '—'],
    ]);
  });

  it('says "No gradebook data found…" for a course that is not there, and "Failed to load gradebook data…" on failure', async () => {
    const { unmount } = renderScreen('/homework/courses/00000000-0000-4000-8000-000000009999/gradebook', homeworkServer());
    expect(await screen.findByText('No gradebook data found. Please check the course ID and try again.')).toBeTruthy();
    unmount();
    renderScreen(route, homeworkServer({}, () => refusal(500, 'internal_error', 'boom')));
    expect(await screen.findByText('Failed to load gradebook data. Please try again.')).toBeTruthy();
  });
});
