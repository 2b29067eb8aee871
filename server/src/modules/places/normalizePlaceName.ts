/** A name as searched: lower case, accents dropped ("Île-de-France" -> "ile-de-france"). */
export function normalizePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}
