import { describe, expect, it, vi } from 'vitest'
import { startContentBroadcast } from './content-broadcast.server'

/**
 * A publish webhook that reaches one server clears every server sharing the database (decision
 * 0025): three broadcasts on one PostgreSQL database, as three instances of the cluster have.
 * Needs DATABASE_URL (the cluster test, scripts/cluster/run.mjs, checks it end to end).
 */
const url = process.env.DATABASE_URL

describe.skipIf(!url)('the content broadcast', () => {
  it('tells every other server of a change, once each, and not the one that announced it', async () => {
    const seen = { a: 0, b: 0, c: 0 }
    const servers = (['a', 'b', 'c'] as const).map((name) =>
      startContentBroadcast(url!, () => (seen[name] += 1)),
    )
    try {
      // A change announced before a server listens is not told to it (it reads afresh as it starts).
      await Promise.all(servers.map((server) => server.listening()))
      await servers[0]!.announce()
      await vi.waitFor(() => expect(seen).toEqual({ a: 0, b: 1, c: 1 }), { timeout: 5000 })
      await servers[2]!.announce()
      await vi.waitFor(() => expect(seen).toEqual({ a: 1, b: 2, c: 1 }), { timeout: 5000 })
    } finally {
      await Promise.all(servers.map((server) => server.close()))
    }
  })
})
