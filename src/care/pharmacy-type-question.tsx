import { useTranslation } from 'react-i18next'
import { PHARMACY_TYPES, type PharmacyType } from '~/plans/plan-types'
import { Fieldset } from '~/ui/field'
import { needNamespaces } from '~/i18n/i18n'

needNamespaces(['care'])

type Props = { id: string; value: PharmacyType | null; onChange: (type: PharmacyType) => void }

/**
 * Where the person fills prescriptions: preferred retail, standard retail or mail order, the
 * three prices each plan's Summary of Benefits gives. Kept with the care list in this browser.
 */
export function PharmacyTypeQuestion({ id, value, onChange }: Props) {
  const { t } = useTranslation('care')
  return (
    <Fieldset
      id={id}
      legend={t('pharmacyType.question')}
      hint={t('pharmacyType.hint')}
      className="fieldset fieldset--inline"
      legendClassName="fieldset__legend"
    >
      {PHARMACY_TYPES.map((type) => (
        <div key={type} className="choice">
          <input
            type="radio"
            id={`${id}-${type}`}
            name={`${id}-type`}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <label htmlFor={`${id}-${type}`}>{t(`pharmacyType.${type}`)}</label>
        </div>
      ))}
    </Fieldset>
  )
}
