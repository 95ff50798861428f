/**
 * The language of a passage, by the name a table's first column gives it (English or Spanish), so
 * each passage carries its own `lang` (WCAG 2.2 SC 3.1.2, Language of Parts) and a screen reader
 * reads it in its own voice: the multi-language insert (42 CFR 422.2267(e)(31)) is one passage in
 * each of English and the 15 most common languages. Arabic also reads right to left.
 */
const LANGUAGES: Record<string, string> = {
  English: 'en',
  Inglés: 'en',
  Spanish: 'es',
  Español: 'es',
  'Chinese (Mandarin)': 'zh-Hans',
  'Chino (mandarín)': 'zh-Hans',
  'Chinese (Cantonese)': 'zh-Hant',
  'Chino (cantonés)': 'zh-Hant',
  Tagalog: 'tl',
  Tagalo: 'tl',
  French: 'fr',
  Francés: 'fr',
  Vietnamese: 'vi',
  Vietnamita: 'vi',
  German: 'de',
  Alemán: 'de',
  Korean: 'ko',
  Coreano: 'ko',
  Russian: 'ru',
  Ruso: 'ru',
  Arabic: 'ar',
  Árabe: 'ar',
  Hindi: 'hi',
  Italian: 'it',
  Italiano: 'it',
  Portuguese: 'pt',
  Portugués: 'pt',
  'French Creole (Haitian Creole)': 'ht',
  'Criollo francés (criollo haitiano)': 'ht',
  Polish: 'pl',
  Polaco: 'pl',
  Japanese: 'ja',
  Japonés: 'ja',
}

const RIGHT_TO_LEFT = new Set(['ar'])

/** `lang` (and `dir`) for a passage in the language a row's first cell names; none for another. */
export function languageOfName(name: string): { lang: string; dir?: 'rtl' } | null {
  const lang = LANGUAGES[name.trim()]
  if (!lang) return null
  return RIGHT_TO_LEFT.has(lang) ? { lang, dir: 'rtl' } : { lang }
}
