import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { leads } from '../../../db/schema/leads.ts'
import { databaseKinds, openTestDatabase } from '../../../tests/support/databases'
import { leadsApi } from './leads-api.server'
import { FORM_COOKIE, formTokenFor, newFormCookieValue } from '~/server/csrf.server'

const lead = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  phone: '(305) 555-0142',
  zipCode: '33125',
  language: 'es',
}

describe.each(databaseKinds())('POST /api/leads on %s', (kind) => {
  let open: OpenDatabase
  const post = (body: unknown, key?: string) =>
    leadsApi(
      new Request('http://site.test/api/leads', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      }),
      async () => open.db,
    )

  beforeAll(async () => {
    open = await openTestDatabase(kind)
  })
  afterAll(async () => open?.close())

  it('stores a call request once, however often the client retries', async () => {
    const first = await post(lead, 'retry-key-0001')
    expect(first.status).toBe(201)
    const { lead: stored } = (await first.json()) as { lead: { id: number; test: boolean } }
    expect(stored.test).toBe(false)
    const again = await post(lead, 'retry-key-0001')
    expect(again.status).toBe(200)
    expect(again.headers.get('idempotent-replayed')).toBe('true')
    expect(((await again.json()) as { lead: { id: number } }).lead.id).toBe(stored.id)
    const rows = (await open.db.select().from(leads)).filter(
      (row) => row.idempotencyKey === 'retry-key-0001',
    )
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      firstName: 'Rosa',
      phone: '305-555-0142',
      zipCode: '33125',
      language: 'es',
      source: 'request-call',
    })
  })

  it('stores the callback window the person chose, "any time" when none is sent, and refuses an unknown one', async () => {
    expect((await post({ ...lead, callbackWindow: 'evening' }, 'window-key-0001')).status).toBe(201)
    expect((await post(lead, 'window-key-0002')).status).toBe(201)
    const rows = await open.db.select().from(leads)
    const windowOf = (key: string) => rows.find((row) => row.idempotencyKey === key)?.callbackWindow
    expect([windowOf('window-key-0001'), windowOf('window-key-0002')]).toEqual([
      'evening',
      'anytime',
    ])
    const bad = await post({ ...lead, callbackWindow: 'midnight' }, 'window-key-0003')
    expect(bad.status).toBe(400)
    expect(await bad.json()).toMatchObject({
      error: { code: 'invalid_lead', fields: { callbackWindow: 'callbackWindow' } },
    })
    // Another window under the same key is another request, not a retry.
    expect((await post({ ...lead, callbackWindow: 'morning' }, 'window-key-0001')).status).toBe(409)
  })

  it('refuses a key reused for a different request', async () => {
    expect((await post(lead, 'reused-key-0001')).status).toBe(201)
    const other = await post({ ...lead, firstName: 'Ana' }, 'reused-key-0001')
    expect(other.status).toBe(409)
    expect(await other.json()).toMatchObject({ error: { code: 'idempotency_key_reused' } })
  })

  it('flags leads from the test form as test leads', async () => {
    const response = await post({ ...lead, source: 'test-lead-form' }, 'test-form-key-01')
    expect(((await response.json()) as { lead: { test: boolean } }).lead.test).toBe(true)
  })

  it.each([
    ['no idempotency key', lead, undefined, 'idempotency_key_required'],
    ['a body that is not JSON', '{"firstName":', 'bad-json-key-01', 'invalid_json'],
    [
      'missing names and a bad phone and ZIP',
      { phone: '555', zipCode: '331', language: 'en' },
      'bad-lead-key-01',
      'invalid_lead',
    ],
  ])('answers 400 for %s', async (_case, body, key, code) => {
    const response = await post(body, key)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code } })
  })

  it('names each invalid field with its message key', async () => {
    const response = await post(
      { firstName: ' ', lastName: '', phone: '123-456', zipCode: 'abcde', language: 'fr' },
      'fields-key-001',
    )
    expect(await response.json()).toMatchObject({
      error: {
        fields: {
          firstName: 'firstName',
          lastName: 'lastName',
          phone: 'phone',
          zipCode: 'zipCode',
          language: 'language',
        },
      },
    })
  })

  it('sends a form posted here by a page from before decision 0024 on to the request-call page, method and body kept', async () => {
    const formCookie = newFormCookieValue()
    const form = (fields: Record<string, string>) =>
      leadsApi(
        new Request('http://site.test/api/leads', {
          method: 'POST',
          headers: { cookie: `${FORM_COOKIE}=${formCookie}` },
          body: new URLSearchParams({ ...fields, formToken: formTokenFor(formCookie) }),
        }),
        async () => open.db,
      )
    const moved = await form({
      ...lead,
      idempotencyKey: 'form-post-key-01',
      page: '/es/solicitud-de-llamada/',
    })
    expect(moved.status).toBe(307)
    expect(moved.headers.get('location')).toBe('/es/solicitud-de-llamada/')
    expect(
      (await form({ ...lead, phone: 'none', page: '/request-call/' })).headers.get('location'),
    ).toBe('/request-call/')
    expect(
      (await open.db.select().from(leads)).some((row) => row.idempotencyKey === 'form-post-key-01'),
    ).toBe(false)
  })
})
