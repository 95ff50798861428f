import { createFileRoute } from '@tanstack/react-router'
import { contentHead } from '~/content/content-head'
import { ContentView, loadContent } from '~/content/content-route'
import { pageDocumentQuery } from '~/content/feature-page'
import { emailSignupFormPost } from '~/features/email-signup/email-signup-form-post.server'
import { config } from '~/server/config.server'
import { getDb } from '~/server/db.server'
import { formPagePost } from '~/server/form-page-post.server'
import { perHour } from '~/server/rate-limits.server'
import { KB } from '~/server/request-guards'

/** Every other page: the `page` document published at the path (the page path map), or a 404. */
export const Route = createFileRoute('/$lang/$')({
  // Without JavaScript the health-tips signup an editor places on a page posts to that page
  // (decision 0024): a redirect to the thank-you page, or the page again with the form's problems.
  // The limits of POST /api/email-signups: 20 an hour per address, urlencoded, 16 KB.
  server: {
    handlers: {
      POST: ({ request, params, next }) =>
        formPagePost(
          request,
          'email_signup',
          { rateLimit: perHour('signup', 20), body: { types: ['form'], limit: 16 * KB } },
          next,
          (fields) =>
            emailSignupFormPost(request, fields, params.lang, {
              marketingUrl: config().MARKETING_SIGNUP_URL,
              db: getDb,
            }),
        ),
    },
  },
  loader: ({ context, params, location }) =>
    loadContent(context.queryClient, pageDocumentQuery(location.pathname), params.lang),
  head: ({ loaderData }) => contentHead(loaderData),
  component: function ContentPage() {
    const { lang } = Route.useParams()
    const pathname = Route.useMatch({ select: (match) => match.pathname })
    return <ContentView query={pageDocumentQuery(pathname)} lang={lang} />
  },
})
