import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOCALES, type Lang } from './locales'
import { reportMissingKey } from './missing-key-reporter'
import { NAMESPACES, RESOURCES } from './resources'

/**
 * One i18next instance per language, created once. Each has a fixed language, so concurrent
 * server renders in English and Spanish never share or switch state.
 */
function create(lang: Lang): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { [lang]: RESOURCES[lang] },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_langs, namespace, key) => reportMissingKey(LOCALES[lang].code, namespace, key),
  })
  return instance
}

const instances: Record<Lang, i18n> = { en: create('en'), es: create('es') }

export function i18nFor(lang: Lang): i18n {
  return instances[lang]
}
