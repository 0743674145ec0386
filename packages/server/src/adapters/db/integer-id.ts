/** PostgreSQL's `integer`: the ids of integer columns never exceed it, so a larger number names no row. */
export const maxIntegerId = 2_147_483_647;

/** True for a number that can be an id of an integer column (a larger one would fail the query itself). */
export function isIntegerId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= maxIntegerId;
}
