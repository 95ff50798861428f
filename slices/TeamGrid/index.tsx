import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { TeamGridSlice } from '~/content/types.generated'
import { ContentImage } from '~/ui/content-image'
import { ContentRichText } from '~/ui/content-rich-text'

export default function TeamGrid({ slice }: SliceComponentProps<TeamGridSlice>) {
  const { primary } = slice
  return (
    <section className="slice team-grid" data-slice-type={slice.slice_type} data-slice-variation={slice.variation}>
      {isFilled.keyText(primary.title) && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <ul className="team-grid__members">
        {primary.members.map((member, index) => (
          <li key={index} className="team-grid__member">
            <ContentImage field={member.photo} className="team-grid__photo" />
            {isFilled.keyText(member.name) && <h3>{member.name}</h3>}
            {isFilled.keyText(member.role) && <p className="team-grid__role">{member.role}</p>}
            {isFilled.keyText(member.bio) && <p>{member.bio}</p>}
          </li>
        ))}
      </ul>
    </section>
  )
}
