import { describe, expect, it } from 'vitest'
import { directorySections } from './list-pdf.server'

const row = (name: string, category: string, specialty: string) => ({
  name,
  category,
  specialty,
  address: '1 Main St',
  city: 'Miami',
  phone: '305-555-0100',
})
const rows = [
  row('Aisha Dubois, DO', 'doctors', 'Allergy and Immunology'),
  row('Bay Pharmacy', 'places', 'Pharmacy'),
]

describe('the printed provider directory', () => {
  it('names categories and specialties in the directory’s language, not by their stored codes', () => {
    expect(directorySections(rows, 'es')).toEqual([
      {
        heading: 'Médicos y especialistas',
        rows: [['Aisha Dubois, DO (Alergia e inmunología)', '1 Main St, Miami - 305-555-0100']],
      },
      {
        heading: 'Lugares (hospitales, farmacias, clínicas)',
        rows: [['Bay Pharmacy (Farmacia)', '1 Main St, Miami - 305-555-0100']],
      },
    ])
    expect(directorySections(rows, 'en').map((section) => section.heading)).toEqual([
      'Doctors and specialists',
      'Places (hospitals, pharmacies, clinics)',
    ])
    expect(directorySections(rows, 'en')[0]?.rows?.[0]?.[0]).toBe(
      'Aisha Dubois, DO (Allergy and Immunology)',
    )
  })

  it('tells a reader of a state without providers whom to call, in both languages', () => {
    expect(directorySections([], 'en')).toEqual([
      {
        heading: 'Network providers',
        text: 'Call Member Services at 1-800-555-0123 (TTY 711) for the providers near you.',
      },
    ])
    expect(directorySections([], 'es')[0]?.heading).toBe('Proveedores de la red')
  })
})
