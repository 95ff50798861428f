import { sendWithRetries } from '~/ui/send-with-retries'
import type { LeadInput } from './lead-schema'

export type SubmitAnswer = { status: number; body: unknown }

/** One POST of a lead with its idempotency key; network failures come back as status 0. */
export async function postLead(lead: LeadInput, idempotencyKey: string): Promise<SubmitAnswer> {
  try {
    const response = await fetch('/api/leads', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(lead),
    })
    return { status: response.status, body: await response.json().catch(() => null) }
  } catch {
    return { status: 0, body: null }
  }
}

/** Sends a lead with its key, retried as every stored form is (src/ui/send-with-retries.ts). True when the lead is stored. */
export async function submitLead(lead: LeadInput, idempotencyKey: string): Promise<boolean> {
  const { status } = await sendWithRetries(() => postLead(lead, idempotencyKey))
  return status === 200 || status === 201
}
