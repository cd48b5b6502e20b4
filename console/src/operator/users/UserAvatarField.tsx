import { Avatar, Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import type { AdminUser } from '../../../../contracts/admin.ts';

/** Avatar and name together, as the list's first column. */
export function UserNameField() {
  const user = useRecordContext<AdminUser>();
  if (!user) return null;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <Avatar src={user.avatar ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 13 }}>
        {user.name.slice(0, 1).toUpperCase()}
      </Avatar>
      <Typography variant="body2">{user.name}</Typography>
    </Box>
  );
}
