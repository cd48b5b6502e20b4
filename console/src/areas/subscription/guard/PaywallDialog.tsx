import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useLocale } from '../../../i18n/LocaleProvider';
import type { PremiumFeature } from '../../../../../contracts/plan.ts';
import { planValues } from '../shared/plan-values';
import { serviceFor } from '../shared/services';
import { SubscribeButton } from '../shared/SubscribeButton';
import { useSubscription } from '../state/use-subscription';

/** Spec 2 'Feature guard': shown over the promo; closing it is the caller's redirect. */
export function PaywallDialog({ feature, onClose }: { feature: PremiumFeature; onClose: () => void }) {
  const { t, locale } = useLocale();
  const { subscription } = useSubscription();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="xs" fullWidth data-testid="paywall-dialog">
      <Box sx={{ pt: 3, display: 'grid', placeItems: 'center' }}>
        <Box sx={{ width: 52, height: 52, borderRadius: '50%', display: 'grid', placeItems: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <LockOutlinedIcon />
        </Box>
      </Box>
      <DialogTitle id={titleId} sx={{ textAlign: 'center' }}>
        {t('featureGuard.paywall.title')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ textAlign: 'center' }}>
          {t('featureGuard.paywall.body', { tool: t(serviceFor(feature).title), ...planValues(locale) })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 3, gap: 1, flexDirection: { xs: 'column-reverse', sm: 'row' }, '& > :not(style) ~ :not(style)': { ml: { xs: 0, sm: 1 } } }}>
        <Button onClick={onClose} fullWidth>
          {t('featureGuard.paywall.close')}
        </Button>
        <SubscribeButton subscription={subscription} size="medium" fullWidth />
      </DialogActions>
    </Dialog>
  );
}
