import { readFileSync } from 'node:fs'
import { expect, type Locator, type Page } from '@playwright/test'
import { expectNoAxeViolations } from './axe'

type Tree = { [key: string]: string | Tree }
const read = (code: string) =>
  JSON.parse(readFileSync(`locales/${code}/enrollment.json`, 'utf8')) as Tree
const pick = (tree: Tree, path: string) =>
  path.split('.').reduce<string | Tree>((node, key) => (node as Tree)[key]!, tree) as string

/** The wizard's words in one language, straight from the locale files the site uses. */
export function wording(lang: 'en' | 'es') {
  const tree = read(lang === 'en' ? 'en-us' : 'es-mx')
  return (path: string) => pick(tree, path)
}
export type Words = ReturnType<typeof wording>

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A label of exactly this text, perhaps followed by the required mark '(*Required)'. */
export const starts = (text: string) => new RegExp(`^${escape(text)}( \\(\\*[^)]*\\))?$`)

export class Wizard {
  constructor(
    readonly page: Page,
    readonly w: Words,
  ) {}

  field(name: string): Locator {
    return this.page.getByLabel(starts(this.w(`fields.${name}`)))
  }
  group(name: string): Locator {
    return this.page.getByRole('group', { name: starts(this.w(`fields.${name}`)) })
  }
  async fill(values: Record<string, string>) {
    for (const [name, value] of Object.entries(values)) await this.field(name).fill(value)
  }
  async choose(name: string, option: string) {
    await this.group(name).getByLabel(option, { exact: true }).check()
  }
  async yesNo(values: Record<string, 'yes' | 'no'>) {
    for (const [name, value] of Object.entries(values))
      await this.choose(name, this.w(`options.yesNo.${value}`))
  }
  async date(name: string, month: string, day: string, year: string) {
    const group = this.group(name)
    await group.getByLabel(this.w('dates.month')).selectOption(month)
    await group.getByLabel(this.w('dates.day')).fill(day)
    await group.getByLabel(this.w('dates.year')).fill(year)
  }
  async expectStep(stepKey: string) {
    await expect(
      this.page.getByRole('heading', {
        level: 2,
        name: new RegExp(`: ${escape(this.w(`steps.${stepKey}`))}$`),
      }),
    ).toBeVisible()
  }
  /** Checks the step with axe, then presses Next and waits for the following step. */
  async next(nextStep: string) {
    await expectNoAxeViolations(this.page)
    await this.page.getByRole('button', { name: this.w('buttons.next'), exact: true }).click()
    await this.expectStep(nextStep)
  }

  async personal(person: { first: string; last: string; phone: string; zip: string }) {
    await this.page.getByLabel(starts(this.w('fields.title'))).selectOption({ index: 2 })
    await this.fill({ firstName: person.first, lastName: person.last })
    await this.date('dateOfBirth', '4', '27', '1958')
    await this.choose('gender', this.w('options.gender.female'))
    await this.fill({
      primaryPhoneNumber: person.phone,
      email: `${person.first.toLowerCase()}@example.com`,
    })
    await this.yesNo({ enablePaperless: 'yes' })
    await this.fill({ permanentAddressLine1: '1450 NW 7th St', city: 'Miami', zipcode: person.zip })
    await this.field('state').selectOption('FL')
  }
  async otherCoverage(mbi: string) {
    await this.field('medicareNumber').fill(mbi)
    await this.yesNo({
      hasESRD: 'no',
      enrolledStateMedicaid: 'no',
      inLongTermCareFacility: 'no',
      isVeteran: 'no',
      otherInsurance: 'no',
      doYouWork: 'no',
      doesSpouseWork: 'no',
    })
  }
}

export const ENGLISH = wording('en')
export const SPANISH = wording('es')
