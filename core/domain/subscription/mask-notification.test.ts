import { describe, expect, it } from 'vitest';
import { docsNotification } from '../../clients/bank/tbank-docs-example.ts';
import { maskNotification } from './mask-notification.ts';

describe('a notification as it is kept', () => {
  it("keeps what operators follow a payment by and nothing that could charge the card", () => {
    const kept = maskNotification({ ...docsNotification, RebillId: 1700000012345678, CardId: '881234', ExpDate: '1230', Pan: '4300001234560777' });
    expect(kept).toMatchObject({ OrderId: docsNotification.OrderId, Status: docsNotification.Status, Amount: docsNotification.Amount, RebillId: '****5678', CardId: '****1234', Pan: '430000******0777' });
    expect(kept).not.toHaveProperty('ExpDate');
    expect(kept).not.toHaveProperty('Token');
    expect(JSON.stringify(kept)).not.toMatch(/1700000012345678|4300001234560777/);
  });

  it('leaves a PAN the bank masked already as it is, and adds nothing that was not sent', () => {
    expect(maskNotification({ OrderId: 'o1', Pan: '430000******0777' })).toEqual({ OrderId: 'o1', Pan: '430000******0777' });
  });
});
