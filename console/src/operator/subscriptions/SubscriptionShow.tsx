import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Button } from '@mui/material';
import {
  DataTable,
  DateField,
  EmailField,
  NumberField,
  ReferenceManyField,
  SelectField,
  Show,
  SimpleShowLayout,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import type { AdminPayment, AdminSubscription } from '../../../../contracts/subscription.ts';
import { useT } from '../../i18n/LocaleProvider';
import { useDateLocale } from '../users/date-locale';
import { paymentKindChoices } from './choices';
import { SubscriptionActionButton } from './SubscriptionActionButton';
import { PaymentStatusField, SubscriptionStatusField } from './SubscriptionFields';

/** The workflow that owns this subscription's lifecycle, in the Temporal UI. */
function TemporalLink() {
  const t = useT();
  const record = useRecordContext<AdminSubscription>();
  if (!record?.workflowUrl) return null;
  return (
    <Button size="small" href={record.workflowUrl} target="_blank" rel="noopener noreferrer" startIcon={<OpenInNewIcon />}>
      {t('operator.subscriptions.openTemporal')}
    </Button>
  );
}

const Actions = () => (
  <TopToolbar sx={{ flexWrap: 'wrap' }}>
    <TemporalLink />
    <SubscriptionActionButton action="refund" />
    <SubscriptionActionButton action="cancel" />
  </TopToolbar>
);

function NoPayments() {
  const t = useT();
  return <span>{t('operator.subscriptions.noPayments')}</span>;
}

export function SubscriptionShow() {
  const t = useT();
  const locales = useDateLocale();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <TextField source="userName" />
        <EmailField source="userEmail" />
        <SubscriptionStatusField source="status" />
        <TextField source="plan" />
        <NumberField source="amount" />
        <TextField source="provider" />
        <DateField source="startDate" showTime locales={locales} />
        <DateField source="endDate" showTime locales={locales} />
        <DateField source="canceledAt" showTime locales={locales} emptyText="—" />
        <TextField source="cancelReason" emptyText="—" />
        <DateField source="refundedAt" showTime locales={locales} emptyText="—" />
        <NumberField source="renewalAttempt" />
        <TextField source="workflowId" />
        <DateField source="createdAt" showTime locales={locales} />
        <DateField source="updatedAt" showTime locales={locales} />
        <TextField source="id" />
        <TextField source="userId" />
        <ReferenceManyField<AdminSubscription, AdminPayment>
          label={t('operator.subscriptions.payments')}
          reference="admin/payments"
          target="subscriptionId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          empty={<NoPayments />}
        >
          <DataTable<AdminPayment> rowClick="show" bulkActionButtons={false}>
            <DataTable.Col source="kind">
              <SelectField source="kind" choices={paymentKindChoices} />
            </DataTable.Col>
            <DataTable.Col source="status">
              <PaymentStatusField />
            </DataTable.Col>
            <DataTable.NumberCol source="amount" />
            <DataTable.Col source="attempt" disableSort />
            <DataTable.Col source="declineMessage" disableSort />
            <DataTable.Col source="createdAt">
              <DateField source="createdAt" showTime locales={locales} />
            </DataTable.Col>
          </DataTable>
        </ReferenceManyField>
      </SimpleShowLayout>
    </Show>
  );
}
