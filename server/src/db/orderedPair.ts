/** The stored form of an unordered pair of members (matches, chats): lower id first. */
export function orderedPair(
  memberId: number,
  otherId: number,
): { member_low: number; member_high: number } {
  return memberId < otherId
    ? { member_low: memberId, member_high: otherId }
    : { member_low: otherId, member_high: memberId };
}
