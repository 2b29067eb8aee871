/** Card fields as the member types them: digits only, grouped the way cards print them. */

const digitsOf = (value: string, max: number) => value.replace(/\D/g, '').slice(0, max);

/** '4111111111111111' → '4111 1111 1111 1111' (19 digits at most). */
export function formatCardNumber(value: string): string {
  return digitsOf(value, 19).replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' → '12/30'; the slash comes with the third digit, so deleting back over it works. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** 3 or 4 digits. */
export function formatCvv(value: string): string {
  return digitsOf(value, 4);
}
