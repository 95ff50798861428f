/** The two locales of spec 3.12. English is the default and has no path prefix. */
export const LOCALES = {
  en: { code: 'en-us', lang: 'en', path: '', name: 'English', label: 'English' },
  es: { code: 'es-mx', lang: 'es', path: '/es', name: 'Spanish', label: 'Español' },
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

export function langFromCode(code: string): Lang | undefined {
  return LANGS.find((lang) => LOCALES[lang].code === code.toLowerCase())
}
