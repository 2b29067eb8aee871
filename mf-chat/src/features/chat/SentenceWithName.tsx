import { useTranslation } from 'react-i18next';

/** Stands for the name while the sentence is translated; a private-use character no text holds. */
const NAME_SLOT = '\uE000';

/** The sentences that name a member. */
export type SentenceNamingMember = 'chat.typing' | 'chat.matchedWith';

/**
 * A translated sentence naming a member, with the name isolated in `<bdi>`: a Latin name in an
 * Arabic sentence (or the reverse) keeps the sentence's punctuation and word order in place.
 */
export function SentenceWithName({
  sentence,
  name,
}: {
  sentence: SentenceNamingMember;
  name: string;
}) {
  const { t } = useTranslation();
  const [before = '', after = ''] = t(sentence, { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}
