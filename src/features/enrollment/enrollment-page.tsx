import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { createActor } from 'xstate'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { PlanYear } from '~/plans/plan-years'
import { PartReady, PendingPart } from '~/ui/part'
import { TrustStrip } from '~/ui/trust-strip'
import { whenIdle } from '~/ui/when-idle'
import { IDLE_MINUTES, WARN_MINUTES } from './application-storage'
import { EligibilityNotice } from './eligibility-notice'
import { enrollmentDraftQuery, enrollmentPlanQuery } from './enrollment-queries'
import { reachableStep } from './enrollment.machine'
import { emptyAnswers } from './empty-answers'
import type { EnrollSearch, StepParam } from './enroll-search'
import { EnrollmentWizard } from './enrollment-wizard'
import { FORM_MATERIAL_IDS } from './form-material-id'
import './history-state'
import { PlanChooser } from './plan-chooser'
import { stepFromParam, stepParam, useStepUrl } from './step-url'
import type { EnrollmentPlan, StepId } from './steps'
import { pageMachine, useEnrollment, type EnrollmentActor } from './use-enrollment'
import { needNamespaces } from '~/i18n/i18n'
import { CallText, useContactFacts } from '~/ui/contact-facts'

needNamespaces(['enrollment'])

/** The result pages' code loads in idle time, and at the latest this long after the wizard appears. */
const RESULT_PAGES_PRELOAD_TIMEOUT_MS = 5000

type Props = { lang: Lang; year: PlanYear; search: EnrollSearch }

/** The enrollment feature of /enroll-{year}/ (its page's document holds the h1): the application for a chosen plan, or the plan chooser. */
export function EnrollmentPage({ lang, year, search }: Props) {
  const { t } = useTranslation('enrollment')
  const found = useQuery({
    ...enrollmentPlanQuery(search.plan ?? ''),
    enabled: Boolean(search.plan),
  })
  const plan = found.data && found.data.year === year ? found.data : null
  return (
    <div className="page page--narrow enrollment">
      {plan ? (
        <>
          <p className="enrollment__plan">
            <strong>{t('page.selectedPlan', { planName: plan.name })}</strong>{' '}
            <Link
              to="/$lang/enroll-{$year}/"
              params={{ lang, year: String(year) }}
              className="no-print"
            >
              {t('page.changePlan')}
            </Link>
          </p>
          <EligibilityNotice plan={plan} />
          <Application
            key={plan.slug}
            plan={plan}
            lang={lang}
            year={year}
            urlStep={stepFromParam(search.step)}
            urlParam={search.step}
          />
          <TrustStrip plan={plan} />
        </>
      ) : (
        <>
          {search.plan && found.isSuccess && (
            <p role="alert">
              {found.data
                ? t('page.wrongYear', { year: found.data.year, current: year })
                : t('page.planNotFound')}
            </p>
          )}
          {!(search.plan && found.isPending) && (
            <PlanChooser lang={lang} year={year} zip={search.zip} />
          )}
        </>
      )}
      <p className="enrollment__material">
        {t('page.materialId', { id: FORM_MATERIAL_IDS[year] })}
      </p>
    </div>
  )
}

type ApplicationProps = {
  plan: EnrollmentPlan
  lang: Lang
  year: PlanYear
  urlStep: StepId | undefined
  urlParam: StepParam | undefined
}
type DraftView = NonNullable<
  Awaited<ReturnType<NonNullable<ReturnType<typeof enrollmentDraftQuery>['queryFn']>>>
>

/**
 * The application the server renders, as a form that works without JavaScript (decision 0024), and
 * that the browser hydrates as it is: the draft this browser posted without JavaScript, on the
 * step the address asks for (or the first incomplete one before it), or a new application on its
 * first step. Null when the address asks for a later step of an application the server does not
 * hold (one kept in a tab): the page then waits for the tab's wizard.
 */
function renderedApplication(
  plan: EnrollmentPlan,
  lang: Lang,
  draft: DraftView | null,
  urlStep: StepId | undefined,
): EnrollmentActor | null {
  const machine = pageMachine(lang)
  const answers = draft ? { ...draft.answers, selectedPlan: plan.slug } : emptyAnswers(plan.slug)
  const input = { plan, answers, idempotencyKey: crypto.randomUUID() }
  if (!draft)
    return urlStep === undefined || urlStep === 'personal' ? createActor(machine, { input }) : null
  const asked = urlStep ?? (draft.state === 'failed' ? 'review' : draft.state)
  const step = reachableStep(asked, answers, plan)
  const value = step === 'review' && draft.state === 'failed' ? 'failed' : step
  const here = value === draft.state
  const context = {
    plan,
    answers,
    errors: here ? draft.errors : {},
    editing: here && draft.editing,
    idempotencyKey: input.idempotencyKey,
    confirmationNumber: null,
  }
  return createActor(machine, { input, snapshot: machine.resolveState({ value, context }) })
}

function Application({ plan, lang, year, urlStep, urlParam }: ApplicationProps) {
  const { t } = useTranslation('enrollment')
  const navigate = useNavigate()
  const router = useRouter()
  const params = { lang, year: String(year) }
  const config = useContactFacts()
  const draft = useQuery({ ...enrollmentDraftQuery(plan.slug), enabled: false }).data ?? null
  const [rendered] = useState(() => renderedApplication(plan, lang, draft, urlStep))
  const result = (confirmationNumber?: string) => ({
    confirmationNumber,
    planSlug: plan.slug,
    planType: plan.planType,
  })
  const { actor, running, startOver, idle } = useEnrollment({
    plan,
    lang,
    rendered,
    fromServer: draft !== null,
    onSubmitted: (number) =>
      void navigate({
        to: '/$lang/enroll-{$year}/confirmation/',
        params,
        state: { enrollment: result(number) },
        replace: true,
      }),
    onFailed: () =>
      void navigate({
        to: '/$lang/enroll-{$year}/error/',
        params,
        state: { enrollment: result() },
      }),
  })
  // Load the result pages' code long before a submit: if the server goes away mid-submit, the error
  // page still shows. It waits until the wizard is there and the main thread is idle: run while
  // React hydrated the page, the two preloads (the root's strings, the loaders, the chunks' links)
  // held the first step back by about 200 ms on a phone's 4x slower CPU (decision 0018).
  const wizardShown = actor !== null
  useEffect(() => {
    if (!wizardShown) return
    const params = { lang, year: String(year) }
    return whenIdle(() => {
      void router
        .preloadRoute({ to: '/$lang/enroll-{$year}/confirmation/', params })
        .catch(() => undefined)
      void router
        .preloadRoute({ to: '/$lang/enroll-{$year}/error/', params })
        .catch(() => undefined)
    }, RESULT_PAGES_PRELOAD_TIMEOUT_MS)
  }, [wizardShown, router, lang, year])
  useStepUrl(
    running,
    plan.slug,
    urlStep,
    (step, replace) =>
      void navigate({
        to: '/$lang/enroll-{$year}/',
        params,
        search: { plan: plan.slug, step: stepParam(step, lang) },
        replace,
      }),
    urlParam === undefined || urlStep === undefined || stepParam(urlStep, lang) === urlParam,
  )
  return (
    <>
      <div aria-live="polite" className="no-print">
        {idle === 'expired' && (
          <p className="notice">{t('idle.expired', { minutes: IDLE_MINUTES })}</p>
        )}
      </div>
      {idle === 'warning' && (
        <div role="alert" className="notice idle-warning no-print">
          <p>{t('idle.warning', { minutes: WARN_MINUTES })}</p>
          {/* Pressing it is activity, which the idle clock listens for. */}
          <button type="button" className="button button--secondary">
            {t('idle.keep')}
          </button>
        </div>
      )}
      {actor ? (
        <>
          <EnrollmentWizard
            actor={actor}
            lang={lang}
            onStartOver={() => {
              // An application begun without JavaScript is forgotten on the server too.
              if (draft)
                void fetch(window.location.href, {
                  method: 'POST',
                  body: new URLSearchParams({ action: 'startOver' }),
                }).catch(() => undefined)
              startOver()
            }}
          />
          <PartReady />
        </>
      ) : (
        // The wizard is made in the browser, from this tab's storage (use-enrollment.ts): until then
        // its place is held, so what follows it does not move when it appears, and the page counts
        // as hydrated only once it has (ui/part.tsx).
        <>
          <p role="status" className="enrollment__loading">
            {t('page.loading')}
            <PendingPart />
          </p>
          <div className="no-script">
            <p>
              <CallText>
                {t('page.noScriptLost', {
                  minutes: IDLE_MINUTES,
                  phone: config.phone,
                  tty: config.tty,
                })}
              </CallText>
            </p>
            <p>
              <Link
                to="/$lang/enroll-{$year}/"
                params={params}
                search={{ plan: plan.slug, step: stepParam('personal', lang) }}
              >
                {t('page.noScriptStart')}
              </Link>
            </p>
          </div>
        </>
      )}
      <p className="no-print enrollment__kept needs-script">
        {t('page.keptInTab', { minutes: IDLE_MINUTES })}
      </p>
      <p className="no-print enrollment__kept no-script">
        {t('page.keptOnServer', { minutes: IDLE_MINUTES })}
      </p>
    </>
  )
}
