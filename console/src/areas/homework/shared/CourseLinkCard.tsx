import { Box, Card, CardContent, Link, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface Props {
  name: string;
  to: string;
  headingLevel: 'h3' | 'h4';
  children?: ReactNode;
  /** Buttons of their own (Gradebook): drawn above the card's link so they keep their own click. */
  actions?: ReactNode;
  testId?: string;
}

/**
 * A card that opens something when clicked anywhere: its title is the one link (what keyboards
 * and screen readers use), stretched over the card for the mouse; its own buttons sit above it.
 */
export function CourseLinkCard({ name, to, headingLevel, children, actions, testId }: Props) {
  return (
    <Card component="li" data-testid={testId} sx={{ position: 'relative', '&:hover': { borderColor: 'primary.main' }, '&:focus-within': { borderColor: 'primary.main' } }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.75 }}>
        <Typography variant="h6" component={headingLevel} sx={{ wordBreak: 'break-word' }}>
          <Link component={RouterLink} to={to} underline="hover" color="inherit" sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}>
            {name}
          </Link>
        </Typography>
        {children}
        {actions !== undefined && <Box sx={{ position: 'relative', zIndex: 1, display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>{actions}</Box>}
      </CardContent>
    </Card>
  );
}
