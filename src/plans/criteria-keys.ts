import type { FormularyCode } from './plan-types'

/**
 * The prior authorization and step therapy criteria key (spec 9.3) of a plan's formulary in its
 * year: `gsc_2026` from 2024 on; 2023 by code with Houston's `houston_2023`; 2022 one list plus
 * Houston's; 2021 one list for every plan; none before 2021. Null for plans without drug coverage.
 */
export function criteriaKeyFor(code: FormularyCode | null, year: number): string | null {
  if (!code || year < 2021) return null
  if (year === 2021) return '2021'
  if (year === 2022) return code === 'hou' ? 'houston_2022' : '2022'
  if (year === 2023) return code === 'hou' ? 'houston_2023' : `${code}_2023`
  return `${code}_${year}`
}

/** The address of a criteria key's PDF in a language, served by src/routes/documents/criteria/$file.ts. */
export const criteriaPdfPath = (key: string, lang: 'en' | 'es') =>
  `/documents/criteria/${key}-${lang}.pdf`
