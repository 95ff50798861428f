import type { Lang } from '~/i18n/locales'
import { HomeZipForm } from './home-zip-form'

/**
 * The finder's ZIP form for the FormSlot slice ('plan_finder') and the hero's ZIP variation:
 * register it with `registerFormSlot('plan_finder', PlanFinderSlot)` at the app level.
 */
export function PlanFinderSlot({ lang }: { lang: Lang }) {
  return <HomeZipForm lang={lang} />
}
