import type { LeadInput } from './lead-schema'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

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

/**
 * Sends a lead, retrying network failures and server errors twice with the SAME key, so a
 * request that did reach the server is never stored twice. True when the lead is stored. The
 * retries wait 1 s, then 2 s, as the enrollment's do: long enough for a load balancer to take a
 * failed instance out (two missed health checks a second apart).
 */
export async function submitLead(lead: LeadInput, idempotencyKey: string): Promise<boolean> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { status } = await postLead(lead, idempotencyKey)
    if (status === 200 || status === 201) return true
    if (status >= 400 && status < 500) return false
    if (attempt < 2) await pause(1000 * 2 ** attempt)
  }
  return false
}
