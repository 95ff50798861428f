import { fromPromise } from 'xstate'
import { type Lang, LOCALES } from '~/i18n/locales'
import { sendWithRetries } from '~/ui/send-with-retries'
import type { SubmitInput, SubmitOutput } from './enrollment.machine'

type Answer = { status: number; response?: Response; error?: unknown }

/**
 * Sends the application to POST /api/enrollments with its Idempotency-Key, retried as every
 * stored form is (src/ui/send-with-retries.ts: a lost connection or a 5xx twice more, so at most
 * one application is stored); a 4xx is final. Fails with the last problem.
 */
export function submitApplicationActor(lang: Lang) {
  return fromPromise<SubmitOutput, SubmitInput>(async ({ input, signal }) => {
    const post = async (): Promise<Answer> => {
      try {
        const response = await fetch('/api/enrollments', {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': input.idempotencyKey,
            'accept-language': LOCALES[lang].tag,
          },
          body: JSON.stringify(input.answers),
          signal,
        })
        return { status: response.status, response }
      } catch (error) {
        // The actor was stopped: no more tries.
        if (signal.aborted) throw error
        return { status: 0, error }
      }
    }
    const { status, response, error } = await sendWithRetries(post, signal)
    if (response?.ok) return (await response.json()) as SubmitOutput
    throw response ? new Error(`Enrollment submission answered ${status}`) : error
  })
}
