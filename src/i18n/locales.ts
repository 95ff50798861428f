/**
 * The two locales of spec 3.12, the one place their facts are written: `code` is the content
 * repository's locale (Prismic's), `tag` the BCP 47 language tag (HTML, Intl, PDFs,
 * Accept-Language). English is the default and has no path prefix.
 */
export const LOCALES = {
  en: { code: 'en-us', tag: 'en-US', lang: 'en', path: '', name: 'English', label: 'English' },
  es: { code: 'es-mx', tag: 'es-MX', lang: 'es', path: '/es', name: 'Spanish', label: 'Español' },
} as const

export type Lang = keyof typeof LOCALES
export type LocaleCode = (typeof LOCALES)[Lang]['code']

export const LANGS: readonly Lang[] = ['en', 'es']

/** A path that equals /es or starts with /es/ is Spanish; every other path is English. */
export function langFromPath(pathname: string): Lang {
  return pathname === '/es' || pathname.startsWith('/es/') ? 'es' : 'en'
}

export function otherLang(lang: Lang): Lang {
  return lang === 'en' ? 'es' : 'en'
}

/** The site language of a language value from elsewhere (i18next's, a form's): Spanish or English. */
export function asLang(value: string | undefined): Lang {
  return value?.toLowerCase().startsWith('es') ? 'es' : 'en'
}

export function langFromCode(code: string): Lang | undefined {
  return LANGS.find((lang) => LOCALES[lang].code === code.toLowerCase())
}
