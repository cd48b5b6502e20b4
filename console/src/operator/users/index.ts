import PeopleIcon from '@mui/icons-material/People';
import type { AdminUser } from '../../../../contracts/admin.ts';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/** The Users resource of the operator area, spread into <Resource name="admin/users">. */
export default {
  list: UserList,
  show: UserShow,
  edit: UserEdit,
  icon: PeopleIcon,
  recordRepresentation: (user: AdminUser) => user.name,
};
