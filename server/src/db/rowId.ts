import { MAX_ROW_ID } from '@dating/contract/schemas';

/** Whether a number can be the id of a row: a whole number from 1 to MAX_ROW_ID. */
export function isRowId(value: number): boolean {
  return Number.isInteger(value) && value >= 1 && value <= MAX_ROW_ID;
}
