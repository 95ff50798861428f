// Turns the drug catalogue lines (drugs-*.data.ts) into products: one generic product per line
// unless the line is brand-only (flag B), plus one brand product per brand name.
import type { Drug, DrugForm } from '../../src/plans/formulary-types.ts'
import { drugIdFor } from '../../src/plans/drug-names.ts'
import { CARDIO } from './drugs-cardio.data.ts'
import { METABOLIC } from './drugs-metabolic.data.ts'
import { NEURO } from './drugs-neuro.data.ts'
import { OTHER } from './drugs-other.data.ts'

export type DrugLine = {
  drugClass: string
  generic: string
  brands: string[]
  forms: DrugForm[]
  flags: string
}

/** A product with the catalogue flags it came from (see drugs-cardio.data.ts for their meaning). */
export type CatalogueDrug = Drug & { flags: string }

function parseForms(text: string): DrugForm[] {
  return text.split(';').map((chunk) => {
    const words = chunk.trim().split(' ')
    const first = words.findIndex((word) => /^\d/.test(word))
    if (first === -1) return { form: chunk.trim(), strengths: [] }
    const form = words.slice(0, first).join(' ')
    return {
      form,
      strengths: words
        .slice(first)
        .join(' ')
        .split(',')
        .map((s) => s.trim()),
    }
  })
}

export function parseLines(text: string): DrugLine[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .map((line) => {
      const [drugClass = '', generic = '', brands = '', forms = '', flags = ''] = line.split('|')
      return {
        drugClass,
        generic,
        brands: brands === '-' || brands === '' ? [] : brands.split(',').map((b) => b.trim()),
        forms: parseForms(forms),
        flags,
      }
    })
}

const kindOf = (flags: string): Drug['kind'] =>
  flags.includes('I') ? 'insulin' : flags.includes('V') ? 'vaccine' : 'standard'

/** Every product of the catalogue, in catalogue order, ids unique. */
export function catalogue(
  lines: DrugLine[] = parseLines(CARDIO + METABOLIC + NEURO + OTHER),
): CatalogueDrug[] {
  const products = new Map<string, CatalogueDrug>()
  const add = (drug: CatalogueDrug) => {
    if (products.has(drug.id)) throw new Error(`Duplicate drug product ${drug.name}`)
    products.set(drug.id, drug)
  }
  for (const line of lines) {
    const shared = {
      genericName: line.generic,
      drugClass: line.drugClass,
      kind: kindOf(line.flags),
      forms: line.forms,
      flags: line.flags,
    }
    if (!line.flags.includes('B')) {
      add({
        ...shared,
        id: drugIdFor(line.generic),
        name: line.generic,
        isBrand: false,
        brandOf: line.brands[0] ?? null,
      })
    }
    for (const brand of line.brands)
      add({ ...shared, id: drugIdFor(brand), name: brand, isBrand: true, brandOf: null })
  }
  return [...products.values()]
}

/** The generic name without a use in brackets, e.g. "semaglutide (weight management)" -> "semaglutide". */
export const baseGeneric = (generic: string) =>
  generic
    .replace(/\s*\(.*\)\s*/g, ' ')
    .trim()
    .toLowerCase()
