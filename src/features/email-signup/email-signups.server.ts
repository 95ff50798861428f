import { LOCALES, asLang } from '~/i18n/locales'
import { emailSignups } from '../../../db/schema/leads.ts'
import type { Database } from '~/server/db.server'
import type { EmailSignup } from './email-signup-schema'

export type SignupOutcome = { ok: true; delivered: 'marketing' | 'database' } | { ok: false }

/**
 * Keeps a signup in the database. An address already signed up keeps its entry as it is: anyone
 * can type anyone's address, so a signup never changes another person's name or language
 * (decision 0012). The answer is the same either way, so the endpoint does not tell who is subscribed.
 */
export async function storeSignup(db: Database, signup: EmailSignup): Promise<void> {
  await db.insert(emailSignups).values(signup).onConflictDoNothing({ target: emailSignups.email })
}

/**
 * Sends a signup to the configured marketing service (MARKETING_SIGNUP_URL), or, on the embedded
 * default where none is configured, stores it in the database. The address never appears in logs.
 */
export async function submitSignup(
  signup: EmailSignup,
  options: { marketingUrl: string | undefined; db: () => Promise<Database>; fetch?: typeof fetch },
): Promise<SignupOutcome> {
  if (!options.marketingUrl) {
    await storeSignup(await options.db(), signup)
    return { ok: true, delivered: 'database' }
  }
  try {
    const response = await (options.fetch ?? fetch)(options.marketingUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...signup,
        locale: LOCALES[asLang(signup.language)].code,
        list: 'health-tips',
      }),
      signal: AbortSignal.timeout(8_000),
    })
    return response.ok ? { ok: true, delivered: 'marketing' } : { ok: false }
  } catch {
    return { ok: false }
  }
}
