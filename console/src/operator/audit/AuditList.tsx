import { useId } from 'react';
import { AutocompleteInput, DataTable, DateField, DateTimeInput, List, ReferenceInput, TextField, TextInput, useRecordContext } from 'react-admin';
import type { AuditEntry } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { JsonBlock } from '../shared/JsonBlock';
import { useDateLocale } from '../users/date-locale';

/** The input's local time as the ISO instant the API takes (`from`, `to`). */
const toIso = (value: string | Date | null | undefined): string | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};

const filters = [
  <TextInput key="q" source="q" alwaysOn />,
  <TextInput key="action" source="action" alwaysOn />,
  <ReferenceInput key="userId" source="userId" reference="admin/users" sort={{ field: 'email', order: 'ASC' }} alwaysOn>
    <AutocompleteInput optionText="email" filterToQuery={(q: string) => ({ q })} label="resources.admin/audit.fields.userId" />
  </ReferenceInput>,
  <DateTimeInput key="from" source="from" parse={toIso} alwaysOn />,
  <DateTimeInput key="to" source="to" parse={toIso} alwaysOn />,
];

/** An entry's details as JSON, under its row. */
function Details() {
  const t = useT();
  const id = useId();
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  return (
    <div>
      <strong id={id}>{t('operator.audit.details')}</strong>
      <JsonBlock value={{ ...entry.details, ...(entry.ip === null ? {} : { ip: entry.ip }) }} labelledBy={id} />
    </div>
  );
}

/** The audit log, newest first: who did what to whom, why, and the details. */
export function AuditList() {
  const locales = useDateLocale();
  return (
    <List<AuditEntry> filters={filters} sort={{ field: 'occurredAt', order: 'DESC' }} perPage={50} exporter={false}>
      <DataTable<AuditEntry> bulkActionButtons={false} expand={<Details />} rowClick="expand">
        <DataTable.Col source="occurredAt">
          <DateField source="occurredAt" showTime locales={locales} />
        </DataTable.Col>
        <DataTable.Col source="action" />
        <DataTable.Col source="actorEmail" disableSort>
          <TextField source="actorEmail" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="userEmail" disableSort>
          <TextField source="userEmail" emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="reason" disableSort>
          <TextField source="reason" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
