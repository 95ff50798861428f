/**
 * The delivery worker of this process listens here, so a message stored by this instance is
 * looked at soon after its transaction commits instead of at the next poll. A nudge that comes
 * before the commit finds nothing; the poll still finds the row.
 */
let listener: (() => void) | undefined

export function onNudge(wake: (() => void) | undefined): void {
  listener = wake
}

export function nudgeDelivery(): void {
  if (listener) setTimeout(listener, 15).unref?.()
}
