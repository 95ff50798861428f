import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import {
  buildReloadFlag,
  reloadForMissingResources,
  reloadOnce,
  shouldReloadForBuild,
} from './recovery'
import { routeBoundaries, whenPartsHydrated } from './part'

declare const __BUILD_ID__: string
const CHECK_EVERY_MS = 5 * 60 * 1000

/** Wires the reload rules of recovery.ts to the browser, and registers the service worker. */
export function RecoveryWatch() {
  const router = useRouter()

  useEffect(() => {
    // A background prefetch that fails is ignored (its caller catches it). Only a page the
    // visitor is navigating to reloads, once, and only when the server answers.
    const onPreloadError = (event: Event) => {
      if (!router.state.isLoading) return
      event.preventDefault()
      reloadForMissingResources()
    }
    window.addEventListener('vite:preloadError', onPreloadError)
    return () => window.removeEventListener('vite:preloadError', onPreloadError)
  }, [router])

  useEffect(() => {
    let lastCheck = Date.now()
    async function check() {
      if (Date.now() - lastCheck < CHECK_EVERY_MS) return
      lastCheck = Date.now()
      try {
        const response = await fetch('/app-data.json', { cache: 'no-store' })
        const { buildId } = (await response.json()) as { buildId?: string }
        if (buildId && shouldReloadForBuild(__BUILD_ID__, buildId, sessionStorage)) {
          reloadOnce(sessionStorage, buildReloadFlag(buildId), () => location.reload())
        }
      } catch {
        // Offline or server restarting: try again at the next navigation.
      }
    }
    const onVisible = () => document.visibilityState === 'visible' && void check()
    document.addEventListener('visibilitychange', onVisible)
    const unsubscribe = router.subscribe('onResolved', () => void check())
    return () => {
      document.removeEventListener('visibilitychange', onVisible)
      unsubscribe()
    }
  }, [router])

  // Marks the page interactive once every part has hydrated (ui/part.tsx): styles and test
  // journeys can tell a server-rendered page that is only readable from one whose controls
  // already respond. A move to another page renders what it shows at once.
  useEffect(() => {
    // The router wraps some route matches in Suspense boundaries of its own (a route with an
    // error component or rendered by the browser alone): ui/part.tsx counts them out.
    const ofRoutes = routeBoundaries(
      router.state.matches,
      // The generated route table's type names each route; the rule reads only their options.
      router.routesById as unknown as Parameters<typeof routeBoundaries>[1],
      router.options.defaultPendingComponent,
    )
    const { leave } = whenPartsHydrated(
      () => {
        document.documentElement.dataset.hydrated = 'true'
      },
      { ofRoutes },
    )
    return router.subscribe('onBeforeNavigate', leave)
  }, [router])

  useEffect(() => {
    if (import.meta.env.PROD && 'serviceWorker' in navigator) {
      navigator.serviceWorker.register('/sw.js').catch(() => {})
    }
  }, [])

  return null
}
