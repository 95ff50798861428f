/**
 * Lets the browser handle what waits (a tap, a paint) before the next piece of work: the
 * scheduler's own yield where there is one, else a task of its own (issue 17: no long tasks).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve))
}
