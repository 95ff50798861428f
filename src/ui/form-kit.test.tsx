// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { ErrorSummary } from './error-summary'
import { Field, Fieldset } from './field'
import { ZipField } from './zip-field'

beforeAll(() => {
  // jsdom has no layout.
  Element.prototype.scrollIntoView = () => {}
})
afterEach(cleanup)

function Form() {
  const [attempt, setAttempt] = useState(0)
  const [failed, setFailed] = useState(false)
  const errors = failed
    ? [
        { href: '#zip', message: 'Please enter a 5-digit ZIP code' },
        { href: '#lang-en', message: 'Choose a language' },
      ]
    : []
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setFailed(true)
        setAttempt((n) => n + 1)
      }}
    >
      <ErrorSummary title="There is a problem" errors={errors} attempt={attempt} />
      <ZipField
        id="zip"
        label="ZIP code"
        hint="5 digits"
        error={failed ? 'Please enter a 5-digit ZIP code' : undefined}
        required
        requiredMark="(*Required)"
      />
      <Fieldset id="lang" legend="Language" error={failed ? 'Choose a language' : undefined}>
        <input type="radio" id="lang-en" name="lang" aria-label="English" />
      </Fieldset>
      <Field id="name" label="Name">
        <input className="input" />
      </Field>
      <button type="submit">Send</button>
    </form>
  )
}

describe('form kit', () => {
  it('ZIP entry: a labelled numeric text input of five characters with its hint and error wired', async () => {
    render(<Form />)
    const zip = screen.getByLabelText(/ZIP code/)
    expect(zip).toHaveProperty('type', 'text')
    expect(zip.getAttribute('inputmode')).toBe('numeric')
    expect(zip.getAttribute('autocomplete')).toBe('postal-code')
    expect(zip.getAttribute('maxlength')).toBe('5')
    expect(zip.getAttribute('pattern')).toBe('[0-9]{5}')
    expect(zip.hasAttribute('required')).toBe(true)
    expect(zip.getAttribute('aria-describedby')).toBe('zip-hint')
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(zip.getAttribute('aria-invalid')).toBe('true')
    expect(zip.getAttribute('aria-describedby')).toBe('zip-hint zip-error')
    expect(document.getElementById('zip-error')?.textContent).toBe(
      'Please enter a 5-digit ZIP code',
    )
  })

  it('error summary: focused after a failed submit, each link moves focus to its field', async () => {
    render(<Form />)
    expect(screen.queryByRole('alert')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const summary = screen.getByRole('alert')
    expect(document.activeElement).toBe(summary)
    await userEvent.click(screen.getByRole('link', { name: 'Choose a language' }))
    expect(document.activeElement).toBe(document.getElementById('lang-en'))
    await userEvent.click(screen.getByRole('link', { name: 'Please enter a 5-digit ZIP code' }))
    expect(document.activeElement).toBe(screen.getByLabelText(/ZIP code/))
    // A second failed submit brings focus back to the summary.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    expect(document.activeElement).toBe(screen.getByRole('alert'))
  })

  it('fieldset: the legend names the group and its error is tied to it', async () => {
    render(<Form />)
    await userEvent.click(screen.getByRole('button', { name: 'Send' }))
    const group = screen.getByRole('group', { name: 'Language' })
    expect(group.getAttribute('aria-describedby')).toBe('lang-error')
    expect(group.hasAttribute('data-invalid')).toBe(true)
  })
})
