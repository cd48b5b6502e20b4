import { Box, Typography } from '@mui/material';
import { useId } from 'react';

/** A service's how-to: where its keys are made, as numbered steps under a heading. */
export function HowTo({ title, steps }: { title: string; steps: readonly string[] }) {
  const titleId = useId();
  return (
    <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
      <Typography variant="subtitle2" component="h3" id={titleId}>
        {title}
      </Typography>
      <Box component="ol" aria-labelledby={titleId} sx={{ m: 0, mt: 1, pl: 2.5, typography: 'body2', display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </Box>
    </Box>
  );
}
