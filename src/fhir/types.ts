/** A FHIR resource as this server builds it: plain JSON with a type, an id and meta. */
export type FhirResource = {
  resourceType: string
  id: string
  meta: { versionId?: string; lastUpdated: string; profile?: string[] }
  [element: string]: unknown
}

export type Reference = { reference: string; display?: string }

export const ref = (type: string, id: string, display?: string): Reference => ({
  reference: `${type}/${id}`,
  ...(display ? { display } : {}),
})

/** When each data set was last loaded (the seeders' run times), the directory's lastUpdated. */
export type LoadTimes = { directory: string; plans: string; formulary: string }
