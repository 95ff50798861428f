import { describe, expect, it } from 'vitest'
import { foldText } from '~/i18n/fold'
import { matchesText } from './provider-text-match'

const cardiologist = { name: 'Ana Núñez, MD', specialty: 'Cardiology' }
const pharmacy = { name: 'Walgreens #1234', specialty: 'Pharmacy' }
const finds = (row: { name: string; specialty: string }, typed: string) =>
  matchesText(row, foldText(typed))

describe('the provider search box matches names and specialties in either language', () => {
  it.each(['cardiología', 'cardiologia', 'CARDIOLOGÍA', 'Cardiology', 'cardio', 'logía'])(
    'finds a cardiologist by "%s"',
    (typed) => expect(finds(cardiologist, typed)).toBe(true),
  )

  it.each(['farmacia', 'Farmacia', 'pharmacy', 'walgreens'])('finds a pharmacy by "%s"', (typed) =>
    expect(finds(pharmacy, typed)).toBe(true),
  )

  it('matches names without regard to accents', () => {
    expect(finds(cardiologist, 'nunez')).toBe(true)
    expect(finds(cardiologist, 'NÚÑEZ')).toBe(true)
  })

  it('does not match another specialty or a word that is in neither language', () => {
    expect(finds(cardiologist, 'dermatología')).toBe(false)
    expect(finds(cardiologist, 'farmacia')).toBe(false)
    expect(finds(pharmacy, 'cardiologia')).toBe(false)
  })

  it('folds accents, case and spaces', () => {
    expect(foldText('  Inyección  de   INSULINA ')).toBe('inyeccion de insulina')
  })
})
