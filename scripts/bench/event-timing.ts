// The slowest interaction on a page, the way INP counts it: Event Timing entries that carry an
// interactionId (durationThreshold 16 ms, buffered), the longest entry of each interaction.
// Every document the page opens observes its own entries and hands them over as they come and
// when it is left (`pagehide`, after `takeRecords()`), so an interaction that starts a full
// navigation is still counted on the document where it happened.
import type { Page } from '@playwright/test'

export type Interaction = { name: string; target: string; ms: number }

/** Runs in every document before its scripts. */
function observeInteractions() {
  const report = (window as unknown as { __interaction: (entries: unknown[]) => void })
    .__interaction
  const documentId = Math.random() // interaction ids are unique within one document only
  const send = (list: PerformanceEntryList) => {
    const entries = (
      list as (PerformanceEntry & { interactionId?: number; target?: Element | null })[]
    )
      .filter((entry) => entry.interactionId)
      .map((entry) => ({
        key: `${documentId} ${entry.interactionId}`,
        name: entry.name,
        ms: entry.duration,
        target: entry.target
          ? `${entry.target.tagName.toLowerCase()}${entry.target.id ? `#${entry.target.id}` : ''}`
          : '',
      }))
    if (entries.length) report(entries)
  }
  const observer = new PerformanceObserver((list) => send(list.getEntries()))
  observer.observe({
    type: 'event',
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit)
  addEventListener('pagehide', () => send(observer.takeRecords()))
  Object.assign(window, { __flushInteractions: () => send(observer.takeRecords()) })
}

/** Starts recording the interactions of every document `page` opens; call before the first `goto`. */
export async function recordInteractions(page: Page) {
  const byInteraction = new Map<string, Interaction>()
  await page.exposeFunction('__interaction', (entries: (Interaction & { key: string })[]) => {
    for (const { key, ...entry } of entries) {
      if (entry.ms > (byInteraction.get(key)?.ms ?? -1)) byInteraction.set(key, entry)
    }
  })
  await page.addInitScript(observeInteractions)
  const flush = async () => {
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
    )
    await page.evaluate(() =>
      (window as unknown as { __flushInteractions: () => void }).__flushInteractions(),
    )
  }
  return {
    /** Forgets the interactions so far (steps that lead up to the one measured). */
    async reset() {
      await flush()
      byInteraction.clear()
    },
    /** The slowest interaction so far, once the current document has painted and reported. */
    async slowest(): Promise<Interaction | null> {
      await flush()
      return [...byInteraction.values()].reduce<Interaction | null>(
        (slowest, entry) => (!slowest || entry.ms > slowest.ms ? entry : slowest),
        null,
      )
    },
  }
}
