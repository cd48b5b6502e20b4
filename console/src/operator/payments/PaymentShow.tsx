import { DateField, EmailField, NumberField, ReferenceField, SelectField, Show, SimpleShowLayout, TextField, TopToolbar } from 'react-admin';
import { paymentKindChoices } from '../subscriptions/choices';
import { PaymentStatusField } from '../subscriptions/SubscriptionFields';
import { useDateLocale } from '../users/date-locale';
import { PaymentReceipts } from './PaymentReceipts';
import { PaymentRefundButton } from './PaymentRefundButton';

const Actions = () => (
  <TopToolbar>
    <PaymentRefundButton />
  </TopToolbar>
);

export function PaymentShow() {
  const locales = useDateLocale();
  return (
    <Show actions={<Actions />}>
      <SimpleShowLayout>
        <PaymentStatusField source="status" />
        <SelectField source="kind" choices={paymentKindChoices} />
        <NumberField source="amount" />
        <EmailField source="userEmail" />
        <ReferenceField source="subscriptionId" reference="admin/subscriptions" link="show" />
        <NumberField source="period" />
        <NumberField source="attempt" />
        <TextField source="provider" />
        <TextField source="providerPaymentId" emptyText="—" />
        <TextField source="declineCode" emptyText="—" />
        <TextField source="declineMessage" emptyText="—" />
        <DateField source="confirmedAt" showTime locales={locales} emptyText="—" />
        <DateField source="refundedAt" showTime locales={locales} emptyText="—" />
        <TextField source="idempotencyKey" />
        <DateField source="createdAt" showTime locales={locales} />
        <DateField source="updatedAt" showTime locales={locales} />
        <TextField source="id" />
      </SimpleShowLayout>
      <PaymentReceipts />
    </Show>
  );
}
