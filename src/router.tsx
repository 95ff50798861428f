import { QueryClient } from '@tanstack/react-query'
import {
  createRouter,
  stringifySearchWith,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/react-router'
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query'
import './form-slot-registry'
import { preloadRenderedSlices } from './content/slice-zone'
import { i18nFor } from './i18n/i18n'
import {
  loadPageStrings,
  pageStrings,
  receivePageStrings,
  setRouteChunkLoader,
  type PageStrings,
} from './i18n/page-strings'
import { routeNamespaces } from './content/chunk-preloads'
import { langFromPath, type Lang } from './i18n/locales'
import { localeRewrite } from './i18n/rewrite'
import { routeTree } from './routeTree.gen'
import { NotFoundPage, ServerErrorPage } from './ui/error-pages'
import { cspNonce } from './shared/csp-nonce'
import { redactMatchErrors } from './shared/safe-errors'
import { prefetchAllowed } from './ui/prefetch'

const canPrefetch = () => typeof navigator === 'undefined' || prefetchAllowed(navigator)

export function getRouter() {
  // Failed data fetches retry 3 times in the browser (spec 9.8), where a network can fail. On the
  // server (a fresh client per request) a failure is answered at once: a retry there re-ran a
  // rejected input's validation for 1 + 2 + 4 s before the same error.
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: typeof document === 'undefined' ? false : 3, staleTime: 60_000 },
    },
  })
  const router = createRouter({
    routeTree,
    context: { queryClient },
    trailingSlash: 'always',
    // One route tree for both languages: public paths are translated to /en/… and /es/… (spec 2.1).
    rewrite: localeRewrite,
    // Search values are written as they are (`?zip=33101`, not `?zip=%2233101%22`); the routes'
    // schemas read digits back whether the router parsed them as numbers or as text.
    stringifySearch: stringifySearchWith(JSON.stringify),
    // Hydration waits for the components of the slices the server rendered (they load lazily)
    // and for the strings of the page's language: its core namespaces and those its route
    // chunks declare (i18n/page-strings.ts), which arrive with the page. A page in the other
    // language than its path (the editor's preview page) marks it; that language loads here.
    hydrate: async (dehydrated: { strings?: PageStrings } | undefined) => {
      receivePageStrings(dehydrated?.strings)
      const marked = document.querySelector<HTMLElement>('[data-strings-lang]')?.dataset.stringsLang
      const langs = new Set<Lang>([
        langFromPath(window.location.pathname),
        ...(marked === 'en' || marked === 'es' ? [marked as Lang] : []),
      ])
      const routeIds = router.matchRoutes(router.latestLocation).map((match) => match.routeId)
      await Promise.all([preloadRenderedSlices(), loadPageStrings([...langs], routeIds)])
      for (const lang of langs) i18nFor(lang)
    },
    scrollRestoration: true,
    defaultPreload: canPrefetch() ? 'intent' : false,
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 1000,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ServerErrorPage,
    // The router's own scripts carry this request's CSP nonce (decision 0012).
    ssr: { nonce: cspNonce() },
  })
  setupRouterSsrQueryIntegration({ router, queryClient })
  if (!router.isServer) {
    const routes = router.routesById as unknown as Record<string, AnyRoute | undefined>
    setRouteChunkLoader((routeIds) =>
      Promise.all(routeIds.map((id) => routes[id] && router.loadRouteChunk(routes[id]))),
    )
    markServerDataFresh(router, queryClient)
  }
  // A loader's error reaches the browser as a code, never its message (decision 0012).
  // The page's strings travel with it (i18n/page-strings.ts).
  const dehydrate = router.options.dehydrate
  router.options.dehydrate = async () => {
    redactMatchErrors(router.state.matches)
    const files = router.state.matches.flatMap(
      (match) => router.ssr?.manifest?.routes[match.routeId]?.preloads ?? [],
    )
    const namespaces = routeNamespaces(
      files.map((file) => (typeof file === 'string' ? file : file.href)),
    )
    return {
      ...(await dehydrate?.()),
      strings: pageStrings(langFromPath(router.state.location.pathname), namespaces),
    }
  }
  return router
}

/**
 * The data a page's HTML arrives with is as fresh as the page: the page cache serves HTML rendered
 * for the current content version, maybe hours ago, and the render time it carries would make
 * every query stale at once, so each cached page view refetched its own data on hydration (two
 * server calls for /about-us/). Hydrated queries count from the moment the browser received them.
 */
function markServerDataFresh(router: AnyRouter, queryClient: QueryClient) {
  const hydrateFromServer = router.options.hydrate
  router.options.hydrate = async (dehydrated) => {
    await hydrateFromServer?.(dehydrated)
    const now = Date.now()
    for (const query of queryClient.getQueryCache().getAll()) {
      if (query.state.status === 'success' && query.state.dataUpdatedAt < now)
        query.setState({ dataUpdatedAt: now })
    }
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>
  }
}
