import { describe, expect, it } from 'vitest';
import { ApiCallError, networkMessage, unexpectedErrorMessage } from '#web/lib/api-call-error.ts';
import { isCancellationRegistered, readCancellationFailure } from './cancellation-messages.ts';

describe('cancellation outcome (spec 002 §7, §8)', () => {
  it('succeeds only with the registered message', () => {
    expect(isCancellationRegistered({ mensajeSistema: 'Evento registrado con éxito' })).toBe(true);
    expect(isCancellationRegistered({ mensajeSistema: 'Otro' })).toBe(false);
  });

  it('shows the server message, the network message or the generic failure', () => {
    expect(
      readCancellationFailure(new ApiCallError('HTTP', 409, 'El comprobante ya se encuentra anulado.')),
    ).toBe('El comprobante ya se encuentra anulado.');
    expect(readCancellationFailure(new ApiCallError('NETWORK', null, networkMessage))).toBe(networkMessage);
    expect(readCancellationFailure(new ApiCallError('HTTP', 500, unexpectedErrorMessage))).toBe(
      'Error al anular el comprobante.',
    );
    expect(readCancellationFailure(new ApiCallError('INVALID_RESPONSE', 200, unexpectedErrorMessage))).toBe(
      'Error al anular el comprobante.',
    );
  });
});
