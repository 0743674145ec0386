export {
  formatPanamaDate,
  formatPanamaDateTime,
  formatPanamaDayText,
  parsePanamaDateTime,
  startOfPanamaDay,
  startOfPanamaDayMonthsBefore,
  toPanamaWallClock,
  toRfeDateTime,
} from './panama-time.ts';
export { cancellableUntil } from './cancellation-window.ts';
