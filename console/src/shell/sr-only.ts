import type { SxProps, Theme } from '@mui/material';

/** Read by screen readers, not drawn (a link's "opens in a new tab"). */
export const srOnly: SxProps<Theme> = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
};
