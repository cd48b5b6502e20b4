import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface Stat {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
}

/**
 * A row of figures: a list, so a screen reader says how many there are, each label read before
 * its value (the value is drawn above it).
 */
export function StatCards({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${Math.min(stats.length, 4)}, minmax(0, 1fr))` } }}>
      {stats.map((stat) => (
        <Card component="li" key={stat.label}>
          <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
            {stat.icon !== undefined && (
              <Box aria-hidden sx={{ color: 'primary.main', display: 'flex' }}>
                {stat.icon}
              </Box>
            )}
            <Box sx={{ minWidth: 0, display: 'flex', flexDirection: 'column-reverse' }}>
              <Typography variant="body2" color="text.secondary" component="p">
                {stat.label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {stat.value}
              </Typography>
            </Box>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
