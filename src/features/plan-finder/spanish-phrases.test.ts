import { describe, expect, it } from 'vitest'
import { i18nFor } from '~/i18n/i18n'
import { countyInSentence, countyName, sharedLabel } from './plan-format'

// The phrases the finder composes from a county's name, as the results heading, the county page's
// intro, the not-served message and the county step write them (plan-results.tsx, county-page.tsx,
// finder-flow.tsx, county-step.tsx): Spanish names the place with its article and a lower-case
// common noun inside a sentence, and a question about parishes is answered about parishes.
const es = i18nFor('es').getFixedT('es', 'planFinder')
const en = i18nFor('en').getFixedT('en', 'planFinder')
const miamiDade = { name: 'Miami-Dade', label: 'County', state: 'FL' }
const orleans = { name: 'Orleans', label: 'Parish', state: 'LA' }
const stBernard = { name: 'St. Bernard', label: 'Parish', state: 'LA' }
const richmond = { name: 'Richmond', label: 'City', state: 'VA' }

describe('Spanish phrases with a county or parish', () => {
  it('say "en el condado de…" and "en la parroquia de…"', () => {
    expect(es('results.heading.all', { location: countyInSentence(miamiDade, es) })).toBe(
      'Planes Medicare Advantage en el condado de Miami-Dade, FL',
    )
    expect(es('results.heading.snp', { location: countyInSentence(orleans, es) })).toBe(
      'Planes para necesidades especiales en la parroquia de Orleans, LA',
    )
    expect(es('countyPage.intro', { location: countyInSentence(miamiDade, es) })).toBe(
      'Compare los planes de Ceiba Health que se ofrecen en el condado de Miami-Dade, FL y luego inscríbase en línea o llámenos.',
    )
    expect(
      es('pick.caption', { count: 2, location: countyInSentence(orleans, es), year: 2026 }),
    ).toBe('Comparación de 2 planes en la parroquia de Orleans, LA para 2026')
    expect(
      es('countyOutOfArea.body', { county: countyInSentence(richmond, es), zip: '23220' }),
    ).toMatch(
      /^Los planes de Ceiba Health aún no se ofrecen en la ciudad independiente de Richmond, VA\./,
    )
  })

  it('keep the capital where the name stands alone (the county choice, the ZIP line)', () => {
    expect(countyName(orleans, es)).toBe('Parroquia de Orleans, LA')
    expect(es('questions.location', { zip: '33125', county: countyName(miamiDade, es) })).toBe(
      'Código postal 33125: Condado de Miami-Dade, FL',
    )
  })

  it('hint that a ZIP crosses parishes under the question about parishes', () => {
    const parishes = sharedLabel([orleans, stBernard])
    expect(es(`county.legend.${parishes}`)).toBe('¿En qué parroquia vive?')
    expect(es(`county.hint.${parishes}`, { zip: '70112' })).toBe(
      'El código postal 70112 abarca más de una parroquia.',
    )
    expect(es(`county.hint.${sharedLabel([miamiDade])}`, { zip: '33125' })).toBe(
      'El código postal 33125 abarca más de un condado.',
    )
    expect(es(`county.hint.${sharedLabel([miamiDade, orleans])}`, { zip: '00000' })).toBe(
      'El código postal 00000 abarca más de un condado o parroquia.',
    )
  })

  it('read the same in English as before', () => {
    expect(en('results.heading.all', { location: countyInSentence(orleans, en) })).toBe(
      'Medicare Advantage plans in Orleans Parish, LA',
    )
    expect(en(`county.hint.${sharedLabel([orleans, stBernard])}`, { zip: '70112' })).toBe(
      'ZIP code 70112 crosses more than one parish line.',
    )
    expect(en('county.hint.County', { zip: '33125' })).toBe(
      'ZIP code 33125 crosses more than one county line.',
    )
  })
})
