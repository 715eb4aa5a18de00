/**
 * The address of a page of the route registry (routes.ts). A leaf file, so that page records can name their own
 * path without importing the registry, which imports them. Pages made from content entries (the city pages) have
 * addresses only the content knows, so this is any site path; the registry refuses one it does not know
 * (`getRoute`), and `npm run content:check` and the build tests find a link to a page that does not exist.
 */
export type RoutePath = `/${string}`
