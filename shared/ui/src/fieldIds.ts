import { useId, type ReactNode } from 'react';

/**
 * The ids a labelled control ties together: its own, its hint's and its error's. `describedBy`
 * names only the parts that are shown, so a screen reader reads the hint and the error, never an
 * empty reference.
 */
export function useFieldIds(id?: string) {
  const generated = useId();
  const control = id ?? generated;
  const ids = { control, hint: `${control}-hint`, error: `${control}-error` };
  const describedBy = (shown: { hint?: ReactNode; error?: ReactNode; also?: string }) =>
    [shown.hint ? ids.hint : null, shown.also, shown.error ? ids.error : null]
      .filter(Boolean)
      .join(' ') || undefined;
  return { ...ids, describedBy };
}
