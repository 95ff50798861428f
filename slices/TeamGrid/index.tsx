import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { TeamGridSlice } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { ContentRichText } from '~/ui/content-rich-text'

export default function TeamGrid({ slice }: SliceComponentProps<TeamGridSlice>) {
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // Item headings sit under the slice's h2; with no title they follow the page heading directly.
  const ItemHeading = hasTitle ? 'h3' : 'h2'
  const Wrapper = hasTitle ? 'section' : 'div'
  return (
    <Wrapper
      className="slice team-grid"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="team-grid__members">
        {primary.members.map((member, index) => (
          <li key={index} className="team-grid__member">
            <ContentImage field={member.photo} className="team-grid__photo" />
            {isFilled.keyText(member.name) && <ItemHeading>{member.name}</ItemHeading>}
            {isFilled.keyText(member.role) && <p className="team-grid__role">{member.role}</p>}
            {isFilled.keyText(member.bio) && <p>{member.bio}</p>}
          </li>
        ))}
      </ul>
    </Wrapper>
  )
}
