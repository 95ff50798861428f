'use strict'
// Code the adapter writes for editors and developers: new slice components and field snippets.

const pascalCase = (text) =>
  String(text)
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('')

/** index.tsx of a new slice: typed props, the slice markers the simulator and style guide use. */
function sliceComponent(model) {
  const name = pascalCase(model.name)
  return `import type { SliceComponentProps } from '@prismicio/react'
import type { ${name}Slice } from '~/content/types.generated'

/** ${model.description || model.name} */
export default function ${name}({ slice }: SliceComponentProps<${name}Slice>) {
  return (
    <section className="slice" data-slice-type={slice.slice_type} data-slice-variation={slice.variation}>
      {/* Render each field here; optional fields only behind isFilled.* checks (see README). */}
    </section>
  )
}
`
}

/** A snippet for one field, in the style of the existing slices (src/ui content helpers). */
function fieldSnippet({ fieldPath, model, itemName }) {
  const access = itemName ? `${itemName}.${fieldPath[fieldPath.length - 1]}` : fieldPath.join('.')
  const code = {
    StructuredText: `<ContentRichText field={${access}} />`,
    Link: `<ContentLink field={${access}} />`,
    Image: `<ContentImage field={${access}} />`,
    Table: `<PrismicTable field={${access}} />`,
    Group: `{${access}.map((item, index) => (\n  <div key={index}>{/* item fields */}</div>\n))}`,
    Boolean: `{${access} ? 'Yes' : 'No'}`,
  }[model.type]
  const fallback = `{isFilled.${model.type === 'Text' ? 'keyText' : 'select'}(${access}) && <p>{${access}}</p>}`
  return { label: 'React (Ceiba Health)', language: 'tsx', code: code ?? fallback }
}

module.exports = { pascalCase, sliceComponent, fieldSnippet }
