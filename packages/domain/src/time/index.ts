export {
  formatPanamaDate,
  formatPanamaDateTime,
  parsePanamaDateTime,
  startOfPanamaDay,
  startOfPanamaDayMonthsBefore,
  toRfeDateTime,
} from './panama-time.ts';
export { cancellableUntil } from './cancellation-window.ts';
