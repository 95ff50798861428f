import { useTranslation } from 'react-i18next'
import { LOCALES, otherLang, type Lang } from '~/i18n/locales'
import { useTwin } from '~/i18n/twin'
import { useRouterState } from '@tanstack/react-router'

const STORAGE_KEY = 'preferred-language'

/**
 * Links to the twin of the current page (spec 2.1, 2.3). The choice is remembered for the toggle
 * only; nobody is ever redirected by language.
 */
export function LanguageToggle({ lang }: { lang: Lang }) {
  const { t } = useTranslation()
  const twin = useTwin(lang)
  const search = useRouterState({ select: (state) => state.location.searchStr })
  const to = otherLang(lang)
  const href = twin.exact ? `${twin.path}${search}` : twin.path
  return (
    <a
      className="language-toggle"
      href={href}
      hrefLang={LOCALES[to].lang}
      onClick={() => {
        try {
          localStorage.setItem(STORAGE_KEY, LOCALES[to].code)
        } catch {
          // Storage may be unavailable (private mode); the link still works.
        }
      }}
    >
      {t('languageToggle.label', { language: t('languageToggle.language') })}
    </a>
  )
}
