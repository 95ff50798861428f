import { useLinkProps } from '@tanstack/react-router'
import type { FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import type { PickNotice } from './compare-pick'
import { MAX_COMPARED } from './finder-search'
import type { ViewLink } from './view-switch'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/** The id of the compare form: each card's Compare box belongs to it (`form=`). */
export const COMPARE_FORM = 'plan-compare-form'

type Props = {
  /** This result list's address (without a choice): the form's action and hidden fields. */
  link: ViewLink
  chosen: readonly string[]
  notice: PickNotice
  /** With JavaScript: the choice is ready (two or three) and the side-by-side view opens. */
  onCompare: () => void
}

/**
 * The compare form: a GET form to the same results, so ticking Compare on two or three cards and
 * pressing the button shows them side by side without JavaScript too (`compare=` once per box).
 * The count and any problem are in a live region; the bar stays at the bottom of the screen
 * while the list scrolls once a plan is chosen.
 */
export function CompareBar({ link, chosen, notice, onCompare }: Props) {
  const { t } = useTranslation('planFinder')
  // The form writes the query itself (its fields), so the action is the path alone.
  const action = useLinkProps(link).href?.split('?')[0]
  const hidden = Object.entries(link.search).filter(
    ([name, value]) => name !== 'compare' && value !== undefined,
  )
  const count = chosen.length
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    onCompare()
  }
  const message =
    notice === 'limit'
      ? t('pick.limit')
      : notice === 'tooFew'
        ? t('pick.tooFew')
        : notice === 'tooMany'
          ? t('pick.tooMany', { count })
          : count === 0
            ? t('pick.none')
            : t('pick.count', { count })
  return (
    <form
      id={COMPARE_FORM}
      action={action}
      method="get"
      onSubmit={submit}
      className={`compare-bar${count > 0 ? ' compare-bar--sticky' : ''}`}
    >
      {hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={String(value)} />
      ))}
      <p
        role="status"
        className={`compare-bar__status${notice ? ' compare-bar__status--problem' : ''}`}
      >
        {message}
      </p>
      <button type="submit" className="button button--primary">
        {count >= 2 && count <= MAX_COMPARED ? t('pick.submit', { count }) : t('pick.submitAny')}
      </button>
    </form>
  )
}
