import { contentLibrary } from './schema/library'

/**
 * City pages whose entry names Google's canonical location ("Lokasi Google" in content/cities/<kota>.yaml): the
 * rank tracker offers them as search locations (src/lib/rank-tracker/locations.ts), so a new city page can be
 * tracked from without a code change. lib/ may import this module (a leaf over the content library).
 */
export const cityRankLocations: readonly { id: string; label: string; canonical: string }[] = contentLibrary().cities.flatMap(
  ({ slug, record }) =>
    record.googleLocation ? [{ id: slug, label: record.name, canonical: record.googleLocation }] : [],
)
