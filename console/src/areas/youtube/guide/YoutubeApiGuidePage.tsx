import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { usePublicConfig } from '../../../config/PublicConfigContext';
import { useT } from '../../../i18n/LocaleProvider';
import { CopyField } from './CopyField';
import { bestPractices, callbackUrl, guideSteps, troubleshooting, YOUTUBE_API_DOCS_URL } from './steps';

/** Spec 2 'YouTube API guide'. */
export default function YoutubeApiGuidePage() {
  const t = useT();
  const config = usePublicConfig();
  // Until the configuration arrives, this origin is the API host (they share one in every deployment).
  const redirectUri = callbackUrl(config?.apiBaseUrl ?? window.location.origin);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 4, md: 6 } }}>
      <title>{`${t('guide.title')} · ${t('app.name')}`}</title>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('guide.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {t('guide.intro')}
      </Typography>

      <Box sx={{ mb: 6 }}>
        {guideSteps.map((step, index) => (
          <Accordion key={step.id} defaultExpanded={index === 0} disableGutters variant="outlined" sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`step-${step.id}-content`} id={`step-${step.id}-header`}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Chip label={t('guide.step', { number: index + 1 })} size="small" color="primary" variant="outlined" />
                <Typography sx={{ fontWeight: 650 }}>{t(step.title)}</Typography>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              {step.paragraphs.map((paragraph) => (
                <Fragment key={paragraph}>
                  <Typography sx={{ mb: 1.5 }}>{t(paragraph)}</Typography>
                  {step.callbackAfter === paragraph && <CopyField label={t('guide.callbackUrl')} value={redirectUri} copyLabel={t('guide.copyCallbackUrl')} />}
                </Fragment>
              ))}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>

      <Typography variant="h5" component="h2" gutterBottom>
        {t('guide.troubleshooting.title')}
      </Typography>
      <Stack spacing={2} sx={{ mb: 6 }}>
        {troubleshooting.map((item) => (
          <Card key={item.id}>
            <CardContent>
              <Typography component="h3" sx={{ fontWeight: 700, mb: 1, fontFamily: item.id === 'redirect-uri-mismatch' || item.id === 'invalid-client' ? 'ui-monospace, monospace' : undefined }}>
                {t(item.title)}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t(item.body)}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>

      <Typography variant="h5" component="h2" gutterBottom>
        {t('guide.bestPractices.title')}
      </Typography>
      <List sx={{ mb: 5, listStyleType: 'disc', pl: 3 }}>
        {bestPractices.map((item) => (
          <ListItem key={item} sx={{ display: 'list-item', py: 0.5 }}>
            <ListItemText primary={t(item)} />
          </ListItem>
        ))}
      </List>

      <Card sx={{ bgcolor: 'rgba(67, 56, 202, 0.04)', borderColor: 'primary.light' }}>
        <CardContent sx={{ p: 3 }}>
          <Typography variant="h5" component="h2" gutterBottom>
            {t('guide.nextSteps.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('guide.nextSteps.body')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Button component={RouterLink} to={paths.youtubeCommenter} variant="contained" endIcon={<ArrowForwardIcon />}>
              {t('guide.nextSteps.openTool')}
            </Button>
            <Button href={YOUTUBE_API_DOCS_URL} target="_blank" rel="noopener noreferrer" variant="outlined" endIcon={<OpenInNewIcon />}>
              {t('guide.nextSteps.docs')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
