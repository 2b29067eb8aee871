import { Fragment, type ReactNode } from 'react';

// Private-use characters stand for the values while the sentence is translated: no text holds them.
const FIRST_SLOT = 0xe000;
const SLOT = /([\uE000-\uE0FF])/;

/**
 * A translated sentence holding member-written values (a name, a place, a bio), each isolated in
 * `<bdi>`: a Latin name in an Arabic sentence, or an Arabic one in a French sentence, keeps the
 * sentence's punctuation and word order in place. `sentence` is the translation with `slots` as
 * its values: `(slots) => t('feeds.changed.location', slots)`.
 */
export function IsolatedSentence<Key extends string>({
  values,
  sentence,
}: {
  values: Record<Key, string>;
  sentence: (slots: Record<Key, string>) => string;
}): ReactNode {
  const keys = Object.keys(values) as Key[];
  const slots = Object.fromEntries(
    keys.map((key, index) => [key, String.fromCharCode(FIRST_SLOT + index)]),
  ) as Record<Key, string>;
  return sentence(slots)
    .split(SLOT)
    .map((part, index) => {
      const key = keys[part.length === 1 ? part.charCodeAt(0) - FIRST_SLOT : -1];
      return key === undefined ? (
        <Fragment key={index}>{part}</Fragment>
      ) : (
        <bdi key={index}>{values[key]}</bdi>
      );
    });
}
