import { watch, type FSWatcher } from 'node:fs'
import { resolve } from 'node:path'
import { config } from '~/server/config.server'
import { contentClient, resetContentClients } from './client.server'

let changes = 0
let watcher: FSWatcher | undefined
let settle: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

/** Called when content changed: the clients re-read the repository and listeners (the page cache) clear. */
export function contentChanged(): void {
  changes += 1
  resetContentClients()
  for (const listener of listeners) listener()
}

export function onContentChange(listener: () => void): void {
  listeners.add(listener)
}

/** The embedded repository's folder is watched, so an edited file shows on the next request. */
function watchEmbeddedContent(): void {
  if (watcher) return
  try {
    watcher = watch(resolve(process.cwd(), config().CONTENT_DIR), { recursive: true, persistent: false }, () => {
      // An editor's save is several events; act once they settle.
      clearTimeout(settle)
      settle = setTimeout(contentChanged, 50)
    })
    watcher.on('error', () => (watcher = undefined))
  } catch {
    // No such folder or no watcher: content is then read once, as before.
  }
}

/**
 * The content version a cached page belongs to. On a Prismic repository it is the master ref
 * (the client re-reads it every few seconds, and a publish webhook clears it at once); on the
 * embedded repository it counts the changes seen in `content/`.
 */
export async function contentVersion(): Promise<string> {
  if (!config().PRISMIC_REPOSITORY) {
    watchEmbeddedContent()
    return `embedded-${changes}`
  }
  return `${(await contentClient().getMasterRef()).ref}-${changes}`
}
