/** The registration date as the lists show it: its first 10 characters, yyyy-mm-dd (spec 001 §2). */
export function formatRegistrationDate(isoDate: string): string {
  return isoDate.slice(0, 10);
}
