import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { careList, type CareDrug } from './care-list'
import { defaultQuantity } from './default-quantity'
import { needNamespaces } from '~/i18n/i18n'
import { doseWords } from '~/plans/dose-words'

needNamespaces(['care', 'doses'])

/**
 * A care-list drug's dose, quantity and fill (30 or 90 days), each control labelled with the
 * drug's name so a list of them stays unambiguous. Changes are kept at once.
 */
export function CareDrugFill({ drug }: { drug: CareDrug }) {
  const { t } = useTranslation('care')
  const { t: td } = useTranslation('doses')
  const id = useId()
  const doses =
    drug.dose && !drug.doses.includes(drug.dose) ? [drug.dose, ...drug.doses] : drug.doses
  return (
    <div className="care-fill">
      {doses.length > 0 && (
        <div className="care-fill__field">
          <label htmlFor={`${id}-dose`}>{t('list.dose', { name: drug.name })}</label>
          <select
            id={`${id}-dose`}
            value={drug.dose}
            onChange={(event) => {
              const dose = event.target.value
              // A quantity never changed by hand follows the form: a box of pens, 30 tablets.
              const untouched = drug.quantity === defaultQuantity(drug.dose, drug.days)
              careList.updateDrug(
                drug.id,
                untouched ? { dose, quantity: defaultQuantity(dose, drug.days) } : { dose },
              )
            }}
          >
            <option value="">{t('list.doseNone')}</option>
            {doses.map((dose) => (
              <option key={dose} value={dose}>
                {doseWords(td, dose)}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="care-fill__field">
        <label htmlFor={`${id}-quantity`}>{t('list.quantity', { name: drug.name })}</label>
        <input
          id={`${id}-quantity`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={4}
          size={5}
          key={drug.quantity}
          defaultValue={drug.quantity}
          onBlur={(event) => {
            const quantity = Number.parseInt(event.target.value, 10)
            if (quantity >= 1 && quantity <= 1000) careList.updateDrug(drug.id, { quantity })
            else event.target.value = String(drug.quantity)
          }}
        />
      </div>
      <fieldset className="care-fill__days">
        <legend>{t('list.fill', { name: drug.name })}</legend>
        {([30, 90] as const).map((days) => (
          <label key={days} className="care-fill__option">
            <input
              type="radio"
              name={`${id}-days`}
              value={days}
              checked={drug.days === days}
              onChange={() => careList.updateDrug(drug.id, { days })}
            />
            {t(days === 30 ? 'list.days30' : 'list.days90')}
          </label>
        ))}
      </fieldset>
    </div>
  )
}
