import { fromPromise } from 'xstate'
import type { Lang } from '~/i18n/locales'
import type { SubmitInput, SubmitOutput } from './enrollment.machine'

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true })
  })

/**
 * Sends the application to POST /api/enrollments. A lost connection or a 5xx is retried twice with
 * the same Idempotency-Key (so at most one application is stored); a 4xx is final.
 */
export function submitApplicationActor(lang: Lang) {
  return fromPromise<SubmitOutput, SubmitInput>(async ({ input, signal }) => {
    for (let attempt = 0; ; attempt += 1) {
      let retryable = true
      try {
        const response = await fetch('/api/enrollments', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': input.idempotencyKey,
            'accept-language': lang === 'es' ? 'es-MX' : 'en-US',
          },
          body: JSON.stringify(input.answers),
          signal,
        })
        if (response.ok) return (await response.json()) as SubmitOutput
        retryable = response.status >= 500
        throw new Error(`Enrollment submission answered ${response.status}`)
      } catch (error) {
        if (!retryable || attempt >= 2 || signal.aborted) throw error
        await wait(1000 * 2 ** attempt, signal)
      }
    }
  })
}
