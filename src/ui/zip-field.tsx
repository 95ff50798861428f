import { ZIP_PATTERN } from '~/plans/zip-code'
import { Field } from './field'

type Props = {
  id: string
  label: string
  hint?: string
  error?: string
  /** A native `required` (with the mark after the label when `requiredMark` is given). */
  required?: boolean
  requiredMark?: string
  name?: string
  autoComplete?: string
} & (
  | { defaultValue?: string; value?: never; onChange?: never }
  | { value: string; onChange: (value: string) => void; defaultValue?: never }
)

/**
 * The one ZIP code entry (STYLE 8), in every form that asks for a ZIP: the shared Field with a
 * text input on the numeric keypad (never type=number, which drops leading zeros), five
 * characters, the postal-code autofill and the ZIP rule as its pattern for native validation.
 */
export function ZipField({
  name = 'zip',
  autoComplete = 'postal-code',
  required,
  defaultValue,
  value,
  onChange,
  ...field
}: Props) {
  return (
    <Field {...field} required={required}>
      <input
        name={name}
        type="text"
        inputMode="numeric"
        autoComplete={autoComplete}
        maxLength={5}
        pattern={ZIP_PATTERN}
        required={required}
        spellCheck={false}
        className="input input--zip"
        defaultValue={defaultValue}
        value={value}
        onChange={onChange && ((event) => onChange(event.target.value))}
      />
    </Field>
  )
}
