import { describe, expect, it } from 'vitest'
import type { CareList } from '~/care/care-list'
import { careFragment, careFromFragment } from './compare-fragment'

const list: CareList = {
  drugs: [
    {
      id: '861007',
      name: 'Metformina 500 mg',
      dose: 'tablet 500 mg',
      quantity: 60,
      days: 90,
      doses: ['tablet 500 mg', 'tablet 850 mg'],
      savedFrom: null,
    },
  ],
  providers: [
    {
      npi: '1234567893',
      name: 'Dra. Núñez',
      specialty: 'Cardiology',
      category: 'doctors',
      address: '1 Main St',
      city: 'Miami',
      state: 'FL',
      phone: '305-555-0100',
    },
  ],
  pharmacy: null,
  extraHelp: 'yes',
  pharmacyType: 'mailOrder',
}

describe('the care list in a shared comparison link', () => {
  it('goes in the fragment and comes back as the estimate needs it, accents included', () => {
    const hash = careFragment(list)
    expect(hash).toMatch(/^#care=[A-Za-z0-9_-]+$/)
    expect(hash).not.toContain('Metformina')
    const back = careFromFragment(hash)
    expect(back?.drugs).toEqual([{ ...list.drugs[0], doses: [], savedFrom: null }])
    expect(back?.providers[0]).toMatchObject({ npi: '1234567893', name: 'Dra. Núñez' })
    // The address and phone are not needed for an estimate and stay out of the link.
    expect(back?.providers[0]?.address).toBe('')
    expect(back).toMatchObject({ extraHelp: 'yes', pharmacyType: 'mailOrder', pharmacy: null })
  })

  it('is nothing for an empty list, and a broken or foreign fragment reads as no list', () => {
    expect(careFragment({ ...list, drugs: [], providers: [] })).toBe('')
    expect(careFromFragment('')).toBeNull()
    expect(careFromFragment('#care=%%%')).toBeNull()
    expect(careFromFragment('#care=bm90IGpzb24')).toBeNull()
    expect(careFromFragment('#zip=33101')).toBeNull()
  })
})
