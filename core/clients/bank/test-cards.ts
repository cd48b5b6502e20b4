/**
 * The test bank's cards, in the way real gateways document theirs: the number decides what
 * the bank does. The first three also work at checkout, so a subscription can start and then
 * meet a failing renewal.
 */
export type CardBehaviour = 'approve' | 'decline_checkout' | 'decline_renewals_soft' | 'decline_renewals_hard';

export const testCards: Record<string, { behaviour: CardBehaviour; note: string }> = {
  '4242424242424242': { behaviour: 'approve', note: 'Always approved' },
  '4000000000000002': { behaviour: 'decline_checkout', note: 'Declined at checkout' },
  '4000000000009995': { behaviour: 'decline_renewals_soft', note: 'Renewals declined: insufficient funds' },
  '4000000000000069': { behaviour: 'decline_renewals_hard', note: 'Renewals declined: expired card' },
};

/** The Luhn check every card number passes (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** Any other number that passes Luhn is approved, as with a real card that has money on it. */
export const cardBehaviour = (digits: string): CardBehaviour => testCards[digits]?.behaviour ?? 'approve';

export const maskPan = (digits: string) => `${digits.slice(0, 6)}******${digits.slice(-4)}`;
