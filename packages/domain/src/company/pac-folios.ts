/** Folios of the PAC's cycle below which the company is warned: a tenth of the cycle, and never under 20. */
export const LOW_FOLIOS_FLOOR = 20;

/**
 * Whether a company whose PAC counts folios (HKA/EBI's monthly cycles) is running low: once what is left
 * is a tenth of the cycle or less, or under LOW_FOLIOS_FLOOR, so a small licence is warned in time.
 */
export function isLowOnFolios(available: number, cycleTotal: number | undefined): boolean {
  const share = cycleTotal !== undefined && cycleTotal > 0 ? Math.ceil(cycleTotal / 10) : 0;
  return available <= Math.max(LOW_FOLIOS_FLOOR, share);
}
