import { z } from 'zod'

const url = z.url({ protocol: /^https?$/ })

/**
 * All server configuration, parsed once from the environment at start-up. A wrong value stops
 * the server with a message naming the variable. Every variable has a working embedded default.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_ENV: z.enum(['development', 'staging', 'production']).default('development'),
  SITE_URL: url.default('https://www.ceibahealth.example'),
  DATABASE_URL: z.string().startsWith('postgres').optional(),
  DATA_DIR: z.string().default('.data'),
  /** The embedded content repository's folder (tests point it at a copy). */
  CONTENT_DIR: z.string().default('content'),
  PRISMIC_REPOSITORY: z.string().min(1).optional(),
  PRISMIC_ACCESS_TOKEN: z.string().min(1).optional(),
  /** The secret Prismic sends in its publish webhook (POST /api/content-webhook); unset: the webhook is off. */
  PRISMIC_WEBHOOK_SECRET: z.string().min(16).optional(),
  MEMBER_SERVICES_PHONE: z
    .string()
    .regex(/^1-\d{3}-\d{3}-\d{4}$/)
    .default('1-800-555-0123'),
  DIRECT_CHANNEL_PHONE: z
    .string()
    .regex(/^1-\d{3}-\d{3}-\d{4}$/)
    .default('1-800-555-0145'),
  TTY: z
    .string()
    .regex(/^\d{3}$/)
    .default('711'),
  MATERIAL_ID: z
    .string()
    .regex(/^[A-Z]\d{4}_\d{4}[A-Z]+_[A-Z]$/)
    .default('H1234_2026WEB_M'),
  HEALTH_TIPS_FORM_URL: url.default('https://forms.ceibahealth.example/health-tips'),
  /** Where the email signup form posts; unset (the embedded default) stores signups in the database. */
  MARKETING_SIGNUP_URL: url.optional(),
  MEMBER_PORTAL_URL: url.default('https://members.ceibahealth.example/login'),
  CAREERS_URL: url.default('https://careers.ceibahealth.example/'),
  ERROR_REPORTING_URL: url.optional(),
  /** AES-256-GCM key for enrollment health data: 32 bytes, base64. Unset: a key file under DATA_DIR. */
  ENROLLMENT_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=$/, 'must be 32 random bytes in base64 (openssl rand -base64 32)')
    .optional(),
  /**
   * HMAC key for preview tokens and form tokens: at least 32 characters (openssl rand -base64 32).
   * Unset: a key file under DATA_DIR (embedded default); required with DATABASE_URL (several servers).
   */
  PREVIEW_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters (openssl rand -base64 32)')
    .optional(),
  /** How long a preview token and the preview session it opens last, in minutes (default 8 hours). */
  PREVIEW_TOKEN_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(480),
  /** Test-only pages (/test-errors/, /test-lead-form/) exist only when this is 1. */
  ENABLE_TEST_PAGES: z.enum(['0', '1']).default('0'),
  /**
   * Multiplies every rate limit (docs/decisions/0012). 1 in production; the end-to-end suite and
   * the load benchmarks raise it because all their requests come from one address. 0 is refused.
   */
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(1_000_000).default(1),
  /** Trust the first X-Forwarded-For address as the client (behind a proxy or CDN that sets it). */
  TRUST_PROXY: z.enum(['0', '1']).default('0'),
  /**
   * RabbitMQ for the outbox's deliveries (decision 0027), amqp:// or amqps://. Unset (the embedded
   * default): each message is written to a spool folder under DATA_DIR instead.
   */
  AMQP_URL: z
    .string()
    .regex(/^amqps?:\/\/[^\s]+$/, 'must be an amqp:// or amqps:// URL')
    .optional(),
  /** The recipient's X25519 public key messages are sealed to (base64 DER or PEM); required with AMQP_URL. */
  OUTBOX_RECIPIENT_PUBLIC_KEY: z.string().min(40).optional(),
  /** The Ed25519 public key status messages must be signed with (base64 DER or PEM); required with AMQP_URL. */
  OUTBOX_STATUS_PUBLIC_KEY: z.string().min(40).optional(),
  /** Failed deliveries of one message before it is a dead letter (retried with backoff meanwhile). */
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(100).default(12),
  /** Slice Machine's origin, the one page allowed to frame /slice-simulator/. */
  SLICE_MACHINE_ORIGIN: url.default('http://localhost:9999'),
})

export type ServerConfig = z.infer<typeof schema>

/** A setting that cannot work; `code` names the variables (never their values), for the log. */
export class ConfigError extends Error {
  override name = 'ConfigError'
  readonly code: string
  constructor(problems: readonly { variable: string; message: string }[]) {
    super(
      `Invalid configuration:\n  ${problems.map(({ variable, message }) => `${variable}: ${message}`).join('\n  ')}`,
    )
    this.code = [...new Set(problems.map(({ variable }) => variable))].join(',')
  }
}

export function parseConfig(env: Record<string, string | undefined>): ServerConfig {
  const result = schema.safeParse(env)
  if (result.success) return result.data
  throw new ConfigError(
    result.error.issues.map((issue) => ({
      variable: issue.path.join('.') || 'environment',
      message: issue.message,
    })),
  )
}

/**
 * What a server checks before it listens (`exitOnConfigError`, src/server/serve.server.ts): every
 * variable parses, and the settings several servers must share are set when they share a
 * database. With DATABASE_URL (PostgreSQL, one or more instances) the embedded defaults cannot
 * work: a key file under DATA_DIR is one machine's, so PREVIEW_SECRET (preview and form tokens)
 * and ENROLLMENT_KEY (enrollment health data) are required. Throws a ConfigError naming each
 * variable.
 */
export function checkStartupConfig(env: Record<string, string | undefined>): ServerConfig {
  const parsed = parseConfig(env)
  const problems: { variable: string; message: string }[] = []
  if (parsed.DATABASE_URL) {
    if (!parsed.PREVIEW_SECRET)
      problems.push({
        variable: 'PREVIEW_SECRET',
        message: 'required with DATABASE_URL (openssl rand -base64 32; the same on every server)',
      })
    if (!parsed.ENROLLMENT_KEY)
      problems.push({
        variable: 'ENROLLMENT_KEY',
        message: 'required with DATABASE_URL (openssl rand -base64 32; the same on every server)',
      })
  }
  // Messages go to another party's broker: they must be sealed to that party's key, and its
  // status messages checked against its key, not a demonstration pair made on one machine.
  if (parsed.AMQP_URL)
    for (const variable of ['OUTBOX_RECIPIENT_PUBLIC_KEY', 'OUTBOX_STATUS_PUBLIC_KEY'] as const)
      if (!parsed[variable])
        problems.push({ variable, message: "required with AMQP_URL (the recipient's public key)" })
  if (parsed.SITE_ENV === 'production' && parsed.ENABLE_TEST_PAGES === '1')
    problems.push({
      variable: 'ENABLE_TEST_PAGES',
      message: 'must be 0 when SITE_ENV is production',
    })
  if (problems.length > 0) throw new ConfigError(problems)
  return parsed
}

let cached: ServerConfig | undefined

export function config(): ServerConfig {
  cached ??= parseConfig(process.env)
  return cached
}
