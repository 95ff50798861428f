import * as prismic from '@prismicio/client'
import { LOCALES, type Lang } from '~/i18n/locales'
import {
  insertFromDocuments,
  renderedInsert,
  type MultiLanguageInsert,
} from '~/plans/multi-language-page.server'
import { contentClient } from './client.server'

/** The page whose table is the multi-language insert; its Spanish twin is its alternate language. */
const NOTICE_UID = 'nondiscrimination-notice'

async function orNull<T>(query: Promise<T>): Promise<T | null> {
  try {
    return await query
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return null
    throw error
  }
}

/**
 * The multi-language insert the plan's PDFs end with, in a language, read from the published
 * nondiscrimination notice and settings document (one place for its words and numbers); null when
 * either is missing.
 */
export async function loadMultiLanguageInsert(lang: Lang): Promise<MultiLanguageInsert | null> {
  const client = contentClient({ previewRef: undefined })
  const code = LOCALES[lang].code
  const english = await orNull(client.getByUID('page', NOTICE_UID, { lang: LOCALES.en.code }))
  const twin = english?.alternate_languages.find((alt) => alt.lang === code)
  const page =
    english?.lang === code
      ? english
      : twin
        ? await orNull(client.getByID(twin.id, { lang: code }))
        : null
  const settings = await orNull(client.getSingle('settings', { lang: code }))
  return insertFromDocuments(page?.data, settings?.data)
}

/**
 * Renders the insert of both languages, so a process's first plan PDF does not wait seconds for
 * the content repository and the shaping of seven fonts (a request on a loaded machine timed out).
 */
export async function warmMultiLanguageInsert(): Promise<void> {
  for (const lang of ['en', 'es'] as const) {
    const insert = await loadMultiLanguageInsert(lang)
    if (insert) await renderedInsert(insert)
  }
}
