import type { ReactNode } from 'react';
import { BooleanField, DataTable, DateField, List, NullableBooleanInput, SearchInput, Title, useRecordContext, type RaRecord } from 'react-admin';
import type { DigestSchedule, ScheduleRow } from '../../../../contracts/operations.ts';
import { useT } from '../../i18n/LocaleProvider';
import { Section } from '../shared/Section';
import { TemporalUiLink } from '../workflows/TemporalUiLink';
import { useDateLocale } from '../users/date-locale';


/** The Temporal UI page of a slot Schedule. */
function ScheduleTemporalLink(_props: { source?: string }) {
  const row = useRecordContext<ScheduleRow>();
  return row ? <TemporalUiLink href={row.temporalUiUrl} /> : null;
}

/** Both lists take a search and paused (contracts/operations.ts). */
const filters = [<SearchInput key="q" source="q" alwaysOn />, <NullableBooleanInput key="paused" source="paused" alwaysOn />];

/** A react-admin list inside the page: its filters and sort kept in memory, not in the address (two share the page). */
function EmbeddedList<R extends RaRecord>({ resource, children }: { resource: string; children: ReactNode }) {
  return (
    <List<R> resource={resource} filters={filters} sort={{ field: 'nextRunAt', order: 'ASC' }} perPage={25} exporter={false} disableSyncWithLocation title={false} actions={false}>
      {children}
    </List>
  );
}

/** The slot Schedules (GET /api/admin/schedules): one per hour-and-zone slot, with its users and next run. */
function SlotSchedules() {
  const locales = useDateLocale();
  return (
    <EmbeddedList<ScheduleRow> resource="admin/schedules">
      <DataTable<ScheduleRow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="id" />
        <DataTable.Col source="kind" disableSort />
        <DataTable.NumberCol source="users" />
        <DataTable.Col source="paused" disableSort>
          <BooleanField source="paused" />
        </DataTable.Col>
        <DataTable.Col source="nextRunAt">
          <DateField source="nextRunAt" showTime locales={locales} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="lastRunAt">
          <DateField source="lastRunAt" showTime locales={locales} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="temporalUiUrl" disableSort>
          <ScheduleTemporalLink />
        </DataTable.Col>
      </DataTable>
    </EmbeddedList>
  );
}

/** Each user's digest with its slot (GET /api/admin/digest-schedules), a react-admin list of its own. */
function DigestSchedules() {
  const locales = useDateLocale();
  return (
    <EmbeddedList<DigestSchedule> resource="admin/digest-schedules">
      <DataTable<DigestSchedule> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="userEmail" />
        <DataTable.Col source="frequency" disableSort />
        <DataTable.Col source="timezone" disableSort />
        <DataTable.Col source="paused" disableSort>
          <BooleanField source="paused" />
        </DataTable.Col>
        <DataTable.Col source="nextRunAt">
          <DateField source="nextRunAt" showTime locales={locales} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="lastRunAt" disableSort>
          <DateField source="lastRunAt" showTime locales={locales} emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </EmbeddedList>
  );
}

/** The Schedules page: the slot Schedules, then the digests' own schedules. */
export function SchedulesPage() {
  const t = useT();
  return (
    <>
      <Title title={t('operator.schedules.title')} />
      <Section title={t('operator.schedules.slots')} help={t('operator.schedules.slotsHelp')}>
        {() => <SlotSchedules />}
      </Section>
      <Section title={t('operator.schedules.digests')}>{() => <DigestSchedules />}</Section>
    </>
  );
}
