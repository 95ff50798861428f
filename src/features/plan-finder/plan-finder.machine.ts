import { assign, fromPromise, not, setup } from 'xstate'
import type { County } from '~/plans/plan-types'
import type { PlanYear } from '~/plans/plan-years'
import { isZipCode } from '~/plans/zip-code'
import type { FinderView } from './finder-search'

/** The answer to the ZIP lookup: whether any county of the ZIP is served, and its counties. */
export type ZipLookup = { zip: string; served: boolean; counties: County[] }

/** The optional questions (never required: CMS allows asking only ZIP, county or state). */
export type Answers = { diabetes?: boolean; cardiovascular?: boolean; medicaid?: boolean }

export type FinderInput = {
  zip?: string
  county?: string | null
  view?: FinderView | null
  year: PlanYear
  /** A lookup the page already holds (from the route loader), so the flow starts where the URL is. */
  lookup?: ZipLookup | null
  answers?: Answers
}

type Context = {
  zip: string
  county: string | null
  view: FinderView
  year: PlanYear
  lookup: ZipLookup | null
  answers: Answers
  /** Whether to show the ZIP message, and whether the results were asked for in the URL. */
  zipInvalid: boolean
  wantsResults: boolean
}

export type FinderEvent =
  | { type: 'zip.submit'; zip: string }
  | { type: 'zip.edit' }
  | { type: 'county.choose'; fips: string }
  | { type: 'questions.answer'; answers: Answers }
  | { type: 'questions.skip' }
  | { type: 'questions.edit' }
  | { type: 'view.choose'; view: FinderView }
  | { type: 'lookup.retry' }
  | { type: 'url.sync'; input: FinderInput }

const servedCounties = (lookup: ZipLookup | null) =>
  lookup?.counties.filter((county) => county.served) ?? []
const countyIn = (lookup: ZipLookup | null, fips: string | null) =>
  lookup?.counties.find((county) => county.fips === fips)

function contextFrom(input: FinderInput, answers: Answers): Context {
  return {
    zip: input.zip ?? '',
    county: input.county ?? null,
    view: input.view ?? 'all',
    year: input.year,
    lookup: input.lookup && input.lookup.zip === input.zip ? input.lookup : null,
    answers: input.answers ?? answers,
    // A ZIP that arrives in the URL (the form without JavaScript) is checked like a typed one.
    zipInvalid: Boolean(input.zip) && !isZipCode(input.zip),
    wantsResults: Boolean(input.view),
  }
}

/**
 * The plan finder flow (spec 1, 2.4): ZIP, then the county (skipped when the ZIP has one county),
 * then the optional questions, then results. An unserved ZIP ends in `outOfArea`, an unserved
 * county of a served ZIP in `countyOutOfArea`, a failed lookup in `failed`. `start` routes a URL's state to its step; the page mirrors every
 * step back into the URL.
 */
export const planFinderMachine = setup({
  types: {
    context: {} as Context,
    events: {} as FinderEvent,
    input: {} as FinderInput,
  },
  actors: {
    lookupCounties: fromPromise<ZipLookup, { zip: string; year: PlanYear }>(async () => {
      throw new Error('lookupCounties must be provided')
    }),
  },
  guards: {
    hasValidZip: ({ context }) => isZipCode(context.zip),
    isLookedUp: ({ context }) => context.lookup !== null,
    isUnserved: ({ context }) => context.lookup !== null && !context.lookup.served,
    countyIsServed: ({ context }) => countyIn(context.lookup, context.county)?.served === true,
    countyIsUnserved: ({ context }) => countyIn(context.lookup, context.county)?.served === false,
    hasOneServedCounty: ({ context }) =>
      context.lookup?.counties.length === 1 && servedCounties(context.lookup).length === 1,
    wantsResults: ({ context }) => context.wantsResults,
    submittedZipIsValid: ({ event }) => event.type === 'zip.submit' && isZipCode(event.zip),
    chosenCountyIsServed: ({ context, event }) =>
      event.type === 'county.choose' && countyIn(context.lookup, event.fips)?.served === true,
    chosenCountyIsUnserved: ({ context, event }) =>
      event.type === 'county.choose' && countyIn(context.lookup, event.fips)?.served === false,
    urlDiffers: ({ context, event }) =>
      event.type === 'url.sync' &&
      ((event.input.zip ?? '') !== context.zip ||
        (event.input.county ?? null) !== context.county ||
        event.input.year !== context.year ||
        Boolean(event.input.view) !== context.wantsResults ||
        (event.input.view ? event.input.view !== context.view : false)),
  },
  actions: {
    takeZip: assign(({ event }) =>
      event.type === 'zip.submit'
        ? {
            zip: event.zip.trim(),
            county: null,
            lookup: null,
            zipInvalid: false,
            wantsResults: false,
          }
        : {},
    ),
    flagInvalidZip: assign(({ event }) =>
      event.type === 'zip.submit' ? { zip: event.zip, zipInvalid: true } : { zipInvalid: true },
    ),
    takeOnlyCounty: assign(({ context }) => ({
      county: servedCounties(context.lookup)[0]?.fips ?? null,
    })),
    takeCounty: assign(({ event }) =>
      event.type === 'county.choose' ? { county: event.fips } : {},
    ),
    takeAnswers: assign(({ event }) =>
      event.type === 'questions.answer' ? { answers: event.answers, wantsResults: true } : {},
    ),
    clearAnswers: assign({ answers: {}, wantsResults: true }),
    takeView: assign(({ event }) =>
      event.type === 'view.choose' ? { view: event.view, wantsResults: true } : {},
    ),
    takeUrl: assign(({ context, event }) =>
      event.type === 'url.sync' ? contextFrom(event.input, context.answers) : {},
    ),
    forgetLookup: assign({ lookup: null }),
    forgetCounty: assign({ county: null, wantsResults: false }),
  },
}).createMachine({
  id: 'planFinder',
  context: ({ input }) => contextFrom(input, {}),
  initial: 'start',
  on: {
    'zip.submit': [
      { guard: 'submittedZipIsValid', target: '.lookingUp', actions: 'takeZip' },
      { target: '.zipEntry', actions: 'flagInvalidZip' },
    ],
    'zip.edit': { target: '.zipEntry' },
    'url.sync': { guard: 'urlDiffers', target: '.start', actions: 'takeUrl' },
  },
  states: {
    start: {
      always: [
        { guard: not('hasValidZip'), target: 'zipEntry' },
        { guard: 'isLookedUp', target: 'routing' },
        { target: 'lookingUp' },
      ],
    },
    zipEntry: {},
    lookingUp: {
      invoke: {
        id: 'lookup',
        src: 'lookupCounties',
        input: ({ context }) => ({ zip: context.zip, year: context.year }),
        onDone: { target: 'routing', actions: assign({ lookup: ({ event }) => event.output }) },
        onError: { target: 'failed' },
      },
    },
    routing: {
      always: [
        { guard: 'isUnserved', target: 'outOfArea' },
        { guard: 'countyIsUnserved', target: 'countyOutOfArea' },
        { guard: 'countyIsServed', target: 'chosen' },
        { guard: 'hasOneServedCounty', target: 'chosen', actions: 'takeOnlyCounty' },
        { target: 'countyChoice', actions: 'forgetCounty' },
      ],
    },
    chosen: {
      always: [{ guard: 'wantsResults', target: 'results' }, { target: 'questions' }],
    },
    countyChoice: {
      on: {
        'county.choose': [
          { guard: 'chosenCountyIsServed', target: 'questions', actions: 'takeCounty' },
          { guard: 'chosenCountyIsUnserved', target: 'countyOutOfArea', actions: 'takeCounty' },
        ],
      },
    },
    // A served ZIP whose chosen county is not served (33034: Miami-Dade yes, Monroe no): spec 8's
    // county message names the county, and the ZIP's other counties stay on offer.
    countyOutOfArea: {
      on: {
        'county.choose': [
          { guard: 'chosenCountyIsServed', target: 'questions', actions: 'takeCounty' },
          {
            guard: 'chosenCountyIsUnserved',
            target: 'countyOutOfArea',
            actions: 'takeCounty',
            reenter: true,
          },
        ],
      },
    },
    questions: {
      on: {
        'questions.answer': { target: 'results', actions: 'takeAnswers' },
        'questions.skip': { target: 'results', actions: 'clearAnswers' },
      },
    },
    results: {
      on: {
        'view.choose': { target: 'results', reenter: false, actions: 'takeView' },
        'questions.edit': { target: 'questions' },
      },
    },
    outOfArea: {},
    failed: {
      on: { 'lookup.retry': { target: 'lookingUp', actions: 'forgetLookup' } },
    },
  },
})
