import type { SxProps, Theme } from '@mui/material';

/**
 * Read by screen readers, not drawn (a link's "opens in a new tab", a live region). In px on
 * purpose: MUI reads `width: 1` as 100%, which laid a hidden region out at the page's full size
 * and made pages scroll sideways.
 */
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
