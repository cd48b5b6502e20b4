import { Box, TextField } from '@mui/material';
import { useT } from '../../../i18n/LocaleProvider';
import { CARD_NUMBER_MAX_CHARS, CVV_MAX_DIGITS, EXPIRY_MAX_CHARS, formatCardNumber, formatCvv, formatExpiry, isExpiryValid } from './card-format';

export interface CardValues {
  cardNumber: string;
  expiry: string;
  cvv: string;
  cardholder: string;
}

interface Props {
  values: CardValues;
  onChange: (values: CardValues) => void;
  disabled: boolean;
}

/** The four card fields, each formatting what is typed (spec 5). */
export function CardFields({ values, onChange, disabled }: Props) {
  const t = useT();
  const set = (field: keyof CardValues, value: string) => onChange({ ...values, [field]: value });
  const expiryWrong = values.expiry.length === EXPIRY_MAX_CHARS && !isExpiryValid(values.expiry);
  // Labels stay above the fields so the placeholders show the expected format from the start.
  const inputLabel = { shrink: true };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
      <TextField
        label={t('testPayment.cardNumber')}
        value={values.cardNumber}
        onChange={(event) => set('cardNumber', formatCardNumber(event.target.value))}
        disabled={disabled}
        placeholder="0000 0000 0000 0000"
        required
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ inputLabel, htmlInput: { 'data-testid': 'card-number', inputMode: 'numeric', autoComplete: 'cc-number', maxLength: CARD_NUMBER_MAX_CHARS } }}
      />
      <TextField
        label={t('testPayment.expiry')}
        value={values.expiry}
        onChange={(event) => set('expiry', formatExpiry(event.target.value))}
        disabled={disabled}
        placeholder={t('testPayment.expiryPlaceholder')}
        required
        error={expiryWrong}
        helperText={expiryWrong ? t('testPayment.invalidExpiry') : undefined}
        slotProps={{ inputLabel, htmlInput: { 'data-testid': 'card-expiry', inputMode: 'numeric', autoComplete: 'cc-exp', maxLength: EXPIRY_MAX_CHARS } }}
      />
      <TextField
        label={t('testPayment.cvv')}
        value={values.cvv}
        onChange={(event) => set('cvv', formatCvv(event.target.value))}
        disabled={disabled}
        placeholder="123"
        required
        slotProps={{ inputLabel, htmlInput: { 'data-testid': 'card-cvv', inputMode: 'numeric', autoComplete: 'cc-csc', maxLength: CVV_MAX_DIGITS } }}
      />
      <TextField
        label={t('testPayment.cardholder')}
        value={values.cardholder}
        onChange={(event) => set('cardholder', event.target.value)}
        disabled={disabled}
        placeholder="IVAN PETROV"
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ inputLabel, htmlInput: { 'data-testid': 'card-holder', autoComplete: 'cc-name', maxLength: 200 } }}
      />
    </Box>
  );
}
