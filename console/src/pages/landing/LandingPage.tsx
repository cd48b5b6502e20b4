import GoogleIcon from '@mui/icons-material/Google';
import { Box, Button, Container, Typography } from '@mui/material';
import { useAuth } from '../../auth/AuthContext';
import { useT } from '../../i18n/LocaleProvider';
import { ToolCard } from './ToolCard';
import { tools } from './tools';

/** Spec 2 'Landing page'. */
export default function LandingPage() {
  const t = useT();
  const auth = useAuth();

  return (
    <>
      <title>{t('app.name')}</title>
      <Box
        component="section"
        sx={{
          background: 'radial-gradient(1200px 400px at 50% -10%, rgba(99,102,241,0.18), transparent), linear-gradient(180deg, #eef2ff 0%, #f7f8fc 100%)',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Container maxWidth="lg" sx={{ py: { xs: 7, md: 11 }, textAlign: 'center' }}>
          <Typography variant="h2" component="h1" sx={{ fontSize: { xs: 36, sm: 48, md: 60 }, mb: 2 }}>
            {t('landing.headline')}
          </Typography>
          <Typography variant="h6" component="p" color="text.secondary" sx={{ fontWeight: 400, mb: 4, maxWidth: 640, mx: 'auto' }}>
            {t('landing.subtitle')}
          </Typography>
          {auth.status === 'unauthenticated' && (
            <Button variant="contained" size="large" startIcon={<GoogleIcon />} onClick={auth.signIn} sx={{ px: 4, py: 1.5, fontSize: 17 }}>
              {t('auth.signInWithGoogle')}
            </Button>
          )}
          {auth.status === 'authenticated' && (
            <Typography variant="h5" component="p" color="primary">
              {t('landing.welcome', { name: auth.user.name })}
            </Typography>
          )}
        </Container>
      </Box>
      <Container maxWidth="lg" component="section" aria-labelledby="tools-heading" sx={{ py: { xs: 6, md: 8 } }}>
        <Typography id="tools-heading" variant="h4" component="h2" sx={{ mb: 4, textAlign: { xs: 'left', md: 'center' } }}>
          {t('landing.toolsTitle')}
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {tools.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </Box>
      </Container>
    </>
  );
}
