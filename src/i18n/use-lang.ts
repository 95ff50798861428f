import { useRouterState } from '@tanstack/react-router'
import { langFromPath, type Lang } from './locales'
import { internalToPublic } from './rewrite'

/** The language of the page being shown (spec 2.1): the router path starts with /en or /es. */
export function useLang(): Lang {
  return useRouterState({ select: (state) => langFromPath(state.location.pathname) })
}

/** The path people see for the current page ('/es/encontrar-un-plan/'), without the query string. */
export function usePublicPath(): string {
  return useRouterState({ select: (state) => internalToPublic(state.location.pathname) })
}
