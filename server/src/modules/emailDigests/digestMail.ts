import type { Mail } from '../../mail/mailer';
import { pageAddress } from '../push/pushNotifier';
import { brandedPage, escapeHtml } from '../../texts/brand';
import { languageOrDefault, MEMBER_TEXTS } from '../../texts/memberTexts';
import type { NewMatch, UnreadChat } from './emailDigestsRepository';

/** A message's text in the mail is a glimpse, not the message: the chat shows the rest. */
const SNIPPET_LENGTH = 80;

export interface DigestContent {
  to: string;
  name: string;
  language: string;
  matches: NewMatch[];
  chats: UnreadChat[];
  /** The member's one-click unsubscribe address. */
  unsubscribeLink: string;
  /** Where members reach the product, e.g. https://dating.example.com */
  publicUrl: string;
}

function snippet(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= SNIPPET_LENGTH ? oneLine : `${oneLine.slice(0, SNIPPET_LENGTH - 1)}…`;
}

/**
 * The digest mail, in the member's language: new matches by name with a link to the matches,
 * each chat with unread messages by name, count and the latest text's first words, with a link
 * to that chat; RFC 8058's headers let a mail client unsubscribe in one click.
 */
export function digestMail(content: DigestContent): Mail {
  const texts = MEMBER_TEXTS[languageOrDefault(content.language)];
  const address = (...page: Parameters<typeof pageAddress>) =>
    `${content.publicUrl}${pageAddress(...page)}`;
  const lines = [texts.greeting(content.name), '', texts.intro, ''];
  if (content.matches.length > 0) {
    lines.push(texts.newMatches);
    for (const match of content.matches) lines.push(`- ${match.user_name}`);
    lines.push(`${texts.sayHello} ${address('friends')}`, '');
  }
  if (content.chats.length > 0) {
    lines.push(texts.unreadMessages);
    for (const chat of content.chats) {
      lines.push(`- ${texts.unreadFrom(chat.user_name, chat.unread)}`);
      if (chat.last_text) lines.push(`  "${snippet(chat.last_text)}"`);
      lines.push(
        `  ${texts.openChat} ${address('chat', { userId: chat.user_id, chatId: chat.chat_id })}`,
      );
    }
    lines.push('');
  }
  lines.push(
    texts.oncePerDay,
    `${texts.settings} ${address('settings')}`,
    `${texts.unsubscribe} ${content.unsubscribeLink}`,
  );
  return {
    to: content.to,
    subject: texts.subject,
    text: lines.join('\n'),
    headers: {
      'List-Unsubscribe': `<${content.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * The small page of an unsubscribe link, in the member's language: GET asks (a button posting
 * to the same address), POST confirms. Nothing of the member is shown: whoever holds the mail
 * may open it.
 */
export function unsubscribePage(language: string | undefined, done: boolean): string {
  const chosen = languageOrDefault(language);
  const texts = MEMBER_TEXTS[chosen];
  const body = done
    ? `<p role="status">${escapeHtml(texts.pageDone)}</p>`
    : `<p>${escapeHtml(texts.pageQuestion)}</p>
<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.pageButton)}</button></form>`;
  return brandedPage({ language: chosen, title: texts.pageTitle, body });
}
