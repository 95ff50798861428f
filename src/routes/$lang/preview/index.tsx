import { createFileRoute } from '@tanstack/react-router'
import { i18nFor } from '~/i18n/i18n'
import type { Lang } from '~/i18n/locales'
import { getEditorLanguage } from '~/content/preview'
import { PreviewPage } from '~/content/preview-page'

const previewTitle = (lang: Lang) => i18nFor(lang).getFixedT(lang, 'content')('preview.title')

/** Prismic's preview link lands here: /preview/?token=…&documentId=… (never indexed). */
export const Route = createFileRoute('/$lang/preview/')({
  // Text or nothing (the server function validates both with zod when the page enters preview).
  validateSearch: (raw: Record<string, unknown>): { token?: string; documentId?: string } => ({
    token: typeof raw.token === 'string' ? raw.token : undefined,
    documentId: typeof raw.documentId === 'string' ? raw.documentId : undefined,
  }),
  loader: async () => ({ lang: await getEditorLanguage() }),
  head: ({ loaderData }) => ({
    meta: [
      { title: previewTitle(loaderData?.lang ?? 'en') },
      { name: 'robots', content: 'noindex' },
    ],
  }),
  component: function Preview() {
    const { lang } = Route.useLoaderData()
    const { token, documentId } = Route.useSearch()
    return <PreviewPage lang={lang} token={token} documentId={documentId} />
  },
})
