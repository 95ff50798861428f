import { useState } from 'react'
import { MAX_COMPARED } from './finder-search'

/** What the compare bar says besides the count: the limit, too few to compare, too many sent. */
export type PickNotice = 'limit' | 'tooFew' | 'tooMany' | null

/**
 * The plans chosen to compare on a result list. The URL's choice (`compare=`, only plans of this
 * list) opens the side-by-side view when it holds two or three; one, or more than three (the form
 * without JavaScript lets a person tick any number), stays on the list with its boxes ticked and
 * the bar saying why. Ticking in the browser keeps the choice here, under the limit, until the
 * person asks to compare; it outlives the side-by-side view, so Back finds it ticked.
 */
export function useComparePick(inUrl: readonly string[], known: ReadonlySet<string>) {
  const fromUrl = inUrl.filter((slug) => known.has(slug))
  const comparing = fromUrl.length >= 2 && fromUrl.length <= MAX_COMPARED
  const urlKey = fromUrl.join(',')
  const [chosen, setChosen] = useState<string[]>(fromUrl)
  const [notice, setNotice] = useState<PickNotice>(noticeOf(fromUrl.length))
  const [seen, setSeen] = useState(urlKey)
  if (seen !== urlKey) {
    // A new choice in the URL (a link, Back) is the choice.
    setSeen(urlKey)
    if (fromUrl.length > 0) {
      setChosen(fromUrl)
      setNotice(noticeOf(fromUrl.length))
    }
  }
  const toggle = (slug: string, on: boolean) => {
    if (!on) {
      setChosen((current) => current.filter((item) => item !== slug))
      setNotice(null)
    } else if (chosen.length >= MAX_COMPARED) {
      setNotice('limit')
    } else {
      setChosen((current) => (current.includes(slug) ? current : [...current, slug]))
      setNotice(null)
    }
  }
  /** Whether the choice can be compared; says why not when it cannot. */
  const ready = () => {
    const problem = noticeOf(chosen.length) ?? (chosen.length === 0 ? 'tooFew' : null)
    setNotice(problem)
    return problem === null
  }
  return { comparing, inView: comparing ? fromUrl : [], chosen, notice, toggle, ready }
}

function noticeOf(count: number): PickNotice {
  if (count === 1) return 'tooFew'
  if (count > MAX_COMPARED) return 'tooMany'
  return null
}
