import { useQuery } from '@tanstack/react-query'
import { Link, useLoaderData, useNavigate, useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import type { PlanYear } from '~/plans/plan-years'
import { EligibilityNotice } from './eligibility-notice'
import { enrollmentPlanQuery, type EnrollSearch } from './enrollment-queries'
import { EnrollmentWizard } from './enrollment-wizard'
import './history-state'
import { toEnrollmentPlan } from './plan-facts'
import { PlanChooser } from './plan-chooser'
import type { EnrollmentPlan } from './steps'
import { useEnrollment } from './use-enrollment'

type Props = { lang: Lang; year: PlanYear; search: EnrollSearch }

/** The enrollment feature of /enroll-{year}/ (its page's document holds the h1): the application for a chosen plan, or the plan chooser. */
export function EnrollmentPage({ lang, year, search }: Props) {
  const { t } = useTranslation('enrollment')
  const config = useLoaderData({ from: '__root__' })
  const found = useQuery({ ...enrollmentPlanQuery(search.plan ?? ''), enabled: Boolean(search.plan) })
  const plan = found.data && found.data.year === year ? toEnrollmentPlan(found.data) : null
  return (
    <div className="page page--narrow enrollment">
      {plan ? (
        <>
          <p className="enrollment__plan">
            <strong>{t('page.selectedPlan', { planName: plan.name })}</strong>{' '}
            <Link to="/$lang/enroll-{$year}/" params={{ lang, year: String(year) }} className="no-print">
              {t('page.changePlan')}
            </Link>
          </p>
          <p>{t('page.noTimeLimit')}</p>
          <EligibilityNotice plan={plan} />
          <Application key={plan.slug} plan={plan} lang={lang} year={year} />
        </>
      ) : (
        <>
          {search.plan && found.isSuccess && (
            <p role="alert">{found.data ? t('page.wrongYear', { year: found.data.year, current: year }) : t('page.planNotFound')}</p>
          )}
          {!(search.plan && found.isPending) && <PlanChooser lang={lang} year={year} zip={search.zip} />}
        </>
      )}
      <p className="enrollment__material">{t('page.materialId', { id: config.materialId })}</p>
    </div>
  )
}

function Application({ plan, lang, year }: { plan: EnrollmentPlan; lang: Lang; year: PlanYear }) {
  const { t } = useTranslation('enrollment')
  const navigate = useNavigate()
  const router = useRouter()
  const params = { lang, year: String(year) }
  // Load the result pages' code now: if the server goes away mid-submit, the error page still shows.
  useEffect(() => {
    const params = { lang, year: String(year) }
    void router.preloadRoute({ to: '/$lang/enroll-{$year}/confirmation/', params }).catch(() => undefined)
    void router.preloadRoute({ to: '/$lang/enroll-{$year}/error/', params }).catch(() => undefined)
  }, [router, lang, year])
  const result = (confirmationNumber?: string) => ({ confirmationNumber, planSlug: plan.slug, planType: plan.planType })
  const { actor, startOver } = useEnrollment({
    plan,
    lang,
    leaveMessage: t('leave'),
    onSubmitted: (number) =>
      void navigate({ to: '/$lang/enroll-{$year}/confirmation/', params, state: { enrollment: result(number) }, replace: true }),
    onFailed: () => void navigate({ to: '/$lang/enroll-{$year}/error/', params, state: { enrollment: result() } }),
  })
  if (!actor) return <p role="status">{t('page.loading')}</p>
  return <EnrollmentWizard actor={actor} lang={lang} onStartOver={startOver} />
}
