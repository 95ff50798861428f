import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { DocumentListSlice } from '~/content/types.generated'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

/** Document links that say their format and size before anyone downloads them. */
export default function DocumentList({ slice }: SliceComponentProps<DocumentListSlice>) {
  const { t } = useTranslation('slices')
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice document-list"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="document-list__items">
        {primary.documents.map((doc, index) =>
          isFilled.link(doc.file) && isFilled.keyText(doc.name) ? (
            <li key={index} className="document-list__item">
              <ContentLink field={doc.file}>
                {doc.name}{' '}
                {isFilled.select(doc.format) && (
                  <span className="document-list__meta">
                    {isFilled.keyText(doc.size)
                      ? t('documentList.details', { format: doc.format, size: doc.size })
                      : t('documentList.format', { format: doc.format })}
                  </span>
                )}
              </ContentLink>
              {isFilled.keyText(doc.description) && (
                <p className="document-list__description">{doc.description}</p>
              )}
            </li>
          ) : null,
        )}
      </ul>
    </Wrapper>
  )
}
