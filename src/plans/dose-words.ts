import type { TFunction } from 'i18next'

type T = TFunction<'doses'>
type Dictionary = Record<string, string>

/**
 * The locale key of a catalogue form or strength word (db/seed/drugs-*.data.ts writes them in
 * English): "pen injector" -> "penInjector", "ER tablet" -> "erTablet", "auto-injector" -> "autoInjector".
 */
export function doseKey(words: string): string {
  const [first = '', ...rest] = words
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
  return first + rest.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
}

const dictionary = (t: T, tree: 'forms' | 'words') =>
  t(tree, { returnObjects: true }) as unknown as Dictionary

const lookup = (words: Dictionary, key: string) =>
  Object.hasOwn(words, key) ? words[key] : undefined

/** A dose form in the page's language (locales/<lang>/doses.json `forms`): "vial", "tableta". */
export function formWords(t: T, form: string): string {
  return lookup(dictionary(t, 'forms'), doseKey(form)) ?? form
}

/**
 * A strength in the page's language: numbers and unit symbols (mg, mcg, mL, mEq, %) as they are,
 * words from `words` ("100 units/mL" -> "100 unidades/mL", "90 mcg per actuation" -> "90 mcg por
 * pulsación"), two-word phrases first ("210 mg ferric iron" -> "210 mg de hierro férrico").
 */
export function strengthWords(t: T, strength: string): string {
  const words = dictionary(t, 'words')
  const parts = strength.split(' ')
  const out: string[] = []
  for (let i = 0; i < parts.length; i += 1) {
    const pair =
      i + 1 < parts.length ? lookup(words, doseKey(`${parts[i]} ${parts[i + 1]}`)) : undefined
    if (pair !== undefined && /^[A-Za-z]+$/.test(parts[i + 1]!)) {
      out.push(pair)
      i += 1
      continue
    }
    out.push(parts[i]!.replace(/[A-Za-z]+/g, (word) => lookup(words, word) ?? word))
  }
  return out.join(' ')
}

/** Splits a stored dose ("tablet 20 mg", as the care list keeps it) at its first number. */
export function splitDose(dose: string): { form: string; strength: string } {
  const words = dose.trim().split(' ')
  const first = words.findIndex((word) => /^\d/.test(word))
  if (first === -1) return { form: dose.trim(), strength: '' }
  return { form: words.slice(0, first).join(' '), strength: words.slice(first).join(' ') }
}

/** A stored dose as the page's language writes it: "tablet 10 mg" / "tableta de 10 mg". */
export function doseWords(t: T, dose: string): string {
  const { form, strength } = splitDose(dose)
  if (!strength) return formWords(t, form)
  if (!form) return strengthWords(t, strength)
  return t('dose', { form: formWords(t, form), strength: strengthWords(t, strength) })
}

/** A form with its strengths, for a drug's details: "vial: 100 unidades/mL". */
export function formStrengthsWords(t: T, form: { form: string; strengths: string[] }): string {
  if (!form.strengths.length) return formWords(t, form.form)
  const strengths = form.strengths.map((strength) => strengthWords(t, strength)).join(', ')
  if (!form.form) return strengths
  return t('formStrengths', { form: formWords(t, form.form), strengths })
}
