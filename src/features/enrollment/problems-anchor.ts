/** The id of the wizard's error summary: a step posted without JavaScript with problems is sent back to it. */
export const PROBLEMS_ANCHOR = 'problems'
