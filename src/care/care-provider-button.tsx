import { useTranslation } from 'react-i18next'
import { careList, useCareList, type CareProviderInput } from './care-list'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

/**
 * A directory card's "Add to my care list" (a pharmacy's "Choose as my pharmacy"): the words say
 * what the button does now, and name the provider for screen readers. Kept on this device only.
 */
export function CareProviderButton({
  provider,
  announce,
}: {
  provider: CareProviderInput
  announce?: (message: string) => void
}) {
  const { t } = useTranslation('care')
  const list = useCareList()
  const pharmacy = provider.specialty === 'Pharmacy'
  const saved = pharmacy
    ? list.pharmacy?.npi === provider.npi
    : list.providers.some((item) => item.npi === provider.npi)
  function toggle() {
    if (pharmacy) {
      careList.setPharmacy(saved ? null : provider)
      announce?.(t(saved ? 'save.pharmacyRemoved' : 'save.pharmacyAdded', { name: provider.name }))
    } else {
      if (saved) careList.removeProvider(provider.npi)
      else careList.addProvider(provider)
      announce?.(t(saved ? 'save.providerRemoved' : 'save.providerAdded', { name: provider.name }))
    }
  }
  const words = pharmacy
    ? saved
      ? 'save.pharmacySaved'
      : 'save.pharmacy'
    : saved
      ? 'save.providerSaved'
      : 'save.provider'
  return (
    <button
      type="button"
      className={`button ${saved ? 'button--primary' : 'button--secondary'} care-provider-button`}
      onClick={toggle}
    >
      {saved && <span aria-hidden="true">✓ </span>}
      {t(words)}
      <span className="visually-hidden">: {provider.name}</span>
    </button>
  )
}
