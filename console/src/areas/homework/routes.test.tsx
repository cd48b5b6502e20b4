import { screen } from '@testing-library/react';
import { Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { anna, signedIn, subscriptionOf } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import { signedInAreaRoutes } from '../signed-in-routes';
import { ASSIGNMENT_ID, COHORT_ID, COURSE_ID, homeworkServer, STUDENT_ID } from './testing/fake-server';

// No subscription: homework needs only a signed-in user.
const renderAt = (route: string) => renderWithApp(<Routes>{signedInAreaRoutes}</Routes>, { auth: signedIn(anna), subscription: subscriptionOf(), route, api: homeworkServer() });

describe('the homework area’s routes', () => {
  it.each([
    ['/homework', 'Homework'],
    ['/homework/courses', 'Courses'],
    ['/homework/courses/new', 'Create Course'],
    [`/homework/courses/${COURSE_ID}`, 'Python Basics'],
    [`/homework/courses/${COURSE_ID}/edit`, 'Edit Course'],
    [`/homework/courses/${COURSE_ID}/cohorts/new`, 'Create Cohort'],
    [`/homework/courses/${COURSE_ID}/assignments/new`, 'Create Assignment'],
    [`/homework/courses/${COURSE_ID}/gradebook`, 'Gradebook'],
    [`/homework/courses/${COURSE_ID}/assignments`, 'Assignments'],
    [`/homework/assignments/${ASSIGNMENT_ID}`, 'Loops'],
    [`/homework/students/${STUDENT_ID}/submissions`, 'Ivan Petrov'],
    [`/homework/cohorts/${COHORT_ID}/students`, 'Spring 2026 - Students'],
    ['/homework/archive', 'Archive'],
  ])('show %s to a signed-in user without a subscription', async (route, heading) => {
    renderAt(route);
    // The first route loads the area's chunk and its messages (about a second on a busy machine).
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeTruthy();
    expect(screen.queryByTestId('paywall-dialog')).toBeNull();
  });

  it('answer not-found below them', async () => {
    renderAt(`/homework/courses/${COURSE_ID}/other`);
    expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 10_000 })).toBeTruthy();
  });
});
