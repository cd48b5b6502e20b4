import CheckIcon from '@mui/icons-material/Check';
import { Box, Button, Card, CardContent, Chip, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { Insight } from '../shared/analytics-api';
import { formatChange, formatDateTime, formatShare } from '../shared/format';
import { knownType, SEVERITY_COLOURS, typeIcon } from './insight-look';

interface Props {
  insight: Insight;
  resolving: boolean;
  onResolve: () => void;
}

/**
 * One insight (spec 2 'Recent Insights'): its type as an icon with a name for screen readers, the
 * title, the severity badge, the confidence, the description, the metric with its signed change,
 * the time and 'Mark Resolved'. A resolved one is dimmed and badged 'Resolved'.
 */
/**
 * Spec 2: resolved insights are dimmed. A grey card with a dashed edge, not opacity: lowering the
 * opacity of the text would drop it under the 4.5:1 contrast the console keeps (axe).
 */
const RESOLVED_LOOK = { bgcolor: 'grey.100', borderStyle: 'dashed', color: 'text.secondary' } as const;

export function InsightCard({ insight, resolving, onResolve }: Props) {
  const { t, locale } = useLocale();
  const titleId = useId();
  const Icon = typeIcon(insight.type);
  const colours = SEVERITY_COLOURS[insight.severity];
  return (
    <Card component="li" variant="outlined" aria-labelledby={titleId} data-testid="insight" data-resolved={insight.isResolved} sx={insight.isResolved ? RESOLVED_LOOK : undefined}>
      <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
        <Icon titleAccess={t(`analytics.insights.types.${knownType(insight.type)}`)} color="primary" sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0, flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography variant="subtitle1" component="h3" id={titleId} sx={{ fontWeight: 600, mr: 'auto' }}>
              {insight.title}
            </Typography>
            <Chip size="small" label={t(`analytics.insights.severity.${insight.severity}`)} data-testid="severity" sx={{ bgcolor: colours.background, color: colours.text, fontWeight: 700 }} />
            {insight.isResolved && <Chip size="small" variant="outlined" icon={<CheckIcon />} label={t('analytics.insights.resolved')} />}
          </Box>
          <Typography variant="body2">{insight.description}</Typography>
          <Box component="dl" sx={{ m: 0, display: 'flex', gap: 2, flexWrap: 'wrap', color: 'text.secondary', typography: 'body2', '& dt': { fontWeight: 600 }, '& dd': { m: 0 }, '& div': { display: 'flex', gap: 0.5 } }}>
            <div>
              <dt>{t('analytics.insights.confidence')}</dt>
              <dd>{formatShare(insight.confidence, locale)}</dd>
            </div>
            <div>
              <dt>{t('analytics.insights.metric')}</dt>
              <dd data-testid="insight-metric">{insight.change === null ? insight.metric : t('analytics.insights.metricChange', { metric: insight.metric, change: formatChange(insight.change, locale) })}</dd>
            </div>
            <div>
              <dt>{t('analytics.insights.time')}</dt>
              <dd>
                <time dateTime={insight.createdAt}>{formatDateTime(insight.createdAt, locale)}</time>
              </dd>
            </div>
          </Box>
          {!insight.isResolved && (
            <Box>
              <Button size="small" variant="outlined" startIcon={<CheckIcon />} onClick={onResolve} disabled={resolving} aria-describedby={titleId}>
                {t(resolving ? 'analytics.insights.resolving' : 'analytics.insights.markResolved')}
              </Button>
            </Box>
          )}
        </Box>
      </CardContent>
    </Card>
  );
}
