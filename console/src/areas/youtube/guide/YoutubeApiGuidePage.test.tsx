import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { COPIED_FEEDBACK_MS } from '../../../shell/use-copy';
import YoutubeApiGuidePage from './YoutubeApiGuidePage';

afterEach(() => {
  vi.useRealTimers();
});

describe('the YouTube API guide', () => {
  it('has six steps, the four troubleshooting entries and the next steps', () => {
    renderWithApp(<YoutubeApiGuidePage />);
    expect(screen.getAllByText(/^Step [1-6]$/)).toHaveLength(6);
    for (const title of ['Access blocked', 'redirect_uri_mismatch', 'invalid_client', 'App not verified']) {
      expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('link', { name: 'Open the video-comment assistant' }).getAttribute('href')).toBe('/youtube-commenter');
    expect(screen.getByRole('link', { name: /YouTube Data API documentation/ }).getAttribute('href')).toContain('developers.google.com/youtube');
    expect(screen.getAllByText(/10,000 units per day/).length).toBeGreaterThan(0);
  });

  it('copies the callback URL of the configured API host and shows a check for 2 seconds', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<YoutubeApiGuidePage />);
    expect(screen.getByTestId('callback-url').textContent).toBe('http://localhost:3100/api/youtube/auth/callback');

    fireEvent.click(screen.getByRole('button', { name: /Create OAuth credentials/ }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy the redirect URI' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('http://localhost:3100/api/youtube/auth/callback');
    expect(screen.getByTestId('copied-icon')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(COPIED_FEEDBACK_MS - 10);
    });
    expect(screen.queryByTestId('copied-icon')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(20);
    });
    expect(screen.queryByTestId('copied-icon')).toBeNull();
  });
});
