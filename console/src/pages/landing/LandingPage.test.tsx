import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { anna, signedIn, signedOut } from '../../test/fakes';
import { renderWithApp } from '../../test/render';
import LandingPage from './LandingPage';

describe('the landing page', () => {
  it("has the headline, 'Sign in with Google' when signed out, and five tool cards", async () => {
    const { session } = renderWithApp(<LandingPage />, { auth: signedOut });
    expect(screen.getByRole('heading', { level: 1, name: 'AI-Powered Microservices' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with Google' }));
    expect((session as unknown as { signedIn: number }).signedIn).toBe(1);
    const cards = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('a')?.getAttribute('href'));
    expect(cards).toEqual(['/youtube-commenter', '/telegram-calendar', '/telegram-digest', '/homework', '/analytics']);
    expect(screen.getByText('Creates calendar events from text, voice and photo messages.')).toBeTruthy();
  });

  it('greets a signed-in user instead of offering sign-in', () => {
    renderWithApp(<LandingPage />, { auth: signedIn(anna) });
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.getByText('Welcome back, Anna Petrova!')).toBeTruthy();
  });
});
