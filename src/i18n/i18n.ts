import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LANGS, LOCALES, type Lang } from './locales'
import { reportMissingKey } from './missing-key-reporter'
import { NAMESPACES, loadResources, loadedResources, onResourcesLoaded } from './resources'

// The server, tests and the development server hold both languages from the start; the
// production browser loads its page's language before hydrating (router.tsx) and the other one
// when a person switches (the root route's loader).
if (import.meta.env.SSR || !import.meta.env.PROD) await Promise.all(LANGS.map(loadResources))

/**
 * One i18next instance per language, created on first use. Each has a fixed language, so
 * concurrent server renders in English and Spanish never share or switch state.
 */
function create(lang: Lang): i18n {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: false,
    ns: NAMESPACES,
    defaultNS: 'common',
    resources: { [lang]: loadedResources(lang) ?? {} },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: (_langs, namespace, key) => reportMissingKey(LOCALES[lang].code, namespace, key),
  })
  return instance
}

const instances: Partial<Record<Lang, i18n>> = {}

onResourcesLoaded((lang, resources) => {
  const instance = instances[lang]
  if (!instance) return
  for (const [namespace, tree] of Object.entries(resources)) instance.addResourceBundle(lang, namespace, tree, true, true)
})

export function i18nFor(lang: Lang): i18n {
  return (instances[lang] ??= create(lang))
}

/** Waits for a language's strings (instant once loaded). */
export function loadLanguage(lang: Lang): Promise<unknown> {
  return loadResources(lang)
}
