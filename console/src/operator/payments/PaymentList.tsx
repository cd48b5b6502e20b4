import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, ReferenceField, SelectField, SelectInput, SimpleList } from 'react-admin';
import type { AdminPayment } from '../../../../contracts/subscription.ts';
import { paymentKindChoices, paymentStatusChoices } from '../subscriptions/choices';
import { PaymentStatusField, SubscriptionStatusField } from '../subscriptions/SubscriptionFields';
import { useDateLocale } from '../users/date-locale';

const filters = [<SelectInput key="status" source="status" choices={paymentStatusChoices} alwaysOn />];

/** Sortable by createdAt, status and amount only (contracts/subscription.ts). */
function PaymentTable() {
  const locales = useDateLocale();
  return (
    <DataTable<AdminPayment> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="userEmail" disableSort />
      <DataTable.Col source="kind" disableSort>
        <SelectField source="kind" choices={paymentKindChoices} />
      </DataTable.Col>
      <DataTable.Col source="status">
        <PaymentStatusField />
      </DataTable.Col>
      <DataTable.NumberCol source="amount" />
      <DataTable.Col source="attempt" disableSort />
      <DataTable.Col source="subscriptionId" disableSort>
        {/* The subscription's own status, linking to it: the e-mail is already in the first column. */}
        <ReferenceField source="subscriptionId" reference="admin/subscriptions" link="show">
          <SubscriptionStatusField />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime locales={locales} />
      </DataTable.Col>
    </DataTable>
  );
}

/** A table on wide screens, a list on phones. */
export function PaymentList() {
  const locales = useDateLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminPayment> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {phone ? (
        <SimpleList<AdminPayment>
          rowClick="show"
          primaryText={(record) => record.userEmail}
          secondaryText={(record) => `${record.amount} ₽ · ${new Date(record.createdAt).toLocaleString(locales)}`}
          tertiaryText={<PaymentStatusField />}
        />
      ) : (
        <PaymentTable />
      )}
    </List>
  );
}
