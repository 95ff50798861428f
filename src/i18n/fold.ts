/**
 * Text as searches compare it: Unicode NFD with the combining marks removed, lower case, runs of
 * space as one. "Cardiología" and "CARDIOLOGIA" both fold to "cardiologia", "Inyección" to
 * "inyeccion", so a person finds what they typed with or without accents.
 */
export const foldText = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim()
