import { pendingStates, type VoucherRow } from '@facturar/contracts';

const panamaDateTime = new Intl.DateTimeFormat('es-PA', {
  timeZone: 'America/Panama',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** 'dd-MM-yyyy HH:mm' in Panama time, the date format of spec 001 §2 'Reports' plus the time. */
export function formatDateTime(iso: string | null): string {
  if (!iso) return '';
  const parts = Object.fromEntries(
    panamaDateTime.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}`;
}

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
