import { useCallback, useEffect, useRef, useState } from 'react'

const VISIBLE_MS = 5_000

/**
 * A short confirmation ("Results Updated") in a polite live region. The region is rendered from
 * the start, as screen readers only announce changes to a region they already know; the text is
 * cleared first so the same message is announced again on the next change.
 * Usage: `const toast = useToast()`; render `<Toast {...toast} />`; call `toast.show(message)`.
 */
export function useToast() {
  const [message, setMessage] = useState('')
  const timers = useRef<number[]>([])
  const clear = () => {
    for (const timer of timers.current) window.clearTimeout(timer)
    timers.current = []
  }
  const show = useCallback((text: string) => {
    clear()
    setMessage('')
    timers.current.push(
      window.setTimeout(() => setMessage(text), 50),
      window.setTimeout(() => setMessage(''), VISIBLE_MS),
    )
  }, [])
  useEffect(() => clear, [])
  return { message, show }
}

/** `inline`: in the page flow where it is rendered (above results), never floating over them. */
export function Toast({ message, inline = false }: { message: string; inline?: boolean }) {
  return (
    <div
      className={inline ? 'toast toast--inline' : 'toast'}
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-visible={message ? true : undefined}
    >
      {message}
    </div>
  )
}
