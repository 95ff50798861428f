import { randomUUID } from 'node:crypto'
import pg from 'pg'

const CHANNEL = 'content_changed'

export type ContentBroadcast = {
  announce: () => Promise<void>
  /** Settles once this server listens (or its first connection failed). */
  listening: () => Promise<void>
  close: () => Promise<void>
}

/**
 * A content change told to every server sharing one PostgreSQL database (decision 0025): a publish
 * webhook reaches one instance behind the load balancer; it announces the change with NOTIFY and
 * every other instance, LISTENing on its own connection, clears its page cache and content client
 * (`onChange`). A lost connection is opened again after a second, and clears once, since a
 * notification may have been missed meanwhile.
 */
export function startContentBroadcast(
  connectionString: string,
  onChange: () => void,
): ContentBroadcast {
  const self = randomUUID()
  let client: pg.Client | undefined
  let closed = false
  let ready: Promise<void>

  const open = (): Promise<void> => {
    const next = new pg.Client({ connectionString })
    const lost = () => {
      if (client !== next || closed) return
      client = undefined
      setTimeout(() => {
        if (closed) return
        ready = open().then(onChange, () => undefined)
      }, 1000).unref()
    }
    next.on('error', lost)
    next.on('end', lost)
    next.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload !== self) onChange()
    })
    client = next
    return next
      .connect()
      .then(() => next.query(`LISTEN ${CHANNEL}`))
      .then(() => undefined)
  }
  ready = open().catch(() => undefined)

  return {
    listening: () => ready,
    announce: async () => {
      await ready
      await client?.query('select pg_notify($1, $2)', [CHANNEL, self])
    },
    close: async () => {
      closed = true
      await client?.end().catch(() => undefined)
    },
  }
}
