import type { County } from '~/plans/plan-types'

/** A county's page slug: 'orleans-parish-la', 'miami-dade-county-fl' (spec 2.2 plan_location uids). */
export function countySlug(county: Pick<County, 'name' | 'label' | 'state'>): string {
  return `${county.name} ${county.label} ${county.state}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/** The state of a county slug ('la' of 'orleans-parish-la'), or null when the slug has none. */
export function stateOfSlug(slug: string): string | null {
  const found = /-([a-z]{2})$/.exec(slug)
  return found?.[1] ? found[1].toUpperCase() : null
}
