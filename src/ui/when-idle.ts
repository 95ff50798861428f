/** How long a fallback idle slice is assumed to last where `requestIdleCallback` is missing (Safari). */
const FALLBACK_SLICE_MS = 8

/**
 * Runs `work` when the browser's main thread is next idle (at the latest after `timeout` ms, when
 * given), so work that can wait never delays a page's hydration or a person's input. Returns a
 * function that cancels it.
 */
export function whenIdle(work: (deadline: IdleDeadline) => void, timeout?: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, timeout === undefined ? undefined : { timeout })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(
    () => work({ didTimeout: false, timeRemaining: () => FALLBACK_SLICE_MS }),
    50,
  )
  return () => window.clearTimeout(handle)
}
