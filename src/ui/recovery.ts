/**
 * Spec 4.5 and 8: when a page's code fails to load, reload the current path once; when a new
 * build is deployed, reload once per session. Session flags prevent reload loops.
 */
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|page resources for .* not found/i

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return CHUNK_ERROR.test(message)
}

/** Reloads the path once per session; returns whether it did. */
export function reloadOnce(storage: Storage, flag: string, reload: () => void): boolean {
  try {
    if (storage.getItem(flag)) return false
    storage.setItem(flag, '1')
  } catch {
    return false
  }
  reload()
  return true
}

export function chunkReloadFlag(pathname: string): string {
  return `reloaded-chunk:${pathname}`
}

export function buildReloadFlag(buildId: string): string {
  return `reloaded-build:${buildId}`
}

/** True when the server runs another build than this page and we have not reloaded for it yet. */
export function shouldReloadForBuild(
  current: string,
  served: string | undefined,
  storage: Storage,
): boolean {
  if (!served || served === current) return false
  try {
    return storage.getItem(buildReloadFlag(served)) === null
  } catch {
    return false
  }
}

/**
 * Spec 7.1: before reloading for missing page resources, a HEAD request on the page's path checks
 * that the server answers. While it is down (a restart), reloading would only replace the page,
 * and whatever the visitor typed, with the browser's error screen.
 */
export async function serverAnswers(path: string, fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetcher(path, { method: 'HEAD', cache: 'no-store' })
    return true
  } catch {
    return false
  }
}

/** The browser side of the rule: reload the current path once, if the server answers. */
export function reloadForMissingResources(): void {
  const path = location.pathname
  void serverAnswers(path).then(
    (up) => up && reloadOnce(sessionStorage, chunkReloadFlag(path), () => location.reload()),
  )
}
