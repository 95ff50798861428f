import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { fromPromise, type SnapshotFrom } from 'xstate'
import type { Lang } from '~/i18n/locales'
import { Part } from '~/ui/part'
import { LATEST_PLAN_YEAR } from '~/plans/plan-years'
import { recallAnswers, rememberAnswers } from './answers-memory'
import { CountyStep } from './county-step'
import { finderQuery, finderSearchOf, type FinderState, type FinderView } from './finder-search'
import { CountyOutOfArea, OutOfArea } from './out-of-area'
import { countyInSentence, countyName } from './plan-format'
import { planFinderMachine, type FinderInput } from './plan-finder.machine'
import { countiesQueryOptions } from './plan-finder.queries'
import { PlanResults } from './plan-results'
import type { ViewLink } from './view-switch'
import { QuestionsStep } from './questions-step'
import { ResultsBoundary } from './results-boundary'
import { FINDER_ANCHOR, StepHeading } from './step-heading'
import { ZipStep } from './zip-step'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

type Snapshot = SnapshotFrom<typeof planFinderMachine>

/** The URL state a machine snapshot stands for. */
function urlStateOf(snapshot: Snapshot): Partial<FinderState> {
  const { zip, county, view, year } = snapshot.context
  if (snapshot.matches('zipEntry')) return { year }
  if (snapshot.matches('questions') || snapshot.matches('countyOutOfArea'))
    return { zip, county, year }
  if (snapshot.matches('results')) return { zip, county, year, view }
  return { zip, year }
}

/**
 * The plan finder flow on a page. The machine decides the step; the URL mirrors it (each step a
 * history entry, so Back works) and a URL change (Back, a view link) is sent back as `url.sync`.
 * Away from the finder (the home page, form slots) the ZIP step is `HomeZipForm`.
 */
export function FinderFlow({
  lang,
  state,
  compare,
}: {
  lang: Lang
  state: FinderState
  /** The plans chosen to compare (the URL's; the machine leaves them to the results). */
  compare?: readonly string[]
}) {
  const { t } = useTranslation('planFinder')
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // A person who sent a ZIP from elsewhere (the home page's box, a form sent without JavaScript)
  // arrives at the finder's anchor: the step they asked for is revealed as if sent here.
  const arrived = useLocation({ select: (location) => location.hash === FINDER_ANCHOR })
  const acted = useRef(arrived)
  const input = (s: FinderState): FinderInput => ({
    ...s,
    answers: recallAnswers(),
    lookup: s.zip ? queryClient.getQueryData(countiesQueryOptions(s.zip, s.year).queryKey) : null,
  })
  const actor = useActorRef(
    planFinderMachine.provide({
      actors: {
        lookupCounties: fromPromise(({ input: { zip, year } }) =>
          queryClient.fetchQuery(countiesQueryOptions(zip, year)),
        ),
      },
    }),
    { input: input(state) },
  )
  const snapshot = useSelector(actor, (s) => s)
  const pushNext = useRef(false)
  const send: typeof actor.send = (event) => {
    acted.current = true
    pushNext.current = true
    actor.send(event)
  }

  const stateKey = finderQuery(state)
  useEffect(() => {
    actor.send({ type: 'url.sync', input: input(state) })
    // The state object is rebuilt every render; its query string is its identity.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [stateKey, actor])

  // Mirror the machine into the URL only when the machine moved (not when the URL did, as on
  // Back). A step the person asked for is a new history entry; a step the lookup chose replaces it.
  const target = finderQuery(urlStateOf(snapshot))
  const lastTarget = useRef(target)
  useEffect(() => {
    if (lastTarget.current === target) return
    lastTarget.current = target
    if (!acted.current) return
    if (target === stateKey) return
    const replace = !pushNext.current
    pushNext.current = false
    void navigate({
      to: '/$lang/find-a-plan/',
      params: { lang },
      search: finderSearchOf(urlStateOf(snapshot)),
      replace,
      // The new step scrolls itself into view (StepHeading); the page's top is not where it is.
      resetScroll: false,
    })
  }, [target, stateKey, lang, navigate, snapshot])

  const { context } = snapshot
  const hidden: Record<string, string> =
    context.year === LATEST_PLAN_YEAR ? {} : { year: String(context.year) }
  const zipForm = (
    <ZipStep
      lang={lang}
      zip={context.zip}
      invalid={context.zipInvalid}
      hidden={hidden}
      onSubmit={(zip) => send({ type: 'zip.submit', zip })}
    />
  )
  const focus = acted.current
  const county = context.lookup?.counties.find((c) => c.fips === context.county)

  if (snapshot.matches('zipEntry') || snapshot.matches('start')) return zipForm
  if (snapshot.matches('lookingUp'))
    return <p role="status">{t('zip.lookingUp', { zip: context.zip })}</p>
  if (snapshot.matches('failed')) {
    return (
      <div role="alert">
        <StepHeading focusOnMount={focus}>{t('failed.heading')}</StepHeading>
        <button
          type="button"
          className="button button--primary"
          onClick={() => send({ type: 'lookup.retry' })}
        >
          {t('failed.retry')}
        </button>
      </div>
    )
  }
  if (snapshot.matches('outOfArea')) {
    return (
      <div>
        <StepHeading focusOnMount={focus}>{t('outOfArea.heading')}</StepHeading>
        <OutOfArea zip={context.zip} />
        {zipForm}
      </div>
    )
  }
  const changeZip = (
    <p>
      <button
        type="button"
        className="button button--link"
        onClick={() => send({ type: 'zip.edit' })}
      >
        {t('zip.change')}
      </button>
    </p>
  )
  if (snapshot.matches('countyOutOfArea')) {
    const counties = context.lookup?.counties ?? []
    const unserved = counties.find((c) => c.fips === context.county)
    return (
      <div>
        <StepHeading focusOnMount={focus}>{t('countyOutOfArea.heading')}</StepHeading>
        <CountyOutOfArea zip={context.zip} county={unserved ? countyInSentence(unserved, t) : ''} />
        {changeZip}
        <CountyStep
          focusOnMount={false}
          lang={lang}
          zip={context.zip}
          counties={counties.filter((c) => c.served)}
          hidden={hidden}
          onChoose={(fips) => send({ type: 'county.choose', fips })}
        />
      </div>
    )
  }
  if (snapshot.matches('countyChoice')) {
    return (
      <div>
        {changeZip}
        <CountyStep
          focusOnMount={focus}
          lang={lang}
          zip={context.zip}
          counties={context.lookup?.counties ?? []}
          hidden={hidden}
          onChoose={(fips) => send({ type: 'county.choose', fips })}
        />
      </div>
    )
  }
  if (snapshot.matches('questions')) {
    return (
      <div>
        <StepHeading focusOnMount={focus}>{t('questions.heading')}</StepHeading>
        {county && (
          // Where these questions are for, with the way back to change it.
          <p className="finder__location">
            {t('questions.location', { zip: context.zip, county: countyName(county, t) })}{' '}
            <span className="finder__location-change">
              <span aria-hidden="true">· </span>
              <button
                type="button"
                className="button button--link"
                onClick={() => send({ type: 'zip.edit' })}
              >
                {t('questions.change')}
                <span className="visually-hidden"> {t('questions.changeWhat')}</span>
              </button>
            </span>
          </p>
        )}
        <QuestionsStep
          lang={lang}
          answers={context.answers}
          resultsQuery={{ zip: context.zip, county: context.county ?? '', view: 'all', ...hidden }}
          onAnswer={(answers) => {
            rememberAnswers(answers)
            send({ type: 'questions.answer', answers })
          }}
          onSkip={() => {
            rememberAnswers({})
            send({ type: 'questions.skip' })
          }}
        />
      </div>
    )
  }
  if (!county) return zipForm
  const viewLink = (view: FinderView): ViewLink => ({
    to: '/$lang/find-a-plan/',
    params: { lang },
    search: finderSearchOf({ zip: context.zip, county: context.county, year: context.year, view }),
  })
  return (
    <div>
      <p className="finder__actions">
        <button
          type="button"
          className="button button--link"
          onClick={() => send({ type: 'zip.edit' })}
        >
          {t('results.changeLocation')}
        </button>
        <button
          type="button"
          className="button button--link"
          onClick={() => send({ type: 'questions.edit' })}
        >
          {Object.keys(context.answers).length > 0
            ? t('results.editAnswers')
            : t('results.answerQuestions')}
        </button>
      </p>
      <ResultsBoundary>
        <Part fallback={<p role="status">{t('results.loading')}</p>}>
          {/* The results hydrate in a task after the finder's own (its machine starts in that one). */}
          <Part>
            <PlanResults
              lang={lang}
              county={county}
              year={context.year}
              view={context.view}
              answers={context.answers}
              viewLink={viewLink}
              focusOnMount={focus}
              zip={context.zip}
              compare={compare}
            />
          </Part>
        </Part>
      </ResultsBoundary>
    </div>
  )
}
