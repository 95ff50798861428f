import type { Answers } from './plan-finder.machine'

let remembered: Answers = {}

/**
 * The optional health answers, kept in this tab's memory only: never in the URL, storage,
 * cookies or a request (they are health information). They outlive a remount of the finder
 * (the router remounts it when its URL changes) and a trip from the home page, not a reload.
 * Written only from browser event handlers, so a server render never sees anyone's answers.
 */
export const recallAnswers = (): Answers => remembered
export function rememberAnswers(answers: Answers) {
  remembered = answers
}
