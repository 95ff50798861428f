import { lazy, type ComponentType } from 'react'

/**
 * Every slice id of the library mapped to its lazily loaded component. A test keeps this map and
 * the models in slices/<Name>/model.json in step.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const components: Record<string, ComponentType<any>> = {}

export { lazy }
