import { useEffect } from 'react'
import { useRouter } from '@tanstack/react-router'
import { createPrefetchQueue, prefetchAllowed, PREFETCH_INTERVAL_MS } from './prefetch'

/**
 * Preloads the routes of same-site links as they scroll into view, in batches (spec 9.8).
 * Hover and focus preloading is the router's own `defaultPreload: 'intent'`.
 */
export function ViewportPrefetch() {
  const router = useRouter()
  useEffect(() => {
    if (!prefetchAllowed(navigator) || typeof IntersectionObserver === 'undefined') return
    const queue = createPrefetchQueue((path) => {
      // Anchors carry public paths: `href` goes through the router's URL rewrite (typed options want `to`).
      router
        .preloadRoute({ href: path } as Parameters<typeof router.preloadRoute>[0])
        .catch(() => {})
    })
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        observer.unobserve(entry.target)
        const url = new URL((entry.target as HTMLAnchorElement).href)
        if (
          url.origin === location.origin &&
          url.pathname !== location.pathname &&
          !/\.\w+$/.test(url.pathname)
        ) {
          queue.add(url.pathname + url.search)
        }
      }
    })
    const observeAll = () =>
      document.querySelectorAll('a[href^="/"]').forEach((a) => observer.observe(a))
    observeAll()
    const mutations = new MutationObserver(observeAll)
    mutations.observe(document.body, { childList: true, subtree: true })
    // Batches start once the page itself has loaded (its images and chunks), so prefetching never
    // competes with the page a person opened, nor counts in its JavaScript budget (decision 0017).
    let timer: number | undefined
    const start = () => {
      timer = window.setInterval(() => queue.drain(), PREFETCH_INTERVAL_MS)
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      window.removeEventListener('load', start)
      window.clearInterval(timer)
      mutations.disconnect()
      observer.disconnect()
    }
  }, [router])
  return null
}
