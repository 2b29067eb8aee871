import { Type } from 'typebox';
import { MAX_ROW_ID } from '../db/rowId';

/**
 * The id of a row in a call's body or query, or a socket payload (`socketPayload`): a number or
 * its text (a form's, localStorage's) is coerced to a whole number, and anything outside
 * PostgreSQL's integer range is refused by validation instead of failing a query.
 */
export const rowIdSchema = Type.Integer({ minimum: 1, maximum: MAX_ROW_ID });
