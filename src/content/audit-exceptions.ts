import { cityPath } from './cities/types'
import { trackerDeletedAuditExceptions } from './rank-tracker'
import { contentLibrary } from './schema/library'
import { specialtyPagePath } from './specialty/pages'

/** A check of the site's own SEO audit a page deliberately does not pass, and why. */
export type AuditException = { check: string; reason: string }

/**
 * Every deliberate exception to the site's own audit, by page: written next to each page's content (a record's
 * "Pengecualian audit SEO", or the page's copy in code), never in the test that runs the audit on the build
 * (tests/build/site-audit.test.ts), which lets exactly these through.
 */
export function auditExceptions(): ReadonlyMap<string, readonly AuditException[]> {
  const library = contentLibrary()
  const byPath = new Map<string, readonly AuditException[]>()
  const add = (path: string, exceptions: readonly AuditException[] | undefined) => {
    if (exceptions?.length) byPath.set(path, exceptions)
  }
  add('/', library.home.seo.auditExceptions)
  for (const { slug, record } of library.cities) add(cityPath(slug), record.seo.auditExceptions)
  for (const { slug, record } of library.servicePages) add(`/${slug}`, record.seo.auditExceptions)
  for (const [key, record] of library.specialtyPages) add(specialtyPagePath(key), record.seo.auditExceptions)
  add('/serpbot-rank-checker/pantau/dihapus', trackerDeletedAuditExceptions)
  return byPath
}
