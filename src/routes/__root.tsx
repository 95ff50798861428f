import type { ReactNode } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router'
import { I18nextProvider } from 'react-i18next'
import { i18nFor } from '~/i18n/i18n'
import { siteChromeQuery } from '~/content/site-chrome'
import { LOCALES, langFromPath } from '~/i18n/locales'
import { configureMissingKeyReporting } from '~/i18n/missing-key-reporter'
import { loadPageStrings } from '~/i18n/page-strings'
import { useLang } from '~/i18n/use-lang'
import { publicConfigQuery } from '~/shared/public-config-query'
import { rememberFormPost } from '~/ui/form-post-key'
import { Layout } from '~/ui/layout'
import { SeoLinks } from '~/ui/seo-links'
import '~/styles/app.css'
import faviconSvg from '../../public/favicon.svg?raw'

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // Runs on every navigation, but both queries answer from the cache after the first visit;
  // the chrome query is per language, so a move between languages brings that language's links.
  // The page's strings load first (its language's core namespaces and the feature namespaces its
  // route chunks declare, i18n/page-strings.ts): child loaders translate, and they run in
  // parallel with this route's loader.
  beforeLoad: async ({ location, matches }) => {
    await loadPageStrings(
      [langFromPath(location.pathname)],
      matches.map((match) => match.routeId),
    )
  },
  loader: async ({ context, location, serverContext }) => {
    // A form a browser without JavaScript posted to this page, rendered again with its problems.
    rememberFormPost(context.queryClient, serverContext)
    const [config, chrome] = await Promise.all([
      context.queryClient.ensureQueryData(publicConfigQuery()),
      context.queryClient.ensureQueryData(siteChromeQuery(langFromPath(location.pathname))),
    ])
    configureMissingKeyReporting({ endpoint: config.errorReportingUrl })
    return { ...config, chrome }
  },
  head: () => ({
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b5d4b' },
      { title: 'Ceiba Health' },
    ],
    // Before the body is parsed: the page knows scripts run, so what only a script can reveal or
    // do is laid out for it from the first paint, and shown plainly to a browser without them
    // (src/styles/app.css, .js; decision 0024).
    scripts: [{ children: "document.documentElement.classList.add('js')" }],
    links: [
      // In the page (205 bytes): no request of its own that competes with the first paint.
      {
        rel: 'icon',
        href: `data:image/svg+xml,${encodeURIComponent(faviconSvg)}`,
        type: 'image/svg+xml',
      },
    ],
  }),
  shellComponent: RootDocument,
  component: RootComponent,
})

function RootDocument({ children }: { children: ReactNode }) {
  const lang = useLang()
  const config = Route.useLoaderData()
  return (
    <html lang={LOCALES[lang].lang}>
      <head>
        <HeadContent />
        {config && <SeoLinks siteUrl={config.siteUrl} lang={lang} />}
      </head>
      <body>
        <I18nextProvider i18n={i18nFor(lang)}>{children}</I18nextProvider>
        <Scripts />
      </body>
    </html>
  )
}

function RootComponent() {
  const lang = useLang()
  const { chrome, ...config } = Route.useLoaderData()
  return (
    <Layout lang={lang} config={config} chrome={chrome}>
      <Outlet />
    </Layout>
  )
}
