import { createIsomorphicFn } from '@tanstack/react-start'
import { preloadModule } from 'react-dom'
import chunkMap from 'virtual:chunk-map'
import { cspNonce } from '~/shared/csp-nonce'

/**
 * While the server renders a page: names the chunks of lazily loaded modules it uses (its slices)
 * as module preloads, which React writes into the page's head. The browser
 * then fetches them beside the entry, not one round trip after it has run (scripts/vite/chunk-map.ts).
 * Nothing in the browser, which imports them itself.
 */
export const preloadChunksOf = createIsomorphicFn()
  .server((modules: readonly string[]) => {
    for (const module of modules)
      for (const href of chunkMap.chunks[module] ?? [])
        preloadModule(href, { as: 'script', nonce: cspNonce() })
  })
  .client(() => {})

/** The feature string namespaces the page's route chunks declare (their files as the router's manifest preloads them). */
export const routeNamespaces = createIsomorphicFn()
  .server((files: readonly string[]) => [
    ...new Set(files.flatMap((file) => chunkMap.namespaces[file] ?? [])),
  ])
  .client((): string[] => [])

/** `alert_or_disclaimer` -> `slices/AlertOrDisclaimer/index.tsx` (Slice Machine's folder names). */
export const sliceModule = (sliceType: string) =>
  `slices/${sliceType.replace(/(^|_)([a-z0-9])/g, (_, __, letter: string) => letter.toUpperCase())}/index.tsx`
