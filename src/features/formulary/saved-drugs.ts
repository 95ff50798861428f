import { CARE_KEY, careList, useCareList, type CareDrug } from '~/care/care-list'
import { defaultQuantity } from '~/care/default-quantity'
import type { SavedDrug } from '~/plans/formulary-types'

/**
 * The saved drug list (spec 3.6) is the drug part of my care list (src/care/care-list.ts): kept in
 * this browser's localStorage only, one entry per drug, each with the plan year and plan it was
 * saved from. The plan finder reads the same list to show every plan's cost for these drugs.
 */
export const STORAGE_KEY = CARE_KEY

/** A drug's forms and strengths as the care list offers them for its dose ("tablet 20 mg"). */
export const doseChoices = (forms: Array<{ form: string; strengths: string[] }>) =>
  forms
    .flatMap(({ form, strengths }) =>
      strengths.length ? strengths.map((strength) => `${form} ${strength}`) : [form],
    )
    .slice(0, 40)

export const savedDrugs = {
  list: () => careList.get().drugs,
  add(drug: SavedDrug, doses: string[] = []) {
    const { id, name, ...savedFrom } = drug
    const dose = doses[0] ?? ''
    careList.addDrug({ id, name, dose, quantity: defaultQuantity(dose), doses, savedFrom })
  },
  remove: (drug: Pick<SavedDrug, 'id'>) => careList.removeDrug(drug.id),
  has: (drug: Pick<SavedDrug, 'id'>) => careList.hasDrug(drug.id),
}

/** The saved drugs, kept in step with storage (and with other tabs). Empty during server rendering. */
export function useSavedDrugs(): CareDrug[] {
  return useCareList().drugs
}
