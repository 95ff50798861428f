import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import { Suspense, type ReactNode } from 'react'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { localeRewrite } from '~/i18n/rewrite'
import { chromeFromDocuments } from '~/content/site-chrome-map'
import { LOCALES } from '~/i18n/locales'
import { readJsonTree } from './content-validator'

/** A date in the seven-day season (October 1 to March 31): every line says "every day". */
export const TODAY = '2026-11-02'

/** The embedded repository's settings document of a language, as the root loader reads it. */
function settingsDocuments(lang: Lang) {
  const settings = readJsonTree<{ lang: string; data: Record<string, unknown> }>('content/settings')
  const doc = settings.find((d) => d.lang === LOCALES[lang].code)
  return { settings: doc?.data }
}

/**
 * Renders UI inside a real TanStack router (site links need one) and the language's i18next
 * instance, at the home page of the language, with the site's URL rewrite. The root loader returns the public settings the
 * way src/routes/__root.tsx does. Queries read `queryClient` (data a test put there; nothing is fetched).
 */
export async function renderWithRouter(ui: ReactNode, lang: Lang, queryClient = new QueryClient()) {
  const rootRoute = createRootRoute({
    loader: () => ({
      healthTipsFormUrl: 'https://forms.ceibahealth.example/health-tips',
      phone: '1-800-555-0123',
      directChannelPhone: '1-800-555-0145',
      tty: '711',
      chrome: chromeFromDocuments(settingsDocuments(lang), 'production', TODAY),
    }),
    component: () => (
      <I18nextProvider i18n={i18nFor(lang)}>
        <main>
          <Suspense fallback={<p>Loading</p>}>{ui}</Suspense>
        </main>
      </I18nextProvider>
    ),
  })
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: [lang === 'es' ? '/es/' : '/'] }),
    // The site's URL rewrite, so links carry public paths as they do on the site.
    rewrite: localeRewrite,
  })
  await router.load()
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
}
