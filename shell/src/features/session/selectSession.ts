import type { Session } from '@dating/web';
import { createSelector } from '@reduxjs/toolkit';
import { selectLanguage } from '../locale/localeSlice';
import { selectMember } from './sessionSlice';

/**
 * The contract handed to remotes; memoised so they re-render only when it really changes. The
 * /app layout sets pageUpsell for the page in view (upsellRule.ts).
 */
export const selectSession = createSelector(
  [selectMember, selectLanguage],
  (member, language): Session | null =>
    member ? { ...member, language, pageUpsell: false } : null,
);
