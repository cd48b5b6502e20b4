import { Box, Card, CardContent, Container, Skeleton } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';

/** Spec 2 'While loading: placeholders': the header and the two cards' shapes. */
export function EditSkeleton() {
  const t = useT();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }} data-testid="edit-loading">
      <Box role="status" sx={srOnly}>
        {t('telegramDigest.edit.loading')}
      </Box>
      <Box aria-hidden="true">
        <Skeleton variant="text" width="40%" sx={{ fontSize: 34, mb: 3 }} />
        {[0, 1].map((card) => (
          <Card key={card} variant="outlined" sx={{ mb: 3 }}>
            <CardContent>
              <Skeleton variant="text" width="25%" sx={{ fontSize: 22, mb: 2 }} />
              <Skeleton variant="rounded" height={56} sx={{ mb: 2 }} />
              <Skeleton variant="rounded" height={120} sx={{ mb: 2 }} />
              <Skeleton variant="rounded" height={56} width="50%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Container>
  );
}
