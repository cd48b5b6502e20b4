import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, Button, Tab, Tabs } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/LocaleProvider';
import { PageSpinner } from '../../../shell/PageSpinner';
import { AskTab } from '../ask/AskTab';
import { MetricCharts } from '../charts/MetricCharts';
import { RecentInsights } from '../insights/RecentInsights';
import { RunCheckPanel } from '../run-check/RunCheckPanel';
import { useRunCheck } from '../run-check/use-run-check';
import type { Insight } from '../shared/analytics-api';
import { LoadFailed } from '../shared/LoadFailed';
import { PageFrame } from '../shared/PageFrame';
import { analyticsRoutes } from '../shared/routes';
import { OverviewStats } from './OverviewStats';
import { SetupBanner } from './SetupBanner';
import { useOverview, type Overview } from './use-overview';

const TABS = ['insights', 'ask'] as const;
type TabName = (typeof TABS)[number];

/** A resolved insight in the overview: the list shows the server's copy, and an unresolved critical one leaves the count. */
const withResolved =
  (resolved: Insight) =>
  (overview: Overview): Overview => {
    const before = overview.insights.find((insight) => insight.id === resolved.id);
    const leavesCritical = before !== undefined && !before.isResolved && before.severity === 'CRITICAL';
    return {
      ...overview,
      insights: overview.insights.map((insight) => (insight.id === resolved.id ? resolved : insight)),
      stats: leavesCritical ? { ...overview.stats, critical: Math.max(0, overview.stats.critical - 1) } : overview.stats,
    };
  };

/**
 * /analytics (spec 2 'Analytics routes'): Settings, the setup banner without credentials, the
 * three stat cards, 'Run check now' with its progress, and the tabs 'Recent Insights' (with the
 * watched metrics' charts) and 'Ask Analytics'. The tab shown is in the address (?tab=ask).
 */
export function AnalyticsPage() {
  const t = useT();
  const tabsId = useId();
  const [params, setParams] = useSearchParams();
  const tab: TabName = params.get('tab') === 'ask' ? 'ask' : 'insights';
  const { load, reload, retry, update } = useOverview();
  const check = useRunCheck(() => void reload());
  const checking = check.state.kind === 'starting' || check.state.kind === 'running';
  const hasCredentials = load.kind === 'ready' && load.value.status.hasCredentials;

  const actions = (
    <>
      <Button variant="contained" startIcon={<PlayArrowIcon />} onClick={check.start} disabled={!hasCredentials || checking}>
        {t(checking ? 'analytics.run.running' : 'analytics.run.start')}
      </Button>
      <Button variant="outlined" component={RouterLink} to={analyticsRoutes.settings} startIcon={<SettingsIcon />}>
        {t('analytics.settingsButton')}
      </Button>
    </>
  );

  const select = (next: TabName) =>
    setParams(
      (current) => {
        const changed = new URLSearchParams(current);
        if (next === 'insights') changed.delete('tab');
        else changed.set('tab', next);
        return changed;
      },
      { replace: true },
    );
  const tabId = (name: TabName) => `${tabsId}-${name}-tab`;
  const panelId = (name: TabName) => `${tabsId}-${name}-panel`;

  return (
    <PageFrame title={t('analytics.title')} subtitle={t('analytics.subtitle')} actions={actions}>
      {load.kind === 'failed' && <LoadFailed message="analytics.dashboard.loadFailed" onRetry={retry} />}
      {load.kind === 'ready' && !load.value.status.hasCredentials && <SetupBanner />}
      {load.kind === 'ready' && <OverviewStats stats={load.value.stats} status={load.value.status} />}
      <RunCheckPanel state={check.state} onDismiss={check.dismiss} />
      <Box>
        <Tabs value={tab} onChange={(_event, next: TabName) => select(next)} aria-label={t('analytics.dashboard.tabs.label')} sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
          {TABS.map((name) => (
            <Tab key={name} value={name} id={tabId(name)} aria-controls={panelId(name)} label={t(`analytics.dashboard.tabs.${name}`)} />
          ))}
        </Tabs>
        {/* Both panels stay mounted: a question being answered goes on while the insights are shown. */}
        <Box role="tabpanel" id={panelId('insights')} aria-labelledby={tabId('insights')} hidden={tab !== 'insights'}>
          {load.kind === 'loading' && <PageSpinner />}
          {load.kind === 'ready' && (
            <Box sx={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
              <RecentInsights insights={load.value.insights} onResolved={(insight) => update(withResolved(insight))} />
              <MetricCharts charts={load.value.metrics} />
            </Box>
          )}
        </Box>
        {/* The question box works whatever the overview's read did. */}
        <Box role="tabpanel" id={panelId('ask')} aria-labelledby={tabId('ask')} hidden={tab !== 'ask'}>
          <AskTab />
        </Box>
      </Box>
    </PageFrame>
  );
}
