/**
 * RxNorm codes for the formulary's drugs, read from RxNorm's own release file RXNCONSO.RRF (one
 * concept name a line, fields split by |: RXCUI|LAT|TS|LUI|STT|SUI|ISPREF|RXAUI|SAUI|SCUI|SDUI|
 * SAB|TTY|CODE|STR|SRL|SUPPRESS|CVF|). A drug gets a code only when the file names it: a clinical
 * drug (SCD, or SBD for a brand) whose name is the drug's ingredient, one of its strengths and its
 * dose form, and the dose form group (SCDG, SBDG) of that drug's route. Nothing is guessed: a drug
 * the file does not name keeps no RxNorm code.
 */
export type RxConcept = { rxcui: string; tty: 'SCD' | 'SBD' | 'SCDG' | 'SBDG' | 'DF'; name: string }
export type RxCoding = { code: string; display: string }
/** `doseForms`: RxNorm's dose form concepts (DF) of the clinical drugs found, one per form of the drug. */
export type RxCodes = { semanticDrugs: RxCoding[]; formGroups: RxCoding[]; doseForms?: RxCoding[] }
export type RxDrug = {
  id: string
  name: string
  genericName: string
  isBrand: boolean
  forms: Array<{ form: string; strengths: string[] }>
}

const TTYS = new Set(['SCD', 'SBD', 'SCDG', 'SBDG', 'DF'])

/** The current RxNorm names of one RXNCONSO.RRF line, or undefined (another source, type, or a suppressed name). */
export function parseRxnconsoLine(line: string): RxConcept | undefined {
  const fields = line.split('|')
  if (fields.length < 18) return undefined
  const [rxcui = '', lat, , , , , , , , , , sab, tty = '', , str = '', , suppress = ''] = fields
  if (sab !== 'RXNORM' || lat !== 'ENG' || !TTYS.has(tty) || (suppress !== 'N' && suppress !== ''))
    return undefined
  return { rxcui, tty: tty as RxConcept['tty'], name: str }
}

/** RxNorm's dose form names for each of the catalogue's forms (names, not codes: the codes come from the file). */
const DOSE_FORMS: Record<string, string[]> = {
  tablet: ['Oral Tablet'],
  'er tablet': [
    'Extended Release Oral Tablet',
    '24 HR Extended Release Oral Tablet',
    '12 HR Extended Release Oral Tablet',
  ],
  'dr tablet': ['Delayed Release Oral Tablet'],
  capsule: ['Oral Capsule'],
  'er capsule': [
    'Extended Release Oral Capsule',
    '24 HR Extended Release Oral Capsule',
    '12 HR Extended Release Oral Capsule',
  ],
  'dr capsule': ['Delayed Release Oral Capsule'],
  'chewable tablet': ['Chewable Tablet'],
  'sublingual tablet': ['Sublingual Tablet'],
  'oral solution': ['Oral Solution'],
  'oral suspension': ['Oral Suspension'],
  'topical cream': ['Topical Cream'],
  'topical ointment': ['Topical Ointment'],
  'topical gel': ['Topical Gel'],
  'topical solution': ['Topical Solution'],
  'eye drops': ['Ophthalmic Solution'],
  'eye suspension': ['Ophthalmic Suspension'],
  'nasal spray': ['Nasal Spray', 'Metered Dose Nasal Spray'],
  'transdermal patch': ['Transdermal System'],
  'pen injector': ['Pen Injector'],
  'prefilled syringe': ['Prefilled Syringe'],
  autoinjector: ['Auto-Injector'],
  vial: ['Injectable Solution'],
  'inhalation aerosol': ['Metered Dose Inhaler'],
  'inhalation powder': ['Dry Powder Inhaler'],
  'inhalation solution': ['Inhalation Solution'],
}

/** The route groups RxNorm names dose form groups by ("atorvastatin Oral Product"). */
const GROUP_OF_FORM: Array<[RegExp, string]> = [
  [/Oral|Chewable/, 'Oral'],
  [/Sublingual/, 'Sublingual'],
  [/Topical/, 'Topical'],
  [/Ophthalmic/, 'Ophthalmic'],
  [/Nasal/, 'Nasal'],
  [/Transdermal/, 'Transdermal'],
  [/Injector|Syringe|Injectable/, 'Injectable'],
  [/Inhaler|Inhalation/, 'Inhalant'],
]

const UNITS: Record<string, string> = {
  mg: 'MG',
  mcg: 'MCG',
  g: 'G',
  ml: 'ML',
  unit: 'UNT',
  units: 'UNT',
  meq: 'MEQ',
  '%': '%',
}
/** "10 mg" -> "10 MG", "100 units/mL" -> "100 UNT/ML": strength as RxNorm writes it. */
export const rxStrength = (strength: string) =>
  strength
    .trim()
    .replace(/([a-zA-Z%]+)/g, (unit) => UNITS[unit.toLowerCase()] ?? unit.toUpperCase())
    .replace(/\s*\/\s*/g, '/')

const fold = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim()

/** The RxNorm codes the file gives each drug (drugs it does not name are left out). */
export function matchRxnorm(
  drugs: readonly RxDrug[],
  concepts: Iterable<RxConcept>,
): Map<string, RxCodes> {
  const byName = new Map<string, RxConcept>()
  for (const concept of concepts) byName.set(`${concept.tty}|${fold(concept.name)}`, concept)
  const found = new Map<string, RxCodes>()
  for (const drug of drugs) {
    const ingredient = drug.genericName.replace(/\s*\(.*\)\s*/g, ' ').trim()
    const semanticDrugs: RxCoding[] = []
    const groups = new Set<string>()
    const doseForms = new Map<string, RxCoding>()
    for (const { form, strengths } of drug.forms) {
      for (const doseForm of DOSE_FORMS[fold(form)] ?? []) {
        for (const strength of strengths) {
          const clinical = `${ingredient} ${rxStrength(strength)} ${doseForm}`
          const concept = drug.isBrand
            ? byName.get(`SBD|${fold(`${clinical} [${drug.name}]`)}`)
            : byName.get(`SCD|${fold(clinical)}`)
          if (!concept) continue
          semanticDrugs.push({ code: concept.rxcui, display: concept.name })
          const df = byName.get(`DF|${fold(doseForm)}`)
          if (df) doseForms.set(df.rxcui, { code: df.rxcui, display: df.name })
          for (const [pattern, group] of GROUP_OF_FORM)
            if (pattern.test(doseForm)) groups.add(group)
        }
      }
    }
    if (!semanticDrugs.length) continue
    const formGroups = [...groups].flatMap((group) => {
      const concept = drug.isBrand
        ? byName.get(`SBDG|${fold(`${drug.name} ${group} Product`)}`)
        : byName.get(`SCDG|${fold(`${ingredient} ${group} Product`)}`)
      return concept ? [{ code: concept.rxcui, display: concept.name }] : []
    })
    found.set(drug.id, {
      semanticDrugs,
      formGroups,
      ...(doseForms.size ? { doseForms: [...doseForms.values()] } : {}),
    })
  }
  return found
}
