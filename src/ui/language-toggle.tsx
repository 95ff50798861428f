import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LOCALES, otherLang, type Lang } from '~/i18n/locales'
import { useTwin } from '~/i18n/twin'
import { useRouterState } from '@tanstack/react-router'

const STORAGE_KEY = 'preferred-language'

/**
 * The page's hash as it is now. Pages such as the provider search write their state there with
 * history.replaceState, which fires no event, so it is also read again on hover, focus and click.
 */
function useLiveHash(): [string, () => void] {
  const [hash, setHash] = useState('')
  const read = () => setHash(window.location.hash)
  useEffect(() => {
    read()
    window.addEventListener('hashchange', read)
    window.addEventListener('popstate', read)
    return () => {
      window.removeEventListener('hashchange', read)
      window.removeEventListener('popstate', read)
    }
  }, [])
  return [hash, read]
}

/**
 * Links to the twin of the current page (spec 2.1, 2.3), keeping the person's search: the query
 * string and the hash go with them to the twin. The choice is remembered for the toggle only;
 * nobody is ever redirected by language. `compact` (the phone header's bar) shows only the
 * language's name ("Español", "English"); the rest of the label is still read and said.
 */
export function LanguageToggle({ lang, compact = false }: { lang: Lang; compact?: boolean }) {
  const { t } = useTranslation()
  const twin = useTwin(lang)
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const [hash, readHash] = useLiveHash()
  const to = otherLang(lang)
  const href = twin.exact ? `${twin.path}${search}${hash}` : twin.path
  // Spec 2.1: 'Change language to: {language}'. The words are written out, so what is seen is
  // what is read and what a voice user says; the language's name is marked in its own language.
  const [before, after = ''] = t('languageToggle.label', { language: '\u0000' }).split('\u0000')
  return (
    <a
      className={compact ? 'language-toggle language-toggle--compact' : 'language-toggle'}
      href={href}
      hrefLang={LOCALES[to].lang}
      onPointerEnter={readHash}
      onFocus={readHash}
      onClick={(event) => {
        // The hash may have changed since the last render: go with the current one.
        if (twin.exact) event.currentTarget.href = `${twin.path}${search}${window.location.hash}`
        try {
          localStorage.setItem(STORAGE_KEY, LOCALES[to].code)
        } catch {
          // Storage may be unavailable (private mode); the link still works.
        }
      }}
    >
      {compact ? before && <span className="visually-hidden">{before}</span> : before}
      <span lang={LOCALES[to].lang}>{t('languageToggle.language')}</span>
      {compact ? after && <span className="visually-hidden">{after}</span> : after}
    </a>
  )
}
