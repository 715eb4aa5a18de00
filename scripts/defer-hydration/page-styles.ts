/**
 * The page document of the pages rendered per request (src/components/document/server-page.tsx): the stylesheet
 * Next inlines into every prerendered page, split into an index of rules with what each selector needs
 * (src/lib/server/page-styles.ts cuts it per answer), and the root layout's `<html>` attributes (the font's class
 * and fallback), which Next writes only into the pages it renders itself. Read from the prerendered pages before
 * their stylesheets are cut; the sheet must be the same on every page.
 */
import postcss, { type ChildNode, type Container } from 'postcss'
import selectorParser from 'postcss-selector-parser'
import type { IndexedRule, PageDocument, StyleIndex } from '../../src/lib/server/page-styles'
import { elements } from './page'
import { parse } from 'parse5'
import { requiredClasses, requiredTags } from './css-subset'

/** At-rules kept whole, as css-subset.ts keeps them. */
const keptAtRules = new Set(['keyframes', '-webkit-keyframes', 'property', 'font-face', 'counter-style', 'page'])

/** Splits a stylesheet into the index src/lib/server/page-styles.ts cuts from. */
export function pageStyleIndex(href: string, css: string): StyleIndex {
  const blocks: string[] = []
  const rules: IndexedRule[] = []
  const walk = (container: Container, at: number[]) => {
    container.each((node: ChildNode) => {
      if (node.type === 'rule') {
        if (node.nodes.some((child) => child.type === 'rule' || child.type === 'atrule'))
          throw new Error(`nested CSS is not indexed: ${node.selector}`)
        let root: selectorParser.Root | null = null
        try {
          root = selectorParser().astSync(node.selector)
        } catch {
          root = null
        }
        const body = node.nodes.map((child) => child.toString()).join(';')
        // A selector this parser cannot read stays with the rule, needing nothing.
        const selectors = root
          ? root.nodes.map((sel): [string, string[], string[]] => [
              sel.toString().trim(),
              [...new Set(requiredClasses(sel))],
              [...new Set(requiredTags(sel))],
            ])
          : [[node.selector, [], []] as [string, string[], string[]]]
        rules.push({ at, selectors, body })
      } else if (node.type === 'atrule') {
        // A statement (`@layer a,b;`, `@import`) keeps its semicolon, which postcss leaves to the parent.
        if (!node.nodes) rules.push({ at, css: `${node.toString()};` })
        else if (keptAtRules.has(node.name.toLowerCase())) rules.push({ at, css: node.toString() })
        else {
          blocks.push(`@${node.name}${node.raws.afterName ?? ' '}${node.params}`.trimEnd())
          walk(node, [...at, blocks.length - 1])
        }
      }
    })
  }
  walk(postcss.parse(css), [])
  return { href, blocks, rules }
}

/**
 * The `<html>` attributes and the inlined stylesheet (`<style data-href>`) of a page as Next wrote it, before the
 * defer-hydration step touched it.
 */
export function pageDocumentParts(html: string): { attributes: Array<[string, string]>; styles: Map<string, string> } {
  const document = parse(html, { sourceCodeLocationInfo: true })
  let attributes: Array<[string, string]> = []
  const styles = new Map<string, string>()
  for (const element of elements(document)) {
    if (element.tagName === 'html') attributes = element.attrs.map((attr) => [attr.name, attr.value])
    const href = element.attrs.find((attr) => attr.name === 'data-href')?.value
    const location = element.sourceCodeLocation
    if (element.tagName === 'style' && href && location?.startTag && location.endTag)
      styles.set(href, html.slice(location.startTag.endOffset, location.endTag.startOffset))
  }
  return { attributes, styles }
}

/**
 * The page document from the parts of every prerendered page: the build's stylesheet (an href under /_next/static/)
 * that all pages carrying one share (a page may add its own; the global error page has none), and the `<html>`
 * attributes they agree on. The reason, as a string, when there is no such stylesheet.
 */
export function pageDocument(
  parts: ReadonlyArray<{ attributes: Array<[string, string]>; styles: Map<string, string> }>,
): PageDocument | string {
  const pages = parts.filter((page) => [...page.styles.keys()].some(isBuildStylesheet))
  if (!pages.length) return 'no prerendered page carries an inlined stylesheet of the build'
  const [first, ...rest] = pages
  const common = [...first!.styles.keys()].filter(
    (href) => isBuildStylesheet(href) && rest.every((page) => page.styles.has(href)),
  )
  if (common.length !== 1)
    return `the prerendered pages share ${common.length} inlined stylesheets of the build, not one (${common.join(', ')})`
  const href = common[0]!
  const html = first!.attributes.filter(([name, value]) =>
    rest.every((page) => page.attributes.some(([other, otherValue]) => other === name && otherValue === value)),
  )
  return { html, stylesheet: pageStyleIndex(href, first!.styles.get(href)!) }
}

const isBuildStylesheet = (href: string) => href.startsWith('/_next/static/')
