export {
  formatPanamaDate,
  formatPanamaDateTime,
  parsePanamaDateTime,
  startOfPanamaDay,
  startOfPanamaDayMonthsBefore,
  toRfeDateTime,
} from './panama-time.ts';
