import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'

// The heads of the county and enroll template pages. Their route tables import them for `head`,
// so they live apart from the pages' components and loaders (which load with each page).

/** Title and description of a county page. */
export function countyPageHead(lang: Lang, county: { location: string } | undefined) {
  const t = i18nFor(lang).getFixedT(lang, 'planFinder')
  if (!county) return {}
  const title = t('results.heading.all', { location: county.location })
  return {
    meta: [
      { title: `${title} | Ceiba Health` },
      { name: 'description', content: t('countyPage.intro', { location: county.location }) },
    ],
  }
}

/** Title and description of a plan's enroll template page. */
export function enrollPlanHead(lang: Lang, loaded: { planName: string; year: number } | undefined) {
  if (!loaded) return {}
  const t = i18nFor(lang).getFixedT(lang, 'planFinder')
  return {
    meta: [
      { title: t('enroll.meta.title', { planName: loaded.planName }) },
      {
        name: 'description',
        content: t('enroll.meta.description', { planName: loaded.planName, year: loaded.year }),
      },
    ],
  }
}
