import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import PaymentFailPage from './PaymentFailPage';

describe('the payment failed page', () => {
  it('says the payment failed and leads back to the plan', () => {
    renderWithApp(<PaymentFailPage />, { route: '/subscription/fail' });
    expect(screen.getByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the plan' }).getAttribute('href')).toBe('/subscription');
    expect(screen.getByRole('link', { name: 'Go to Home' }).getAttribute('href')).toBe('/');
  });
});
