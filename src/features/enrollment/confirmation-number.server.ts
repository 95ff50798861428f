import { randomInt } from 'node:crypto'

// Digits and letters that cannot be mistaken for one another when read aloud or written down:
// no 0/O, no 1/I/L.
const DIGITS = '23456789'
const LETTERS = 'ABCDEFGHJKMNPQRSTUVWXYZ'
const pick = (alphabet: string) => alphabet[randomInt(alphabet.length)]

/** A confirmation number such as CBA-4827-HQ: easy to read over the phone. Uniqueness is the database's job. */
export function newConfirmationNumber(): string {
  const digits = Array.from({ length: 4 }, () => pick(DIGITS)).join('')
  const letters = Array.from({ length: 2 }, () => pick(LETTERS)).join('')
  return `CBA-${digits}-${letters}`
}

export const CONFIRMATION_NUMBER = /^CBA-[2-9]{4}-[A-HJKMNP-Z]{2}$/
