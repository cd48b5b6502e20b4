import { describe, expect, it } from 'vitest';
import { ANALYTICS_MESSAGES } from '../../../../../contracts/analytics.ts';
import { en } from './en';
import { ru } from './ru';

describe('the analytics texts', () => {
  it('hold spec 2’s texts word for word', () => {
    const a = en.analytics;
    expect([a.settingsButton, a.dashboard.setup.title, a.dashboard.stats.totalInsights, a.dashboard.stats.critical, a.dashboard.stats.activeServices]).toEqual([
      'Settings',
      'Analytics Setup Required',
      'Total Insights',
      'Critical Issues',
      'Active Services',
    ]);
    expect([a.dashboard.tabs.insights, a.dashboard.tabs.ask, a.insights.markResolved, a.insights.resolved, a.ask.analyze, a.ask.clear]).toEqual([
      'Recent Insights',
      'Ask Analytics',
      'Mark Resolved',
      'Resolved',
      'Analyze',
      'Clear',
    ]);
    expect(Object.values(a.insights.severity)).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'LOW']);
    expect([a.settings.test, a.settings.remove, a.settings.monitoring.title, a.settings.gettingStarted.title, a.settings.deleteAll, a.settings.cancel, a.settings.save]).toEqual([
      'Test Connection',
      'Remove',
      'Monitoring Preferences',
      'Getting Started',
      'Delete All Credentials',
      'Cancel',
      'Save Settings',
    ]);
  });

  it('hold spec 5’s and 8’s messages word for word (the contract’s where it has them)', () => {
    const a = en.analytics;
    expect(a.settings.problems).toEqual({ atLeastOne: ANALYTICS_MESSAGES.atLeastOne, amplitudePair: ANALYTICS_MESSAGES.amplitudePair });
    expect(a.ask.blank).toBe(ANALYTICS_MESSAGES.blankQuestion);
    expect([a.dashboard.loadFailed, a.insights.resolveFailed, a.ask.queryFailed, a.ask.processFailed, a.ask.notReadable, a.ask.failed, a.settings.loadFailed]).toEqual([
      'Failed to load analytics data',
      'Failed to resolve insight',
      'Query Failed',
      'Failed to process analytics query',
      'Response body is not readable',
      'Query failed',
      'Failed to load analytics credentials',
    ]);
    expect([a.settings.saveFailed, a.settings.testFailed, a.ask.httpError]).toEqual(['Failed to save credentials', 'Connection test failed', 'HTTP %{status}: %{text}']);
    expect(a.settings.deleteAllConfirm).toMatch(/cannot be undone/);
    expect(ru.analytics.settings.deleteAllConfirm).toMatch(/нельзя отменить/);
  });
});
