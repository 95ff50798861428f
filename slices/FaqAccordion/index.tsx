import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { FaqAccordionSlice } from '~/content/types.generated'
import { ContentRichText } from '~/ui/content-rich-text'

/** Native details/summary: keyboard and screen-reader support with no script. */
export default function FaqAccordion({ slice }: SliceComponentProps<FaqAccordionSlice>) {
  const { t } = useTranslation('slices')
  const headingId = useId()
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  return (
    <section
      className="slice faq"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
      aria-labelledby={hasTitle ? headingId : undefined}
      aria-label={hasTitle ? undefined : t('faq.label')}
    >
      {hasTitle && <h2 id={headingId}>{primary.title}</h2>}
      {primary.questions.map((item, index) =>
        isFilled.keyText(item.question) ? (
          <details key={index} className="faq__item">
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              <ContentRichText field={item.answer} />
            </div>
          </details>
        ) : null,
      )}
    </section>
  )
}
