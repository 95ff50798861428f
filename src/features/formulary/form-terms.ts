import en from '../../../locales/en-us/doses.json'
import es from '../../../locales/es-mx/doses.json'
import { normalizeName } from '~/plans/drug-names'
import { doseKey } from '~/plans/dose-words'

type Names = Record<string, string>

// Words too common to find anything by: "de", "para", "oral" match half the catalogue.
const TOO_COMMON = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'el',
  'en',
  'para',
  'por',
  'que',
  'se',
  'for',
  'oral',
  'er',
  'dr',
])

/**
 * The search terms of a drug's dose forms, in both languages, normalized as drug names are
 * (src/plans/drug-names.ts: no accents, lower case): each form's whole name and each of its
 * words, so "tableta", "tablet", "vial", "inyeccion" and "inyección" find the drugs made so.
 */
export function formTerms(forms: readonly string[]): Set<string> {
  const terms = new Set<string>()
  for (const form of forms) {
    if (!form) continue
    const key = doseKey(form)
    for (const name of [form, (en.forms as Names)[key], (es.forms as Names)[key]]) {
      if (!name) continue
      const normal = normalizeName(name)
      terms.add(normal)
      for (const word of normal.split(' '))
        if (word.length > 2 && !TOO_COMMON.has(word)) terms.add(word)
    }
  }
  return terms
}
