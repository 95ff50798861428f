import { createFileRoute } from '@tanstack/react-router'
import { LANGS, type Lang } from '~/i18n/locales'

/**
 * Every page lives under its language: the URL rewrite (src/i18n/rewrite.ts) turns '/find-a-plan/'
 * into '/en/find-a-plan/' and '/es/encontrar-un-plan/' into '/es/find-a-plan/' for the router.
 */
export const Route = createFileRoute('/$lang')({
  params: {
    parse: ({ lang }): { lang: Lang } => ({
      lang: (LANGS as readonly string[]).includes(lang) ? (lang as Lang) : 'en',
    }),
    stringify: ({ lang }) => ({ lang }),
  },
})
