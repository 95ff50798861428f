import type { PlanYear } from '~/plans/plan-years'

/**
 * The CMS material ID printed on each year's enrollment form (spec 2.5: material IDs are shown on
 * the form). Each plan year's form is its own filed material; a new plan year needs its ID here.
 */
export const FORM_MATERIAL_IDS: Record<PlanYear, string> = {
  2025: 'H1234_2025FORM_M',
  2026: 'H1234_2026FORM_M',
}
