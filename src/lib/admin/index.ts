import 'server-only'

/*
 * The staff inbox's public entry: what other features (the article editor's gate) may use. Everything else in
 * src/lib/admin is internal to it (enforced by .dependency-cruiser.cjs).
 */
export { accessDecision } from './access-rules'
export { getAuth } from './auth'
export { SESSION_COOKIE_NAMES } from './session-cookie'
export { staffUserFromHeaders } from './staff'
