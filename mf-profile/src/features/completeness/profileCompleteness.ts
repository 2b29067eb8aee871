import {
  PROFILE_FIELDS,
  type Profile,
  type ProfileField,
  type ProfileFieldName,
} from '@dating/contract';

/** A step that makes the profile more complete, most worth doing first. */
export type CompletenessStep =
  | { kind: 'photo'; count: number }
  | { kind: 'prompt' }
  | { kind: 'field'; field: ProfileField }
  | { kind: 'verify' };

export interface Completeness {
  /** 0 to 100. */
  percent: number;
  /** The next best step; null when the profile is complete. */
  next: CompletenessStep | null;
}

/** Photos that count: three show a member well (Hinge asks for six, Bumble for four). */
export const PHOTOS_THAT_COUNT = 3;

function isFilled(value: unknown): boolean {
  return !(
    value === null ||
    value === undefined ||
    value === '' ||
    (Array.isArray(value) && !value.length)
  );
}

/**
 * How complete the member's own profile is, from the field list, the photos, the prompts and
 * the verification: each photo up to three, one answered prompt, each optional field and the
 * verified badge count one. The steps come in that order of worth: photos, a prompt, the
 * fields in the list's order, then the selfie.
 */
export function completenessOf(profile: Profile): Completeness {
  const steps: { done: boolean; step: CompletenessStep }[] = [];
  for (let count = 1; count <= PHOTOS_THAT_COUNT; count += 1) {
    steps.push({ done: profile.imagess.length >= count, step: { kind: 'photo', count } });
  }
  steps.push({ done: (profile.prompts?.length ?? 0) > 0, step: { kind: 'prompt' } });
  for (const field of PROFILE_FIELDS as readonly ProfileField[]) {
    if (!field.optional || field.unprompted) continue;
    steps.push({
      done: isFilled(profile[field.name as ProfileFieldName]),
      step: { kind: 'field', field },
    });
  }
  steps.push({ done: profile.verified === 'true', step: { kind: 'verify' } });
  const done = steps.filter((step) => step.done).length;
  return {
    percent: Math.round((done / steps.length) * 100),
    next: steps.find((step) => !step.done)?.step ?? null,
  };
}
