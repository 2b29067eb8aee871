/**
 * A message's client id, made before its first try so a retry is stored once. From
 * getRandomValues, which unlike randomUUID also exists outside secure contexts.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
