import { useMediaQuery, type Theme } from '@mui/material';
import { DataTable, DateField, List, SearchInput, SelectInput, SimpleList } from 'react-admin';
import type { AdminSubscription } from '../../../../contracts/subscription.ts';
import { StatusBadge } from '../../areas/subscription/shared/StatusBadge';
import { useDateLocale } from '../users/date-locale';
import { subscriptionStatusChoices } from './choices';
import { SubscriberField, SubscriptionStatusField } from './SubscriptionFields';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="status" source="status" choices={subscriptionStatusChoices} alwaysOn />];

/** The API sorts by createdAt, status, startDate, endDate and updatedAt; other columns do not offer it. */
function SubscriptionTable() {
  const locales = useDateLocale();
  return (
    <DataTable<AdminSubscription> rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="userEmail" disableSort>
        <SubscriberField />
      </DataTable.Col>
      <DataTable.Col source="status">
        <SubscriptionStatusField />
      </DataTable.Col>
      <DataTable.NumberCol source="amount" disableSort />
      <DataTable.Col source="startDate">
        <DateField source="startDate" locales={locales} />
      </DataTable.Col>
      <DataTable.Col source="endDate">
        <DateField source="endDate" locales={locales} />
      </DataTable.Col>
      <DataTable.Col source="createdAt">
        <DateField source="createdAt" showTime locales={locales} />
      </DataTable.Col>
    </DataTable>
  );
}

/** A table on wide screens, a list on phones (a table would be wider than the screen). */
export function SubscriptionList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List<AdminSubscription> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      {phone ? (
        <SimpleList<AdminSubscription>
          rowClick="show"
          primaryText={(record) => record.userName}
          secondaryText={(record) => record.userEmail}
          tertiaryText={(record) => <StatusBadge status={record.status} size="small" />}
        />
      ) : (
        <SubscriptionTable />
      )}
    </List>
  );
}
