import type { ESLint, Rule } from 'eslint'

declare const boundaries: ESLint.Plugin & {
  rules: Record<
    'feature-isolation' | 'shared-is-feature-free' | 'no-server-imports-in-browser-code',
    Rule.RuleModule
  >
}
export default boundaries
