import { i18nFor } from '~/i18n/i18n'
import { langFromPath, type Lang } from '~/i18n/locales'
import { jsonError } from './http.server'

/** The perimeter's errors (decision 0012), each with its message key in common.json `apiErrors`. */
const MESSAGES = {
  rate_limited: 'rateLimited',
  too_large: 'tooLarge',
  unsupported_media_type: 'unsupportedMediaType',
  invalid_characters: 'invalidCharacters',
  invalid_json: 'invalidJson',
  cross_site_request: 'crossSite',
  not_found: 'notFound',
  uri_too_long: 'uriTooLong',
  internal_error: 'serverError',
  invalid_request: 'invalidRequest',
  method_not_allowed: 'methodNotAllowed',
} as const

export type PerimeterCode = keyof typeof MESSAGES

/** The language of an error answer: a Spanish page path, else the browser's first language. */
export function requestLang(request: Request): Lang {
  const pathname = new URL(request.url).pathname
  if (langFromPath(pathname) === 'es') return 'es'
  return /^\s*es\b/i.test(request.headers.get('accept-language') ?? '') ? 'es' : 'en'
}

export function perimeterMessage(
  lang: Lang,
  code: PerimeterCode,
  values: Record<string, unknown> = {},
): string {
  return i18nFor(lang).getFixedT(lang, 'common')(`apiErrors.${MESSAGES[code]}`, values)
}

/** A localized JSON error of the perimeter. */
export function perimeterError(
  request: Request,
  status: number,
  code: PerimeterCode,
  values?: Record<string, unknown>,
): Response {
  return jsonError(status, code, perimeterMessage(requestLang(request), code, values))
}

/** A localized 400 naming the field that holds the bad text (`fields: { firstName: message }`), never its value. */
export function fieldError(request: Request, code: PerimeterCode, field: string): Response {
  const message = perimeterMessage(requestLang(request), code)
  return jsonError(400, code, message, { fields: { [field]: message } })
}
