/** A billing point as the spec names it: its establishment and point codes, '001-002'. */
export function billingPointName(point: { codigoSucursal: string; puntoFacturacion: string }): string {
  return `${point.codigoSucursal}-${point.puntoFacturacion}`;
}
