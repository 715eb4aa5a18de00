import Markdoc, { Tag, type Config, type Node } from '@markdoc/markdoc'
import React from 'react'
import { articleTagSchemas } from '@/content/articles/markdoc-schema'
import { figureText, priceText } from '@/content/articles/tags'
import { headingId, nodeText } from '@/content/articles/text'
import { site } from '@/content/site'
import { contactLinks } from '@/lib/site-links'

/** The WhatsApp greeting sent from an article: names the article so the agency knows what was read. */
export function articleWhatsappText(title: string): string {
  return `Halo ${site.name}, saya membaca artikel "${title}" dan ingin konsultasi tentang SEO untuk bisnis saya.`
}

const newTab = () => new Tag('span', { class: 'sr-only' }, [' (membuka tab baru)'])

/** Renders the figure tags from the content records, and gives h2/h3 the anchors the table of contents links to. */
const renderConfig: Config = {
  tags: {
    figure: {
      ...articleTagSchemas.figure,
      transform: (node) => figureText(String(node.attributes.name)),
    },
    price: {
      ...articleTagSchemas.price,
      transform: (node) => priceText(String(node.attributes.package), String(node.attributes.format)),
    },
    phone: {
      ...articleTagSchemas.phone,
      transform: () => new Tag('a', { ...contactLinks.phone('article-phone') }, [contactLinks.phoneDisplay]),
    },
    email: {
      ...articleTagSchemas.email,
      transform: () => new Tag('a', { href: `mailto:${site.email}` }, [site.email]),
    },
    whatsapp: {
      ...articleTagSchemas.whatsapp,
      transform(node, config) {
        const label = String(node.attributes.label || 'chat WhatsApp kami')
        const link = contactLinks.whatsapp(
          'article-whatsapp',
          articleWhatsappText(String(config.variables?.title ?? '')),
        )
        return new Tag('a', { ...link, target: '_blank', rel: 'noopener noreferrer' }, [label, newTab()])
      },
    },
  },
  nodes: {
    heading: {
      children: ['inline'],
      attributes: { level: { type: Number, required: true } },
      transform(node, config) {
        const level = Number(node.attributes.level)
        const id = level <= 3 ? headingId(nodeText(node)) : undefined
        return new Tag(`h${level}`, { id }, node.transformChildren(config))
      },
    },
    link: {
      ...Markdoc.nodes.link,
      transform(node, config) {
        const href = String(node.attributes.href)
        const external = /^https?:\/\//.test(href)
        const children = node.transformChildren(config)
        return external
          ? new Tag('a', { href, target: '_blank', rel: 'noopener noreferrer' }, [...children, newTab()])
          : new Tag('a', { href }, children)
      },
    },
  },
}

export function ArticleBody({ body, title }: { body: Node; title: string }) {
  const tree = Markdoc.transform(body, { ...renderConfig, variables: { title } })
  return <>{Markdoc.renderers.react(tree, React)}</>
}
