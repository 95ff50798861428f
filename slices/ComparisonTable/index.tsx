import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ComparisonTableSlice } from '~/content/types.generated'
import { WIDE_COLUMNS } from '../Table'
import { ContentRichText } from '~/ui/content-rich-text'

type Column = 'column_1' | 'column_2' | 'column_3' | 'column_4'
const COLUMNS: Array<[Column, 'value_1' | 'value_2' | 'value_3' | 'value_4']> = [
  ['column_1', 'value_1'],
  ['column_2', 'value_2'],
  ['column_3', 'value_3'],
  ['column_4', 'value_4'],
]

/** Options side by side: a column per option the editor named, a row header per feature. */
export default function ComparisonTable({ slice }: SliceComponentProps<ComparisonTableSlice>) {
  const { t } = useTranslation('slices')
  const captionId = useId()
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  const Wrapper = hasTitle ? 'section' : 'div'
  const columns = COLUMNS.filter(([column]) => isFilled.keyText(primary[column]))
  return (
    <Wrapper
      className="slice comparison-table"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <div className="table-slice__scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
        <table
          className={
            columns.length + 1 >= WIDE_COLUMNS
              ? 'data-table data-table--wide comparison-table__table'
              : 'data-table comparison-table__table'
          }
        >
          {/* The section's heading names the table: read out, not shown twice. */}
          <caption id={captionId} className={hasTitle ? 'visually-hidden' : undefined}>
            {hasTitle ? primary.title : primary.row_header}
            <span className="visually-hidden"> {t('table.scrollHint')}</span>
          </caption>
          <thead>
            <tr>
              <th scope="col">{primary.row_header}</th>
              {columns.map(([column]) => (
                <th scope="col" key={column}>
                  {primary[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {primary.rows.map((row, index) =>
              isFilled.keyText(row.feature) ? (
                <tr key={index}>
                  <th scope="row">{row.feature}</th>
                  {columns.map(([column, value]) => (
                    <td key={column}>{row[value]}</td>
                  ))}
                </tr>
              ) : null,
            )}
          </tbody>
        </table>
      </div>
      <div className="table-slice__footnote">
        <ContentRichText field={primary.footnote} />
      </div>
    </Wrapper>
  )
}
