import { useSyncExternalStore } from 'react'
import { z } from 'zod/mini'
import { once } from '~/plans/once'
import { PHARMACY_TYPES, type PharmacyType } from '~/plans/plan-types'
import { careFields, MAX_DRUGS, MAX_PROVIDERS } from './care-fields'

/**
 * My care list: the drugs, doctors and facilities and the preferred pharmacy of one browser. It is
 * kept in this device's localStorage only and never sent anywhere but in the POST body of
 * /api/plan-fit (drug ids, fills and NPIs; never names): drug names are health information.
 * The formulary's saved drugs are this list (saved-drugs.ts in the formulary reads and writes it).
 */
export const CARE_KEY = 'ceiba.myCare.v1'
/** The formulary's list before it became the care list; read once, moved here and removed. */
export const LEGACY_SAVED_DRUGS_KEY = 'ceiba.savedDrugs.v1'

/** The Extra Help question's answers: no, yes, not sure. */
export const EXTRA_HELP_ANSWERS = ['no', 'yes', 'unsure'] as const

const text = (max: number) => z.string().check(z.maxLength(max))

/** The list's schemas, built when a stored list is first read or an item first added. */
const schemas = once(() => {
  const { drugId, npi, fillDays } = careFields()
  /** The plan the drug was saved from in the formulary (spec 3.6: a saved drug's plan year and plan). */
  const savedFrom = z.object({
    year: z.number().check(z.int()),
    planSlug: text(120),
    planName: text(120),
    tier: z.nullable(z.number().check(z.int())),
    covered: z.boolean(),
  })
  const drug = z.object({
    id: drugId,
    name: text(120),
    /** Form and strength, e.g. "tablet 20 mg"; '' when not chosen. */
    dose: z._default(text(120), ''),
    /** Units per fill (tablets, pens, ...). */
    quantity: z._default(z.number().check(z.int(), z.minimum(1), z.maximum(1000)), 30),
    days: z._default(fillDays, 30),
    /** The drug's forms and strengths, to choose the dose from. */
    doses: z._default(z.array(text(120)).check(z.maxLength(40)), []),
    savedFrom: z._default(z.nullable(savedFrom), null),
  })
  const provider = z.object({
    npi,
    name: text(160),
    specialty: text(120),
    category: z.enum(['doctors', 'places', 'services']),
    address: z._default(text(200), ''),
    city: z._default(text(80), ''),
    state: z._default(text(2), ''),
    phone: z._default(text(20), ''),
  })
  const list = z.object({
    drugs: z.array(drug).check(z.maxLength(MAX_DRUGS)),
    providers: z.array(provider).check(z.maxLength(MAX_PROVIDERS - 1)),
    pharmacy: z.nullable(provider),
    /** The Extra Help answer (finder or care list); null when not answered. */
    extraHelp: z._default(z.nullable(z.enum(EXTRA_HELP_ANSWERS)), null),
    /** Where the person fills prescriptions (preferred retail, standard retail, mail order); null when not said. */
    pharmacyType: z._default(z.nullable(z.enum(PHARMACY_TYPES)), null),
  })
  return { savedFrom, drug, provider, list }
})
type Schemas = ReturnType<typeof schemas>

export type CareDrug = z.output<Schemas['drug']>
export type CareDrugInput = z.input<Schemas['drug']>
export type CareProvider = z.output<Schemas['provider']>
export type CareProviderInput = z.input<Schemas['provider']>
export type CareList = z.output<Schemas['list']>
export type ExtraHelpAnswer = (typeof EXTRA_HELP_ANSWERS)[number]

const EMPTY: CareList = {
  drugs: [],
  providers: [],
  pharmacy: null,
  extraHelp: null,
  pharmacyType: null,
}
const listeners = new Set<() => void>()
let cache: { raw: string | null; list: CareList } = { raw: null, list: EMPTY }

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

/**
 * Each stored item that still reads as one, so one bad item never loses the rest. Also reads a
 * list shared in a link's fragment (the plan comparison's share link).
 */
export function parseList(raw: string | null): CareList {
  if (!raw) return EMPTY
  let data: unknown
  try {
    data = JSON.parse(raw)
  } catch {
    return EMPTY
  }
  const record = (data ?? {}) as Record<string, unknown>
  const items = <T>(value: unknown, schema: z.ZodMiniType<T>): T[] =>
    Array.isArray(value)
      ? value.flatMap((item) => {
          const parsed = schema.safeParse(item)
          return parsed.success ? [parsed.data] : []
        })
      : []
  const { drug, provider } = schemas()
  const pharmacy = provider.safeParse(record.pharmacy)
  const extraHelp = EXTRA_HELP_ANSWERS.find((answer) => answer === record.extraHelp) ?? null
  const pharmacyType = PHARMACY_TYPES.find((type) => type === record.pharmacyType) ?? null
  return {
    drugs: items(record.drugs, drug).slice(0, MAX_DRUGS),
    providers: items(record.providers, provider).slice(0, MAX_PROVIDERS - 1),
    pharmacy: pharmacy.success ? pharmacy.data : null,
    extraHelp,
    pharmacyType,
  }
}

/** Moves the formulary's old saved-drug list into the care list (once; the old key is removed). */
function migrate(store: Storage) {
  const legacy = store.getItem(LEGACY_SAVED_DRUGS_KEY)
  if (legacy === null) return
  const list = parseList(store.getItem(CARE_KEY))
  let old: unknown = []
  try {
    old = JSON.parse(legacy)
  } catch {
    old = []
  }
  const drugs = [...list.drugs]
  for (const item of Array.isArray(old) ? old : []) {
    const { drug, savedFrom } = schemas()
    const parsed = drug.safeParse({
      id: item?.id,
      name: item?.name,
      savedFrom: savedFrom.safeParse(item).data ?? null,
    })
    if (
      parsed.success &&
      !drugs.some((drug) => drug.id === parsed.data.id) &&
      drugs.length < MAX_DRUGS
    )
      drugs.push(parsed.data)
  }
  store.setItem(CARE_KEY, JSON.stringify({ ...list, drugs }))
  store.removeItem(LEGACY_SAVED_DRUGS_KEY)
}

function read(): CareList {
  const store = storage()
  if (!store) return EMPTY
  let raw: string | null
  try {
    migrate(store)
    raw = store.getItem(CARE_KEY)
  } catch {
    return cache.list
  }
  if (raw === cache.raw) return cache.list
  cache = { raw, list: parseList(raw) }
  return cache.list
}

function write(list: CareList) {
  const raw = JSON.stringify(list)
  try {
    storage()?.setItem(CARE_KEY, raw)
  } catch {
    // Storage full or blocked (private mode): the list lasts for this page only.
  }
  cache = { raw, list }
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) =>
    (event.key === CARE_KEY || event.key === null) && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The care list's operations; each writes storage and tells every open view. */
export const careList = {
  get: read,
  addDrug(drug: CareDrugInput) {
    const list = read()
    const parsed = schemas().drug.parse(drug)
    if (list.drugs.some((item) => item.id === parsed.id) || list.drugs.length >= MAX_DRUGS) return
    write({ ...list, drugs: [...list.drugs, parsed] })
  },
  updateDrug(id: string, change: Partial<Pick<CareDrug, 'dose' | 'quantity' | 'days'>>) {
    const list = read()
    write({
      ...list,
      drugs: list.drugs.map((drug) =>
        drug.id === id ? schemas().drug.parse({ ...drug, ...change }) : drug,
      ),
    })
  },
  removeDrug(id: string) {
    const list = read()
    write({ ...list, drugs: list.drugs.filter((drug) => drug.id !== id) })
  },
  hasDrug: (id: string) => read().drugs.some((drug) => drug.id === id),
  addProvider(provider: CareProviderInput) {
    const list = read()
    const parsed = schemas().provider.parse(provider)
    if (
      list.providers.some((item) => item.npi === parsed.npi) ||
      list.providers.length >= MAX_PROVIDERS - 1
    )
      return
    write({ ...list, providers: [...list.providers, parsed] })
  },
  removeProvider(npi: string) {
    const list = read()
    write({ ...list, providers: list.providers.filter((provider) => provider.npi !== npi) })
  },
  setPharmacy(pharmacy: CareProviderInput | null) {
    write({ ...read(), pharmacy: pharmacy ? schemas().provider.parse(pharmacy) : null })
  },
  setExtraHelp(answer: ExtraHelpAnswer | null) {
    write({ ...read(), extraHelp: answer })
  },
  setPharmacyType(type: PharmacyType | null) {
    write({ ...read(), pharmacyType: type })
  },
  clear: () => write(EMPTY),
}

/**
 * The care list, kept in step with storage and other tabs. Empty during server rendering and
 * while React hydrates (the server's HTML has no list); React renders the stored list right after.
 */
export function useCareList(): CareList {
  return useSyncExternalStore(subscribe, read, () => EMPTY)
}

/**
 * What /api/plan-fit is asked: ids, fills and NPIs (doctors, facilities and the pharmacy), the
 * Extra Help answer (`extraHelp: true` or `false`; left out when not sure or not answered), and
 * the pharmacy type when chosen (the server prices a standard retail pharmacy otherwise).
 */
export function planFitRequest(list: CareList) {
  const npis = [
    ...list.providers.map((provider) => provider.npi),
    ...(list.pharmacy ? [list.pharmacy.npi] : []),
  ]
  return {
    drugs: list.drugs.map(({ id, days }) => ({ id, days })),
    npis: [...new Set(npis)],
    ...(list.extraHelp === 'yes' || list.extraHelp === 'no'
      ? { extraHelp: list.extraHelp === 'yes' }
      : {}),
    ...(list.pharmacyType ? { pharmacy: list.pharmacyType } : {}),
  }
}
