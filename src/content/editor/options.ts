import { routes } from '../routes'
import { contentLibrary } from '../schema/library'
import { showFigure } from '../schema/quotes'
import { collectionDefinitions, singletonDefinitions } from '../schema/definitions'
import type { EditorOptions, EditorRecord } from './config'

/** The editor's choices that come from content, made on the server (the editor's page passes them to the browser). */
export function editorOptions(): EditorOptions {
  const { figures, pricing } = contentLibrary()
  const priced = [
    ...pricing.seoPackages.map((pkg) => ({ label: `${pkg.name} (paket bulanan)`, value: pkg.id })),
    ...pricing.cityPackages.map((pkg) => ({ label: `${pkg.name} (paket kota)`, value: pkg.id })),
    ...pricing.wordpressPackages.map((pkg) => ({ label: `WordPress ${pkg.name}`, value: pkg.id })),
    ...pricing.addOns.map((addOn) => ({ label: `${addOn.name} (add-on)`, value: addOn.id })),
    ...(pricing.priceRanges ?? []).map((range) => ({ label: `${range.name} (kisaran)`, value: range.id })),
  ]
  const records = <D extends { schema: { spec: EditorRecord['spec'] } }>(definitions: Record<string, D>) =>
    Object.fromEntries(
      Object.entries(definitions).map(([key, { schema, ...definition }]) => [
        key,
        { format: 'yaml', ...definition, spec: schema.spec } as unknown as EditorRecord,
      ]),
    )
  return {
    singletons: records(singletonDefinitions),
    collections: records(collectionDefinitions),
    figures: Object.entries(figures).map(([name, value]) => ({
      label: `${name} — ${showFigure(value, undefined)}`,
      value: name,
    })),
    prices: priced,
    pages: routes
      .filter((route) => route.group === 'service' || route.group === 'specialty' || route.group === 'city')
      .map((route) => ({ label: route.label, value: route.path })),
  }
}
