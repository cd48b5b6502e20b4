import { DateField, EmailField, SelectField, Show, SimpleShowLayout, TextField } from 'react-admin';
import { useDateLocale } from './date-locale';
import { roleChoices } from './roles';
import { UserNameField } from './UserAvatarField';
import { UserOverview } from './UserOverview';

export function UserShow() {
  const locales = useDateLocale();
  return (
    <Show>
      <SimpleShowLayout>
        <UserNameField />
        <EmailField source="email" />
        <SelectField source="role" choices={roleChoices} />
        <DateField source="createdAt" showTime locales={locales} />
        <DateField source="lastSignInAt" showTime locales={locales} />
        <TextField source="id" />
      </SimpleShowLayout>
      <UserOverview />
    </Show>
  );
}
