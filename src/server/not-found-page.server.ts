import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { config } from './config.server'

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/**
 * The 404 page the server entry answers by itself, before any route runs (an impossible path, a
 * test page that is off): the words of the site's Page Not Found, without scripts.
 */
export function notFoundHtml(lang: Lang): Response {
  const t = i18nFor(lang).getFixedT(lang, 'common')
  const home = lang === 'es' ? '/es/' : '/'
  const html = `<!DOCTYPE html>
<html lang="${lang === 'es' ? 'es-MX' : 'en-US'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t('notFound.title'))} | ${escape(t('brand'))}</title>
<style>body{margin:0;font:112.5%/1.55 system-ui,sans-serif;color:#1b1f23}main{max-width:44rem;margin:0 auto;padding:3rem 1rem}h1{color:#063d31}a{color:#0b5d4b}</style>
</head>
<body>
<main>
<h1>${escape(t('notFound.title'))}</h1>
<p>${escape(t('notFound.body'))} <a href="${home}">${escape(t('notFound.homeLink'))}</a></p>
</main>
</body>
</html>
`
  return new Response(html, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}

/** The 500 page for a failure outside the router (the router renders its own error page). */
export function serverErrorHtml(lang: Lang): Response {
  const t = i18nFor(lang).getFixedT(lang, 'common')
  const home = lang === 'es' ? '/es/' : '/'
  const body = t('serverError.body', { phone: config().MEMBER_SERVICES_PHONE, tty: config().TTY })
  const html = `<!DOCTYPE html>
<html lang="${lang === 'es' ? 'es-MX' : 'en-US'}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escape(t('serverError.title'))} | ${escape(t('brand'))}</title>
</head>
<body>
<main>
<h1>${escape(t('serverError.title'))}</h1>
<p>${escape(body)} <a href="${home}">${escape(t('serverError.homeLink'))}</a></p>
</main>
</body>
</html>
`
  return new Response(html, { status: 500, headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' } })
}
