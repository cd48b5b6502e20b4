/**
 * The notification example printed in T-Bank's Acquiring API docs, with the terminal's
 * password and the Token the docs give for it: tests check our signing against the bank's
 * own figures, not against itself.
 */
export const DOCS_TERMINAL_KEY = '1321054611234DEMO';
export const DOCS_PASSWORD = 'Dfsfh56dgKl';
export const DOCS_NOTIFICATION_TOKEN = 'b906d28e76c6428e37b25fcf86c0adc52c63d503013fdd632e300593d165766b';
export const docsNotification = {
  TerminalKey: DOCS_TERMINAL_KEY,
  OrderId: '201709',
  Success: true,
  Status: 'AUTHORIZED',
  PaymentId: 8742591,
  ErrorCode: '0',
  Amount: 9855,
  CardId: 322264,
  Pan: '430000******0777',
  ExpDate: '1122',
  RebillId: 101709,
};
