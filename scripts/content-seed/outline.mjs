// Outline helpers shared by the content modules.
import { ROUTES } from '../../src/i18n/route-table.ts'

export const R = (id, lang = 'en') => ROUTES[id][lang]
const lastSegment = (path) => path.split('/').filter(Boolean).pop()

/** A `page` pair; a page's uid is the last segment of its path. Pass null for an English-only page. */
export function page(en, es) {
  const side = (value) => value && { uid: value.uid ?? lastSegment(value.path), ...value }
  return { type: 'page', en: side(en), es: side(es) }
}

export const article = (en, es) => ({ type: 'article', en, es })
export const IMG = '/images/content'
export const PHONE = '1-800-555-0123'
