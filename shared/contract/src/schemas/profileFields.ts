import { LIMITS, type Language } from '../rules/limits';
import type { MESSAGES } from '../rules/messages';
import {
  bioTexts,
  companyTexts,
  genderTexts,
  jobTexts,
  schoolTexts,
} from './profileFieldTexts/basics';
import { familyPlansTexts } from './profileFieldTexts/familyPlans';
import { heightTexts } from './profileFieldTexts/height';
import type * as IdentityTexts from './profileFieldTexts/identities';
import { languagesTexts } from './profileFieldTexts/languages';
import type { ProfileFieldText, ProfileFieldTexts } from './profileFieldTexts/profileFieldTexts';

export type { ProfileFieldText, ProfileFieldTexts };

/**
 * The profile's fields, defined once: each field's name (its column in `members` and its key on
 * the wire), kind and limits, who may see it, whether the member chooses who sees it, and its
 * texts. The calls' schemas, the server's reads and writes, the edit form, the profile and card
 * screens and the data export are all derived from this list: adding a field is a line here, a
 * column in a migration and its texts (server/src/modules/profile/README.md, "Adding a field").
 */

/** Who a member lets see one of their fields (stored per member per field, `field_privacy`). */
export const FIELD_PRIVACY = ['everyone', 'matches', 'only_me'] as const;
export type FieldPrivacy = (typeof FIELD_PRIVACY)[number];
export const DEFAULT_FIELD_PRIVACY: FieldPrivacy = 'everyone';

/**
 * Who reads a profile: the member themself, anyone on a card (cards are the same for every
 * viewer, so they show only what everyone may see), a member looking at the profile, one of their
 * matches, a moderator, the member's own data export.
 */
export const PROFILE_AUDIENCES = [
  'own',
  'card',
  'members',
  'matches',
  'moderators',
  'export',
] as const;
export type ProfileAudience = (typeof PROFILE_AUDIENCES)[number];

/** ISO 639-1 codes of the languages a member may say they speak (named by Intl.DisplayNames). */
export const SPOKEN_LANGUAGES = [
  'ar', 'bn', 'de', 'el', 'en', 'es', 'fa', 'fr', 'he', 'hi', 'it', 'ja',
  'ko', 'nl', 'pl', 'pt', 'ru', 'sv', 'sw', 'tr', 'uk', 'ur', 'zh',
] as const; // prettier-ignore

/**
 * Texts that are a chunk of their own, loaded by the screens that show the field
 * (`loadFieldTexts`): the identities' (profileFieldTexts/identities.ts), shown on no card, so the
 * swipe deck's first page never carries them.
 */
export const LOADED_TEXTS = 'loaded';

interface FieldBase {
  readonly name: string;
  readonly texts: ProfileFieldTexts | typeof LOADED_TEXTS;
  readonly shownTo: readonly ProfileAudience[];
  /** The member chooses who sees it (FIELD_PRIVACY); the audiences above are the most it reaches. */
  readonly memberPrivacy: boolean;
  /** May be left empty (null, or an empty list). */
  readonly optional: boolean;
  /** Offered, never pressed for: the completeness meter leaves it out (the identities). */
  readonly unprompted?: true;
  /** The message a refused value is answered with (MESSAGES.invalidFormat when none). */
  readonly refusal?: keyof typeof MESSAGES;
}

interface TextField extends FieldBase {
  readonly kind: 'text';
  readonly maxLength: number;
  readonly multiline: boolean;
}
interface ChoiceField extends FieldBase {
  readonly kind: 'choice';
  readonly options: readonly string[];
  /** What an empty value sent stands for (spec section 5: an empty gender is female). */
  readonly whenEmpty?: string;
  /** Discovery's filter may ask for anyone with one of the chosen values (`filter_<name>`). */
  readonly filter?: 'anyOf';
}
interface NumberField extends FieldBase {
  readonly kind: 'number';
  readonly min: number;
  readonly max: number;
  readonly unit: 'cm';
}
interface ListField extends FieldBase {
  readonly kind: 'list';
  readonly options: readonly string[];
  readonly maxItems: number;
  /** Discovery's filter may ask for anyone with any of the chosen values (`filter_<name>`). */
  readonly filter?: 'anyOf';
}
export type ProfileField = TextField | ChoiceField | NumberField | ListField;

/**
 * The gender identities a member may say they are (and want to see, in the same words), each with
 * the spec's gender (section 5: female, male, other) it reads as for clients that know only those.
 */
export const GENDER_IDENTITIES = {
  woman: 'female',
  man: 'male',
  non_binary: 'other',
  trans_woman: 'female',
  trans_man: 'male',
  genderqueer: 'other',
  genderfluid: 'other',
  agender: 'other',
  two_spirit: 'other',
  intersex: 'other',
  other: 'other',
} as const;
export type GenderIdentity = keyof typeof GENDER_IDENTITIES;
const GENDER_IDENTITY_OPTIONS = Object.keys(GENDER_IDENTITIES) as readonly GenderIdentity[];
export const PRONOUNS = ['she_her', 'he_him', 'they_them', 'any_pronouns', 'ask_me'] as const;
export const ORIENTATIONS = [
  'straight', 'gay', 'lesbian', 'bisexual', 'pansexual',
  'asexual', 'demisexual', 'queer', 'questioning',
] as const; // prettier-ignore

const EVERYWHERE = ['own', 'card', 'members', 'matches', 'moderators', 'export'] as const;
const ON_PROFILES = ['own', 'members', 'matches', 'moderators', 'export'] as const;

function profileText<Name extends string>(name: Name, texts: ProfileFieldTexts, multiline = false) {
  return {
    name,
    kind: 'text',
    maxLength: LIMITS.profileTextMax,
    multiline,
    refusal: 'textTooLong',
    texts,
    shownTo: ON_PROFILES,
    memberPrivacy: false,
    optional: true,
  } as const;
}

export const PROFILE_FIELDS = [
  {
    name: 'gender',
    kind: 'choice',
    options: ['female', 'male', 'other'],
    whenEmpty: 'female',
    refusal: 'genderRule',
    texts: genderTexts,
    shownTo: ON_PROFILES,
    memberPrivacy: false,
    optional: false,
  },
  {
    name: 'gender_identity',
    kind: 'choice',
    options: GENDER_IDENTITY_OPTIONS,
    filter: 'anyOf',
    texts: LOADED_TEXTS,
    shownTo: ON_PROFILES,
    memberPrivacy: true,
    optional: true,
    unprompted: true,
  },
  {
    name: 'pronouns',
    kind: 'list',
    options: PRONOUNS,
    maxItems: 3,
    texts: LOADED_TEXTS,
    shownTo: ON_PROFILES,
    memberPrivacy: true,
    optional: true,
    unprompted: true,
  },
  {
    name: 'orientation',
    kind: 'list',
    options: ORIENTATIONS,
    maxItems: 3,
    filter: 'anyOf',
    texts: LOADED_TEXTS,
    shownTo: ON_PROFILES,
    memberPrivacy: true,
    optional: true,
    unprompted: true,
  },
  profileText('bio', bioTexts, true),
  profileText('job', jobTexts),
  profileText('company', companyTexts),
  profileText('school', schoolTexts),
  {
    name: 'height',
    kind: 'number',
    min: 120,
    max: 230,
    unit: 'cm',
    texts: heightTexts,
    shownTo: EVERYWHERE,
    memberPrivacy: true,
    optional: true,
  },
  {
    name: 'languages',
    kind: 'list',
    options: SPOKEN_LANGUAGES,
    maxItems: 8,
    filter: 'anyOf',
    texts: languagesTexts,
    shownTo: EVERYWHERE,
    memberPrivacy: true,
    optional: true,
  },
  {
    name: 'family_plans',
    kind: 'choice',
    options: [
      'want_children',
      'dont_want_children',
      'open_to_children',
      'have_and_want_more',
      'have_and_dont_want_more',
      'prefer_not_to_say',
    ],
    filter: 'anyOf',
    texts: familyPlansTexts,
    shownTo: EVERYWHERE,
    memberPrivacy: true,
    optional: true,
  },
] as const satisfies readonly ProfileField[];

export type Fields = (typeof PROFILE_FIELDS)[number];
export type ProfileFieldName = Fields['name'];
type FieldNamed<Name extends ProfileFieldName> = Extract<Fields, { name: Name }>;

/** The fields every profile has a value of (gender); the others start empty. */
export type RequiredProfileFieldName = Extract<Fields, { optional: false }>['name'];
/** The fields the member sets the privacy of. */
export type PrivateFields = Extract<Fields, { memberPrivacy: true }>;
export type PrivateFieldName = PrivateFields['name'];
/** The fields discovery's filter asks about. */
export type FilterFields = Extract<Fields, { filter: 'anyOf' }>;
export type FilterFieldName = FilterFields['name'];

/** A field's value as stored and sent: text, a choice, whole centimetres, a list of choices. */
export type ProfileFieldValue<F> = F extends { kind: 'text' }
  ? string
  : F extends { kind: 'number' }
    ? number
    : F extends { kind: 'choice'; options: readonly (infer O)[] }
      ? O
      : F extends { kind: 'list'; options: readonly (infer O)[] }
        ? O[]
        : never;
/** A stored value: an optional choice or number may be null; a list is empty instead. */
type StoredValue<F> = F extends { optional: true; kind: 'choice' | 'number' }
  ? ProfileFieldValue<F> | null
  : ProfileFieldValue<F>;

/** Every field's value as the member's own row holds it (`members` columns of the same names). */
export type ProfileFieldValues = { [F in Fields as F['name']]: StoredValue<F> };
/** The member's privacy choice per private field. */
export type FieldPrivacyChoices = Partial<Record<PrivateFieldName, FieldPrivacy>>;
/** The fields `Audience` may ever see. */
export type SeenBy<Audience extends ProfileAudience> = Fields extends infer F
  ? F extends Fields
    ? Audience extends F['shownTo'][number]
      ? F
      : never
    : never
  : never;
/** What someone but the owner is sent of these fields: a private one absent when hidden or empty. */
export type SharedValuesOf<F extends Fields> = {
  [G in F as G extends { memberPrivacy: true } ? never : G['name']]: ProfileFieldValue<G>;
} & { [G in F as G extends { memberPrivacy: true } ? G['name'] : never]?: ProfileFieldValue<G> };
/** What `Audience` is sent of the fields (for 'own', every field but the private ones may be absent: use the own views). */
export type FieldsSeenBy<Audience extends ProfileAudience> = SharedValuesOf<SeenBy<Audience>>;
/** Any shared view's fields (cards, profiles): each present or not. */
export type SharedProfileFields = Partial<{ [F in Fields as F['name']]: ProfileFieldValue<F> }>;

export function profileField<Name extends ProfileFieldName>(name: Name): FieldNamed<Name> {
  return PROFILE_FIELDS.find((field) => field.name === name) as FieldNamed<Name>;
}

/**
 * The member's gender, singled out by its meaning: sign-up asks it, discovery's filter and the
 * feed's items read it.
 */
export const GENDER_FIELD = profileField('gender');
export const MEMBER_GENDERS = GENDER_FIELD.options;
export type MemberGender = (typeof MEMBER_GENDERS)[number];
/**
 * The member's gender identity, singled out: it writes the spec's gender with it (what older
 * clients read), and the filter's identities stand in for the spec's men, women or everyone.
 */
export const GENDER_IDENTITY_FIELD = profileField('gender_identity');

/** The spec's gender an identity reads as (GENDER_IDENTITIES). */
export function specGenderOf(identity: GenderIdentity): MemberGender {
  return GENDER_IDENTITIES[identity];
}

/** The identity a spec gender stands for when the member chose none (or shows none). */
export const IDENTITY_OF_SPEC_GENDER: Record<MemberGender, GenderIdentity> = {
  female: 'woman',
  male: 'man',
  other: 'other',
};
/** The free-text fields (each at most LIMITS.profileTextMax characters; feed items when changed). */
export const TEXT_FIELDS = PROFILE_FIELDS.filter(
  (field): field is Extract<Fields, { kind: 'text' }> => field.kind === 'text',
).map(({ name }) => name);
export type TextFieldName = Extract<Fields, { kind: 'text' }>['name'];
/** The settings flag that lets a text field's changes into the matches' feeds (`feed_<name>`). */
export type TextFieldFeedFlag = `feed_${TextFieldName}`;
/** The spec's Settings (section 2) puts the job's feed toggle first, then the list's order. */
const FIRST_FEED_FIELD: TextFieldName = 'job';
export const TEXT_FIELD_FEED_FLAGS = [
  FIRST_FEED_FIELD,
  ...TEXT_FIELDS.filter((name) => name !== FIRST_FEED_FIELD),
].map((name): TextFieldFeedFlag => `feed_${name}`);
/** The fields every member fills in at sign-up (spec section 5: the gender). */
export const REQUIRED_FIELDS = PROFILE_FIELDS.filter(
  (field): field is Extract<Fields, { optional: false }> => !field.optional,
);
export const PRIVATE_FIELDS = PROFILE_FIELDS.filter(
  (field): field is PrivateFields => field.memberPrivacy,
);
export const FILTER_FIELDS = PROFILE_FIELDS.filter(
  (field): field is FilterFields => 'filter' in field && field.filter === 'anyOf',
);

/** The identities' texts once loaded (loadFieldTexts), by field. */
let loadedTexts: Readonly<Record<string, ProfileFieldTexts>> | undefined;
let loadingTexts: Promise<void> | undefined;
const textListeners = new Set<() => void>();

/** Whether `field`'s texts are at hand (those of a chunk of their own once it has loaded). */
export function fieldTextsReady(field: ProfileField): boolean {
  return field.texts !== LOADED_TEXTS || loadedTexts !== undefined;
}

/** Loads the texts that are a chunk of their own (the identities'), once; tells the listeners. */
export function loadFieldTexts(): Promise<void> {
  loadingTexts ??= import('./profileFieldTexts/identities').then(
    (texts: typeof IdentityTexts) => {
      loadedTexts = {
        gender_identity: texts.genderIdentityTexts,
        pronouns: texts.pronounsTexts,
        orientation: texts.orientationTexts,
      } satisfies Record<
        Extract<Fields, { texts: typeof LOADED_TEXTS }>['name'],
        ProfileFieldTexts
      >;
      textListeners.forEach((listener) => listener());
    },
    (error: unknown) => {
      loadingTexts = undefined;
      throw error;
    },
  );
  return loadingTexts;
}

/** Calls `listener` when loaded texts arrive; returns its removal (useSyncExternalStore's shape). */
export function onFieldTextsLoaded(listener: () => void): () => void {
  textListeners.add(listener);
  return () => textListeners.delete(listener);
}

/** A field's texts in `language` (an empty label while a loaded field's texts are on their way). */
export function profileFieldText(field: ProfileField, language: Language): ProfileFieldText {
  if (field.texts !== LOADED_TEXTS) return field.texts[language];
  return loadedTexts?.[field.name]?.[language] ?? { label: '' };
}

export function isFieldPrivacy(value: unknown): value is FieldPrivacy {
  return (FIELD_PRIVACY as readonly unknown[]).includes(value);
}

/** Whether `audience` sees the field, given the member's privacy choice for it. */
export function fieldShownTo(
  field: ProfileField,
  audience: ProfileAudience,
  privacy: FieldPrivacy = DEFAULT_FIELD_PRIVACY,
): boolean {
  if (!field.shownTo.includes(audience)) return false;
  if (!field.memberPrivacy || audience === 'own') return true;
  if (audience === 'moderators' || audience === 'export') return true;
  if (privacy === 'everyone') return true;
  return privacy === 'matches' && audience === 'matches';
}

function isEmpty(value: unknown): boolean {
  return value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/**
 * The fields `audience` sees of a member whose row holds `values` and `privacy`: what a card, a
 * profile, a moderator's case or an export is sent. Others never see an empty private field.
 */
export function profileFieldsFor<Audience extends ProfileAudience>(
  audience: Audience,
  values: ProfileFieldValues,
  privacy: FieldPrivacyChoices,
): FieldsSeenBy<Audience> {
  const shown: Record<string, unknown> = {};
  for (const field of PROFILE_FIELDS) {
    const choice = field.memberPrivacy ? privacy[field.name] : undefined;
    if (!fieldShownTo(field, audience, choice)) continue;
    const value = values[field.name];
    if (field.memberPrivacy && audience !== 'own' && isEmpty(value)) continue;
    shown[field.name] = value;
  }
  return shown as FieldsSeenBy<Audience>;
}

/** Every private field's privacy, the default where the member chose none. */
export function privacyChoicesOf(stored: unknown): Record<PrivateFieldName, FieldPrivacy> {
  const chosen = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    unknown
  >;
  return Object.fromEntries(
    PRIVATE_FIELDS.map(({ name }) => {
      const value = chosen[name];
      return [name, isFieldPrivacy(value) ? value : DEFAULT_FIELD_PRIVACY];
    }),
  ) as Record<PrivateFieldName, FieldPrivacy>;
}

/** What a form or a call sends for a field: text, a number, or (for a list) several values. */
export type FieldInput = string | number | readonly string[];

/** Why a value was refused, for the form to show next to the field; the server answers 400. */
export type FieldProblem = 'tooLong' | 'outOfRange' | 'unknownChoice' | 'tooMany' | 'required';

export type ParsedField<F> =
  { value: StoredValue<F>; problem?: undefined } | { value?: undefined; problem: FieldProblem };

/** A list as forms send it: repeated values, a JSON array or a comma-separated text. */
function listOf(input: FieldInput): string[] {
  if (Array.isArray(input)) return input.map(String);
  const textValue = String(input).trim();
  if (textValue.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(textValue);
      if (Array.isArray(parsed)) return parsed.map(String);
    } catch {
      // Not JSON: read as a comma-separated list below.
    }
  }
  return textValue.split(',');
}

/** Checks and normalises one field's input by its definition (the browser and the server alike). */
export function parseFieldInput<F extends ProfileField>(
  field: F,
  input: FieldInput,
): ParsedField<F> {
  const ok = (value: unknown) => ({ value }) as ParsedField<F>;
  const refuse = (problem: FieldProblem) => ({ problem }) as ParsedField<F>;
  switch (field.kind) {
    case 'text': {
      const value = String(input);
      return value.length > field.maxLength ? refuse('tooLong') : ok(value.trim());
    }
    case 'choice': {
      const sent = String(input).trim();
      const value = sent === '' ? (field.whenEmpty ?? '') : sent;
      if (value === '') return field.optional ? ok(null) : refuse('required');
      return field.options.includes(value) ? ok(value) : refuse('unknownChoice');
    }
    case 'number': {
      const sent = String(input).trim();
      if (sent === '') return field.optional ? ok(null) : refuse('required');
      const value = Number(sent);
      if (!Number.isInteger(value) || value < field.min || value > field.max) {
        return refuse('outOfRange');
      }
      return ok(value);
    }
    case 'list': {
      const values = [
        ...new Set(
          listOf(input)
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ];
      if (!values.every((value) => field.options.includes(value))) return refuse('unknownChoice');
      if (values.length > field.maxItems) return refuse('tooMany');
      return ok(values);
    }
  }
}

/** A filter's wanted values of a field (websetfilter): any of its choices, as a list is sent. */
export function parseFilterInput<F extends FilterFields>(
  field: F,
  input: FieldInput,
): { value: FilterValue<F>; problem?: undefined } | { value?: undefined; problem: FieldProblem } {
  const asList = { ...field, kind: 'list', maxItems: field.options.length } as const;
  const parsed = parseFieldInput(asList, input);
  return parsed.problem
    ? { problem: parsed.problem }
    : { value: parsed.value as unknown as FilterValue<F> };
}

/** Every field's value with the member's privacy choices: what a moderator's case carries. */
export type AllProfileFields = ProfileFieldValues & {
  field_privacy: Record<PrivateFieldName, FieldPrivacy>;
};
/** A filter's wanted values of a field: any of its choices (for a choice field too). */
export type FilterValue<F> = F extends { options: readonly (infer O)[] } ? O[] : never;
/** The member's own profile (webprofile): every field, their privacy, and the filter's values. */
export type OwnProfileFields = AllProfileFields & {
  [F in FilterFields as `filter_${F['name']}`]: FilterValue<F>;
};

/** A profile with every field empty (a new member's, and the fixtures' starting point). */
export function emptyOwnProfileFields(): OwnProfileFields {
  const values: Record<string, unknown> = Object.fromEntries(
    PROFILE_FIELDS.map((field: ProfileField): [string, unknown] => {
      if (field.kind === 'text') return [field.name, ''];
      if (field.kind === 'list') return [field.name, []];
      if (field.optional || field.kind === 'number') return [field.name, null];
      return [field.name, field.whenEmpty ?? field.options[0]];
    }),
  );
  const filters = Object.fromEntries(FILTER_FIELDS.map(({ name }) => [`filter_${name}`, []]));
  return {
    ...values,
    ...filters,
    field_privacy: privacyChoicesOf({}),
  } as OwnProfileFields;
}
