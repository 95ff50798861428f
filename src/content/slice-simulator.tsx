import type { SliceZone as SliceZoneField } from '@prismicio/client'
import { SliceZone } from '@prismicio/react'
import {
  getDefaultProps,
  simulatorClass,
  simulatorRootClass,
  SimulatorManager,
  StateEventType,
} from '@prismicio/simulator/kit'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { components } from '../../slices'
import { unresolvedLinkIds, withLinkTargets } from './mock-links'

/**
 * Slice Machine sends a Document link as its target's id only (type `mock`, no uid, no address):
 * the targets are read from the content repository by id, as the Content API fills them in.
 */
export async function withLinkAddresses(slices: SliceZoneField): Promise<SliceZoneField> {
  const ids = unresolvedLinkIds(slices)
  if (ids.length === 0) return slices
  const { getDocumentLinkTargets } = await import('./link-targets.functions')
  return withLinkTargets(slices, await getDocumentLinkTargets({ data: { ids } }))
}

/**
 * Slice Machine's simulator frame: it renders whatever slices Slice Machine sends while an editor
 * works on a slice, at once, then again with the addresses of their Document links.
 */
export function SliceSimulator() {
  const { t } = useTranslation('slices')
  const [slices, setSlices] = useState<SliceZoneField>([])
  const [direct, setDirect] = useState(false)
  const { zIndex, background } = getDefaultProps()

  useEffect(() => {
    const manager = new SimulatorManager()
    let latest: SliceZoneField | undefined
    manager.state.on(
      StateEventType.Slices,
      (next) => {
        latest = next
        setSlices(next)
        withLinkAddresses(next).then(
          (linked) => latest === next && setSlices(linked),
          (error: unknown) =>
            console.warn('Slice simulator: could not read the targets of Document links', error),
        )
      },
      'ceiba-simulator',
    )
    manager.state.on(
      StateEventType.Message,
      (message) => setDirect(message !== ''),
      'ceiba-simulator',
    )
    void manager.init()
    return () => {
      manager.state.off(StateEventType.Slices, 'ceiba-simulator')
      manager.state.off(StateEventType.Message, 'ceiba-simulator')
    }
  }, [])

  return (
    <div className={`${simulatorClass} slice-simulator`} style={{ zIndex, background }}>
      {direct ? (
        <div className="slice-simulator__message">
          <h1>{t('simulator.title')}</h1>
          <p>{t('simulator.directAccess')}</p>
        </div>
      ) : (
        <div className={simulatorRootClass}>
          <Suspense fallback={null}>
            <SliceZone slices={slices} components={components} />
          </Suspense>
        </div>
      )}
    </div>
  )
}
