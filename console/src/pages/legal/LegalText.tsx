import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** Typography for the legal documents: a heading, the effective date, numbered sections. */
export function LegalDocument({ title, effectiveDate, lang, children }: { title: string; effectiveDate: string; lang: string; children: ReactNode }) {
  return (
    <Box component="article" lang={lang} sx={{ '& p': { lineHeight: 1.7 } }}>
      <Typography variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        {effectiveDate}
      </Typography>
      {children}
    </Box>
  );
}

export function Section({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        {number}. {title}
      </Typography>
      {children}
    </Box>
  );
}

/** A numbered clause, e.g. "3.2". */
export function Clause({ number, children }: { number: string; children: ReactNode }) {
  return (
    <Typography component="p" variant="body2" sx={{ mb: 1.25 }}>
      <Box component="span" sx={{ fontWeight: 600, mr: 0.75 }}>
        {number}
      </Box>
      {children}
    </Typography>
  );
}
