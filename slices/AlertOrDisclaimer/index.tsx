import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { AlertOrDisclaimerSlice } from '~/content/types.generated'
import { ContentRichText } from '~/ui/content-rich-text'

const TONES = ['info', 'warning', 'success'] as const
type Tone = (typeof TONES)[number]

/** A notice that is part of the page (not a live region: it does not interrupt), or small print. */
export default function AlertOrDisclaimer({ slice }: SliceComponentProps<AlertOrDisclaimerSlice>) {
  const { t } = useTranslation('slices')
  if (slice.variation === 'disclaimer') {
    const { primary } = slice
    return (
      // Small print has no heading, so it is a div (a section without one is flagged).
      <div
        className="slice disclaimer"
        data-slice-type={slice.slice_type}
        data-slice-variation={slice.variation}
      >
        <ContentRichText field={primary.body} />
        {isFilled.keyText(primary.material_id) && (
          <p className="disclaimer__material-id">
            {t('disclaimer.materialId', { id: primary.material_id })}
          </p>
        )}
      </div>
    )
  }
  const { primary } = slice
  const tone: Tone = TONES.includes(primary.tone as Tone) ? (primary.tone as Tone) : 'info'
  const hasTitle = isFilled.keyText(primary.title)
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className={`slice alert alert--${tone}`}
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle ? (
        <h2 className="alert__title">
          <span className="visually-hidden">{t(`alert.${tone}`)}: </span>
          {primary.title}
        </h2>
      ) : (
        <p className="visually-hidden">{t(`alert.${tone}`)}</p>
      )}
      <ContentRichText field={primary.body} />
    </Wrapper>
  )
}
