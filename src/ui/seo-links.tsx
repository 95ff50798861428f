import { useRouterState } from '@tanstack/react-router'
import { usePublicPath } from '~/i18n/use-lang'
import { LOCALES, otherLang, type Lang } from '~/i18n/locales'
import { useTwin } from '~/i18n/twin'

/** Canonical URL of a path on the site: absolute, without query string or hash (spec 2.1). */
export function canonicalUrl(siteUrl: string, pathname: string): string {
  return new URL(pathname, siteUrl).toString()
}

/** hreflang alternates for a page and its twin; English is the x-default. */
export function alternateLinks(siteUrl: string, lang: Lang, pathname: string, twin: string | null) {
  const links: Array<{ hrefLang: string; href: string }> = [
    { hrefLang: LOCALES[lang].lang, href: canonicalUrl(siteUrl, pathname) },
  ]
  if (twin)
    links.push({ hrefLang: LOCALES[otherLang(lang)].lang, href: canonicalUrl(siteUrl, twin) })
  const english = lang === 'en' ? pathname : twin
  if (english) links.push({ hrefLang: 'x-default', href: canonicalUrl(siteUrl, english) })
  return links
}

export function SeoLinks({ siteUrl, lang }: { siteUrl: string; lang: Lang }) {
  const pathname = usePublicPath()
  const missing = useRouterState({
    select: (state) =>
      state.matches.some(
        (match) =>
          match.status === 'notFound' ||
          ('globalNotFound' in match && Boolean(match.globalNotFound)),
      ),
  })
  const twin = useTwin(lang)
  if (missing) return <meta name="robots" content="noindex" />
  return (
    <>
      <link rel="canonical" href={canonicalUrl(siteUrl, pathname)} />
      {alternateLinks(siteUrl, lang, pathname, twin.exact ? twin.path : null).map((link) => (
        <link key={link.hrefLang} rel="alternate" hrefLang={link.hrefLang} href={link.href} />
      ))}
    </>
  )
}
