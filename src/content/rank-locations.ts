import { contentLibrary } from './schema/library'

type CityRankLocation = { id: string; label: string; canonical: string }
let cached: readonly CityRankLocation[] | undefined

/**
 * City pages whose entry names Google's canonical location ("Lokasi Google" in content/cities/<kota>.yaml): the
 * rank tracker offers them as search locations (src/lib/rank-tracker/locations.ts), so a new city page can be
 * tracked from without a code change. lib/ may import this module (a leaf over the content library).
 *
 * Read on first use, not on import: the server's start, the leads command and every test that imports the rank
 * tracker would otherwise read and check every content file (about two seconds of processor time) for a list only
 * the sign-up form and a tracker's location need.
 */
export function cityRankLocations(): readonly CityRankLocation[] {
  cached ??= contentLibrary().cities.flatMap(({ slug, record }) =>
    record.googleLocation ? [{ id: slug, label: record.name, canonical: record.googleLocation }] : [],
  )
  return cached
}
