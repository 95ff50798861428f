import en from '../../../locales/en-us/providers.json'
import es from '../../../locales/es-mx/providers.json'
import { foldText } from '~/i18n/fold'
import { SPECIALTIES } from '~/plans/directory-options'

type Names = Record<string, string>

/**
 * Each stored specialty (the English name a directory publishes) with every name a person may
 * search it by: the stored name and its label in each language ("Cardiology", "Cardiología"),
 * folded. The labels are the ones the cards show (locales/<lang>/providers.json `specialties`).
 */
const SPECIALTY_NAMES = new Map(
  Object.values(SPECIALTIES)
    .flat()
    .map(({ name, key }) => [
      name,
      [name, (en.specialties as Names)[key], (es.specialties as Names)[key]]
        .filter((label): label is string => Boolean(label))
        .map(foldText),
    ]),
)

const foldedNames = new WeakMap<object, string>()

/** The row's name, folded once per row (the directory's rows live for the process). */
function foldedName(row: { name: string }): string {
  let folded = foldedNames.get(row)
  if (folded === undefined) foldedNames.set(row, (folded = foldText(row.name)))
  return folded
}

/**
 * The search box's test (spec 2.4 "Search by name or specialty"): the words appear in the
 * provider's name or in its specialty's name in English or Spanish, without regard to case or
 * accents ("cardiologia", "Cardiología" and "cardiology" all find the cardiologists).
 * `query` is already folded (`foldText`).
 */
export function matchesText(row: { name: string; specialty: string }, query: string): boolean {
  if (foldedName(row).includes(query)) return true
  const names = SPECIALTY_NAMES.get(row.specialty) ?? [foldText(row.specialty)]
  return names.some((name) => name.includes(query))
}
