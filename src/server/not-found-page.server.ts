import { i18nFor } from '~/i18n/i18n'
import { type Lang, LOCALES } from '~/i18n/locales'
import { config } from './config.server'

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

const NOT_FOUND_STYLE =
  '<style>body{margin:0;font:112.5%/1.55 system-ui,sans-serif;color:#1b1f23}main{max-width:44rem;margin:0 auto;padding:3rem 1rem}h1{color:#063d31}a{color:#0b5d4b}</style>\n'

/** A page of one heading and one paragraph ending in a link home, without scripts, never cached. */
function plainPage(
  lang: Lang,
  status: number,
  words: { title: string; body: string; homeLink: string; href?: string },
  style = '',
): Response {
  const t = i18nFor(lang).getFixedT(lang, 'common')
  const home = words.href ?? (lang === 'es' ? '/es/' : '/')
  const html = `<!DOCTYPE html>
<html lang="${LOCALES[lang].tag}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(words.title)} | ${escape(t('brand'))}</title>
${style}</head>
<body>
<main>
<h1>${escape(words.title)}</h1>
<p>${escape(words.body)} <a href="${home}">${escape(words.homeLink)}</a></p>
</main>
</body>
</html>
`
  return new Response(html, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
  })
}

/**
 * The 404 page the server entry answers by itself, before any route runs (an impossible path, a
 * test page that is off): the words of the site's Page Not Found, without scripts.
 */
export function notFoundHtml(lang: Lang): Response {
  const t = i18nFor(lang).getFixedT(lang, 'common')
  return plainPage(
    lang,
    404,
    { title: t('notFound.title'), body: t('notFound.body'), homeLink: t('notFound.homeLink') },
    NOT_FOUND_STYLE,
  )
}

/** The 500 page for a failure outside the router (the router renders its own error page). */
export function serverErrorHtml(lang: Lang): Response {
  const t = i18nFor(lang).getFixedT(lang, 'common')
  const body = t('serverError.body', { phone: config().MEMBER_SERVICES_PHONE, tty: config().TTY })
  return plainPage(lang, 500, {
    title: t('serverError.title'),
    body,
    homeLink: t('serverError.homeLink'),
  })
}

/**
 * A page's form posted from another website (a forged post, or a page saved and opened elsewhere):
 * nothing is stored, and the person is told so in words, with a link to the page's form on this
 * site (`path`, the page the post was sent to). Never the JSON error an API answers.
 */
export function crossSitePostHtml(lang: Lang, path: string): Response {
  const t = i18nFor(lang).getFixedT(lang, 'common')
  return plainPage(
    lang,
    403,
    {
      title: t('formPost.crossSiteTitle'),
      body: t('formPost.crossSiteBody'),
      homeLink: t('formPost.crossSiteLink'),
      href: path,
    },
    NOT_FOUND_STYLE,
  )
}
