import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { emailSignups } from '../../../db/schema/leads.ts'
import { databaseKinds, openTestDatabase } from '../../../tests/support/databases'
import { FORM_COOKIE, formTokenFor, newFormCookieValue } from '~/server/csrf.server'
import { emailSignupFormPost } from './email-signup-form-post.server'

describe.each(databaseKinds())('the email signup posted without JavaScript on %s', (kind) => {
  let open: OpenDatabase
  const cookie = newFormCookieValue()
  const request = new Request('http://site.test/es/salud-y-bienestar/', {
    method: 'POST',
    headers: { cookie: `${FORM_COOKIE}=${cookie}` },
  })
  const formOf = (fields: Record<string, string>) => {
    const form = new FormData()
    for (const [name, value] of Object.entries({ formToken: formTokenFor(cookie), ...fields }))
      form.set(name, value)
    return form
  }
  const post = (fields: Record<string, string>, marketingUrl?: string) =>
    emailSignupFormPost(request, formOf(fields), 'es', { marketingUrl, db: async () => open.db })

  beforeAll(async () => {
    open = await openTestDatabase(kind)
  })
  afterAll(async () => open?.close())

  it('stores the signup and sends the person to the thank-you page, nothing personal in the address', async () => {
    const answer = (await post({
      firstName: 'Luis',
      lastName: 'Ortega',
      email: 'Luis.NoJS@Example.com',
      language: 'es',
    })) as Response
    expect(answer.status).toBe(303)
    expect(answer.headers.get('location')).toBe('/es/gracias/')
    expect((await open.db.select().from(emailSignups)).map((row) => row.email)).toContain(
      'luis.nojs@example.com',
    )
  })

  it('answers refused fields with their message keys and the answers as typed', async () => {
    expect(
      await post({ firstName: '', lastName: 'Ortega', email: 'luis@example', language: 'es' }),
    ).toEqual({
      values: { firstName: '', lastName: 'Ortega', email: 'luis@example', language: 'es' },
      errors: { firstName: 'firstName', email: 'email' },
    })
  })

  it('keeps the answers when the token is missing or the marketing service fails, and says so', async () => {
    const fields = {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana.nojs@example.com',
      language: 'en',
    }
    expect(await post({ ...fields, formToken: 'forged' })).toMatchObject({
      values: { firstName: 'Ana' },
      notice: 'expired',
    })
    expect(await post(fields, 'http://127.0.0.1:9/unreachable')).toMatchObject({
      values: { email: 'ana.nojs@example.com' },
      notice: 'failed',
    })
  })
})
