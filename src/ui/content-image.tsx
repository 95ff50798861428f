import { isFilled, type ImageField } from '@prismicio/client'

type Props = {
  field: ImageField | null | undefined
  className?: string
  loading?: 'lazy' | 'eager'
}

/**
 * An image from content at its own size. An empty alt marks the image decorative, so editors
 * choose: describe it, or leave alt empty when the text beside it says everything.
 */
export function ContentImage({ field, className, loading = 'lazy' }: Props) {
  if (!isFilled.image(field)) return null
  return (
    <img
      src={field.url}
      alt={field.alt ?? ''}
      width={field.dimensions.width}
      height={field.dimensions.height}
      className={className}
      loading={loading}
      decoding="async"
    />
  )
}
