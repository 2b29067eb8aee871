/** The largest PostgreSQL integer (int4): no id column holds more, and a query with more fails. */
export const MAX_ROW_ID = 2_147_483_647;

/** Whether a number can be the id of a row: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID;
}
