import type { Config } from 'prismic-ts-codegen'

/**
 * Document and slice types from the models in customtypes/ and slices/ (never edited by hand).
 * `npm run types:content` regenerates them; `npm run types:content:check` fails on a difference.
 */
const config: Config = {
  output: './src/content/types.generated.ts',
  typesProvider: '@prismicio/client',
  locales: ['en-us', 'es-mx'],
  models: ['./customtypes/**/index.json', './slices/**/model.json'],
  clientIntegration: { includeCreateClientInterface: true, includeContentNamespace: true },
}

export default config
