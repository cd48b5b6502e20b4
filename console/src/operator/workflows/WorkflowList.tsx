import { DataTable, DateField, List, SelectInput, TextField, TextInput } from 'react-admin';
import { workflowStatuses, type AdminWorkflow } from '../../../../contracts/operations.ts';
import { useDateLocale } from '../users/date-locale';
import { WorkflowStatusField } from './WorkflowStatusField';

const statusChoices = workflowStatuses.map((status) => ({ id: status, name: `operator.workflows.status.${status}` }));

const filters = [
  <TextInput key="type" source="type" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <TextInput key="workflowId" source="workflowId" />,
];

/** Temporal's visibility by type and status; sortable by start and close time only. */
export function WorkflowList() {
  const locales = useDateLocale();
  return (
    <List<AdminWorkflow> filters={filters} sort={{ field: 'startTime', order: 'DESC' }} perPage={25} exporter={false}>
      <DataTable<AdminWorkflow> rowClick="show" bulkActionButtons={false}>
        <DataTable.Col source="type" disableSort />
        <DataTable.Col source="workflowId" disableSort />
        <DataTable.Col source="status" disableSort>
          <WorkflowStatusField />
        </DataTable.Col>
        <DataTable.Col source="startTime">
          <DateField source="startTime" showTime locales={locales} />
        </DataTable.Col>
        <DataTable.Col source="closeTime">
          <DateField source="closeTime" showTime locales={locales} emptyText="—" />
        </DataTable.Col>
        <DataTable.Col source="requestId" disableSort>
          <TextField source="requestId" emptyText="—" />
        </DataTable.Col>
      </DataTable>
    </List>
  );
}
