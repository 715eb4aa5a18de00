import { trackerPagePath } from './signup-paths'

/** What the page says after one of its forms was sent (`?hasil=CODE`; the words are in src/content/rank-tracker.ts). */
export const TRACKER_NOTICES = [
  'saved',
  'sent',
  'resend-limited',
  'digest-off',
  'digest-on',
  'none',
  'too-many',
  'too-long',
  'control-characters',
  'delete-unconfirmed',
  'not-confirmed',
  'competitors-saved',
  'competitors-too-many',
  'competitor-invalid',
  'competitor-own-domain',
  'business-name-invalid',
  'alerts-on',
  'alerts-off',
] as const
export type TrackerNotice = (typeof TRACKER_NOTICES)[number]

/**
 * Addresses around the private tracker page. All but the demo and the deleted notice carry a token, the only key
 * to them (docs/rank-tracker.md, "The tracker page"): the page's own (read, edit, delete) or, for unsubscribing,
 * the tracker's unsubscribe token, which can do nothing else.
 */
export const rankPagePaths = {
  demo: '/serpbot-rank-checker/demo',
  /** Where "stop tracking" lands: the tracker is gone, so its own address is a 404 from then on. */
  deleted: '/serpbot-rank-checker/pantau/dihapus',
  action: (token: string, action: string) => `${trackerPagePath(token)}/${action}`,
  download: (token: string, format: 'csv' | 'json' | 'pdf') => `${trackerPagePath(token)}/unduh/${format}`,
  /** The page with the confirm button that the digest's visible "berhenti" link opens (by unsubscribe token). */
  unsubscribePage: (unsubscribeToken: string) =>
    `/serpbot-rank-checker/berhenti-langganan/${encodeURIComponent(unsubscribeToken)}`,
  /** The same page as digests sent before issue 40 link it, under the page token. */
  legacyUnsubscribePage: (token: string) => `${trackerPagePath(token)}/berhenti-langganan`,
  /**
   * RFC 8058 one-click endpoint (by unsubscribe token): under /api/ so a mail provider's POST (no Origin) is not
   * refused as cross-site.
   */
  unsubscribe: (unsubscribeToken: string) => `/api/rank-tracker/unsubscribe/${encodeURIComponent(unsubscribeToken)}`,
} as const
