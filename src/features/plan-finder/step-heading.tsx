import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The finder's place on its page (its steps and results), where a step sent without JavaScript
 * lands (the forms' action carries it as the fragment) and where the home page's ZIP box opens it.
 */
export const FINDER_ANCHOR = 'plan-finder'

/**
 * Brings a new step to where the eye is: scrolled to the top of the screen (the page's
 * `scroll-padding-top` keeps a margin) and focused, so a person tapping sees the answer to the
 * tap and a screen reader or keyboard user lands on it.
 */
export function revealStep(element: HTMLElement | null) {
  if (!element) return
  element.scrollIntoView({ block: 'start' })
  element.focus({ preventScroll: true })
}

/**
 * The heading of a finder step. When the step was reached by the person's own action (not on
 * page load) it is revealed: scrolled into view and focused.
 */
export function StepHeading({
  children,
  focusOnMount,
}: {
  children: ReactNode
  focusOnMount: boolean
}) {
  const ref = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (focusOnMount) revealStep(ref.current)
  }, [focusOnMount])
  return (
    <h2 ref={ref} tabIndex={-1} className="finder__step-heading">
      {children}
    </h2>
  )
}
