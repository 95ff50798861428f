import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, waitFor } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { PlanYear } from '~/plans/plan-years'
import { lookups } from '../../../tests/fixtures/plans'
import {
  planFinderMachine,
  type FinderEvent,
  type FinderInput,
  type ZipLookup,
} from './plan-finder.machine'

const byZip: Record<string, ZipLookup> = Object.fromEntries(
  Object.values(lookups).map((l) => [l.zip, l]),
)

function start(
  input: FinderInput = { year: 2026 },
  lookup = (zip: string) => Promise.resolve(byZip[zip]!),
) {
  const machine = planFinderMachine.provide({
    actors: {
      lookupCounties: fromPromise(({ input }: { input: { zip: string; year: PlanYear } }) =>
        lookup(input.zip),
      ),
    },
  })
  return createActor(machine, { input }).start()
}

describe('plan finder machine', () => {
  it('asks for the ZIP again when it is not five digits', () => {
    const actor = start()
    actor.send({ type: 'zip.submit', zip: '7011' })
    expect(actor.getSnapshot().value).toBe('zipEntry')
    expect(actor.getSnapshot().context.zipInvalid).toBe(true)
  })

  it('asks for the parish when the ZIP spans two', async () => {
    const actor = start()
    actor.send({ type: 'zip.submit', zip: ' 70114 ' })
    const snapshot = await waitFor(actor, (s) => s.matches('countyChoice'))
    expect(snapshot.context.lookup?.counties.map((c) => c.label)).toEqual(['Parish', 'Parish'])
    actor.send({ type: 'county.choose', fips: '22071' })
    expect(actor.getSnapshot().value).toBe('questions')
    actor.send({ type: 'questions.answer', answers: { medicaid: true } })
    expect(actor.getSnapshot().value).toBe('results')
    expect(actor.getSnapshot().context).toMatchObject({
      zip: '70114',
      county: '22071',
      answers: { medicaid: true },
    })
  })

  it('skips the county step when the ZIP has one county', async () => {
    const actor = start()
    actor.send({ type: 'zip.submit', zip: '33101' })
    const snapshot = await waitFor(actor, (s) => !s.matches('lookingUp'))
    expect(snapshot.value).toBe('questions')
    expect(snapshot.context.county).toBe('12086')
  })

  it('says when the ZIP is not served, and lets another ZIP be tried', async () => {
    const actor = start()
    actor.send({ type: 'zip.submit', zip: '10001' })
    await waitFor(actor, (s) => s.matches('outOfArea'))
    actor.send({ type: 'zip.submit', zip: '33101' })
    await waitFor(actor, (s) => s.matches('questions'))
  })

  it('names the unserved county of a served ZIP, and still offers the served one', async () => {
    const actor = start()
    actor.send({ type: 'zip.submit', zip: '70435' })
    await waitFor(actor, (s) => s.matches('countyChoice'))
    actor.send({ type: 'county.choose', fips: '22117' })
    expect(actor.getSnapshot().value).toBe('countyOutOfArea')
    expect(actor.getSnapshot().context.county).toBe('22117')
    expect(actor.getSnapshot().context.lookup?.served).toBe(true)
    actor.send({ type: 'county.choose', fips: '22103' })
    expect(actor.getSnapshot().value).toBe('questions')
    expect(actor.getSnapshot().context.county).toBe('22103')
  })

  it('opens a URL naming an unserved county of a served ZIP at the county message, not the ZIP one', () => {
    const actor = start({ year: 2026, zip: '70435', county: '22117', lookup: lookups.partlyServed })
    expect(actor.getSnapshot().value).toBe('countyOutOfArea')
  })

  it('offers a retry when the lookup fails', async () => {
    let calls = 0
    const actor = start({ year: 2026 }, (zip) =>
      ++calls === 1 ? Promise.reject(new Error('down')) : Promise.resolve(byZip[zip]!),
    )
    actor.send({ type: 'zip.submit', zip: '33101' })
    await waitFor(actor, (s) => s.matches('failed'))
    actor.send({ type: 'lookup.retry' })
    await waitFor(actor, (s) => s.matches('questions'))
    expect(calls).toBe(2)
  })

  it('starts at the step a URL describes, without a second lookup', () => {
    const actor = start(
      { year: 2026, zip: '70114', county: '22071', view: 'snp', lookup: lookups.twoParishes },
      () => {
        throw new Error('no lookup expected')
      },
    )
    expect(actor.getSnapshot().value).toBe('results')
    expect(actor.getSnapshot().context.view).toBe('snp')
  })

  it('follows the URL on Back and keeps the answers', () => {
    const actor = start({
      year: 2026,
      zip: '70114',
      county: '22071',
      view: 'all',
      lookup: lookups.twoParishes,
    })
    actor.send({ type: 'questions.edit' })
    actor.send({ type: 'questions.answer', answers: { diabetes: true } })
    actor.send({
      type: 'url.sync',
      input: { year: 2026, zip: '70114', county: '22071', lookup: lookups.twoParishes },
    })
    expect(actor.getSnapshot().value).toBe('questions')
    expect(actor.getSnapshot().context.answers).toEqual({ diabetes: true })
  })

  it('shows the ZIP message for a bad ZIP that came in the URL', () => {
    const actor = start({ year: 2026, zip: '123' })
    expect(actor.getSnapshot().value).toBe('zipEntry')
    expect(actor.getSnapshot().context.zipInvalid).toBe(true)
  })
})

describe('plan finder paths (xstate/graph)', () => {
  const done = (lookup: ZipLookup) =>
    ({ type: 'xstate.done.actor.lookup', output: lookup }) as unknown as FinderEvent
  const events: FinderEvent[] = [
    { type: 'zip.submit', zip: '70114' },
    { type: 'zip.submit', zip: '123' },
    done(lookups.twoParishes),
    done(lookups.oneCounty),
    done(lookups.unserved),
    done(lookups.partlyServed),
    { type: 'county.choose', fips: '22117' },
    { type: 'xstate.error.actor.lookup', error: new Error('down') } as unknown as FinderEvent,
    { type: 'lookup.retry' },
    { type: 'county.choose', fips: '22071' },
    { type: 'questions.answer', answers: { cardiovascular: true } },
    { type: 'questions.skip' },
    { type: 'view.choose', view: 'ma-only' },
  ]
  const options = { input: { year: 2026 } as FinderInput, events }

  it('reaches every step of the flow', () => {
    const reached = new Set(
      getShortestPaths(planFinderMachine, options).map((path) => String(path.state.value)),
    )
    expect([...reached].sort()).toEqual(
      [
        'countyChoice',
        'countyOutOfArea',
        'failed',
        'lookingUp',
        'outOfArea',
        'questions',
        'results',
        'zipEntry',
      ].sort(),
    )
  })

  it('reaches results through a one-county ZIP without choosing a county', () => {
    const [path] = getShortestPaths(planFinderMachine, {
      ...options,
      toState: (state) => state.matches('results') && state.context.county === '12086',
    })
    expect(path?.steps.map((step) => step.event.type)).toEqual([
      'xstate.init',
      'zip.submit',
      'xstate.done.actor.lookup',
      'questions.answer',
    ])
  })

  it('never reaches results from an unserved ZIP', () => {
    const paths = getShortestPaths(planFinderMachine, {
      ...options,
      toState: (state) => state.matches('outOfArea'),
    })
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) {
      expect(path.state.context.lookup?.served).toBe(false)
    }
  })
})
