import { Box, List } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Picker rows in a list that scrolls within a fixed height (spec 9: the new form's source list
 * about 16 rem, the edit screen's picker about 12 rem). It is a named region reachable by Tab,
 * so a keyboard can scroll it too.
 */
export function SourceList({ maxHeight, label, children, testId }: { maxHeight: string; label: string; children: ReactNode; testId?: string }) {
  return (
    <Box role="region" aria-label={label} tabIndex={0} data-testid={testId} sx={{ maxHeight, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}>
      <List dense disablePadding>
        {children}
      </List>
    </Box>
  );
}
