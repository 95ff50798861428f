/**
 * The waits before the second and third tries of a submission: long enough together for a load
 * balancer to take a failed instance out (two missed health checks a second apart).
 */
export const RETRY_DELAYS_MS = [1000, 2000] as const

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason)
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), {
      once: true,
    })
  })

/**
 * Sends a submission up to three times, as the browser sends every form that stores something:
 * `send` posts it with the SAME Idempotency-Key each time (so a request that did reach the server
 * is never stored twice) and reports a lost connection as status 0. A lost connection or a 5xx is
 * tried again after 1 s, then 2 s; any other answer is final. Returns the last answer. An aborted
 * `signal` ends the waiting with its reason.
 */
export async function sendWithRetries<Answer extends { status: number }>(
  send: () => Promise<Answer>,
  signal?: AbortSignal,
): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send()
    const retryable = answer.status === 0 || answer.status >= 500
    if (!retryable || attempt >= RETRY_DELAYS_MS.length) return answer
    await wait(RETRY_DELAYS_MS[attempt]!, signal)
  }
}
