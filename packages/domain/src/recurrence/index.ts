export {
  checkRecurrenceRule,
  firstOccurrence,
  nextOccurrence,
  nextOccurrenceFrom,
  recurrenceMessages,
  type RecurrenceFrequency,
  type RecurrenceProblem,
  type RecurrenceRule,
} from './recurrence-rule.ts';
export { daysBetween, shiftInstalmentDates } from './instalment-shift.ts';
