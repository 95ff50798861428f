// The articles of part b (resources/{uid}/, recursos/{uid}/) by key, with their uids per language,
// and Document links to them: existing articles keep their ids, new ones get the builder's stable id.
import { readFileSync } from 'node:fs'
import { documentId } from '../../ids.mjs'

const ORIGINAL = JSON.parse(readFileSync(new URL('./data/articles-original.json', import.meta.url), 'utf8'))

/** key -> [English uid, Spanish uid]. */
export const ARTICLE_UIDS = {
  'new-to-medicare': ['new-to-medicare', 'nuevo-en-medicare'],
  'medicare-eligibility': ['medicare-eligibility', 'elegibilidad-para-medicare'],
  'guide-to-enrollment-periods': ['guide-to-enrollment-periods', 'guia-de-periodos-de-inscripcion'],
  'special-needs-plans': ['special-needs-plans', 'planes-para-necesidades-especiales'],
  'dsnps-101': ['dsnps-101', 'dsnp-101'],
  'medicare-fraud': ['medicare-fraud', 'fraude-de-medicare'],
  'your-medicare-options': ['your-medicare-options', 'sus-opciones-de-medicare'],
  'medicare-advantage-vs-original-medicare': ['medicare-advantage-vs-original-medicare', 'medicare-advantage-o-medicare-original'],
  'extra-help-with-drug-costs': ['extra-help-with-drug-costs', 'ayuda-adicional-para-medicamentos'],
  'medicare-preventive-services': ['medicare-preventive-services', 'servicios-preventivos-de-medicare'],
  'part-d-changes-2025-2026': ['part-d-changes-2025-2026', 'cambios-parte-d-2025-2026'],
  'medicare-savings-programs': ['medicare-savings-programs', 'programas-de-ahorros-de-medicare'],
  'caregivers-guide-to-medicare': ['caregivers-guide-to-medicare', 'guia-de-medicare-para-cuidadores'],
}

const CODE = { en: 'en-us', es: 'es-mx' }
export const original = (code, uid) => ORIGINAL[`${code}/${uid}`] ?? null
export const articleId = (code, uid) => original(code, uid)?.id ?? documentId(`article/${code}/${uid}`)

/** A Document link to the article `key` in a language ('en' | 'es'). */
export function articleLink(key, short, text) {
  const uids = ARTICLE_UIDS[key]
  if (!uids) throw new Error(`Unknown article ${key}`)
  const uid = uids[short === 'en' ? 0 : 1]
  const code = CODE[short]
  return { link_type: 'Document', id: articleId(code, uid), type: 'article', tags: [], lang: code, slug: uid, uid, isBroken: false, ...(text ? { text } : {}) }
}
