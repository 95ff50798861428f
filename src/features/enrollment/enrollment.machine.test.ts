import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { emptyAnswers } from './empty-answers'
import { enrollmentMachine, reachableStep, type SubmitInput } from './enrollment.machine'
import { shownStep } from './steps'
import { validateApplication } from './schema'
import type { EnrollmentPlan, StepId } from './steps'
import { HMO_PLAN, validAnswers } from './testing/fixtures'

const KEY = '6f1c2a7e-1f0b-4b8e-9a51-0d2a4f3b9c11'

function start(
  plan: EnrollmentPlan = HMO_PLAN,
  answers = validAnswers(plan),
  submit = async (_: SubmitInput) => ({ confirmationNumber: 'CBA-4827-HQ' }),
) {
  const machine = enrollmentMachine.provide({
    actors: { submitApplication: fromPromise(({ input }) => submit(input)) },
  })
  return createActor(machine, { input: { plan, answers, idempotencyKey: KEY } }).start()
}
const next = { type: 'step.next' } as const

describe('enrollment machine', () => {
  it('walks the steps in order and submits from Sign & Review', async () => {
    const sent: SubmitInput[] = []
    const actor = start(
      HMO_PLAN,
      validAnswers(),
      async (input) => (sent.push(input), { confirmationNumber: 'CBA-4827-HQ' }),
    )
    const seen: string[] = [actor.getSnapshot().value as string]
    for (let i = 0; i < 5; i += 1)
      seen.push((actor.send(next), actor.getSnapshot().value as string))
    expect(seen).toEqual(['personal', 'otherCoverage', 'options', 'signature', 'payment', 'review'])
    actor.send({ type: 'submit' })
    const done = await waitFor(actor, (s) => s.status === 'done')
    expect(done.context.confirmationNumber).toBe('CBA-4827-HQ')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.idempotencyKey).toBe(KEY)
  })

  it('blocks Next on an incomplete step and lists the problems, then clears each as it is answered', () => {
    const actor = start(HMO_PLAN, emptyAnswers(HMO_PLAN.slug))
    actor.send(next)
    const blocked = actor.getSnapshot()
    expect(blocked.value).toBe('personal')
    expect(blocked.context.errors).toMatchObject({
      firstName: 'required',
      lastName: 'required',
      'dateOfBirth.month': 'required',
    })
    expect(blocked.can(next)).toBe(true) // Next stays available: pressing it shows the summary
    actor.send({ type: 'field.change', name: 'firstName', value: 'Rosa' })
    expect(actor.getSnapshot().context.errors).not.toHaveProperty('firstName')
    actor.send({
      type: 'field.change',
      name: 'dateOfBirth',
      value: { month: '4', day: '27', year: '1958' },
    })
    expect(actor.getSnapshot().context.errors).not.toHaveProperty('dateOfBirth.month')
    expect(actor.getSnapshot().context.errors).toHaveProperty('lastName')
  })

  it('goes back with Previous without losing answers', () => {
    const actor = start()
    actor.send(next)
    actor.send({ type: 'field.change', name: 'isVeteran', value: 'yes' })
    actor.send({ type: 'step.previous' })
    expect(actor.getSnapshot().value).toBe('personal')
    actor.send(next)
    expect(actor.getSnapshot().context.answers.isVeteran).toBe('yes')
  })

  it('returns to the review after an Edit, and only once the edited step is complete', () => {
    const actor = start()
    for (let i = 0; i < 5; i += 1) actor.send(next)
    actor.send({ type: 'review.edit', step: 'otherCoverage' })
    expect(actor.getSnapshot().value).toBe('otherCoverage')
    actor.send({ type: 'field.change', name: 'inLongTermCareFacility', value: 'yes' })
    actor.send(next)
    expect(actor.getSnapshot().value).toBe('otherCoverage')
    expect(actor.getSnapshot().context.errors).toHaveProperty('facilityName', 'required')
    actor.send({ type: 'field.change', name: 'facilityName', value: 'Palm Gardens Care Center' })
    actor.send({ type: 'field.change', name: 'facilityAddressLine1', value: '200 NW 20th St' })
    actor.send({ type: 'field.change', name: 'facilityPhoneNumber', value: '305-555-0177' })
    actor.send(next)
    expect(actor.getSnapshot().value).toBe('review')
    actor.send(next) // Next means nothing on the review
    expect(actor.getSnapshot().value).toBe('review')
  })

  it('keeps the answers and the idempotency key after a failed submit, and retries with the same key', async () => {
    const keys: string[] = []
    let fail = true
    const actor = start(HMO_PLAN, validAnswers(), async (input) => {
      keys.push(input.idempotencyKey)
      if (fail) throw new Error('network down')
      return { confirmationNumber: 'CBA-2345-KM' }
    })
    for (let i = 0; i < 5; i += 1) actor.send(next)
    actor.send({ type: 'submit' })
    await waitFor(actor, (s) => s.matches('failed'))
    expect(actor.getSnapshot().context.answers.firstName).toBe('Rosa')
    fail = false
    actor.send({ type: 'submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(keys).toEqual([KEY, KEY])
  })

  it('refuses to submit an application that is not complete', () => {
    const actor = start(HMO_PLAN, validAnswers(HMO_PLAN, { signature: '' }))
    for (let i = 0; i < 3; i += 1) actor.send(next)
    expect(actor.getSnapshot().value).toBe('signature')
    actor.send({ type: 'field.change', name: 'signature', value: 'Rosa Delgado' })
    actor.send(next)
    actor.send(next)
    actor.send({ type: 'field.change', name: 'signature', value: '' }) // cleared behind the review's back
    actor.send({ type: 'submit' })
    expect(actor.getSnapshot().value).toBe('review')
    expect(actor.getSnapshot().context.errors).toEqual({ signature: 'required' })
  })

  it('survives a reload: a persisted snapshot restores step, answers and key', () => {
    const actor = start()
    actor.send(next)
    actor.send({ type: 'field.change', name: 'medicareNumber', value: '1EG4-TE5-MK74' })
    const saved = JSON.parse(JSON.stringify(actor.getPersistedSnapshot()))
    actor.stop()
    const machine = enrollmentMachine.provide({
      actors: { submitApplication: fromPromise(async () => ({ confirmationNumber: 'x' })) },
    })
    const restored = createActor(machine, {
      snapshot: saved,
      input: { plan: HMO_PLAN, answers: emptyAnswers(HMO_PLAN.slug), idempotencyKey: 'other' },
    }).start()
    expect(restored.getSnapshot().value).toBe('otherCoverage')
    expect(restored.getSnapshot().context.answers.medicareNumber).toBe('1EG4-TE5-MK74')
    expect(restored.getSnapshot().context.idempotencyKey).toBe(KEY)
  })

  it('never passes an invalid application to the submit actor', async () => {
    const sent: SubmitInput[] = []
    const actor = start(
      HMO_PLAN,
      validAnswers(),
      async (input) => (sent.push(input), { confirmationNumber: 'CBA-2345-KM' }),
    )
    for (let i = 0; i < 5; i += 1) actor.send(next)
    actor.send({ type: 'submit' })
    await waitFor(actor, (s) => s.status === 'done')
    expect(validateApplication(sent[0]?.answers, HMO_PLAN).success).toBe(true)
  })

  describe('step URLs (step.goto)', () => {
    const goto = (step: StepId) => ({ type: 'step.goto', step }) as const

    it('moves back and forward between steps already completed, keeping the answers', () => {
      const actor = start()
      for (let i = 0; i < 3; i += 1) actor.send(next)
      expect(actor.getSnapshot().value).toBe('signature')
      actor.send(goto('otherCoverage')) // browser Back, twice
      expect(actor.getSnapshot().value).toBe('otherCoverage')
      actor.send(goto('options')) // browser Forward
      expect(actor.getSnapshot().value).toBe('options')
      actor.send(goto('review')) // every step is complete: the review can be reached directly
      expect(actor.getSnapshot().value).toBe('review')
      expect(actor.getSnapshot().context.answers.firstName).toBe('Rosa')
    })

    it('sends a step whose earlier steps are incomplete to the first incomplete one', () => {
      const actor = start(HMO_PLAN, validAnswers(HMO_PLAN, { medicareNumber: '', signature: '' }))
      actor.send(goto('payment'))
      expect(actor.getSnapshot().value).toBe('otherCoverage')
      expect(actor.getSnapshot().context.errors).toEqual({})
      const blank = start(HMO_PLAN, emptyAnswers(HMO_PLAN.slug))
      blank.send(goto('review'))
      expect(blank.getSnapshot().value).toBe('personal')
      expect(reachableStep('signature', validAnswers(HMO_PLAN, { signature: '' }), HMO_PLAN)).toBe(
        'signature',
      )
      expect(reachableStep('review', validAnswers(HMO_PLAN, { signature: '' }), HMO_PLAN)).toBe(
        'signature',
      )
    })

    it('ends an Edit from the review when the URL moves', () => {
      const actor = start()
      for (let i = 0; i < 5; i += 1) actor.send(next)
      actor.send({ type: 'review.edit', step: 'personal' })
      expect(actor.getSnapshot().context.editing).toBe(true)
      actor.send(goto('review'))
      expect(actor.getSnapshot()).toMatchObject({ value: 'review', context: { editing: false } })
      actor.send(goto('options'))
      actor.send(next)
      expect(actor.getSnapshot().value).toBe('signature') // Next goes on, not back to the review
    })

    it('ignores the URL while the application is on its way', async () => {
      let release: (value: { confirmationNumber: string }) => void = () => {}
      const actor = start(
        HMO_PLAN,
        validAnswers(),
        () => new Promise((resolve) => (release = resolve)),
      )
      for (let i = 0; i < 5; i += 1) actor.send(next)
      actor.send({ type: 'submit' })
      actor.send(goto('personal'))
      expect(actor.getSnapshot().value).toBe('submitting')
      expect(shownStep(actor.getSnapshot().value)).toBe('review')
      release({ confirmationNumber: 'CBA-2345-KM' })
      await waitFor(actor, (s) => s.status === 'done')
    })
  })
})
