import type { SliceZone as SliceZoneField } from '@prismicio/client'
import { SliceZone } from '@prismicio/react'
import { getDefaultProps, simulatorClass, simulatorRootClass, SimulatorManager, StateEventType } from '@prismicio/simulator/kit'
import { createFileRoute } from '@tanstack/react-router'
import { Suspense, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { components } from '../../../../slices'

/**
 * Slice Machine's simulator frame: it renders whatever slices Slice Machine sends while an editor
 * works on a slice. Client-only (no server render, not prerendered) and kept out of search.
 */
export const Route = createFileRoute('/$lang/slice-simulator/')({
  ssr: false,
  head: () => ({ meta: [{ title: 'Slice simulator | Ceiba Health' }, { name: 'robots', content: 'noindex, nofollow' }] }),
  component: SliceSimulator,
})

function SliceSimulator() {
  const { t } = useTranslation('slices')
  const [slices, setSlices] = useState<SliceZoneField>([])
  const [direct, setDirect] = useState(false)
  const { zIndex, background } = getDefaultProps()

  useEffect(() => {
    const manager = new SimulatorManager()
    manager.state.on(StateEventType.Slices, (next) => setSlices(next), 'ceiba-simulator')
    manager.state.on(StateEventType.Message, (message) => setDirect(message !== ''), 'ceiba-simulator')
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
