import { Box, Typography } from '@mui/material';
import { Link, useRecordContext } from 'react-admin';
import type { UserOverview as Overview } from '../../../../contracts/operations.ts';
import type { AdminUser } from '../../../../contracts/admin.ts';
import { useT } from '../../i18n/LocaleProvider';
import { formatDateTime, formatMoney } from '../shared/format';
import { jobLink, paymentLink, subscriptionLink, workflowLink } from '../shared/links';
import { Section } from '../shared/Section';
import { SimpleTable } from '../shared/SimpleTable';
import { UnavailableAlert } from '../shared/UnavailableAlert';
import { usePolled } from '../shared/use-polled';
import { TemporalUiLink } from '../workflows/TemporalUiLink';
import { WorkflowStatusChip } from '../workflows/WorkflowStatusField';
import { useDateLocale } from './date-locale';

/**
 * Everything about one user on their page (GET /api/admin/users/:id/overview): subscription and
 * payments, linked services (which are stored and when, never a secret), bot links, recent jobs
 * and workflows, and the audit entries about them. Each section is a region named by its heading.
 */
export function UserOverview() {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  return <OverviewOf userId={user.id} />;
}

function OverviewOf({ userId }: { userId: string }) {
  const t = useT();
  const locale = useDateLocale();
  const { data, failed } = usePolled<Overview>(`/admin/users/${encodeURIComponent(userId)}/overview`);
  const none = t('operator.none');
  const when = (iso: string | null) => formatDateTime(iso, locale, none);

  if (failed && data === undefined) return <Typography role="alert">{t('operator.loadFailed')}</Typography>;
  if (data === undefined) return null;
  const { subscription } = data;

  return (
    <Box sx={{ mt: 3 }} data-testid="user-overview">
      <UnavailableAlert sources={data.unavailable} />
      <Section title={t('operator.user.subscription')}>
        {(id) =>
          subscription === null ? (
            <Typography variant="body2">{t('operator.user.noSubscription')}</Typography>
          ) : (
            <SimpleTable
              labelledBy={id}
              empty={none}
              headers={[t('operator.user.status'), t('operator.user.periodEnd'), t('operator.user.cancelAtPeriodEnd'), t('operator.user.created'), '']}
              rows={[
                {
                  key: subscription.id,
                  cells: [
                    subscription.status,
                    when(subscription.currentPeriodEnd),
                    t(subscription.cancelAtPeriodEnd ? 'operator.queues.yes' : 'operator.queues.no'),
                    when(subscription.createdAt),
                    <Link key="open" to={subscriptionLink(subscription.id)}>
                      {t('operator.user.openSubscription')}
                    </Link>,
                  ],
                },
              ]}
            />
          )
        }
      </Section>
      <Section title={t('operator.user.payments')}>
        {(id) => (
          <SimpleTable
            labelledBy={id}
            empty={t('operator.user.noPayments')}
            headers={[t('operator.user.created'), t('operator.user.kind'), t('operator.user.status'), t('operator.user.amount')]}
            rows={data.payments.map((payment) => ({
              key: payment.id,
              cells: [<Link key="open" to={paymentLink(payment.id)}>{when(payment.createdAt)}</Link>, payment.kind, payment.status, formatMoney(payment.amountMinor, payment.currency, locale)],
            }))}
          />
        )}
      </Section>
      <Section title={t('operator.user.services')}>
        {(id) => (
          <SimpleTable
            labelledBy={id}
            empty={t('operator.user.noServices')}
            headers={[t('operator.user.service'), t('operator.user.connected'), t('operator.user.detail'), t('operator.user.updated')]}
            rows={data.services.map((service) => ({
              key: service.service,
              cells: [service.service, t(service.connected ? 'operator.queues.yes' : 'operator.queues.no'), service.detail ?? none, when(service.updatedAt)],
            }))}
          />
        )}
      </Section>
      <Section title={t('operator.user.botLinks')}>
        {(id) => (
          <SimpleTable
            labelledBy={id}
            empty={t('operator.user.noBotLinks')}
            headers={[t('operator.user.bot'), t('operator.user.chatId'), t('operator.user.username'), t('operator.user.linkedAt')]}
            rows={data.botLinks.map((link) => ({ key: `${link.bot}:${link.chatId}`, cells: [link.bot, link.chatId, link.username ?? none, when(link.linkedAt)] }))}
          />
        )}
      </Section>
      <Section title={t('operator.user.jobs')}>
        {(id) => (
          <SimpleTable
            labelledBy={id}
            empty={t('operator.user.noJobs')}
            headers={[t('resources.admin/jobs.fields.name'), t('resources.admin/jobs.fields.queue'), t('resources.admin/jobs.fields.state'), t('resources.admin/jobs.fields.createdAt')]}
            rows={data.jobs.map((job) => ({
              key: job.id,
              cells: [<Link key="open" to={jobLink(job.id)}>{`${job.name} #${job.jobId}`}</Link>, job.queue, job.state, when(job.createdAt)],
            }))}
          />
        )}
      </Section>
      <Section title={t('operator.user.workflows')}>
        {(id) => (
          <SimpleTable
            labelledBy={id}
            empty={t('operator.user.noWorkflows')}
            headers={[t('resources.admin/workflows.fields.type'), t('resources.admin/workflows.fields.status'), t('resources.admin/workflows.fields.startTime'), 'Temporal UI']}
            rows={data.workflows.map((workflow) => ({
              key: workflow.id,
              cells: [
                <Link key="open" to={workflowLink(workflow.id)}>{`${workflow.type} · ${workflow.workflowId}`}</Link>,
                <WorkflowStatusChip key="status" status={workflow.status} />,
                when(workflow.startTime),
                <TemporalUiLink key="temporal" href={workflow.temporalUiUrl} />,
              ],
            }))}
          />
        )}
      </Section>
      <Section title={t('operator.user.audit')}>
        {(id) => (
          <SimpleTable
            labelledBy={id}
            empty={t('operator.user.noAudit')}
            headers={[t('resources.admin/audit.fields.occurredAt'), t('resources.admin/audit.fields.action'), t('resources.admin/audit.fields.actorEmail'), t('resources.admin/audit.fields.reason')]}
            rows={data.audit.map((entry) => ({ key: entry.id, cells: [when(entry.occurredAt), entry.action, entry.actorEmail ?? none, entry.reason ?? none] }))}
          />
        )}
      </Section>
    </Box>
  );
}
