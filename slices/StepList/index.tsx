import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { StepListSlice } from '~/content/types.generated'
import { ContentRichText } from '~/ui/content-rich-text'

/** Numbered steps in order; each step's title is a heading so readers can jump between them. */
export default function StepList({ slice }: SliceComponentProps<StepListSlice>) {
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  const Wrapper = hasTitle ? 'section' : 'div'
  const Heading = hasTitle ? 'h3' : 'h2'
  return (
    <Wrapper
      className="slice step-list"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ol className="step-list__steps">
        {primary.steps.map((step, index) =>
          isFilled.keyText(step.title) ? (
            <li key={index} className="step-list__step">
              <Heading className="step-list__title">{step.title}</Heading>
              <ContentRichText field={step.body} />
            </li>
          ) : null,
        )}
      </ol>
    </Wrapper>
  )
}
