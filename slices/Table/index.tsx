import { isFilled } from '@prismicio/client'
import { PrismicTable, type SliceComponentProps } from '@prismicio/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableSlice } from '~/content/types.generated'
import { ContentRichText } from '~/ui/content-rich-text'

/** A data table with a caption; header cells are column headers. Wide tables scroll in a focusable region. */
export default function Table({ slice }: SliceComponentProps<TableSlice>) {
  const { t } = useTranslation('slices')
  const captionId = useId()
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper className="slice table-slice" data-slice-type={slice.slice_type} data-slice-variation={slice.variation}>
      {hasTitle && <h2>{primary.title}</h2>}
      {isFilled.table(primary.table) && (
        <div className="table-slice__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <PrismicTable
            field={primary.table}
            components={{
              table: ({ children }) => (
                <table className="data-table">
                  <caption id={captionId}>
                    {isFilled.keyText(primary.caption) ? primary.caption : primary.title}
                    <span className="visually-hidden"> {t('table.scrollHint')}</span>
                  </caption>
                  {children}
                </table>
              ),
              th: ({ children }) => <th scope="col">{children}</th>,
              paragraph: ({ children }) => <>{children}</>,
            }}
          />
        </div>
      )}
      <div className="table-slice__footnote">
        <ContentRichText field={primary.footnote} />
      </div>
    </Wrapper>
  )
}
