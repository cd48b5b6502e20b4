import { Box, Container, Paper, Tab, Tabs, Typography } from '@mui/material';
import { useState, type ComponentType } from 'react';
import { useLocale } from '../../i18n/LocaleProvider';
import { isLocale, type Locale, type MessageKey } from '../../i18n/types';

interface Props {
  title: MessageKey;
  documents: Record<Locale, ComponentType>;
}

// Each tab names its language in that language, whatever the interface language is.
const tabLabels: Record<Locale, string> = { en: 'English', ru: 'Русский' };

/** Spec 2 'Terms and Privacy pages': English and Russian tabs over 600 px of scrolling text. */
export function LegalPage({ title, documents }: Props) {
  const { locale, t } = useLocale();
  // Follows the interface language until the reader picks a tab.
  const [chosen, setChosen] = useState<Locale | null>(null);
  const tab = chosen ?? locale;
  const Document = documents[tab];

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>{`${t(title)} · ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {t(title)}
      </Typography>
      <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
        <Tabs
          value={tab}
          onChange={(_event, next: unknown) => {
            if (isLocale(next)) setChosen(next);
          }}
          aria-label={t('legal.documentLanguage')}
          sx={{ borderBottom: 1, borderColor: 'divider', px: 2 }}
        >
          {(Object.keys(tabLabels) as Locale[]).map((code) => (
            <Tab key={code} value={code} label={tabLabels[code]} lang={code} id={`legal-tab-${code}`} aria-controls="legal-text" />
          ))}
        </Tabs>
        <Box
          id="legal-text"
          role="tabpanel"
          aria-labelledby={`legal-tab-${tab}`}
          tabIndex={0}
          data-testid="legal-text"
          sx={{ height: 600, overflowY: 'auto', px: { xs: 2, sm: 4 }, py: 3 }}
        >
          <Document />
        </Box>
      </Paper>
    </Container>
  );
}
