import * as prismic from '@prismicio/client'
import { LOCALES, type Lang } from '~/i18n/locales'
import { config } from '~/server/config.server'
import { siteDate } from '~/ui/call-hours'
import { contentSource, withSitePaths } from './documents.server'
import { chromeFromDocuments } from './site-chrome-map'
import type { SiteChrome } from './site-chrome-types'

async function single(client: prismic.Client, type: string, lang: Lang) {
  try {
    return (await client.getSingle(type, { lang: LOCALES[lang].code })).data as Record<
      string,
      unknown
    >
  } catch (error) {
    if (error instanceof prismic.NotFoundError) return undefined
    throw error
  }
}

/**
 * Reads the navigation, footer and settings singletons, their Document links resolved through the
 * page path map; a missing one leaves the coded defaults. Today's date is the server's.
 */
export async function loadSiteChrome(lang: Lang): Promise<SiteChrome> {
  const source = await contentSource(undefined)
  const [navigation, footer, settings] = await Promise.all(
    ['navigation', 'footer', 'settings'].map(async (type) =>
      withSitePaths(await single(source.client, type, lang), source.map),
    ),
  )
  return chromeFromDocuments(
    { navigation, footer, settings },
    config().SITE_ENV,
    siteDate(new Date()),
  )
}
