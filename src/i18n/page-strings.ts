import { loadLanguage } from './i18n'
import type { Lang } from './locales'
import { CORE_NAMESPACES, loadedResources, provideStrings } from './resources'
import type { Resources } from './namespaces'

type RouteChunkLoader = (routeIds: readonly string[]) => Promise<unknown>

let loadRouteChunks: RouteChunkLoader | undefined

/** The browser's router loads route chunks for page-strings (src/router.tsx); the server has none. */
export function setRouteChunkLoader(loader: RouteChunkLoader): void {
  loadRouteChunks = loader
}

/**
 * The strings a page needs before it renders or hydrates (decision 0017): its language's core
 * namespaces and the feature namespaces declared by the modules of its routes' chunks. The
 * chunks load first (the router would load them next anyway; a route's loader is in its chunk),
 * so their `needNamespaces` declarations have run; the language then brings everything declared.
 * The router calls this before hydrating (router.tsx) and on every navigation and preload (the
 * root route's beforeLoad), so a move to the other language loads its copy of every namespace
 * declared so far. A chunk that fails to load fails later in the router, as it did before.
 */
export async function loadPageStrings(
  langs: readonly Lang[],
  routeIds: readonly string[],
): Promise<void> {
  const early = Promise.all(langs.map(loadLanguage))
  await loadRouteChunks?.(routeIds).catch(() => {})
  await Promise.all([early, ...langs.map(loadLanguage)])
}

/** The strings a page's HTML carries in the router's dehydrated data (router.tsx). */
export type PageStrings = { lang: Lang; resources: Resources }

/**
 * On the server: the strings the page's first hydration needs, its language's core namespaces and
 * the feature namespaces its route chunks declare, so the browser fetches none of them.
 */
export function pageStrings(lang: Lang, namespaces: readonly string[]): PageStrings {
  const all = loadedResources(lang) ?? {}
  const names = [...new Set([...CORE_NAMESPACES, ...namespaces])]
  return {
    lang,
    resources: Object.fromEntries(names.flatMap((name) => (all[name] ? [[name, all[name]]] : []))),
  }
}

/** In the browser, before hydrating: the strings the page arrived with. */
export function receivePageStrings(strings: PageStrings | undefined): void {
  if (strings) provideStrings(strings.lang, strings.resources)
}
