import type { DocumentYear } from './plan-years.ts'

/**
 * The standard monthly Medicare Part B premium by year, the ceiling of a Part B giveback (a plan
 * may reduce the premium by at most the standard amount; 42 CFR 422.262(b)). Sources: CMS fact
 * sheets "Medicare Parts A & B Premiums and Deductibles" for 2019 to 2026 (2024 $174.70,
 * 2025 $185.00, 2026 $202.90).
 */
export const PART_B_STANDARD_PREMIUM: Record<DocumentYear, number> = {
  2019: 135.5,
  2020: 144.6,
  2021: 148.5,
  2022: 170.1,
  2023: 164.9,
  2024: 174.7,
  2025: 185,
  2026: 202.9,
}
