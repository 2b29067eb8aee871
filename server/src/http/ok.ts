/** A successful answer: every call says `status: 'true'` (architecture brief 3a). */
export function ok<T extends object>(body: T): T & { status: 'true' } {
  return { status: 'true', ...body };
}
