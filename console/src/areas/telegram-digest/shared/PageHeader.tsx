import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle: string;
  /** The page's main button: beside the title, under it on a phone. */
  action?: ReactNode;
  /** Space below it: the list leaves more on wide screens, above its cards. */
  mb?: number | { xs: number; md: number };
}

/** The tool's page title (the page's h1) with its subtitle. */
export function PageHeader({ title, subtitle, action, mb = 3 }: Props) {
  return (
    <Box sx={{ display: 'flex', alignItems: { xs: 'stretch', sm: 'flex-end' }, justifyContent: 'space-between', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, mb }}>
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 26, md: 34 } }}>
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {action}
    </Box>
  );
}
