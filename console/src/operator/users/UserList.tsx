import { DataTable, DateField, EmailField, List, SearchInput, SelectField, SelectInput } from 'react-admin';
import type { AdminUser } from '../../../../contracts/admin.ts';
import { useDateLocale } from './date-locale';
import { roleChoices } from './roles';
import { UserNameField } from './UserAvatarField';

const filters = [<SearchInput key="q" source="q" alwaysOn />, <SelectInput key="role" source="role" choices={roleChoices} />];

export function UserList() {
  const locales = useDateLocale();
  return (
    <List<AdminUser> filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable<AdminUser> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="name">
          <UserNameField />
        </DataTable.Col>
        <DataTable.Col source="email">
          <EmailField source="email" />
        </DataTable.Col>
        <DataTable.Col source="role">
          <SelectField source="role" choices={roleChoices} />
        </DataTable.Col>
        <DataTable.Col source="createdAt">
          <DateField source="createdAt" locales={locales} />
        </DataTable.Col>
        <DataTable.Col source="lastSignInAt">
          <DateField source="lastSignInAt" showTime locales={locales} />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
