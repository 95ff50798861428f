import { useRouterState } from '@tanstack/react-router'
import { langFromPath, type Lang } from './locales'

/** The language of the page being shown, read from its path (spec 2.1). */
export function useLang(): Lang {
  return useRouterState({ select: (state) => langFromPath(state.location.pathname) })
}
