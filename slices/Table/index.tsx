import { asText, isFilled } from '@prismicio/client'
import { PrismicTable, type SliceComponentProps } from '@prismicio/react'
import type { TableFieldBodyRow, TableFieldDataCell, TableFieldHeadRow } from '@prismicio/client'
import { createContext, useContext, useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { TableSlice } from '~/content/types.generated'
import { ContentRichText } from '~/ui/content-rich-text'
import { languageOfName } from './languages'

/** From this many columns a table keeps a minimum width and scrolls sideways on a phone. */
export const WIDE_COLUMNS = 4

/** The row being rendered, so a cell knows the language its row's first cell names. */
const Row = createContext<TableFieldHeadRow | TableFieldBodyRow | null>(null)

/**
 * A data table with a caption; header cells are column headers. Wide tables scroll in a focusable
 * region. A body row whose first cell names a language (languages.ts) has its other cells marked
 * in that language, as the multi-language insert's passages are.
 */
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
              tr: ({ row, children }) => (
                <Row.Provider value={row}>
                  <tr>{children}</tr>
                </Row.Provider>
              ),
              td: ({ cell, children }) => <Cell cell={cell}>{children}</Cell>,
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

function Cell({ cell, children }: { cell: TableFieldDataCell; children: ReactNode }) {
  const row = useContext(Row)
  const first = row?.cells[0]
  const language = first && first !== cell ? languageOfName(asText(first.content)) : null
  return <td {...language}>{children}</td>
}
