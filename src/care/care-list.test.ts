// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import { CARE_KEY, careList, planFitRequest } from './care-list'

const doctor = {
  npi: '1234567893',
  name: 'Ana Ruiz, MD',
  specialty: 'Family Medicine',
  category: 'doctors' as const,
}
const pharmacy = {
  npi: '2234567891',
  name: 'Bayside Pharmacy',
  specialty: 'Pharmacy',
  category: 'places' as const,
}

beforeEach(() => window.localStorage.clear())

describe('my care list', () => {
  it('remembers the pharmacy type, and asks plan fit for its prices', () => {
    careList.addDrug({ id: 'lipitor', name: 'Lipitor' })
    expect(planFitRequest(careList.get())).not.toHaveProperty('pharmacy')
    careList.setPharmacyType('mailOrder')
    expect(planFitRequest(careList.get())).toMatchObject({ pharmacy: 'mailOrder' })
    window.localStorage.setItem(CARE_KEY, JSON.stringify({ ...careList.get(), pharmacyType: 'x' }))
    expect(careList.get().pharmacyType).toBeNull()
  })

  it('remembers the Extra Help answer, and asks plan fit with extraHelp for a yes or a no, never for not sure', () => {
    careList.addDrug({ id: 'lipitor', name: 'Lipitor' })
    expect(careList.get().extraHelp).toBeNull()
    expect(planFitRequest(careList.get())).not.toHaveProperty('extraHelp')
    careList.setExtraHelp('yes')
    expect(JSON.parse(window.localStorage.getItem(CARE_KEY)!).extraHelp).toBe('yes')
    expect(planFitRequest(careList.get())).toMatchObject({ extraHelp: true })
    careList.setExtraHelp('no')
    expect(planFitRequest(careList.get())).toMatchObject({ extraHelp: false })
    careList.setExtraHelp('unsure')
    expect(planFitRequest(careList.get())).not.toHaveProperty('extraHelp')
    // A stored value that is not an answer reads as no answer, and keeps the rest of the list.
    window.localStorage.setItem(CARE_KEY, JSON.stringify({ ...careList.get(), extraHelp: 'maybe' }))
    expect(careList.get()).toMatchObject({ extraHelp: null, drugs: [{ id: 'lipitor' }] })
  })

  it('keeps drugs, doctors and a pharmacy once each, and asks plan fit with ids, fills and NPIs only', () => {
    careList.addDrug({ id: 'lipitor', name: 'Lipitor' })
    careList.addDrug({ id: 'lipitor', name: 'Lipitor' })
    careList.addDrug({ id: 'lantus', name: 'Lantus', days: 90 })
    careList.addProvider(doctor)
    careList.addProvider(doctor)
    careList.setPharmacy(pharmacy)
    const list = careList.get()
    expect(list.drugs.map((drug) => [drug.id, drug.days, drug.quantity])).toEqual([
      ['lipitor', 30, 30],
      ['lantus', 90, 30],
    ])
    expect(planFitRequest(list)).toEqual({
      drugs: [
        { id: 'lipitor', days: 30 },
        { id: 'lantus', days: 90 },
      ],
      npis: [doctor.npi, pharmacy.npi],
    })
    careList.removeProvider(doctor.npi)
    careList.setPharmacy(null)
    expect(planFitRequest(careList.get()).npis).toEqual([])
  })

  it('reads what it can of a damaged list and refuses bad values', () => {
    window.localStorage.setItem(
      CARE_KEY,
      JSON.stringify({
        drugs: [
          { id: 'lipitor', name: 'Lipitor', days: 45 },
          { id: 'metformin', name: 'metformin' },
        ],
        providers: 'x',
      }),
    )
    expect(careList.get()).toEqual({
      drugs: [expect.objectContaining({ id: 'metformin', days: 30 })],
      providers: [],
      pharmacy: null,
      extraHelp: null,
      pharmacyType: null,
    })
    expect(() => careList.updateDrug('metformin', { quantity: 0 })).toThrow()
    window.localStorage.setItem(CARE_KEY, '{not json')
    expect(careList.get().drugs).toEqual([])
  })
})
