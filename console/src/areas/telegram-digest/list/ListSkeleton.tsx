import { Box, Card, CardContent, Skeleton } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { srOnly } from '../../../shell/sr-only';

/** Spec 2 'While loading: skeleton': the connection card and two digest cards, hidden from screen readers (the status says it). */
export function ListSkeleton() {
  const t = useT();
  return (
    <Box data-testid="digests-loading">
      <Box role="status" sx={srOnly}>
        {t('telegramDigest.list.loading')}
      </Box>
      <Box aria-hidden="true" sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Card variant="outlined">
          <CardContent>
            <Skeleton variant="text" width="30%" sx={{ fontSize: 22 }} />
            <Box sx={{ display: 'flex', gap: 1, my: 1 }}>
              <Skeleton variant="rounded" width={120} height={24} sx={{ borderRadius: 4 }} />
              <Skeleton variant="rounded" width={120} height={24} sx={{ borderRadius: 4 }} />
            </Box>
            <Skeleton variant="text" width="40%" />
          </CardContent>
        </Card>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {[0, 1].map((index) => (
            <Card key={index} variant="outlined">
              <CardContent>
                <Skeleton variant="text" width="50%" sx={{ fontSize: 22 }} />
                <Skeleton variant="text" width="70%" />
                <Skeleton variant="text" width="40%" />
                <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
                  {[0, 1, 2].map((button) => (
                    <Skeleton key={button} variant="rounded" width={84} height={30} />
                  ))}
                </Box>
              </CardContent>
            </Card>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
