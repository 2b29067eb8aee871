/** The data-testid values of this remote, for its tests and the e2e journeys. */
export const TEST_IDS = {
  chatRow: 'chat-row',
  message: 'chat-message',
  typing: 'chat-typing',
  emptyChat: 'chat-empty',
  blockNotice: 'chat-block-notice',
  imageInput: 'chat-image-input',
  kinderNotice: 'chat-kinder-notice',
  scamWarning: 'chat-scam-warning',
  receipt: 'chat-receipt',
  reactions: 'chat-reactions',
  reactionPicker: 'chat-reaction-picker',
  explicitImage: 'chat-explicit-image',
  newMatches: 'chat-new-matches',
} as const;
