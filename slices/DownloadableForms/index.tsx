import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { DownloadableFormsSlice } from '~/content/types.generated'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

/** Forms to download and send back: each says what it is for, its language and how to return it. */
export default function DownloadableForms({ slice }: SliceComponentProps<DownloadableFormsSlice>) {
  const { t } = useTranslation('slices')
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  const Wrapper = hasTitle ? 'section' : 'div'
  const Heading = hasTitle ? 'h3' : 'h2'
  return (
    <Wrapper
      className="slice downloadable-forms"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="downloadable-forms__items">
        {primary.forms.map((form, index) =>
          isFilled.keyText(form.name) ? (
            <li key={index} className="downloadable-forms__item">
              <Heading className="downloadable-forms__name">
                {isFilled.link(form.file) ? (
                  <ContentLink field={form.file}>
                    {form.name}{' '}
                    <span className="downloadable-forms__meta">
                      {isFilled.keyText(form.pages)
                        ? t('downloadableForms.pdfPages', { pages: form.pages })
                        : t('downloadableForms.pdf')}
                    </span>
                  </ContentLink>
                ) : (
                  form.name
                )}
              </Heading>
              {isFilled.keyText(form.purpose) && <p>{form.purpose}</p>}
              {(isFilled.keyText(form.language) || isFilled.keyText(form.submit)) && (
                <dl className="downloadable-forms__details">
                  {isFilled.keyText(form.language) && (
                    <div>
                      <dt>{t('downloadableForms.language')}</dt>
                      <dd>{form.language}</dd>
                    </div>
                  )}
                  {isFilled.keyText(form.submit) && (
                    <div>
                      <dt>{t('downloadableForms.submit')}</dt>
                      <dd>{form.submit}</dd>
                    </div>
                  )}
                </dl>
              )}
            </li>
          ) : null,
        )}
      </ul>
    </Wrapper>
  )
}
