import { pendingStates, type VoucherRow } from '@facturar/contracts';

/** Branch, billing point and number: '0000-001-0000000042' (spec 001 §2). */
export function formatVoucherNumber(row: VoucherRow): string {
  const voucher = row.comprobanteElectronico;
  return `${voucher.codigoSucursal}-${voucher.puntoFacturacion}-${voucher.numeroFactura}`;
}

/** The pending list's 'Estado': the state number and what it means (spec 001 §4). */
export function describePendingState(state: string): string {
  const meaning = pendingStates[Number(state) as keyof typeof pendingStates];
  return meaning ? `${state} - ${meaning}` : 'En cola de envío';
}
