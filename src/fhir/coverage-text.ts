import { createInstance, type TFunction } from 'i18next'
import formularyEn from '../../locales/en-us/formulary.json'
import { coverageLines } from '~/plans/coverage-words'
import type { FormularyEntry } from '~/plans/formulary-types'

// The formulary page's own English sentences for limits, flags and notes, so the API says
// exactly what the drug search shows.
const i18n = createInstance()
// A plain language code: i18next reads 'en-us' as 'en-US' and found no strings under 'en-us', so every
// sentence came out as its key ("priorAuth.general").
void i18n.init({
  lng: 'en',
  fallbackLng: false,
  ns: ['formulary'],
  defaultNS: 'formulary',
  resources: { en: { formulary: formularyEn } },
  initAsync: false,
  interpolation: { escapeValue: false },
})
const t = i18n.getFixedT('en', 'formulary') as unknown as TFunction<'formulary'>

/** Every limit, flag and note of a formulary entry, one English sentence each. */
export const coverageText = (entry: FormularyEntry): string[] => coverageLines(t, entry)
