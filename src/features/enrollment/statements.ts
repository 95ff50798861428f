/**
 * The statements a person reads where they sign the application, as the model individual
 * enrollment form has them (Medicare Managed Care Manual, chapter 2, exhibit 1, 2025-2026): the
 * "please read and sign" statements, the release of information and the Privacy Act statement.
 * Their texts are under `statements` in locales/<lang>/enrollment.json; the version is stored
 * with each application (`statements_version`), so with its locale it says which text was shown.
 * statements.test.ts fails when a text changes without a new version.
 */
export const STATEMENTS_VERSION = '2026-12-mmcm-ch2-ex1'
