import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { analyticsServer } from './testing/fake-server';
import { renderScreen } from './testing/render-screen';

describe('the analytics routes (spec 2)', () => {
  it('put the overview at /analytics and the settings at /analytics/settings', async () => {
    const { unmount } = renderScreen('/analytics', analyticsServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics' })).toBeTruthy();
    expect(document.title).toBe('Analytics · AI-Powered Microservices');
    unmount();
    renderScreen('/analytics/settings', analyticsServer());
    expect(await screen.findByRole('heading', { level: 1, name: 'Analytics Settings' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Analytics' }).getAttribute('href')).toBe('/analytics');
  });

  it('answer not found below them', async () => {
    renderScreen('/analytics/unknown', analyticsServer());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
