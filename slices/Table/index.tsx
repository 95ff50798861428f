import { isFilled } from '@prismicio/client'
import { PrismicTable, type SliceComponentProps } from '@prismicio/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableSlice } from '~/content/types.generated'
import { ContentRichText } from '~/ui/content-rich-text'

/** From this many columns a table keeps a minimum width and scrolls sideways on a phone. */
export const WIDE_COLUMNS = 4

/** A data table with a caption; header cells are column headers. Wide tables scroll in a focusable region. */
export default function Table({ slice }: SliceComponentProps<TableSlice>) {
  const { t } = useTranslation('slices')
  const captionId = useId()
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  const hasCaption = isFilled.keyText(primary.caption)
  const table = isFilled.table(primary.table) ? primary.table : null
  const columns = (table?.head?.rows[0] ?? table?.body.rows[0])?.cells.length ?? 0
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice table-slice"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      {isFilled.table(primary.table) && (
        <div className="table-slice__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
          <PrismicTable
            field={primary.table}
            components={{
              table: ({ children }) => (
                <table
                  className={columns >= WIDE_COLUMNS ? 'data-table data-table--wide' : 'data-table'}
                >
                  {/* Without a caption of its own the table is named by the section's heading, read
                      out but not shown twice. */}
                  <caption id={captionId} className={hasCaption ? undefined : 'visually-hidden'}>
                    {hasCaption ? primary.caption : primary.title}
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
