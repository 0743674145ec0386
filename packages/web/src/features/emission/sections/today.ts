import { formatPanamaDate } from '@facturar/domain';

/** Today's Panama calendar day, `YYYY-MM-DD`, the bound of the sections' date inputs. */
export function panamaToday(): string {
  return formatPanamaDate(new Date());
}
