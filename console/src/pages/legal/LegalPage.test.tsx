import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import PrivacyPage from './PrivacyPage';
import TermsPage from './TermsPage';

describe('legal pages', () => {
  it('show the terms in English and Russian tabs, in a 600 px scrolling box', async () => {
    renderWithApp(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    const text = screen.getByTestId('legal-text');
    expect(getComputedStyle(text).height).toBe('600px');
    expect(getComputedStyle(text).overflowY).toBe('auto');
    expect(text.textContent).toContain('Effective date: 18 June 2025');
    expect(text.textContent).toContain('10,000 (ten thousand) rubles');
    expect(text.textContent).toContain('three calendar days after its publication');
    await userEvent.click(screen.getByRole('tab', { name: 'Русский' }));
    expect(screen.getByTestId('legal-text').textContent).toContain('Дата вступления в силу: 18 июня 2025 г.');
    expect(screen.getByTestId('legal-text').textContent).toContain('2 100 (две тысячи сто) рублей в месяц без учёта НДС');
  });

  it('show the privacy policy with the data it processes', async () => {
    renderWithApp(<PrivacyPage />);
    const text = screen.getByTestId('legal-text');
    expect(text.textContent).toContain('Google account username');
    expect(text.textContent).toContain('anonymised data about visits');
    await userEvent.click(screen.getByRole('tab', { name: 'Русский' }));
    expect(screen.getByTestId('legal-text').textContent).toContain('Политика конфиденциальности');
  });
});
