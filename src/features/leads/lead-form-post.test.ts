import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OpenDatabase } from '../../../db/client.ts'
import { leads } from '../../../db/schema/leads.ts'
import { databaseKinds, openTestDatabase } from '../../../tests/support/databases'
import { FORM_COOKIE, formTokenFor, newFormCookieValue } from '~/server/csrf.server'
import { formPagePost } from '~/server/form-page-post.server'
import type { FormPost } from '~/ui/form-post'
import { leadFormPost } from './lead-form-post.server'

const answers = {
  firstName: 'Rosa',
  lastName: 'Delgado',
  phone: '(305) 555-0142',
  zipCode: '33125',
  language: 'es',
  callbackWindow: 'evening',
}
const rules = { body: { types: ['form'] as const, limit: 16 * 1024 } }

describe.each(databaseKinds())('the call request form posted without JavaScript on %s', (kind) => {
  let open: OpenDatabase
  const cookie = newFormCookieValue()
  const post = (
    fields: Record<string, string>,
    options: { token?: string; body?: string; type?: string } = {},
  ) =>
    formPagePost(
      new Request('http://site.test/es/solicitud-de-llamada/', {
        method: 'POST',
        headers: {
          cookie: `${FORM_COOKIE}=${cookie}`,
          'content-type': options.type ?? 'application/x-www-form-urlencoded',
        },
        body:
          options.body ??
          new URLSearchParams({
            formToken: options.token ?? formTokenFor(cookie),
            ...fields,
          }).toString(),
      }),
      'call_request',
      rules,
      ({ context }) => ({ rendered: context.formPost }),
      (form) =>
        leadFormPost(
          new Request('http://site.test/', { headers: { cookie: `${FORM_COOKIE}=${cookie}` } }),
          form,
          'es',
          async () => open.db,
        ),
    )
  const rendered = (answer: unknown) => (answer as { rendered: FormPost }).rendered

  beforeAll(async () => {
    open = await openTestDatabase(kind)
  })
  afterAll(async () => open?.close())

  it('stores once and sends the person on to call-scheduled, however often the form is sent', async () => {
    for (let i = 0; i < 2; i += 1) {
      const answer = (await post({ ...answers, idempotencyKey: 'form-key-0001' })) as Response
      expect(answer.status).toBe(303)
      expect(answer.headers.get('location')).toBe('/es/programacion-de-llamada/')
    }
    expect(
      (await open.db.select().from(leads)).filter((row) => row.idempotencyKey === 'form-key-0001'),
    ).toHaveLength(1)
    // The same key with other answers is not a retry.
    const other = (await post({
      ...answers,
      firstName: 'Ana',
      idempotencyKey: 'form-key-0001',
    })) as Response
    expect(other.headers.get('location')).toBe('/es/programacion-de-llamada-error/')
  })

  it('answers a phone number "123" with the page again: the message key and every answer as typed, nothing stored', async () => {
    const page = rendered(await post({ ...answers, phone: '123', idempotencyKey: 'form-key-0002' }))
    expect(page).toEqual({
      form: 'call_request',
      values: { ...answers, phone: '123', idempotencyKey: 'form-key-0002' },
      errors: { phone: 'phone' },
    })
    expect(
      (await open.db.select().from(leads)).some((row) => row.idempotencyKey === 'form-key-0002'),
    ).toBe(false)
  })

  it('keeps the answers of a form whose token is missing or forged, and says it expired', async () => {
    const page = rendered(
      await post({ ...answers, idempotencyKey: 'form-key-0003' }, { token: 'forged' }),
    )
    expect(page.notice).toBe('expired')
    expect(page.values.firstName).toBe('Rosa')
  })

  it.each([
    ['a JSON body', { body: '{"firstName":"Rosa"}', type: 'application/json' }, 'refused'],
    ['an oversized body', { body: `firstName=${'a'.repeat(20_000)}` }, 'refused'],
    [
      'an unknown source',
      {
        body: new URLSearchParams({
          ...answers,
          source: 'elsewhere',
          idempotencyKey: 'form-key-0004',
          formToken: formTokenFor(cookie),
        }).toString(),
      },
      'refused',
    ],
  ])('answers %s with the page and a notice, never an error', async (_case, options, notice) => {
    expect(rendered(await post({}, options)).notice).toBe(notice)
  })
})
