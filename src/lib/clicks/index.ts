import 'server-only'

/*
 * WhatsApp and phone click counting's public entry: what other features and the server runtime may use.
 * Everything else in src/lib/clicks is internal to it (enforced by .dependency-cruiser.cjs).
 */
export { purgeExpiredClicks } from './repository'
