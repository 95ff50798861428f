import { mkdir, open, rename } from 'node:fs/promises'
import { join } from 'node:path'
import type { Delivery, Transport } from './worker.server.ts'

/** The spool folders under DATA_DIR: what was sent, and the status messages that came back. */
export const spoolDir = (dataDir: string) => join(dataDir, 'outbox', 'spool')
export const statusInDir = (dataDir: string) => join(dataDir, 'outbox', 'status-in')

/** Writes `text` to `file` whole or not at all: a temporary file, flushed to disk, then renamed. */
export async function writeFileDurably(file: string, text: string): Promise<void> {
  const temporary = `${file}.${process.pid}.tmp`
  const handle = await open(temporary, 'w', 0o600)
  try {
    await handle.writeFile(text)
    await handle.sync()
  } finally {
    await handle.close()
  }
  await rename(temporary, file)
}

/**
 * Without AMQP_URL (the embedded default) each message is one file `<id>.json` in
 * DATA_DIR/outbox/spool/, its body exactly as it would go to the broker (sealed), so a person
 * trying the site sees what would be sent and `npm run outbox:receive` reads it. Delivered again,
 * a message overwrites its own file.
 */
export function spoolTransport(dataDir: string): Transport {
  const dir = spoolDir(dataDir)
  let made: Promise<unknown> | undefined
  return {
    name: 'spool',
    ready: () => true,
    async deliver(batch: Delivery[]) {
      await (made ??= mkdir(dir, { recursive: true, mode: 0o700 }))
      const results = new Map<string, string | null>()
      for (const message of batch) {
        try {
          await writeFileDurably(join(dir, `${message.id}.json`), message.body)
          results.set(message.id, null)
        } catch (error) {
          results.set(message.id, `spool_${(error as NodeJS.ErrnoException).code ?? 'failed'}`)
        }
      }
      return results
    },
    close: async () => {},
  }
}
