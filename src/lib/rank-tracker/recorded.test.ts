import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProviderName } from './config'
import { matchLocalPack } from './local-pack'
import { getRankLocation } from './locations'
import { parseProgress, resolve, type Progress } from './paging'
import { createProvider, type SerpProvider } from './providers'
import { testRankConfig } from './testing/fixtures'

/**
 * The adapters fed answers that the providers really returned (testing/recorded/, each file with its source in
 * the README there), served from loopback as the provider would: what each adapter makes of real organic lists,
 * "no results" answers and local packs.
 */

const recorded = (name: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(__dirname, 'testing', 'recorded', name), 'utf8')) as unknown

let body: unknown = null
let server: http.Server
let base = ''

beforeAll(async () => {
  server = http.createServer((request, response) => {
    request.resume()
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify(body))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

function adapter(name: ProviderName): SerpProvider {
  return createProvider(testRankConfig(name, base))!
}

async function answer(name: ProviderName, file: unknown, page = 1, targets: string[] = []) {
  body = file
  return adapter(name).fetch(
    { query: 'kata', location: getRankLocation('indonesia')!, device: 'desktop', page, targets },
    new AbortController().signal,
  )
}

/** The engine's view of one answer: its pages as stored, positions counted as paging.ts counts them. */
function progressOf(fetched: Awaited<ReturnType<typeof answer>>): Progress {
  const progress = parseProgress(null)
  for (const [page, items] of fetched.pages) progress.pages[page] = items
  progress.end = fetched.lastPage
  return progress
}

describe('Serper: "Apple Inc." page 1, six organic results', () => {
  it('keeps the six in order, and a root domain ranks on its subdomains', async () => {
    const fetched = await answer('serper', recorded('serper-apple-page1.json'))
    expect(fetched.pages.get(1)?.map((item) => new URL(item.url).hostname)).toEqual([
      'www.apple.com',
      'en.wikipedia.org',
      'www.britannica.com',
      'www.bloomberg.com',
      'finance.yahoo.com',
      'finance.yahoo.com',
    ])
    // Serper says nothing of a last page, and this page shows no local pack (a knowledge graph instead).
    expect(fetched.lastPage).toBeNull()
    expect(fetched.localPack).toBeNull()
    const progress = progressOf(fetched)
    expect(resolve(progress, 'apple.com')).toMatchObject({ status: 'found', position: 1, featured: false })
    expect(resolve(progress, 'wikipedia.org')).toMatchObject({ status: 'found', position: 2 })
    expect(resolve(progress, 'yahoo.com')).toMatchObject({ status: 'found', position: 5 })
    // Page 2 is not known yet: a site not on page 1 is not "outside the top 100".
    expect(resolve(progress, 'tokosepatubudi.co.id')).toEqual({ status: 'unknown' })
  })

  it('page 2 of six-result pages starts at position 7, not 11', async () => {
    const page1 = await answer('serper', recorded('serper-apple-page1.json'), 1)
    const page2 = await answer('serper', recorded('serper-apple-page1.json'), 2)
    const progress = progressOf(page1)
    progress.pages[2] = page2.pages.get(2)!
    expect(resolve(progress, 'britannica.com')).toMatchObject({ position: 3 })
    // The same six served as page 2: britannica's second appearance would be 6 + 3.
    progress.pages[1] = progress.pages[1]!.filter((item) => !item.url.includes('britannica'))
    expect(resolve(progress, 'britannica.com')).toMatchObject({ position: 5 + 3 })
  })
})

describe('SerpApi: "Coffee" desktop page 1, eight organic results', () => {
  it('keeps the eight in order, says a next page follows, and shows no local pack', async () => {
    const fetched = await answer('serpapi', recorded('serpapi-coffee-desktop-page1.json'))
    expect(fetched.pages.get(1)).toHaveLength(8)
    expect(fetched.lastPage).toBeNull()
    expect(fetched.localPack).toBeNull()
    const progress = progressOf(fetched)
    expect(resolve(progress, 'starbucks.com')).toMatchObject({ status: 'found', position: 5 })
    expect(resolve(progress, 'wikipedia.org')).toMatchObject({ status: 'found', position: 1 })
    expect(resolve(progress, 'stumptowncoffee.com')).toMatchObject({
      position: 8,
      above: [
        { position: 5, url: 'https://www.starbucks.com/', title: 'Starbucks Coffee Company' },
        expect.objectContaining({ position: 6 }),
        expect.objectContaining({ position: 7 }),
      ],
    })
  })

  it("reads the local pack's places and their websites (serpapi.com/local-pack's example on that page)", async () => {
    const page = {
      ...(recorded('serpapi-coffee-desktop-page1.json') as object),
      local_results: (recorded('serpapi-local-pack.json') as { local_results: unknown }).local_results,
    }
    const fetched = await answer('serpapi', page)
    expect(fetched.localPack).toEqual([{ title: "McDonald's", domain: 'mcdonalds.com' }])
    expect(matchLocalPack(fetched.localPack!, { name: null, domain: 'mcdonalds.com' })).toEqual({
      shown: true,
      place: 1,
    })
  })

  it('"Google hasn\'t returned any results" is an answer: none at all on page 1, the end before page 3', async () => {
    const none = await answer('serpapi', recorded('serpapi-no-results.json'), 1)
    expect(none).toMatchObject({ lastPage: 0, localPack: null })
    expect(none.pages.size).toBe(0)
    expect(resolve(progressOf(none), 'tokosepatubudi.co.id')).toMatchObject({ status: 'absent' })
    expect((await answer('serpapi', recorded('serpapi-no-results.json'), 3)).lastPage).toBe(2)
  })

  it('any other error of SerpApi is an error to retry', async () => {
    await expect(
      answer('serpapi', { search_metadata: { status: 'Error' }, error: 'Your account has run out of searches.' }),
    ).rejects.toMatchObject({ name: 'ProviderError', kind: 'blocked' })
  })
})

describe('DataForSEO', () => {
  it('40102 "No Search Results." is an answer: outside the top 100, billed as one page', async () => {
    const fetched = await answer('dataforseo', recorded('dataforseo-no-search-results.json'), 10, ['toko.co.id'])
    expect(fetched).toMatchObject({ lastPage: 0, localPack: null, billed: 1 })
    expect(resolve(progressOf(fetched), 'toko.co.id')).toMatchObject({ status: 'absent' })
  })

  it('reads a 3-pack place without a website, which only its name can match', async () => {
    const fetched = await answer('dataforseo', recorded('dataforseo-local-pack.json'), 10, ['pizzahut.co.uk'])
    expect(fetched.localPack).toEqual([{ title: 'Pizza Hut Restaurants', domain: null }])
    expect(matchLocalPack(fetched.localPack!, { name: 'Pizza Hut Restaurants', domain: 'pizzahut.co.uk' })).toEqual({
      shown: true,
      place: 1,
    })
    expect(matchLocalPack(fetched.localPack!, { name: null, domain: 'pizzahut.co.uk' })).toEqual({
      shown: true,
      place: null,
    })
  })
})
