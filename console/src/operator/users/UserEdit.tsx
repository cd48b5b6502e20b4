import { DateField, Edit, EmailField, Labeled, required, SaveButton, SelectInput, SimpleForm, TextField, Toolbar, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import type { AdminUser } from '../../../../contracts/admin.ts';
import { useDateLocale } from './date-locale';
import { roleChoices } from './roles';

/** Only the role can change; the server refuses an admin's own role change, so the form does too. */
function RoleInput() {
  const translate = useTranslate();
  const user = useRecordContext<AdminUser>();
  const { identity } = useGetIdentity();
  const own = user !== undefined && identity?.id === user.id;
  return (
    <SelectInput
      source="role"
      choices={roleChoices}
      validate={required()}
      disabled={own}
      helperText={own ? translate('operator.ownRole') : false}
    />
  );
}

const EditToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

export function UserEdit() {
  const locales = useDateLocale();
  return (
    // Pessimistic: a refused change (403, 409) must not look saved for the undo delay first.
    <Edit mutationMode="pessimistic" redirect="show">
      <SimpleForm toolbar={<EditToolbar />}>
        <Labeled>
          <TextField source="name" />
        </Labeled>
        <Labeled>
          <EmailField source="email" />
        </Labeled>
        <Labeled>
          <DateField source="createdAt" showTime locales={locales} />
        </Labeled>
        <RoleInput />
      </SimpleForm>
    </Edit>
  );
}
