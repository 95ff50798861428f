import i18next, { type i18n } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { LOCALES, type Lang } from './locales'
import { reportMissingKey } from './missing-key-reporter'
import {
  NAMESPACES,
  loadEverything,
  loadNamespaces,
  loadedResources,
  onResourcesLoaded,
  type Namespace,
} from './resources'

// The server, tests and the development server hold every namespace of both languages from the
// start. The production browser loads a language's core namespaces with its first page of that
// language (router.tsx before hydrating, the root route's beforeLoad on navigation) and each
// feature namespace when a module that uses it declares it (needNamespaces below).
if (import.meta.env.SSR || !import.meta.env.PROD) await loadEverything()

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
    missingKeyHandler: (_langs, namespace, key) =>
      reportMissingKey(LOCALES[lang].code, namespace, key),
    // A component that rendered before its strings arrived renders again when they do: in a move
    // between languages the site chrome takes the new language from the location at once, before
    // the root route's beforeLoad has loaded that language's strings.
    react: { bindI18nStore: 'added' },
  })
  return instance
}

const instances: Partial<Record<Lang, i18n>> = {}

onResourcesLoaded((lang, resources) => {
  const instance = instances[lang]
  if (!instance) return
  // The store's 'added' event renders again every component that translates, whatever its
  // namespace: it is sent only for a namespace some component has translated with (one that may
  // have rendered before its strings arrived). A page that loads the next page's strings ahead
  // (the finder's, when a person moves into the home page's ZIP field) renders nothing again.
  const used = new Set(instance.reportNamespaces?.getUsedNamespaces())
  for (const [namespace, tree] of Object.entries(resources))
    instance.addResourceBundle(lang, namespace, tree, true, true, {
      silent: !used.has(namespace),
    })
})

export function i18nFor(lang: Lang): i18n {
  return (instances[lang] ??= create(lang))
}

// Which languages a page has needed and which feature namespaces its modules have declared. Every
// pair of the two is loaded or loading: a language brings every namespace declared so far, a
// declaration brings its namespaces in every language needed so far. So a module's declaration
// and the page's language may arrive in either order.
const languages = new Set<Lang>()
const declared = new Set<Namespace>()

/**
 * Loads a language's strings: its core namespaces and every feature namespace declared so far
 * (instant once loaded). See page-strings.ts for when the router calls it.
 */
export function loadLanguage(lang: Lang): Promise<void> {
  languages.add(lang)
  return loadNamespaces(lang, [...declared])
}

/**
 * Declares the feature namespaces a module translates with, at its top level:
 *
 *     needNamespaces(['enrollment'])
 *
 * Declaring starts the load in the page's language; the places that load code wait for it
 * before rendering what they loaded (page-strings.ts for route chunks before navigating and
 * hydrating, `withStrings` for lazily loaded form slots and slices). Nothing to load on the
 * server and in development, which hold everything. A lint rule (eslint/i18n-namespaces.js)
 * keeps every browser module that translates with a feature namespace declaring it itself (route
 * files and the head modules their route tables import rely on the modules they import), and
 * every lazy import waiting for its strings.
 * (Not a top-level await: Rolldown then splits the entry into many small shared chunks.)
 */
export function needNamespaces(namespaces: readonly Namespace[]): void {
  for (const namespace of namespaces) declared.add(namespace)
  for (const lang of languages) loadNamespaces(lang, namespaces).catch(() => {})
}

/** Waits for every declared namespace in every language needed so far (instant once loaded). */
export function stringsReady(): Promise<void> {
  return Promise.all([...languages].map((lang) => loadNamespaces(lang, [...declared]))).then(
    () => {},
  )
}

/** For a lazy import: the module, once the namespaces it declared have loaded. */
export async function withStrings<T>(module: T): Promise<T> {
  await stringsReady()
  return module
}
