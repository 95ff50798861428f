import { isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useTranslation } from 'react-i18next'
import type { VendorListSlice } from '~/content/types.generated'
import { telHref } from '~/ui/call-bar'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

/** Continuity-of-care vendors of one state or region, as a table a screen reader can navigate. */
export default function VendorList({ slice }: SliceComponentProps<VendorListSlice>) {
  const { t } = useTranslation('slices')
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  const region = isFilled.keyText(primary.region) ? primary.region : ''
  return (
    <Wrapper
      className="slice vendor-list"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      <ContentRichText field={primary.intro} />
      <div className="table-slice__scroll">
        <table className="data-table data-table--wide">
          {region && <caption>{t('vendorList.caption', { region })}</caption>}
          <thead>
            <tr>
              <th scope="col">{t('vendorList.service')}</th>
              <th scope="col">{t('vendorList.vendor')}</th>
              <th scope="col">{t('vendorList.phone')}</th>
              <th scope="col">{t('vendorList.website')}</th>
            </tr>
          </thead>
          <tbody>
            {primary.vendors.map((vendor, index) => (
              <tr key={index}>
                <td>{vendor.service}</td>
                <td>{vendor.vendor}</td>
                <td>
                  {isFilled.keyText(vendor.phone) && (
                    <a href={telHref(vendor.phone)}>{vendor.phone}</a>
                  )}
                </td>
                <td>
                  {isFilled.link(vendor.website) && (
                    <ContentLink field={vendor.website}>
                      {t('vendorList.visit', { vendor: vendor.vendor ?? '' })}
                    </ContentLink>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Wrapper>
  )
}
