const ASCII = /^[\x20-\x7e]*$/;

/**
 * A name as searched: lower case, accents and Arabic vowel marks dropped, the Arabic comma a
 * comma ("Île-de-France" -> "ile-de-france", "إنجلترا" -> "انجلترا").
 */
export function normalizePlaceName(name: string): string {
  // Most gazetteer names are plain ASCII: skip the costly decomposition for them.
  const unaccented = ASCII.test(name)
    ? name
    : name.normalize('NFD').replace(/\p{M}/gu, '').replaceAll('،', ',');
  return unaccented.toLowerCase().replace(/\s+/g, ' ').trim();
}
