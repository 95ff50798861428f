import { describe, expect, it } from 'vitest'
import { catalogue } from '../../db/seed/drugs.ts'
import { i18nFor } from '~/i18n/i18n'
import { doseKey, doseWords, formStrengthsWords, formWords, strengthWords } from './dose-words'

const es = i18nFor('es').getFixedT('es', 'doses')
const en = i18nFor('en').getFixedT('en', 'doses')

describe('doses in the page’s language', () => {
  it('writes a stored dose in Spanish with its form and units translated', () => {
    expect(doseWords(es, 'vial 100 units/mL')).toBe('vial de 100 unidades/mL')
    expect(doseWords(es, 'tablet 10 mg')).toBe('tableta de 10 mg')
    expect(doseWords(es, 'pen injector 100 units/mL')).toBe('pluma inyectora de 100 unidades/mL')
    expect(doseWords(es, 'ER tablet 500 mg')).toBe('tableta de liberación prolongada de 500 mg')
    expect(doseWords(es, 'inhalation aerosol 90 mcg per actuation')).toBe(
      'aerosol para inhalar de 90 mcg por pulsación',
    )
    expect(doseWords(es, 'transdermal patch 0.1 mg/day')).toBe('parche transdérmico de 0.1 mg/día')
    expect(doseWords(es, 'tablet 210 mg ferric iron')).toBe('tableta de 210 mg de hierro férrico')
    expect(doseWords(es, 'capsule')).toBe('cápsula')
  })

  it('leaves the English as the catalogue writes it', () => {
    expect(doseWords(en, 'vial 100 units/mL')).toBe('vial 100 units/mL')
    expect(doseWords(en, 'tablet 10 mg')).toBe('tablet 10 mg')
    expect(formStrengthsWords(en, { form: 'tablet', strengths: ['10 mg', '20 mg'] })).toBe(
      'tablet: 10 mg, 20 mg',
    )
  })

  it('lists a form’s strengths in Spanish', () => {
    expect(formStrengthsWords(es, { form: 'vial', strengths: ['100 units/mL'] })).toBe(
      'vial: 100 unidades/mL',
    )
    expect(formStrengthsWords(es, { form: 'capsule', strengths: [] })).toBe('cápsula')
  })

  it('has a Spanish name for every form and every word of the drug catalogue', () => {
    const forms = new Set<string>()
    const strengths = new Set<string>()
    for (const drug of catalogue())
      for (const form of drug.forms) {
        if (form.form) forms.add(form.form)
        for (const strength of form.strengths) strengths.add(strength)
      }
    const esForms = es('forms', { returnObjects: true }) as unknown as Record<string, string>
    const enForms = en('forms', { returnObjects: true }) as unknown as Record<string, string>
    for (const form of forms) {
      expect(enForms[doseKey(form)], form).toBe(form)
      expect(esForms[doseKey(form)], form).toBeTruthy()
    }
    // No English word is left in a Spanish strength except the unit symbols.
    const symbols = new Set(['mg', 'mcg', 'g', 'mL', 'mEq', 'ELISA', 'PFU'])
    for (const strength of strengths) {
      const left = (strengthWords(es, strength).match(/\p{L}+/gu) ?? []).filter(
        (word) =>
          !symbols.has(word) &&
          !/[áéíóúñ]|^(unidades|por|dosis|sobre|mil|millones|a|h|de|lipasa|hierro|células|viables|cartucho)$/.test(
            word,
          ),
      )
      expect(left, strength).toEqual([])
    }
    expect(formWords(es, 'no such form')).toBe('no such form')
  })
})
