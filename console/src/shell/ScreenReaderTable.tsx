import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { srOnly } from './sr-only';

/**
 * A chart's numbers as a table that screen readers read and no one sees. The hidden box is
 * around the table, not on it: a table ignores its own width and overflow, and laid out at its
 * content's width it made pages scroll sideways.
 */
export function ScreenReaderTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Box sx={srOnly}>
      <table>
        <caption>{caption}</caption>
        {children}
      </table>
    </Box>
  );
}
