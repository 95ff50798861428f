import { asLink, isFilled } from '@prismicio/client'
import type { SliceComponentProps } from '@prismicio/react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { VideoSlice } from '~/content/types.generated'
import { ContentLink } from '~/ui/content-link'
import { ContentRichText } from '~/ui/content-rich-text'

/** The privacy-friendly embed address of a YouTube link, or null for other addresses. */
export function youtubeEmbed(url: string): string | null {
  const found = /(?:youtube\.com\/(?:watch\?v=|embed\/)|youtu\.be\/)([\w-]{6,})/.exec(url)
  return found
    ? `https://www.youtube-nocookie.com/embed/${found[1]}?autoplay=1&cc_load_policy=1`
    : null
}

/**
 * A video that loads only when the visitor asks for it (no third-party requests before), with
 * captions and a transcript for people who cannot hear or watch it.
 */
export default function Video({ slice }: SliceComponentProps<VideoSlice>) {
  const { t } = useTranslation('slices')
  const [playing, setPlaying] = useState(false)
  const { primary } = slice
  const hasTitle = isFilled.keyText(primary.title)
  // A section without a heading is only a div (the W3C checker warns of it).
  const Wrapper = hasTitle ? 'section' : 'div'
  const url = asLink(primary.video_url)
  const title = isFilled.keyText(primary.video_title) ? primary.video_title : (primary.title ?? '')
  const captions = asLink(primary.captions)
  const embed = url ? youtubeEmbed(url) : null
  return (
    <Wrapper
      className="slice video"
      data-slice-type={slice.slice_type}
      data-slice-variation={slice.variation}
    >
      {hasTitle && <h2>{primary.title}</h2>}
      {url && (
        <div className="video__frame">
          {!playing ? (
            <button type="button" className="video__play" onClick={() => setPlaying(true)}>
              <span aria-hidden="true" className="video__play-icon">
                ▶
              </span>
              {t('video.play', { title })}
            </button>
          ) : embed ? (
            <iframe
              src={embed}
              title={title}
              allow="autoplay; encrypted-media; picture-in-picture"
              allowFullScreen
            />
          ) : (
            // Captions are a track when the editor gave a WebVTT file; otherwise the captions link
            // and the transcript below the player carry them.
            // eslint-disable-next-line jsx-a11y/media-has-caption
            <video controls autoPlay src={url} title={title}>
              {captions?.endsWith('.vtt') && <track kind="captions" src={captions} default />}
            </video>
          )}
        </div>
      )}
      {isFilled.link(primary.captions) && (
        <p>
          <ContentLink field={primary.captions}>{t('video.captions')}</ContentLink>
        </p>
      )}
      {isFilled.richText(primary.transcript) && (
        <details className="video__transcript">
          <summary>{t('video.transcript')}</summary>
          <ContentRichText field={primary.transcript} />
        </details>
      )}
    </Wrapper>
  )
}
