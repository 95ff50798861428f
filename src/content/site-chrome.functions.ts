import { createServerFn } from '@tanstack/react-start'
import { z } from 'zod'
import type { SiteChrome } from './site-chrome-types'
import { loadSiteChrome } from './site-chrome.server'

/** The site chrome of a language (see site-chrome.ts); loaded by the browser only when it must fetch. */
export const getSiteChrome = createServerFn({ method: 'GET' })
  .validator(z.object({ lang: z.enum(['en', 'es']) }))
  .handler(({ data }): Promise<SiteChrome> => loadSiteChrome(data.lang))
