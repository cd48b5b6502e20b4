import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts } from '../../../toast/toast-store';
import { ASSIGNMENT_ID, bothRoles, callsTo, COURSE_ID, homeworkServer, never, noRole, refusal, studentDashboard, studentRole } from '../testing/fake-server';
import { renderScreen } from '../testing/render-screen';

afterEach(() => toasts.dismiss());

describe('/homework: the teacher’s dashboard', () => {
  it('shows the four figures, the courses with their counts and Gradebook, and Create Course and Archive', async () => {
    const { server } = renderScreen('/homework', homeworkServer());
    const teacher = await screen.findByTestId('teacher-dashboard');
    const figures = within(teacher).getByRole('list', { name: 'Your teaching at a glance' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Total Courses2', 'Total Students7', 'Assignments5', 'Pending Review6']);

    const courses = within(teacher).getAllByTestId('dashboard-course');
    expect(courses).toHaveLength(2);
    const python = courses[0]!;
    expect(within(python).getByRole('link', { name: 'Python Basics' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}`);
    expect(within(python).getByText('Variables, loops and functions.')).toBeTruthy();
    expect(within(python).getByText('7 students · 2 assignments')).toBeTruthy();
    expect(within(python).getByRole('link', { name: 'Gradebook of Python Basics' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}/gradebook`);
    expect(within(courses[1]!).getByText('0 students · 0 assignments')).toBeTruthy();

    expect(screen.getByRole('link', { name: 'Create Course' }).getAttribute('href')).toBe('/homework/courses/new');
    expect(screen.getByRole('link', { name: 'Archive' }).getAttribute('href')).toBe('/homework/archive');
    expect(screen.queryByTestId('student-dashboard')).toBeNull();
    expect(callsTo(server, '/homework/student/dashboard')).toHaveLength(0);
  });

  it('lists the first 5 pending submissions, each opening its assignment', async () => {
    renderScreen('/homework', homeworkServer());
    const pending = await screen.findAllByTestId('pending-submission');
    expect(pending.map((item) => within(item).getByText(/^Pending work/).textContent)).toEqual(['Pending work 1', 'Pending work 2', 'Pending work 3', 'Pending work 4', 'Pending work 5']);
    expect(pending[0]!.getAttribute('href')).toBe(`/homework/assignments/${ASSIGNMENT_ID}`);
    expect(within(pending[0]!).getByText(/^Student 1 · Python Basics/)).toBeTruthy();
  });

  it('draws submissions per week with a title, a description and the numbers as a table', async () => {
    renderScreen('/homework', homeworkServer());
    const chart = await screen.findByRole('figure', { name: 'Submissions per week' });
    expect(document.getElementById(chart.getAttribute('aria-describedby') ?? '')?.textContent).toBe('How many submissions your students sent in each of the last 4 weeks.');
    const table = within(chart).getByRole('table', { name: 'Submissions per week' });
    const rows = within(table).getAllByRole('row').map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Week of', 'Submissions'],
      ['Feb 9', '3'],
      ['Feb 16', '0'],
      ['Feb 23', '5'],
      ['Mar 2', '12'],
    ]);
    // The drawing is for the eye; screen readers read the table.
    expect(within(chart).getByTestId('chart-drawing').hasAttribute('inert')).toBe(true);
  });
});

describe('/homework: the student’s dashboard', () => {
  it('shows the figures with the average to 1 decimal, the enrolled cohorts and the first 5 submissions', async () => {
    const { server } = renderScreen('/homework', homeworkServer({ role: studentRole }));
    const student = await screen.findByTestId('student-dashboard');
    const figures = within(student).getByRole('list', { name: 'Your studies at a glance' });
    expect(within(figures).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Enrolled Courses1', 'Total Submissions6', 'Pending Grading1', 'Average Score8.3']);

    const [enrolled] = within(student).getAllByTestId('enrolled-cohort');
    expect(within(enrolled!).getByRole('link', { name: 'Python Basics' }).getAttribute('href')).toBe(`/homework/courses/${COURSE_ID}/assignments`);
    expect(within(enrolled!).getByText('Cohort: Spring 2026')).toBeTruthy();
    expect(within(enrolled!).getByText('1 of 3 assignments submitted')).toBeTruthy();

    const recent = within(student).getAllByTestId('own-submission');
    expect(recent).toHaveLength(5);
    expect(recent.map((item) => within(item).getByTestId('own-outcome').textContent).slice(0, 2)).toEqual(['9/10', 'Pending']);

    // A student who may create a course sees the button, but no Archive.
    expect(screen.getByRole('link', { name: 'Create Course' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Archive' })).toBeNull();
    expect(screen.queryByTestId('teacher-dashboard')).toBeNull();
    expect(callsTo(server, '/homework/teacher/dashboard')).toHaveLength(0);
  });

  it('says — for the average before anything is graded', async () => {
    renderScreen('/homework', homeworkServer({ role: studentRole, studentDashboard: studentDashboard({ stats: { totalCohorts: 1, totalSubmissions: 0, pendingGrading: 0, averageScore: null } }) }));
    const figures = await screen.findByRole('list', { name: 'Your studies at a glance' });
    expect(within(figures).getAllByRole('listitem')[3]!.textContent).toBe('Average Score—');
  });

  it('shows both dashboards, the teacher’s first, to a user who is both', async () => {
    renderScreen('/homework', homeworkServer({ role: bothRoles }));
    await screen.findByTestId('student-dashboard');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Teaching', 'Studying']);
  });
});

describe('/homework: no role, and failures', () => {
  it('welcomes a user with no role, asking them to create a course to become a teacher', async () => {
    renderScreen('/homework', homeworkServer({ role: noRole }));
    const welcome = await screen.findByTestId('homework-welcome');
    expect(within(welcome).getByText('Welcome to Homework')).toBeTruthy();
    expect(within(welcome).getByText(/Create a course to become a teacher/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Course' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Archive' })).toBeNull();
  });

  it('hides Create Course when the role does not allow it', async () => {
    renderScreen('/homework', homeworkServer({ role: { ...noRole, canCreateCourse: false } }));
    await screen.findByTestId('homework-welcome');
    expect(screen.queryByRole('link', { name: 'Create Course' })).toBeNull();
  });

  it('shows a spinner while loading', () => {
    renderScreen('/homework', homeworkServer({}, () => never()));
    expect(screen.getByRole('progressbar', { name: 'Loading…' })).toBeTruthy();
  });

  it('says "Unable to load homework data. Please try refreshing the page." when a read fails, and tries again', async () => {
    let fail = true;
    renderScreen(
      '/homework',
      homeworkServer({}, (call) => {
        if (fail && call.path === '/homework/teacher/dashboard') return refusal(503, 'service_unavailable', 'down');
      }),
    );
    expect(await screen.findByText('Unable to load homework data. Please try refreshing the page.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create Course' })).toBeNull();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('teacher-dashboard')).toBeTruthy();
  });
});
