import { createServerFn } from '@tanstack/react-start'
import { getRequestHeader } from '@tanstack/react-start/server'
import { z } from 'zod'
import { slugSchema } from '~/plans/plans-input'
import { enrollmentSealer } from '~/server/crypto.server'
import { getDb } from '~/server/db.server'
import { currentRequestContext } from '~/shared/request-context'
import { draftTokenFrom, loadDraft, type Draft } from './draft-store.server'

/** What a page shows of this browser's server-side draft (decision 0024): never sent to another browser, never cached. */
async function thisBrowsersDraft(): Promise<Draft | null> {
  const token = draftTokenFrom(getRequestHeader('cookie') ?? null)
  if (!token) return null
  const context = currentRequestContext()
  if (context) context.privateAnswer = true
  return loadDraft(await getDb(), enrollmentSealer(), token)
}

/**
 * The application in progress that this browser posted without JavaScript for a plan, as the
 * wizard shows it (state, answers, problems); null when there is none. The page renders its step
 * from it, and a browser whose scripts do run continues from it.
 */
export const getEnrollmentDraft = createServerFn({ method: 'GET' })
  .validator(z.object({ slug: slugSchema }))
  .handler(async ({ data }) => {
    const draft = await thisBrowsersDraft()
    if (draft?.kind !== 'answering' || draft.planSlug !== data.slug) return null
    return {
      state: draft.state,
      answers: draft.answers,
      errors: draft.errors,
      editing: draft.editing,
    }
  })

/** The outcome of the application this browser submitted without JavaScript: its number and plan, no answer. */
export const getEnrollmentOutcome = createServerFn({ method: 'GET' }).handler(async () => {
  const draft = await thisBrowsersDraft()
  if (!draft) return null
  if (draft.kind === 'submitted')
    return {
      confirmationNumber: draft.confirmationNumber,
      planSlug: draft.planSlug,
      planType: draft.planType,
    }
  return { planSlug: draft.planSlug, planType: null, confirmationNumber: null }
})
