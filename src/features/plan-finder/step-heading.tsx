import { useEffect, useRef, type ReactNode } from 'react'

/**
 * The heading of a finder step. When the step was reached by the person's own action (not on
 * page load) focus moves to it, so screen reader and keyboard users land on the new step.
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
    if (focusOnMount) ref.current?.focus()
  }, [focusOnMount])
  return (
    <h2 ref={ref} tabIndex={-1} className="finder__step-heading">
      {children}
    </h2>
  )
}
