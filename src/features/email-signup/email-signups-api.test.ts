import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { emailSignups } from '../../../db/schema/leads.ts'
import { databaseKinds, openTestDatabase } from '../../../tests/support/databases'
import { emailSignupsApi } from './email-signups-api.server'

const signup = {
  firstName: 'Luis',
  lastName: 'Ortega',
  email: 'Luis.Ortega@Example.com',
  language: 'es',
}

describe.each(databaseKinds())('POST /api/email-signups on %s', (kind) => {
  let open: OpenDatabase
  let marketing: Server
  let marketingUrl = ''
  const received: unknown[] = []
  const post = (body: unknown, url?: string) =>
    emailSignupsApi(
      new Request('http://site.test/api/email-signups', {
        method: 'POST',
        body: JSON.stringify(body),
      }),
      { marketingUrl: url, db: async () => open.db },
    )

  beforeAll(async () => {
    open = await openTestDatabase(kind)
    // A stand-in marketing service over real HTTP: it records the body and fails for one address.
    marketing = createServer((request, response) => {
      let text = ''
      request.on('data', (chunk) => (text += chunk))
      request.on('end', () => {
        const body = JSON.parse(text) as { email: string }
        received.push(body)
        response.writeHead(body.email.startsWith('down@') ? 503 : 202).end()
      })
    })
    await new Promise<void>((resolve) => marketing.listen(0, '127.0.0.1', resolve))
    marketingUrl = `http://127.0.0.1:${(marketing.address() as AddressInfo).port}/signup`
  })
  afterAll(async () => {
    marketing?.close()
    await open?.close()
  })

  it('stores the signup in the database when no marketing endpoint is configured', async () => {
    expect((await post(signup)).status).toBe(201)
    const rows = await open.db.select().from(emailSignups)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      email: 'luis.ortega@example.com',
      firstName: 'Luis',
      language: 'es',
    })
  })

  it('never changes an existing entry, and answers a second signup exactly like the first', async () => {
    const first = await post({ ...signup, email: 'ana@example.com' })
    // Someone else types Ana's address with another name and language.
    const second = await post({
      firstName: 'Mallory',
      lastName: 'Evil',
      email: 'ANA@example.com',
      language: 'en',
    })
    expect(second.status).toBe(first.status)
    expect(await second.json()).toEqual({ ok: true })
    const rows = (await open.db.select().from(emailSignups)).filter(
      (row) => row.email === 'ana@example.com',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ firstName: 'Luis', lastName: 'Ortega', language: 'es' })
  })

  it('sends the signup to the configured marketing endpoint instead', async () => {
    const response = await post({ ...signup, email: 'maria@example.com' }, marketingUrl)
    expect(response.status).toBe(201)
    expect(received.at(-1)).toMatchObject({
      email: 'maria@example.com',
      locale: 'es-mx',
      list: 'health-tips',
    })
    expect((await open.db.select().from(emailSignups)).map((r) => r.email)).not.toContain(
      'maria@example.com',
    )
  })

  it('answers 502 when the marketing service fails', async () => {
    const response = await post({ ...signup, email: 'down@example.com' }, marketingUrl)
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'marketing_unavailable' } })
  })

  it('answers 400 naming each invalid field', async () => {
    const response = await post({
      firstName: '',
      lastName: '',
      email: 'not-an-email',
      language: 'en',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      error: {
        code: 'invalid_signup',
        fields: { firstName: 'firstName', lastName: 'lastName', email: 'email' },
      },
    })
  })
})
