import { readdirSync, watch, type FSWatcher } from 'node:fs'
import { join } from 'node:path'

export type FolderWatch = { close: () => void }

function folders(root: string): string[] {
  try {
    const inner = readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(entry.parentPath, entry.name))
    return [root, ...inner]
  } catch {
    return []
  }
}

/**
 * Calls `onChange` once a burst of changes under `root` settles. Each folder is watched on its
 * own, not each file: Node's recursive watch on Linux follows a file's inode, so after a file is
 * replaced by a rename (`git checkout`, `mv`, `sed -i`, an editor that saves through a temporary
 * file) later saves of it went unseen. A folder's watch sees a file written in place,
 * created, renamed over or removed; a new or removed folder re-lists the folders.
 */
export function watchFolder(root: string, onChange: () => void, settleMs = 50): FolderWatch {
  const watchers = new Map<string, FSWatcher>()
  let settle: ReturnType<typeof setTimeout> | undefined
  let closed = false
  const changed = (rescan: boolean) => {
    if (rescan) sync()
    clearTimeout(settle)
    settle = setTimeout(onChange, settleMs)
  }
  function sync() {
    if (closed) return
    const now = new Set(folders(root))
    for (const [folder, watcher] of watchers) {
      if (now.has(folder)) continue
      watcher.close()
      watchers.delete(folder)
    }
    for (const folder of now) {
      if (watchers.has(folder)) continue
      try {
        const watcher = watch(folder, { persistent: false }, (event) => changed(event === 'rename'))
        watcher.on('error', () => {
          watcher.close()
          watchers.delete(folder)
        })
        watchers.set(folder, watcher)
      } catch {
        // Gone between the listing and the watch: the next rename event lists again.
      }
    }
  }
  sync()
  return {
    close: () => {
      closed = true
      clearTimeout(settle)
      for (const watcher of watchers.values()) watcher.close()
      watchers.clear()
    },
  }
}
