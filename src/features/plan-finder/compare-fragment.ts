import { parseList, type CareList } from '~/care/care-list'

/**
 * The care list in a shared comparison link. It goes in the URL fragment only (`#care=…`), which a
 * browser never sends to a server, so no server, log or page cache sees it; the page reads it
 * in the browser. Only what the estimate and the rows need: each drug's id, name, dose and fill,
 * each doctor's or pharmacy's NPI, name and kind, and the Extra Help and pharmacy answers.
 */
const NAME = 'care'

const toBase64Url = (text: string) => {
  let binary = ''
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

const fromBase64Url = (value: string) => {
  const binary = atob(value.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (char) => char.charCodeAt(0)))
}

const provider = ({ npi, name, specialty, category }: CareList['providers'][number]) => ({
  npi,
  name,
  specialty,
  category,
})

const holdsCare = (list: CareList) =>
  list.drugs.length > 0 || list.providers.length > 0 || list.pharmacy !== null

/** The fragment (with its '#') that carries a care list; '' for an empty list. */
export function careFragment(list: CareList): string {
  if (!holdsCare(list)) return ''
  const shared = {
    drugs: list.drugs.map(({ id, name, dose, quantity, days }) => ({
      id,
      name,
      dose,
      quantity,
      days,
    })),
    providers: list.providers.map(provider),
    pharmacy: list.pharmacy ? provider(list.pharmacy) : null,
    extraHelp: list.extraHelp,
    pharmacyType: list.pharmacyType,
  }
  return `#${new URLSearchParams({ [NAME]: toBase64Url(JSON.stringify(shared)) })}`
}

/** The care list a fragment carries, checked as a stored list is; null when it carries none. */
export function careFromFragment(hash: string): CareList | null {
  const value = new URLSearchParams(hash.replace(/^#/, '')).get(NAME)
  if (!value) return null
  let raw: string
  try {
    raw = fromBase64Url(value)
  } catch {
    return null
  }
  const list = parseList(raw)
  return holdsCare(list) ? list : null
}
