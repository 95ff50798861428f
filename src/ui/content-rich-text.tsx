import { isFilled, type RichTextField } from '@prismicio/client'
import { PrismicLink, PrismicRichText, type RichTextComponents } from '@prismicio/react'
import { createContext, Fragment, useContext, type ReactNode } from 'react'
import { InternalContentLink } from './content-link'
import { PhoneLink } from './contact-facts'

/** A phone number as editors write them (spec 9.2): "1-800-555-0123", and "TTY 711" beside it. */
const PHONE_OR_TTY = /(\b1-\d{3}-\d{3}-\d{4}\b|\bTTY (?:1-\d{3}-\d{3}-\d{4}|\d{3})\b)/

/** "fax 1-800-…", "fax al 1-800-…", "Fax: 1-800-…": a fax number is kept whole but is not tap-to-call. */
const FAX_BEFORE = /\bfax(?:\s+(?:it\s+)?(?:al|at|to))?[\s:]*$/i

/** True inside an editor's own link, where a number must not become a second, nested link. */
const InsideLink = createContext(false)

/**
 * A run of editor-written text: each phone number is tap-to-call and none breaks across lines
 * (contact-facts.tsx), "TTY n" stays whole, and line breaks are kept as Prismic's default does.
 */
function EditorText({ text }: { text: string }) {
  const insideLink = useContext(InsideLink)
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      {line.split(PHONE_OR_TTY).map((part, j, parts) =>
        j % 2 === 0 ? (
          part
        ) : part.startsWith('TTY') || insideLink || FAX_BEFORE.test(parts[j - 1]!) ? (
          <span key={j} className="nowrap">
            {part.startsWith('TTY') && !insideLink ? <TtyText text={part} /> : part}
          </span>
        ) : (
          <PhoneLink key={j} phone={part} />
        ),
      )}
    </Fragment>
  ))
}

/** "TTY 1-877-486-2048": the number after TTY is tap-to-call too; "TTY 711" is a relay, read as is. */
function TtyText({ text }: { text: string }) {
  const number = text.slice('TTY '.length)
  return number.length > 3 ? (
    <>
      TTY <PhoneLink phone={number} />
    </>
  ) : (
    text
  )
}

const components: RichTextComponents = {
  span: ({ text, key }) => <EditorText key={key} text={text} />,
  hyperlink: ({ node, children, key }): ReactNode => (
    <InsideLink.Provider key={key} value>
      <PrismicLink field={node.data} internalComponent={InternalContentLink}>
        {children}
      </PrismicLink>
    </InsideLink.Provider>
  ),
}

/** Editor-written rich text; internal links navigate client-side. Renders nothing when empty. */
export function ContentRichText({ field }: { field: RichTextField | null | undefined }) {
  if (!isFilled.richText(field)) return null
  return <PrismicRichText field={field} components={components} />
}
