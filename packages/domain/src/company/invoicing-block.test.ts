import { describe, expect, it } from 'vitest';
import { isInvoicingBlocked } from './invoicing-block.ts';

describe('the invoicing block of spec 000 §4', () => {
  it('blocks on affiliation 3 or any QR status but 1', () => {
    expect(isInvoicingBlocked({ pacAffiliationStatus: 1, qrStatus: 1 })).toBe(false);
    expect(isInvoicingBlocked({ pacAffiliationStatus: 2, qrStatus: 1 })).toBe(false);
    expect(isInvoicingBlocked({ pacAffiliationStatus: 4, qrStatus: 1 })).toBe(false);
    expect(isInvoicingBlocked({ pacAffiliationStatus: 3, qrStatus: 1 })).toBe(true);
    for (const qrStatus of [2, 3, 4])
      expect(isInvoicingBlocked({ pacAffiliationStatus: 1, qrStatus })).toBe(true);
  });
});
