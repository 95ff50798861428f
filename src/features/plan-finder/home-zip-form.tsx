import { useNavigate, useRouter } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import type { Lang } from '~/i18n/locales'
import { isZipCode } from '~/plans/zip-code'
import { finderSearchOf } from './finder-search'
import { FINDER_ANCHOR } from './step-heading'
import { ZipStep } from './zip-step'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['planFinder'])

/**
 * The finder's ZIP step where it starts away from the finder (the home page, a FormSlot or hero
 * placed by an editor): a valid ZIP opens the finder page, whose machine looks the ZIP up; a wrong
 * one is flagged here, by the finder's own rule. It holds no machine, schema or results code, so
 * the home page loads none of them (decision 0015).
 */
export function HomeZipForm({ lang }: { lang: Lang }) {
  const { t } = useTranslation('planFinder')
  const navigate = useNavigate()
  const router = useRouter()
  const [entry, setEntry] = useState({ zip: '', invalid: false })
  // A person who moves into the ZIP field is about to open the finder: its page's code and document
  // load (as a link does on hover), so pressing Enter only looks the ZIP up. They load once the
  // field has shown its focus: started in the focus event, they held a slow phone's next paint.
  const preloaded = useRef(false)
  const preloadFinder = () => {
    if (preloaded.current) return
    preloaded.current = true
    afterPaint(
      () =>
        void router
          .preloadRoute({ to: '/$lang/find-a-plan/', params: { lang } })
          .catch(() => undefined),
    )
  }
  return (
    <ZipStep
      lang={lang}
      zip={entry.zip}
      invalid={entry.invalid}
      onFocus={preloadFinder}
      // The finder opens once its ZIP lookup has answered (its loader waits for it): on a slow
      // network that is a second or more, so a valid ZIP, once submitted, says at once what it does.
      status={entry.zip && !entry.invalid ? t('zip.lookingUp', { zip: entry.zip }) : ''}
      onSubmit={(zip) => {
        if (!isZipCode(zip)) return setEntry({ zip, invalid: true })
        // Shown before the navigation starts: the router holds the page's updates while the
        // finder loads, and this one must not wait for it.
        flushSync(() => setEntry({ zip: zip.trim(), invalid: false }))
        // The finder's page renders in one piece once the router has it: it starts after the
        // status above has painted, so a slow phone answers the key at once.
        afterPaint(
          () =>
            void navigate({
              to: '/$lang/find-a-plan/',
              params: { lang },
              search: finderSearchOf({ zip: zip.trim() }),
              hash: FINDER_ANCHOR,
            }),
        )
      }}
    />
  )
}

/** Runs `task` after the browser has painted what the current event changed. */
function afterPaint(task: () => void) {
  requestAnimationFrame(() => setTimeout(task))
}
