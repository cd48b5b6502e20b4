import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ErrorBoundary } from './ErrorBoundary';

let fail = true;
function Flaky() {
  if (fail) throw new Error('boom');
  return <p>Recovered</p>;
}

describe('the error boundary', () => {
  it("shows 'Something went wrong' and renders the page again on 'Try again'", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithApp(
      <ErrorBoundary resetKey="/">
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Something went wrong')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Recovered')).toBeTruthy();
  });
});
