/** Spec 5 'Test payment card form': what each field keeps of what is typed or pasted. */
export const CARD_NUMBER_MAX_CHARS = 19;
export const EXPIRY_MAX_CHARS = 5;
export const CVV_MAX_DIGITS = 3;
/** The shortest card number the bank takes (contracts/subscription.ts testPaymentConfirmSchema). */
const CARD_MIN_DIGITS = 12;

const digitsOf = (input: string) => input.replace(/\D/g, '');

/** Digits only, grouped by 4, at most 19 characters: '4242 4242 4242 4242'. */
export const formatCardNumber = (input: string): string => digitsOf(input).replace(/(\d{4})(?=\d)/g, '$1 ').slice(0, CARD_NUMBER_MAX_CHARS);

/** Digits as MM/YY, at most 5 characters; the slash appears with the third digit. */
export function formatExpiry(input: string): string {
  const digits = digitsOf(input).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Digits only, at most 3. */
export const formatCvv = (input: string): string => digitsOf(input).slice(0, CVV_MAX_DIGITS);

export const isExpiryValid = (expiry: string): boolean => /^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry);

export interface CardInput {
  cardNumber: string;
  expiry: string;
  cvv: string;
}

/**
 * Pay waits until card, expiry and CVV are filled in: complete enough for the bank to judge the
 * card, so a typo is fixed here instead of ending on the payment-failed page.
 */
export const isCardFilled = ({ cardNumber, expiry, cvv }: CardInput): boolean =>
  digitsOf(cardNumber).length >= CARD_MIN_DIGITS && isExpiryValid(expiry) && cvv.length === CVV_MAX_DIGITS;
