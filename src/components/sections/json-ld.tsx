import { serializeJsonLd } from '@/lib/json-ld'

type JsonLdData = Parameters<typeof serializeJsonLd>[0]

/** Structured data rendered on the server into the first HTML. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />
}
