import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import type { FormSlotSlice } from '~/content/types.generated'
import { useLang } from '~/i18n/use-lang'
import { FormSlotView, isFormSlotId } from '~/ui/form-slots'

/** Places the feature form the editor picked; the form itself comes from the form-slot registry. */
export default function FormSlot({ slice }: SliceComponentProps<FormSlotSlice>) {
  const lang = useLang()
  const { primary } = slice
  if (!isFormSlotId(primary.form)) return null
  return (
    <section className="slice form-slot" data-slice-type={slice.slice_type} data-slice-variation={slice.variation}>
      {isFilled.keyText(primary.title) && <h2>{primary.title}</h2>}
      {isFilled.keyText(primary.intro) && <p>{primary.intro}</p>}
      <FormSlotView id={primary.form} lang={lang} />
    </section>
  )
}
