import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import { Button, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../app/paths';
import { useT } from '../../../i18n/LocaleProvider';
import { MessageScreen } from '../../../shell/MessageScreen';

/** Where the bank (and the test checkout) sends a declined or abandoned payment. */
export default function PaymentFailPage() {
  const t = useT();
  return (
    <>
      <title>{`${t('paymentFail.title')} · ${t('app.name')}`}</title>
      <MessageScreen
        icon={<CreditCardOffIcon color="error" sx={{ fontSize: 56, mb: 2 }} />}
        title={t('paymentFail.title')}
        description={t('paymentFail.description')}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
            <Button component={RouterLink} to={paths.subscription} variant="contained" size="large">
              {t('paymentFail.retry')}
            </Button>
            <Button component={RouterLink} to={paths.home} variant="outlined" size="large">
              {t('paymentFail.home')}
            </Button>
          </Stack>
        }
      />
    </>
  );
}
