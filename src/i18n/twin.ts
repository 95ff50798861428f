import { useRouterState } from '@tanstack/react-router'
import { otherLang, type Lang } from './locales'
import { internalToPublic } from './rewrite'
import { ROUTES, twinFromTable } from './route-table'

/**
 * A route whose twin is not in the route table (a content document, spec 2.2) returns
 * `{ twin: '/es/…' | null }` from its loader; the toggle and hreflang prefer that.
 */
export type TwinLoaderData = { twin?: string | null }

function loaderTwin(matches: ReadonlyArray<{ loaderData?: unknown }>): string | null | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const data = matches[i]?.loaderData as TwinLoaderData | undefined
    if (data && 'twin' in data) return data.twin ?? null
  }
  return undefined
}

export function resolveTwin(
  pathname: string,
  to: Lang,
  fromLoader: string | null | undefined,
): string | null {
  if (fromLoader !== undefined) return fromLoader
  return twinFromTable(pathname, to)
}

/** The current page in the other language: its twin path, or that language's home page. */
export function useTwin(lang: Lang): { path: string; exact: boolean } {
  const to = otherLang(lang)
  const twin = useRouterState({
    select: (state) =>
      resolveTwin(internalToPublic(state.location.pathname), to, loaderTwin(state.matches)),
  })
  return twin ? { path: twin, exact: true } : { path: ROUTES.home[to], exact: false }
}
