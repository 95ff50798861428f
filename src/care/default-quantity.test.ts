import { describe, expect, it } from 'vitest'
import { defaultQuantity } from './default-quantity'

describe('the quantity a fill holds by default', () => {
  it('is one package of insulin, not 30 (a box of pens, a vial, cartridges)', () => {
    expect(defaultQuantity('pen injector 100 units/mL')).toBe(1)
    expect(defaultQuantity('vial 100 units/mL')).toBe(1)
    expect(defaultQuantity('cartridge 100 units/mL')).toBe(1)
    expect(defaultQuantity('pen injector 100 units/mL', 90)).toBe(1)
  })

  it('is one package of an inhaler, a cream, drops, a solution or a syringe', () => {
    for (const dose of [
      'inhalation aerosol 90 mcg',
      'topical cream 0.1%',
      'eye drops 0.5%',
      'oral solution 5 mg/5 mL',
      'prefilled syringe 40 mg/0.4 mL',
      'transdermal patch 25 mcg/hr',
      'tablet dose pack 4 mg',
      'tablet for suspension 250 mg',
    ])
      expect(defaultQuantity(dose), dose).toBe(1)
  })

  it('is one a day of tablets and capsules: 30 for a 30-day fill, 90 for 90 days', () => {
    for (const dose of [
      'tablet 10 mg',
      'ER tablet 500 mg',
      'DR capsule 20 mg',
      'orally disintegrating tablet 5 mg',
    ]) {
      expect(defaultQuantity(dose), dose).toBe(30)
      expect(defaultQuantity(dose, 90), dose).toBe(90)
    }
    expect(defaultQuantity('')).toBe(30)
  })
})
