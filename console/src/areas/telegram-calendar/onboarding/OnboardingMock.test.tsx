import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { EXAMPLE_CODE, OnboardingMock } from './OnboardingMock';

describe('the onboarding mock (unrouted)', () => {
  it("shows 'Connect Google Calendar' first, then 'Connect Telegram Bot' with the example code, Copy and the way back", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderWithApp(<OnboardingMock />);
    const mock = screen.getByTestId('onboarding-mock');
    const [calendar, bot] = within(mock).getAllByRole('heading', { level: 3 });
    expect(calendar!.textContent).toBe('Connect Google Calendar');
    expect(bot!.textContent).toBe('Connect Telegram Bot');
    expect(EXAMPLE_CODE).toBe('ABCD2345');
    expect(within(mock).getByText('ABCD2345')).toBeTruthy();

    await act(async () => {
      fireEvent.click(within(mock).getByRole('button', { name: 'Copy the code' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('ABCD2345');
    expect(within(mock).getByRole('status').textContent).toBe('Code copied');
    expect(within(mock).getByRole('link', { name: "I've Connected the Bot" }).getAttribute('href')).toBe('/telegram-calendar');
  });
});
