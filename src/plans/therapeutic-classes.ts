// The therapeutic class of each catalogue drug, for choosing covered alternatives. Plain Node loads
// this file too (db/seed builds each formulary's alternatives with it), so it imports nothing.
//
// Category and class are those of the USP Medicare Model Guidelines (v9), the classification CMS
// formulary files and its formulary review use. Where a USP class still mixes drugs a prescriber
// would not swap one for another (a long-acting insulin for a mealtime one, a rescue inhaler for a
// controller), a drug has a group: the insulin action profiles of the ADA Standards of Care
// (table 9.4: rapid-, short-, intermediate-, long-acting, premixed, inhaled) and the inhaler and
// diuretic kinds the GOLD and ACC/AHA guidelines use. A drug with a group is offered alternatives
// from its group only. The catalogue's own coarse class (`drugClass`) keys the map; `GROUPS`
// refines it by generic name.

export type TherapeuticClass = { category: string; class: string; group: string | null }

type Usp = [category: string, uspClass: string]

const CV = 'Cardiovascular Agents'
const BGR = 'Blood Glucose Regulators'
const RESP = 'Respiratory Tract/Pulmonary Agents'

/** The catalogue's coarse classes as USP categories and classes. */
const USP: Record<string, Usp> = {
  acei: [CV, 'Angiotensin-converting Enzyme (ACE) Inhibitors'],
  adhd: ['Central Nervous System Agents', 'Attention Deficit Hyperactivity Disorder Agents'],
  allergy: [RESP, 'Antihistamines'],
  angina: [CV, 'Vasodilators'],
  antibiotic: ['Antibacterials', 'Antibacterials'],
  anticoag: ['Blood Products and Modifiers', 'Anticoagulants'],
  antidep: ['Antidepressants', 'Antidepressants, Other'],
  antifungal: ['Antifungals', 'Antifungals'],
  antihtn: [CV, 'Alpha-adrenergic Agents'],
  antiplatelet: ['Blood Products and Modifiers', 'Platelet Modifying Agents'],
  antipsych: ['Antipsychotics', 'Second Generation/Atypical'],
  antiviral: ['Antivirals', 'Antivirals'],
  anxiety: ['Anxiolytics', 'Anxiolytics'],
  arb: [CV, 'Angiotensin II Receptor Antagonists'],
  arrhythmia: [CV, 'Antiarrhythmics'],
  bb: [CV, 'Beta-adrenergic Blocking Agents'],
  biguanide: [BGR, 'Antidiabetic Agents'],
  bone: ['Metabolic Bone Disease Agents', 'Metabolic Bone Disease Agents'],
  cardiomyopathy: [CV, 'Cardiovascular Agents, Other'],
  ccb: [CV, 'Calcium Channel Blocking Agents'],
  dementia: ['Antidementia Agents', 'Antidementia Agents'],
  diuretic: [CV, 'Diuretics'],
  dmother: [BGR, 'Antidiabetic Agents'],
  dpp4: [BGR, 'Antidiabetic Agents'],
  eye: ['Ophthalmic Agents', 'Ophthalmic Agents'],
  gi: ['Gastrointestinal Agents', 'Gastrointestinal Agents'],
  glp1: [BGR, 'Antidiabetic Agents'],
  gout: ['Antigout Agents', 'Antigout Agents'],
  heme: ['Blood Products and Modifiers', 'Hematopoietic Agents'],
  hf: [CV, 'Cardiovascular Agents, Other'],
  hiv: ['Antivirals', 'Anti-HIV Agents'],
  hormone: ['Hormonal Agents, Stimulant/Replacement/Modifying', 'Sex Hormones/Modifiers'],
  immune: ['Immunological Agents', 'Immunomodulators'],
  inhaler: [RESP, 'Inhaled Respiratory Agents'],
  insulin: [BGR, 'Insulins'],
  lipid: [CV, 'Dyslipidemics'],
  lung: [RESP, 'Respiratory Tract Agents, Other'],
  migraine: ['Antimigraine Agents', 'Antimigraine Agents'],
  movement: ['Central Nervous System Agents', 'Central Nervous System Agents, Other'],
  ms: ['Central Nervous System Agents', 'Multiple Sclerosis Agents'],
  neuro: ['Central Nervous System Agents', 'Central Nervous System Agents, Other'],
  nsaid: ['Analgesics', 'Nonsteroidal Anti-inflammatory Drugs'],
  onc: ['Antineoplastics', 'Antineoplastics'],
  opioid: ['Analgesics', 'Opioid Analgesics'],
  pah: [RESP, 'Pulmonary Antihypertensives'],
  pain: ['Analgesics', 'Analgesics, Other'],
  parasite: ['Antiparasitics', 'Antiparasitics'],
  parkinson: ['Antiparkinson Agents', 'Antiparkinson Agents'],
  pcsk9: [CV, 'Dyslipidemics'],
  renal: ['Genitourinary Agents', 'Phosphate Binders and Renal Agents'],
  seizure: ['Anticonvulsants', 'Anticonvulsants'],
  sglt2: [BGR, 'Antidiabetic Agents'],
  skin: ['Dermatological Agents', 'Dermatological Agents'],
  sleep: ['Sleep Disorder Agents', 'Sleep Disorder Agents'],
  snri: [
    'Antidepressants',
    'SSRIs/SNRIs (Selective Serotonin Reuptake Inhibitors/Serotonin and Norepinephrine Reuptake Inhibitors)',
  ],
  ssri: [
    'Antidepressants',
    'SSRIs/SNRIs (Selective Serotonin Reuptake Inhibitors/Serotonin and Norepinephrine Reuptake Inhibitors)',
  ],
  statin: [CV, 'Dyslipidemics'],
  steroid: ['Hormonal Agents, Stimulant/Replacement/Modifying', 'Adrenal'],
  sulfonylurea: [BGR, 'Antidiabetic Agents'],
  tb: ['Antimycobacterials', 'Antituberculars'],
  thyroid: ['Hormonal Agents, Stimulant/Replacement/Modifying', 'Thyroid'],
  transplant: ['Immunological Agents', 'Immune Suppressants'],
  tzd: [BGR, 'Antidiabetic Agents'],
  urology: ['Genitourinary Agents', 'Genitourinary Agents'],
  vaccine: ['Immunological Agents', 'Vaccines'],
}

const group = (name: string, generics: string[]) =>
  generics.map((generic) => [generic, name] as const)

/** Groups inside a USP class, by generic name. */
const GROUPS = new Map<string, string>([
  ...group('long-acting insulin', [
    'insulin glargine',
    'insulin glargine U-300',
    'insulin detemir',
    'insulin degludec',
  ]),
  ...group('rapid-acting insulin', ['insulin lispro', 'insulin aspart', 'insulin glulisine']),
  ...group('short-acting insulin', ['insulin human regular', 'insulin human regular U-500']),
  ...group('intermediate-acting insulin', ['insulin NPH']),
  ...group('premixed insulin', [
    'insulin NPH/regular 70/30',
    'insulin lispro protamine/lispro',
    'insulin aspart protamine/aspart',
  ]),
  ...group('inhaled insulin', ['insulin human inhaled']),
  ...group('GLP-1 receptor agonist for weight', [
    'semaglutide (weight management)',
    'liraglutide (weight management)',
    'tirzepatide (weight management)',
  ]),
  ...group('short-acting bronchodilator', [
    'albuterol',
    'albuterol (nebulizer)',
    'levalbuterol',
    'ipratropium',
    'ipratropium/albuterol',
  ]),
  ...group('long-acting bronchodilator', [
    'tiotropium',
    'umeclidinium',
    'aclidinium',
    'revefenacin',
    'arformoterol',
    'formoterol (nebulizer)',
    'umeclidinium/vilanterol',
    'tiotropium/olodaterol',
    'glycopyrrolate/formoterol',
  ]),
  ...group('inhaled corticosteroid with long-acting bronchodilator', [
    'fluticasone/salmeterol',
    'budesonide/formoterol',
    'fluticasone furoate/vilanterol',
    'mometasone/formoterol',
    'fluticasone furoate/umeclidinium/vilanterol',
    'budesonide/glycopyrrolate/formoterol',
  ]),
  ...group('inhaled corticosteroid', [
    'fluticasone propionate (inhaled)',
    'budesonide (nebulizer)',
    'beclomethasone (inhaled)',
    'mometasone (inhaled)',
    'ciclesonide (inhaled)',
  ]),
  ...group('thiazide diuretic', [
    'hydrochlorothiazide',
    'chlorthalidone',
    'metolazone',
    'indapamide',
  ]),
  ...group('loop diuretic', ['furosemide', 'torsemide', 'bumetanide']),
  ...group('potassium-sparing diuretic', [
    'spironolactone',
    'eplerenone',
    'finerenone',
    'amiloride',
    'triamterene/hydrochlorothiazide',
    'spironolactone/hydrochlorothiazide',
  ]),
  ...group('alpha blocker', ['doxazosin', 'terazosin', 'prazosin']),
  ...group('central alpha agonist', ['clonidine', 'methyldopa', 'guanfacine']),
])

/** The USP category and class of a catalogue drug, and its group inside the class if it has one. */
export function therapeuticClass(drugClass: string, genericName: string): TherapeuticClass {
  const [category, uspClass] = USP[drugClass] ?? ['Unclassified', drugClass]
  return { category, class: uspClass, group: GROUPS.get(genericName) ?? null }
}

/** The active ingredient of a generic name, without a strength or use qualifier ("insulin glargine U-300" is insulin glargine). */
export const ingredientOf = (genericName: string) =>
  genericName.replace(/\s+(U-\d+|ER|XR|\(.*\))$/i, '').trim()

/**
 * Can `other` stand in for `drug`? The same USP category and class, and the same group when
 * either has one. A drug outside every group (most classes) keeps to its catalogue class too, so a
 * broad USP class never offers a drug of another kind.
 */
export function sameTherapeuticClass(
  drug: { drugClass: string; genericName: string },
  other: { drugClass: string; genericName: string },
): boolean {
  const a = therapeuticClass(drug.drugClass, drug.genericName)
  const b = therapeuticClass(other.drugClass, other.genericName)
  if (a.category !== b.category || a.class !== b.class) return false
  if (a.group !== null || b.group !== null) return a.group === b.group
  return drug.drugClass === other.drugClass
}

/**
 * How close `other` is to `drug` (lower is closer): the same active ingredient, then the same
 * catalogue class (same mechanism), then the rest of the USP class.
 */
export function closeness(
  drug: { drugClass: string; genericName: string },
  other: { drugClass: string; genericName: string },
): number {
  if (ingredientOf(drug.genericName) === ingredientOf(other.genericName)) return 0
  return drug.drugClass === other.drugClass ? 1 : 2
}
