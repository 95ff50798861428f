import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { FeatureView, type SliceContext } from '~/content/features'
import type { HeroSlice } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'
import { TrustStrip } from '~/ui/trust-strip'

/** The page heading (the only h1 a document has), with links, an image or the plan finder's ZIP entry. */
export default function Hero({ slice, context }: SliceComponentProps<HeroSlice, SliceContext>) {
  const { primary } = slice
  return (
    <section
      className={`slice hero hero--${slice.variation}`}
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      <div className="hero__inner">
        <div className="hero__text">
          {isFilled.keyText(primary.eyebrow) && <p className="hero__eyebrow">{primary.eyebrow}</p>}
          {isFilled.keyText(primary.title) && <h1>{primary.title}</h1>}
          <div className="hero__lead">
            <ContentRichText field={primary.lead} />
          </div>
          {slice.variation === 'zipEntry' ? (
            <>
              <FeatureView id="plan_finder" context={context} />
              <ContentImage
                field={slice.primary.image}
                className="hero__image hero__image--zip"
                loading="eager"
              />
            </>
          ) : (
            (isFilled.link(slice.primary.primary_link) ||
              isFilled.link(slice.primary.secondary_link)) && (
              <p className="hero__actions">
                <ContentLink
                  field={slice.primary.primary_link}
                  className="button button--primary"
                />
                <ContentLink
                  field={slice.primary.secondary_link}
                  className="button button--secondary"
                />
              </p>
            )
          )}
        </div>
        {slice.variation === 'withImage' && (
          <ContentImage field={slice.primary.image} className="hero__image" loading="eager" />
        )}
      </div>
      {/* The home page's hero: the facts a person checks before trusting the plan. */}
      {slice.variation === 'zipEntry' && (
        <div className="hero__trust">
          <TrustStrip wide />
        </div>
      )}
    </section>
  )
}
