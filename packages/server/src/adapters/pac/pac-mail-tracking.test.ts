import { describe, expect, it } from 'vitest';
import { toMailDeliveries } from './pac-mail-tracking.ts';

describe('toMailDeliveries', () => {
  it('names RastreoCorreo’s states without the PAC’s words, keeping them for the operator', () => {
    const entry = (email: string, state: string) => ({
      email,
      state,
      createdAt: '2026-11-27 10:29:09',
      messageId: undefined,
    });
    expect(
      toMailDeliveries([
        entry('a@x.test', 'processed'),
        entry('b@x.test', 'delivered'),
        entry('c@x.test', 'bounced'),
        entry('d@x.test', 'deferred'),
      ]),
    ).toEqual([
      { email: 'a@x.test', state: 'sent', queuedAt: new Date('2026-11-27T15:29:09Z'), pacState: 'processed' },
      { email: 'b@x.test', state: 'delivered', queuedAt: expect.any(Date), pacState: 'delivered' },
      { email: 'c@x.test', state: 'bounced', queuedAt: expect.any(Date), pacState: 'bounced' },
      { email: 'd@x.test', state: 'sent', queuedAt: expect.any(Date), pacState: 'deferred' },
    ]);
  });
});
