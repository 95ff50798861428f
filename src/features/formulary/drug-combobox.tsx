import { LOCALES, asLang } from '~/i18n/locales'
import { Link } from '@tanstack/react-router'
import { useContext, useEffect, useId, useRef, useState, type FormEvent, type Ref } from 'react'
import {
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  I18nProvider,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
  type Key,
} from 'react-aria-components'
import { useTranslation } from 'react-i18next'
import type { DrugSuggestion } from '~/plans/formulary-types'
import { normalizeName } from '~/plans/drug-names'
import type { FormularyLink } from './formulary-route'
import { tierLabel } from './tier-name'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['formulary'])

export type Suggest = (query: string, signal: AbortSignal) => Promise<DrugSuggestion[]>

type Props = {
  suggest: Suggest
  onChoose: (drug: DrugSuggestion) => void
  /**
   * The HTML form (decision 0024): where a search goes without JavaScript (a GET of this page with the
   * box's words as `q`) and the plan it keeps (hidden inputs), with the server's matches for the
   * words in the address; each match is then a link to its coverage (`linkTo`).
   */
  form?: {
    action: string
    keep: Record<string, string | undefined>
    sent?: { query: string; drugs: DrugSuggestion[] }
  }
  linkTo?: (drug: DrugSuggestion) => FormularyLink
}

/**
 * Drug name input with suggestions: React Aria's ComboBox (the ARIA 1.2 combobox pattern, its
 * keyboard, focus and screen reader behaviour kept by the library), fed by the formulary search as
 * the person types. A polite status tells how many suggestions there are. Submitting the form
 * shows every match, or the no-match message.
 */
export function DrugCombobox({ suggest, onChoose, form, linkTo }: Props) {
  const { t, i18n } = useTranslation('formulary')
  const id = useId()
  const [query, setQuery] = useState(form?.sent?.query ?? '')
  const [options, setOptions] = useState<DrugSuggestion[]>([])
  const [status, setStatus] = useState('')
  const [results, setResults] = useState<{ query: string; drugs: DrugSuggestion[] } | null>(
    form?.sent ?? null,
  )
  const [error, setError] = useState<string | undefined>()
  const [failed, setFailed] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  // One lookup at a time: a newer keystroke, a choice or a submit makes older answers stale.
  const pending = useRef<AbortController | null>(null)
  const chosen = useRef<string | null>(null)

  useEffect(() => () => pending.current?.abort(), [])

  async function lookup(text: string): Promise<DrugSuggestion[] | null> {
    pending.current?.abort()
    const controller = new AbortController()
    pending.current = controller
    try {
      const found = await suggest(text, controller.signal)
      if (controller.signal.aborted) return null
      setFailed(false)
      return found
    } catch {
      if (!controller.signal.aborted) setFailed(true)
      return null
    }
  }

  useEffect(() => {
    // The words the server already searched (a search sent without JavaScript) suggest nothing more.
    if (
      normalizeName(query).length < 2 ||
      query === chosen.current ||
      query === form?.sent?.query
    ) {
      setOptions([])
      return
    }
    chosen.current = null
    const timer = window.setTimeout(async () => {
      if (chosen.current === query) return
      const found = await lookup(query)
      if (!found) return
      setOptions(found)
      setStatus(
        found.length
          ? t('search.suggestionsCount', { count: found.length })
          : t('search.noSuggestions'),
      )
    }, 150)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query])

  function choose(drug: DrugSuggestion) {
    pending.current?.abort()
    chosen.current = drug.name
    setOptions([])
    setQuery(drug.name)
    setResults(null)
    onChoose(drug)
  }

  /** A match's link was followed: the link navigates, the box shows the drug's name. */
  function followed(drug: DrugSuggestion) {
    pending.current?.abort()
    chosen.current = drug.name
    setOptions([])
    setQuery(drug.name)
    setResults(null)
  }

  function onSelectionChange(key: Key | null) {
    const drug = options.find((option) => option.id === key)
    if (drug) choose(drug)
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (normalizeName(query).length < 2) {
      setError(t('search.tooShort'))
      input.current?.focus()
      return
    }
    setError(undefined)
    // The search answers now; a suggestion round still waiting for its timer would only compete.
    chosen.current = query
    setOptions([])
    const found = await lookup(query)
    if (found) setResults({ query, drugs: found })
  }

  return (
    <form
      className="drug-search"
      role="search"
      action={form?.action}
      method="get"
      noValidate
      onSubmit={onSubmit}
    >
      {form &&
        Object.entries(form.keep).map(
          ([name, value]) =>
            value !== undefined && <input key={name} type="hidden" name={name} value={value} />,
        )}
      {/* React Aria's own words (the list's name, its announcements) in the page's language. */}
      <I18nProvider locale={LOCALES[asLang(i18n.language)].tag}>
        <ComboBox
          className="drug-search__combobox"
          inputValue={query}
          onInputChange={setQuery}
          onSelectionChange={onSelectionChange}
          selectedKey={null}
          items={options}
          menuTrigger="manual"
          name="q"
          allowsCustomValue
          isInvalid={error !== undefined}
        >
          <div className="drug-search__row">
            <div className="field">
              <Label className="field__label">{t('search.label')}</Label>
              <Text slot="description" className="field__hint">
                {t('search.hint')}
              </Text>
              <FieldError className="field__error">{error}</FieldError>
              <SearchInput ref={input} />
            </div>
            <button type="submit" className="button button--primary">
              {t('search.submit')}
            </button>
          </div>
          <OpenWithSuggestions count={options.length} />
          <Popover className="drug-search__popover" placement="bottom start" offset={4}>
            <ListBox<DrugSuggestion> className="drug-search__list">
              {(drug) => (
                <ListBoxItem id={drug.id} textValue={drug.name} className="drug-search__option">
                  <span className="drug-search__name">{drug.name}</span>
                  <span className="drug-search__detail">{describe(t, drug)}</span>
                </ListBoxItem>
              )}
            </ListBox>
          </Popover>
        </ComboBox>
      </I18nProvider>
      {/* While the list is open React Aria hides the rest of the page from screen readers and
          they read the list itself; this status speaks when no suggestion matches. */}
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {failed && (
        <p role="alert" className="drug-search__message">
          {t('search.failed')}
        </p>
      )}
      {results && results.drugs.length === 0 && (
        <p role="alert" className="drug-search__message">
          {t('search.noMatch')}
        </p>
      )}
      {results && results.drugs.length > 0 && (
        <section className="drug-search__results" aria-labelledby={`${id}-results`}>
          <h2 id={`${id}-results`}>{t('search.results', { query: results.query })}</h2>
          <ul className="link-list">
            {results.drugs.map((drug) => (
              <li key={drug.id}>
                {linkTo ? (
                  <Link {...linkTo(drug)} resetScroll={false} onClick={() => followed(drug)}>
                    {t('drug.view', { name: drug.name })}
                  </Link>
                ) : (
                  <button type="button" className="link-button" onClick={() => choose(drug)}>
                    {t('drug.view', { name: drug.name })}
                  </button>
                )}{' '}
                <span className="drug-search__detail">{describe(t, drug)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  )
}

/**
 * The box's input. With the list open and no suggestion picked, React Aria's Enter (or a phone's Go
 * key) only closes the list: here it also sends the search, as Enter does with the list closed.
 */
function SearchInput({ ref }: { ref: Ref<HTMLInputElement> }) {
  const state = useContext(ComboBoxStateContext)
  return (
    <Input
      ref={ref}
      className="input drug-search__input"
      spellCheck={false}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || !state?.isOpen) return
        if (state.selectionManager.focusedKey != null) return
        event.currentTarget.form?.requestSubmit()
      }}
    />
  )
}

/**
 * The suggestions arrive after the typing that asked for them: open the list when they do (while
 * the box has focus) and close it when there are none. The ComboBox's own state does the rest.
 */
function OpenWithSuggestions({ count }: { count: number }) {
  const state = useContext(ComboBoxStateContext)
  useEffect(() => {
    if (!state) return
    if (count > 0 && state.isFocused && !state.isOpen) state.open(null, 'manual')
    if (count === 0 && state.isOpen) state.close()
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [count])
  return null
}

type T = ReturnType<typeof useTranslation<'formulary'>>['t']

function describe(t: T, drug: DrugSuggestion): string {
  const kind = drug.isBrand
    ? t('drug.brandOfGeneric', { generic: drug.genericName })
    : drug.brandOf
      ? t('drug.genericOf', { brand: drug.brandOf })
      : t('drug.genericName')
  const coverage = drug.covered && drug.tier ? tierLabel(t, drug.tier) : t('drug.notCovered')
  return `${kind} · ${coverage}`
}
