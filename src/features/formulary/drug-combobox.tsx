import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '~/ui/field'
import type { DrugSuggestion } from '~/plans/formulary-types'
import { normalizeName } from '~/plans/drug-names'
import { tierLabel } from './tier-name'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['formulary'])

export type Suggest = (query: string, signal: AbortSignal) => Promise<DrugSuggestion[]>

type Props = { suggest: Suggest; onChoose: (drug: DrugSuggestion) => void }

/**
 * Drug name input with suggestions, following the ARIA 1.2 combobox pattern: the list is a
 * listbox controlled by the input, the active option is announced through
 * aria-activedescendant, and a polite status tells how many suggestions there are. Arrow keys
 * move, Enter chooses, Escape closes. Submitting shows every match, or the no-match message.
 */
export function DrugCombobox({ suggest, onChoose }: Props) {
  const { t } = useTranslation('formulary')
  const id = useId()
  const listId = `${id}-list`
  const [query, setQuery] = useState('')
  const [options, setOptions] = useState<DrugSuggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [status, setStatus] = useState('')
  const [results, setResults] = useState<{ query: string; drugs: DrugSuggestion[] } | null>(null)
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
    if (normalizeName(query).length < 2 || query === chosen.current) {
      setOptions([])
      setOpen(false)
      return
    }
    chosen.current = null
    const timer = window.setTimeout(async () => {
      if (chosen.current === query) return
      const found = await lookup(query)
      if (!found) return
      setOptions(found)
      setActive(-1)
      setOpen(true)
      setStatus(found.length ? t('search.suggestionsCount', { count: found.length }) : t('search.noSuggestions'))
    }, 150)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query])

  function choose(drug: DrugSuggestion) {
    pending.current?.abort()
    chosen.current = drug.name
    setOpen(false)
    setActive(-1)
    setQuery(drug.name)
    setResults(null)
    onChoose(drug)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      if (!options.length) return
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      setActive((current) => (current + step + options.length) % options.length)
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault()
      choose(options[active])
    } else if (event.key === 'Escape') {
      if (open) setOpen(false)
      else setQuery('')
      setActive(-1)
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setOpen(false)
    if (normalizeName(query).length < 2) {
      setError(t('search.tooShort'))
      input.current?.focus()
      return
    }
    setError(undefined)
    // The search answers now; a suggestion round still waiting for its timer would only compete.
    chosen.current = query
    const found = await lookup(query)
    if (found) setResults({ query, drugs: found })
  }

  const expanded = open && options.length > 0
  return (
    <form className="drug-search" role="search" noValidate onSubmit={onSubmit}>
      <div className="drug-search__row">
        <Field id={`${id}-input`} label={t('search.label')} hint={t('search.hint')} error={error}>
          <input
            ref={input}
            className="input drug-search__input"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
        </Field>
        <button type="submit" className="button button--primary">
          {t('search.submit')}
        </button>
      </div>
      <ul id={listId} role="listbox" aria-label={t('search.label')} className="drug-search__list" hidden={!expanded}>
        {options.map((drug, index) => (
          // The input owns the keyboard (arrows and Enter, aria-activedescendant: the APG combobox);
          // options are not focusable and a click picks one with the mouse.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={drug.id}
            id={`${id}-option-${index}`}
            role="option"
            aria-selected={index === active}
            className="drug-search__option"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(drug)}
          >
            <span className="drug-search__name">{drug.name}</span>
            <span className="drug-search__detail">{describe(t, drug)}</span>
          </li>
        ))}
      </ul>
      <p className="visually-hidden" role="status">
        {status}
      </p>
      {failed && <p role="alert" className="drug-search__message">{t('search.failed')}</p>}
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
                <button type="button" className="link-button" onClick={() => choose(drug)}>
                  {t('drug.view', { name: drug.name })}
                </button>{' '}
                <span className="drug-search__detail">{describe(t, drug)}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </form>
  )
}

type T = ReturnType<typeof useTranslation<'formulary'>>['t']

function describe(t: T, drug: DrugSuggestion): string {
  const kind = drug.isBrand ? t('drug.brandOfGeneric', { generic: drug.genericName }) : drug.brandOf ? t('drug.genericOf', { brand: drug.brandOf }) : t('drug.genericName')
  const coverage = drug.covered && drug.tier ? tierLabel(t, drug.tier) : t('drug.notCovered')
  return `${kind} · ${coverage}`
}
