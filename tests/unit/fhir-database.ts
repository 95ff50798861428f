import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { OpenDatabase } from '../../db/client.ts'
import { runSeeds } from '../../db/seed/index.ts'
import { fhirApi } from '../../src/fhir/fhir-api.server'
import { openTestDatabase } from '../support/databases'

/** A fresh test database with every seed the FHIR API serves: ZIPs, plans, formularies, directory. */
export async function openFhirDatabase(kind: 'pglite' | 'postgres'): Promise<OpenDatabase> {
  const open = await openTestDatabase(kind)
  await runSeeds(open.db)
  return open
}

export const BASE = 'https://www.ceibahealth.example/fhir'

export type Answer = {
  status: number
  type: string | null
  vary: string | null
  body: Record<string, any>
}

/** Calls the FHIR handler as the route does, with `path` under /fhir. */
export async function fhirGet(
  open: OpenDatabase,
  path: string,
  init?: RequestInit,
): Promise<Answer> {
  const response = await fhirApi(
    new Request(`http://site.test/fhir/${path}`, init),
    async () => open.db,
    BASE,
  )
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    vary: response.headers.get('vary'),
    body: (await response.json()) as Record<string, any>,
  }
}

/** A real HTTP server in front of the handler, for client libraries; its base URL ends in /fhir. */
export async function serveFhir(
  open: OpenDatabase,
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  let baseUrl = ''
  const server: Server = createServer(async (req, res) => {
    const response = await fhirApi(
      new Request(`http://127.0.0.1${req.url}`, { method: req.method }),
      async () => open.db,
      baseUrl,
    )
    res.writeHead(response.status, Object.fromEntries(response.headers))
    res.end(Buffer.from(await response.arrayBuffer()))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/fhir`
  return { baseUrl, close: () => new Promise((resolve) => server.close(() => resolve())) }
}
