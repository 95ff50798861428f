import type { Lang } from '~/i18n/locales'
import { FinderFlow } from './finder-flow'
import { finderState } from './finder-search'

/**
 * The finder's ZIP form for the FormSlot slice ('plan_finder') and the hero's ZIP variation:
 * register it with `registerFormSlot('plan_finder', PlanFinderSlot)` at the app level.
 */
export function PlanFinderSlot({ lang }: { lang: Lang }) {
  return <FinderFlow lang={lang} state={finderState({})} place="home" />
}
