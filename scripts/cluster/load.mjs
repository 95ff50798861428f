// Clients for the cluster test: people sending enrollments and call requests the way the site's
// own code does (the same Idempotency-Key on every retry), and steady background traffic.
import { randomUUID } from 'node:crypto'
import { sendWithRetries } from '../../src/ui/send-with-retries.ts'

let addressCounter = 0
/**
 * A client address of its own for each simulated person (X-Forwarded-For, as a CDN in front of
 * the load balancer sets it; the instances run with TRUST_PROXY=1): 1,000 people are not one.
 */
export const nextAddress = () => {
  addressCounter += 1
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`
}

async function send(url, init) {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) })
    const body = await response.json().catch(() => null)
    return { status: response.status, body, servedBy: response.headers.get('x-served-by') }
  } catch (error) {
    return { status: 0, body: null, error: error?.cause?.code ?? error?.name }
  }
}

const MBI_LETTERS = 'ACDEFGHJKMNPQRTUVWXY'
let mbiCounter = 0
/**
 * A Medicare number of its own for each simulated person (the CMS format: digit, letter, letter or
 * digit, digit, letter, letter or digit, digit, letter, letter, digit, digit): a second
 * application with the same number, plan and year within a day is answered with the first one's
 * confirmation and not stored (decision 0012), so 500 applicants need 500 numbers.
 */
export function nextMedicareNumber() {
  mbiCounter += 1
  let n = mbiCounter
  const letter = () => {
    const value = MBI_LETTERS[n % 20]
    n = Math.floor(n / 20)
    return value
  }
  const digit = () => {
    const value = String(n % 10)
    n = Math.floor(n / 10)
    return value
  }
  return `1${letter()}${letter()}${digit()}${letter()}${letter()}${digit()}${letter()}${letter()}${digit()}${digit()}`
}

/**
 * Sends one submission with the browser's own retries (src/ui/send-with-retries.ts: a lost
 * connection or a 5xx is tried twice more, after 1 s and 2 s, with the same key); every try's
 * status is kept.
 */
async function sendAsTheBrowser(url, init) {
  const attempts = []
  const answer = await sendWithRetries(async () => {
    const tried = await send(url, init)
    attempts.push(tried.status)
    return tried
  })
  return { ...answer, attempts, acknowledged: answer.status === 200 || answer.status === 201 }
}

/** One enrollment as src/features/enrollment/submit-client.ts sends it. */
export async function enroll(base, template) {
  const answers = { ...template, medicareNumber: nextMedicareNumber() }
  const key = randomUUID()
  const headers = {
    'content-type': 'application/json',
    'idempotency-key': key,
    'x-forwarded-for': nextAddress(),
  }
  const { acknowledged, attempts, body } = await sendAsTheBrowser(`${base}/api/enrollments`, {
    method: 'POST',
    headers,
    body: JSON.stringify(answers),
  })
  return acknowledged
    ? {
        kind: 'enrollment',
        key,
        acknowledged,
        confirmationNumber: body?.confirmationNumber,
        attempts,
      }
    : { kind: 'enrollment', key, acknowledged, attempts, body }
}

/** One call request as src/features/leads/submit-lead.ts sends it. */
export async function requestCall(base, lead) {
  const key = `cluster-${randomUUID()}`
  const headers = {
    'content-type': 'application/json',
    'idempotency-key': key,
    'x-forwarded-for': nextAddress(),
  }
  const { acknowledged, attempts, body } = await sendAsTheBrowser(`${base}/api/leads`, {
    method: 'POST',
    headers,
    body: JSON.stringify(lead),
  })
  return acknowledged
    ? { kind: 'lead', key, acknowledged, id: body?.lead?.id, attempts }
    : { kind: 'lead', key, acknowledged, attempts, body }
}

/**
 * Steady traffic until `stop()`: `workers` loops, each sending one request after another (no
 * retries: every failure counts) over a mix of pages, API reads and call requests.
 */
export function steadyLoad(base, { workers = 12, lead }) {
  let running = true
  const counts = { requests: 0, failed: 0, byStatus: {}, byInstance: {}, failures: [] }
  const requests = [
    () => fetch(`${base}/`),
    () => fetch(`${base}/about-us/`),
    () => fetch(`${base}/api/zip/33125/counties?year=2026`),
    () => fetch(`${base}/api/providers?zip=33125`),
    () =>
      fetch(`${base}/api/leads`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `steady-${randomUUID()}`,
          'x-forwarded-for': nextAddress(),
        },
        body: JSON.stringify(lead),
      }),
  ]
  const loop = async (worker) => {
    for (let index = worker; running; index += 1) {
      const request = requests[index % requests.length]
      let status = 0
      let servedBy = null
      try {
        const response = await request()
        await response.arrayBuffer()
        status = response.status
        servedBy = response.headers.get('x-served-by')
      } catch (error) {
        counts.failures.push(error?.cause?.code ?? error?.name)
      }
      counts.requests += 1
      counts.byStatus[status] = (counts.byStatus[status] ?? 0) + 1
      if (servedBy) counts.byInstance[servedBy] = (counts.byInstance[servedBy] ?? 0) + 1
      if (status === 0 || status >= 500) counts.failed += 1
    }
  }
  const done = Promise.all(Array.from({ length: workers }, (_, worker) => loop(worker)))
  return {
    counts,
    stop: async () => {
      running = false
      await done
      return counts
    },
  }
}
