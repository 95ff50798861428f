import { Suspense, useEffect, type ReactNode } from 'react'

/**
 * A part of the page that React hydrates on its own (selective hydration): the header, the call
 * bar, each slice, each plan card, the footer. React hydrates the parts one after another in short
 * tasks, first the one a person taps or types in, and replays that input once it has.
 *
 * Each part leaves an empty `<template data-part>` in the HTML, so the browser knows how many parts
 * the server sent; `<html data-hydrated>` is set once each has hydrated (see `whenPartsHydrated`).
 */
export function Part({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <PartMark />
      {children}
    </Suspense>
  )
}

let hydrated = 0
let waiting: (() => void) | undefined

/** A part the server sent: its mark in the HTML, counted once it has hydrated. */
function PartMark() {
  return (
    <>
      <PendingPart />
      <PartReady />
    </>
  )
}

/**
 * A part the browser makes itself after hydrating, such as the enrollment wizard (built from the
 * tab's storage): the server's placeholder for it holds `<PendingPart />`, and what the browser
 * puts there holds `<PartReady />`. So `<html data-hydrated>` waits until its controls are there,
 * not only until the placeholder has hydrated.
 */
export function PendingPart() {
  return <template data-part="" />
}

/** Counts a part as hydrated once it has mounted. */
export function PartReady() {
  useEffect(() => {
    hydrated += 1
    waiting?.()
  }, [])
  return null
}

/**
 * Runs `done` once every part the server rendered has hydrated (at once when they already have),
 * or when the page is left before that (`leave` is called by the caller on navigation).
 */
export function whenPartsHydrated(done: () => void): { leave: () => void } {
  const expected = document.querySelectorAll('template[data-part]').length
  let finished = false
  const finish = () => {
    if (finished) return
    finished = true
    waiting = undefined
    done()
  }
  waiting = () => hydrated >= expected && finish()
  waiting()
  return { leave: finish }
}
