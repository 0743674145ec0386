import { describe, expect, it } from 'vitest';
import { ApiCallError, networkMessage } from '#web/lib/api-call-error.ts';
import { reviewFailure } from './purchase-messages.ts';

describe('a failed payment review (APQ, spec 001 §8)', () => {
  const noAnswer = new ApiCallError('NETWORK', null, networkMessage);
  const refused = new ApiCallError('HTTP', 409, 'El paquete ya fue revisado.');

  it('says "Error en la red" when an approval got no answer', () => {
    expect(reviewFailure(noAnswer, true)).toMatchObject({ title: 'Error', message: 'Error en la red' });
  });

  it('says "Error, comprobante no anulado" with the reason when the server refused the approval', () => {
    expect(reviewFailure(refused, true)).toMatchObject({
      message: 'Error, comprobante no anulado',
      detail: 'El paquete ya fue revisado.',
    });
  });

  it('says "Error en la red, transacción no realizada" for a failed rejection', () => {
    expect(reviewFailure(noAnswer, false).message).toBe('Error en la red, transacción no realizada');
  });
});
