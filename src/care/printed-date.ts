import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { siteChromeQuery } from '~/content/site-chrome'
import { localDay, printedDate } from './care-format'

/**
 * The day a printout carries (the plan comparison, the saved drugs): the person's own, when they
 * print. The server's HTML and the hydrating browser write the server's day (the site chrome's
 * `today`), so the two always match, for a visitor whose day is not the site's and for a page the
 * page cache rendered yesterday alike (React otherwise found other text and rendered the whole
 * part again); the browser then writes its own day, and again just before printing.
 */
export function usePrintedDate(lang: 'en' | 'es'): string {
  const { data: chrome } = useQuery(siteChromeQuery(lang))
  const [date, setDate] = useState(() => (chrome ? printedDate(lang, localDay(chrome.today)) : ''))
  useEffect(() => {
    const today = () => setDate(printedDate(lang))
    today()
    window.addEventListener('beforeprint', today)
    return () => window.removeEventListener('beforeprint', today)
  }, [lang])
  return date
}
