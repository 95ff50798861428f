import { isFilled, type RichTextField } from '@prismicio/client'
import { PrismicLink, PrismicRichText, type RichTextComponents } from '@prismicio/react'
import { createContext, Fragment, useContext, type ReactNode } from 'react'
import { InternalContentLink } from './content-link'
import { PhoneText } from './contact-facts'

/** A phone number as editors write them (spec 9.2): "1-800-555-0123", and "TTY 711" beside it. */
const PHONE_OR_TTY = /(\b1-\d{3}-\d{3}-\d{4}\b|\bTTY (?:1-\d{3}-\d{3}-\d{4}|\d{3})\b)/

/** True inside an editor's own link, where a number must not become a second, nested link. */
const InsideLink = createContext(false)

/**
 * A run of editor-written text: its phone numbers as `PhoneText` shows them, its line breaks kept
 * as Prismic's default does.
 */
function EditorText({ text }: { text: string }) {
  const insideLink = useContext(InsideLink)
  return text.split('\n').map((line, i) => (
    <Fragment key={i}>
      {i > 0 && <br />}
      <PhoneText text={line} phones={PHONE_OR_TTY} linked={!insideLink} />
    </Fragment>
  ))
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
