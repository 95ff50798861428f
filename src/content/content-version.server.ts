import { resolve } from 'node:path'
import { config } from '~/server/config.server'
import { logger } from '~/server/logger.server'
import { contentClient, resetContentClients } from './client.server'
import { startContentBroadcast, type ContentBroadcast } from './content-broadcast.server'
import { watchFolder, type FolderWatch } from './embedded/watch-folder.server'

let changes = 0
let watcher: FolderWatch | undefined
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

let broadcast: ContentBroadcast | undefined

/** Several servers on one database with the publish webhook on: each listens for the others' changes. */
function joinBroadcast(): ContentBroadcast | undefined {
  const { DATABASE_URL, PRISMIC_WEBHOOK_SECRET } = config()
  if (DATABASE_URL && PRISMIC_WEBHOOK_SECRET)
    broadcast ??= startContentBroadcast(DATABASE_URL, contentChanged)
  return broadcast
}

/** A publish (the webhook): this server's content changed, and every other server's sharing the database. */
export async function announceContentChange(): Promise<void> {
  contentChanged()
  // The others then see the new master ref within the client's few seconds anyway.
  await joinBroadcast()
    ?.announce()
    .catch((error: unknown) =>
      logger.warn(
        { code: 'content_broadcast_failed', err: error },
        'Could not tell the other servers of a content change',
      ),
    )
}

/**
 * The embedded repository's folders are watched, so a saved file shows on the next request, in
 * `npm start` and `npm run dev` alike, however the editor's tool writes it (watch-folder.server.ts).
 */
function watchEmbeddedContent(): void {
  watcher ??= watchFolder(resolve(process.cwd(), config().CONTENT_DIR), contentChanged)
}

/**
 * The content version a cached page belongs to. On a Prismic repository it is the master ref
 * (the client re-reads it every few seconds, and a publish webhook clears it at once); on the
 * embedded repository it counts the changes seen in `content/`.
 */
export async function contentVersion(): Promise<string> {
  joinBroadcast()
  if (!config().PRISMIC_REPOSITORY) {
    watchEmbeddedContent()
    return `embedded-${changes}`
  }
  return `${(await contentClient().getMasterRef()).ref}-${changes}`
}
