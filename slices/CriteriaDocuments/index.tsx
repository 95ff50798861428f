import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import type { SliceContext } from '~/content/features'
import type { CriteriaDocumentsSlice } from '~/content/types.generated'
import { type Lang, asLang } from '~/i18n/locales'
import type { CriteriaDocument, CriteriaKind } from '~/plans/criteria-documents'
import { criteriaDocumentsQuery } from '~/plans/criteria-documents-query'
import { ContentRichText } from '~/ui/content-rich-text'

/**
 * The criteria PDFs of the plan year an editor chose, one per formulary, from the formulary data
 * (the files are built by the site, not uploaded): each with its size, and how many drugs it gives
 * the kind of rule the page is about for (the PDF's own count, Part B-or-D drugs included).
 */
export default function CriteriaDocuments({
  slice,
  context,
}: SliceComponentProps<CriteriaDocumentsSlice, SliceContext>) {
  const { i18n } = useTranslation('slices')
  const { primary } = slice
  const lang: Lang = context?.lang ?? asLang(i18n.language)
  const hasTitle = isFilled.keyText(primary.title)
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice document-list criteria-documents"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      {isFilled.select(primary.year) && (
        <CriteriaList
          year={Number(primary.year)}
          lang={lang}
          kind={primary.kind ?? 'prior_authorization'}
        />
      )}
    </Wrapper>
  )
}

function CriteriaList({ year, lang, kind }: { year: number; lang: Lang; kind: CriteriaKind }) {
  const { t } = useTranslation('slices')
  const { data: documents } = useSuspenseQuery(criteriaDocumentsQuery(year, lang))
  if (documents.length === 0) return <p>{t('criteriaDocuments.none', { year })}</p>
  return (
    <ul className="document-list__items">
      {documents.map((doc) => (
        <li key={doc.key} className="document-list__item">
          <a href={doc.url}>
            {doc.code
              ? t('criteriaDocuments.name', { year, code: doc.code.toUpperCase() })
              : t('criteriaDocuments.allPlans', { year })}{' '}
            <span className="document-list__meta">{fileDetails(doc, t)}</span>
          </a>
          <p className="document-list__description">
            {doc.code
              ? t('criteriaDocuments.for', { year, code: doc.code.toUpperCase() })
              : t('criteriaDocuments.forAll', { year })}{' '}
            {t(`criteriaDocuments.drugs.${kind}`, { count: doc.drugs[kind] })}
          </p>
        </li>
      ))}
    </ul>
  )
}

type T = ReturnType<typeof useTranslation<'slices'>>['t']

/** "(PDF, 84 KB)": the format and size, as the DocumentList slice says them. */
function fileDetails(doc: CriteriaDocument, t: T): string {
  const format = t('criteriaDocuments.format')
  if (doc.bytes === 0) return t('documentList.format', { format })
  return t('documentList.details', {
    format,
    size: t('criteriaDocuments.kilobytes', { count: Math.max(1, Math.round(doc.bytes / 1024)) }),
  })
}
