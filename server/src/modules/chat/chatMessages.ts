/** The chat's refusals, as the browser shows them (spec section 4, Chat block state). */
export const CHAT_MESSAGES = {
  notMatched: 'You can only chat with your matches',
  blockedByThem: 'This User has Blocked you',
  blockedByMe: 'Unblock to message',
  accountDeleted: 'This account has been deleted.',
  chatNotFound: 'Chat not found',
  messageNotFound: 'This message is not in this chat',
  oneContent: 'Send a message, an image or a feed item',
  imageNotFound: 'This image cannot be sent',
  feedNotFound: 'This feed item cannot be shared',
  clientIdUsed: 'This client_id was used for another message',
  clientIdRule: 'client_id must be 1 to 64 letters, digits, - or _',
} as const;
