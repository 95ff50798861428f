/**
 * What the wizard hands to its result pages through the browser's history state, never the URL:
 * the confirmation number and plan facts, no answers (no PHI on the confirmation page).
 */
export type EnrollmentResult = { confirmationNumber?: string; planSlug: string; planType: string }

declare module '@tanstack/history' {
  interface HistoryState {
    enrollment?: EnrollmentResult
  }
}
