import type { Config, Schema } from '@markdoc/markdoc'
import { figureNames, priceFormats, priceIds } from './tags'

/**
 * What an article body may contain, for validation in the reader: the figure tags with their allowed
 * values. Rendering (formatting, links) is added on top in src/components/articles/markdoc.tsx.
 */
export const articleTagSchemas = {
  figure: {
    inline: true,
    selfClosing: true,
    attributes: { name: { type: String, required: true, matches: figureNames as string[] } },
  },
  price: {
    inline: true,
    selfClosing: true,
    attributes: {
      package: { type: String, required: true, matches: priceIds as string[] },
      format: { type: String, default: 'rupiah', matches: [...priceFormats] },
    },
  },
  phone: { inline: true, selfClosing: true, attributes: {} },
  email: { inline: true, selfClosing: true, attributes: {} },
  whatsapp: { inline: true, selfClosing: true, attributes: { label: { type: String } } },
} satisfies Record<string, Schema>

export const articleValidationConfig: Config = { tags: articleTagSchemas }
