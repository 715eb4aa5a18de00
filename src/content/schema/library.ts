import { cityDirectory } from '../city-directory-list'
import { contactLinks } from '../contact-links'
import { rankTrackerMaxKeywords } from '../figures'
import { spanOfRanges } from '../format'
import { site } from '../site'
import { figureQuotes, siteFigureTable } from './bundled'
import { collectionDefinitions, singletonDefinitions, singletonFile, type SingletonKey } from './definitions'
import type { Field, Infer } from './field'
import { sharedAcrossTestProcesses } from './library-cache'
import { contentFiles, readCollection, readRecordFile, repositoryFileExists, type ContentFiles } from './files'
import { parseRecord, resolveRecord, shapeOnly } from './parse'
import { ContentValidationError, parseProblems } from './problems'
import { resolveQuotes, type FigureValue, type PricedItem, type QuoteContext } from './quotes'
import type { caseStudySchema } from './records/case-study'
import type { citySchema } from './records/city'
import { homeSchema } from './records/home'
import { industriesSchema } from './records/industries'
import type { servicePageSchema } from './records/service-page'
import { pricingSchema } from './records/pricing'
import { sharedSchema } from './records/shared'
import { specialtyPageSchema } from './records/specialty-page'
import { companySchema, figuresSchema } from './records/site'
import type { testimonialSchema } from './records/testimonials'

/**
 * Every record kept as a file under content/, read and checked in one pass: the site's figures and company details
 * (bundled JSON, checked here), then the prices and the shared figures (they quote the site's figures), then the
 * pages (they quote all of these and their own). A problem anywhere stops the build with one line per problem,
 * every file at once. The content modules (src/content/packages.ts, src/content/cities/, …) are thin loaders over
 * this: they export the same typed records the components always used.
 */

type Pricing = Infer<typeof pricingSchema>
type StoredCity = Infer<typeof citySchema>
type Shared = Infer<typeof sharedSchema>
type SpecialtyPageRecord = Infer<typeof specialtyPageSchema>

/** The pages with a layout of their own whose words are a file (content/pages/), by their key in the editor. */
export const specialtyPageKeys = (Object.keys(singletonDefinitions) as SingletonKey[]).filter(
  (key) => singletonDefinitions[key].schema === specialtyPageSchema,
)
type SpecialtyPageKey = (typeof specialtyPageKeys)[number]

/** A collection entry: its name from the file (the address part of its page), its file, its record. */
type Entry<T> = { slug: string; file: string; record: T }

export type ContentLibrary = {
  pricing: Pricing
  testimonials: Entry<Infer<typeof testimonialSchema>>[]
  cities: Entry<StoredCity>[]
  servicePages: Entry<Infer<typeof servicePageSchema>>[]
  caseStudies: Entry<Infer<typeof caseStudySchema>>[]
  industries: Infer<typeof industriesSchema>
  home: Infer<typeof homeSchema>
  /** The specialty pages' words, by key; each at the address of its file's name (content/pages/<alamat>.yaml). */
  specialtyPages: ReadonlyMap<SpecialtyPageKey, SpecialtyPageRecord>
  /** Lists of bars several pages show (content/shared.yaml), by name. */
  barLists: ReadonlyMap<string, NonNullable<Shared['barLists']>[number]['bars']>
  /** Everything a sentence may quote: figure names and priced items, site-wide. */
  figures: Readonly<Record<string, FigureValue>>
  priced: ReadonlyMap<string, PricedItem>
}

const recordFiles = {
  figures: singletonFile('figures'),
  company: singletonFile('company'),
  pricing: singletonFile('pricing'),
  shared: singletonFile('shared'),
  industries: singletonFile('industries'),
  home: singletonFile('home'),
}

type Local = { figures?: Record<string, FigureValue>; priced?: Record<string, PricedItem> }

/** Quotes over the site-wide tables plus a record's own figures and prices. */
function quoteContext(
  shared: Pick<ContentLibrary, 'figures' | 'priced'>,
  files: ContentFiles,
  local: Local = {},
): QuoteContext {
  return {
    figure: (name) =>
      local.figures && Object.hasOwn(local.figures, name)
        ? local.figures[name]
        : Object.hasOwn(shared.figures, name)
          ? shared.figures[name]
          : undefined,
    priced: (id) => (local.priced && Object.hasOwn(local.priced, id) ? local.priced[id] : shared.priced.get(id)),
    fileExists: (file) => repositoryFileExists(files, file),
  }
}

function readStored<T>(files: ContentFiles, file: string, field: Field<T>, problems: string[]): T | undefined {
  const stored = readRecordFile(files, file)
  if ('problem' in stored) {
    problems.push(stored.problem)
    return undefined
  }
  const parsed = field.zod.safeParse(stored.data)
  if (!parsed.success) {
    problems.push(...parseProblems(stored.file, field.spec, parsed.error, stored.data))
    return undefined
  }
  return parsed.data
}

/** content/site/figures.json and company.json, checked (the pages read them bundled, src/content/schema/bundled.ts). */
function readSiteRecords(figuresData: unknown, companyData: unknown) {
  const figures = parseRecord(recordFiles.figures, figuresSchema, figuresData, figureQuotes({}))
  const foundedYear = (companyData as { foundedYear?: unknown })?.foundedYear
  const table = figures.value
    ? siteFigureTable(figures.value, typeof foundedYear === 'number' ? foundedYear : 0)
    : undefined
  // Without figures the company's quotes cannot be filled in: only its shape is checked then.
  const company = table
    ? parseRecord(recordFiles.company, companySchema, companyData, figureQuotes(table))
    : shapeOnly(recordFiles.company, companySchema, companyData)
  return { table: company.value ? table : undefined, problems: [...figures.problems, ...company.problems] }
}

/** Every entry of a collection that parses; the problems of those that do not. */
function readEntries<T>(files: ContentFiles, dir: string, field: Field<T>, problems: string[]): Entry<T>[] {
  const entries: Entry<T>[] = []
  for (const stored of readCollection(files, dir)) {
    if ('problem' in stored) {
      problems.push(stored.problem)
      continue
    }
    const parsed = field.zod.safeParse(stored.data)
    if (!parsed.success) problems.push(...parseProblems(stored.file, field.spec, parsed.error, stored.data))
    else entries.push({ slug: stored.slug, file: stored.file, record: parsed.data })
  }
  return entries
}

/** Fills in the quotes of every entry; an entry with problems is reported and left out. */
function resolveEntries<T>(
  entries: Entry<T>[],
  field: Field<T>,
  quotes: (entry: Entry<T>) => QuoteContext,
  problems: string[],
): Entry<T>[] {
  return entries.flatMap((entry) => {
    const resolved = resolveRecord(entry.file, field, entry.record, quotes(entry))
    problems.push(...resolved.problems)
    return resolved.value === undefined ? [] : [{ ...entry, record: resolved.value }]
  })
}

/** Entries in the order the editor sets (`order`), then by name. */
function byOrder<T extends { order: number }>(entries: Entry<T>[]): Entry<T>[] {
  return [...entries].sort((a, b) => a.record.order - b.record.order || a.slug.localeCompare(b.slug))
}

/** A page's own figures; a name the whole site already uses would be ambiguous and is refused. */
function localFigureTable(
  file: string,
  figures: readonly { name: string; value: string }[] = [],
  shared: Readonly<Record<string, FigureValue>>,
  problems: string[],
): Record<string, FigureValue> {
  const table: Record<string, FigureValue> = {}
  figures.forEach(({ name, value }, index) => {
    if (Object.hasOwn(shared, name))
      problems.push(`${file}: figures[${index + 1}].name: "${name}" sudah dipakai situs (Angka situs atau bersama); pilih nama lain`)
    else if (Object.hasOwn(table, name)) problems.push(`${file}: figures[${index + 1}].name: "${name}" dua kali`)
    else table[name] = value
  })
  return table
}

/**
 * "19-36 hari": a process's whole duration, summed from its steps, when every step takes "N-M hari" (a page quotes
 * it as {% figure name="totalStepDays" /%}, so it never disagrees with the steps).
 */
export function totalStepDays(steps: readonly { duration?: string }[]): string | undefined {
  const days = steps.map((step) => /^(\d+)-(\d+) hari$/.exec(step.duration ?? ''))
  if (!days.length || !days.every(Boolean)) return undefined
  const sum = (group: 1 | 2) => days.reduce((total, match) => total + Number(match![group]), 0)
  return `${sum(1)}-${sum(2)} hari`
}

/** The package list of Harga & paket a price band shows (`packageGroup` of a band). */
export const packageGroupKeys = { seo: 'seoPackages', city: 'cityPackages', wordpress: 'wordpressPackages' } as const

/** The figures and prices the pricing file adds to what text may quote. */
function pricingQuotes(pricing: Pricing) {
  const figures: Record<string, FigureValue> = {
    minimumContract: `${pricing.packageTerms.minimumContractMonths} bulan`,
    setupFee: pricing.packageTerms.setupFee,
    cityKeywordsStarter: pricing.cityKeywords.starter,
    cityKeywordsProfessional: pricing.cityKeywords.professional,
    cityKeywordsEnterprise: pricing.cityKeywords.enterprise,
    premiumBacklinkAuthority: pricing.premiumBacklinkAuthority,
    // Where the WordPress packages start, and the span of their durations ("1-4 minggu").
    wordpressPriceFrom: { rupiah: Math.min(...pricing.wordpressPackages.map((pkg) => pkg.priceIdr)) },
    wordpressWorkSpan: spanOfRanges(pricing.wordpressPackages.map((pkg) => pkg.duration)),
  }
  const priced = new Map<string, PricedItem>()
  for (const item of [
    ...pricing.seoPackages,
    ...pricing.cityPackages,
    ...pricing.wordpressPackages,
    ...pricing.addOns,
    ...(pricing.priceRanges ?? []),
  ])
    priced.set(item.id, item)
  return { figures, priced }
}

/** The three city tiers at a city's own prices (a city with a price guide): its own quotable prices. */
export function cityGuidePackages(pricing: Pricing, guide: NonNullable<StoredCity['pricing']['guide']>) {
  const [starter, professional, enterprise] = pricing.cityPackages
  if (!starter || !professional || !enterprise) return []
  const [starterText, professionalText, enterpriseText] = guide.descriptions
  return [
    { ...starter, id: `${starter.id}-from`, priceIdr: guide.startIdr, priceFrom: true as const, description: starterText! },
    {
      ...professional,
      id: `${professional.id}-range`,
      priceIdr: guide.midMinIdr,
      priceMaxIdr: guide.midMaxIdr,
      description: professionalText!,
    },
    {
      ...enterprise,
      id: `${enterprise.id}-from`,
      priceIdr: guide.enterpriseFromIdr,
      priceFrom: true as const,
      description: enterpriseText!,
    },
  ]
}

/** "+650%" → 650: a growth figure as a number, for charts and comparisons. */
export function growthPercent(value: string): number {
  const match = /^\+?(\d+(?:[.,]\d+)?)%$/.exec(value.trim())
  if (!match?.[1]) throw new Error(`Not a growth percentage: "${value}"`)
  return Number(match[1].replace(',', '.'))
}

export type ReadResult = { library: ContentLibrary; problems: [] } | { library: undefined; problems: string[] }

/** Reads and checks everything (no cache): the build, `npm run content:check` and tests on a copy of content/. */
export function readContent(files: ContentFiles = contentFiles()): ReadResult {
  const problems: string[] = []
  const siteRecords = readSiteRecords(
    dataOf(files, recordFiles.figures, problems),
    dataOf(files, recordFiles.company, problems),
  )
  problems.push(...siteRecords.problems)
  const storedPricing = readStored(files, recordFiles.pricing, pricingSchema, problems)
  const storedShared = readStored(files, recordFiles.shared, sharedSchema, problems)
  const definitions = collectionDefinitions
  const storedTestimonials = readEntries(files, definitions.testimonials.path, definitions.testimonials.schema, problems)
  const storedCities = readEntries(files, definitions.cities.path, definitions.cities.schema, problems)
  const storedIndustries = readStored(files, recordFiles.industries, industriesSchema, problems)
  const storedHome = readStored(files, recordFiles.home, homeSchema, problems)
  const storedCaseStudies = readEntries(files, definitions.caseStudies.path, definitions.caseStudies.schema, problems)
  const storedSpecialtyPages = specialtyPageKeys.map((key) => {
    const file = singletonFile(key)
    return { key, file, record: readStored(files, file, specialtyPageSchema, problems) }
  })
  const storedServicePages = readEntries(
    files,
    definitions.servicePages.path,
    definitions.servicePages.schema,
    problems,
  )
  if (problems.length || !siteRecords.table || !storedPricing || !storedShared || !storedIndustries || !storedHome)
    return { library: undefined, problems }

  // The prices: they quote the site's figures and their own (the city keyword tiers in a feature).
  const ownPricing = pricingQuotes(storedPricing)
  const pricingResult = resolveRecord(recordFiles.pricing, pricingSchema, storedPricing, {
    ...figureQuotes({ ...siteRecords.table, ...ownPricing.figures }),
    priced: (id) => ownPricing.priced.get(id),
  })
  problems.push(...pricingResult.problems)
  const pricing = pricingResult.value
  if (!pricing) return { library: undefined, problems }
  const fromPricing = pricingQuotes(pricing)

  // The shared figures, in order: each may quote the site's figures and the ones above it.
  const figures: Record<string, FigureValue> = {
    ...siteRecords.table,
    siteName: site.name,
    officeCity: site.address.locality,
    officeStreet: site.address.street,
    phoneDisplay: contactLinks.phoneDisplay,
    // What the rank tracker's server accepts, quoted by its page.
    rankTrackerKeywords: String(rankTrackerMaxKeywords),
    ...fromPricing.figures,
  }
  storedShared.figures.forEach(({ name, value }, index) => {
    const path = ['figures', index, 'value']
    if (Object.hasOwn(figures, name))
      problems.push(`${recordFiles.shared}: figures[${index + 1}].name: "${name}" sudah dipakai di Angka situs atau di atasnya`)
    const found: { path: readonly (string | number)[]; message: string }[] = []
    figures[name] = resolveQuotes(value, { ...figureQuotes(figures), problems: found }, path)
    for (const problem of found) problems.push(`${recordFiles.shared}: figures[${index + 1}].value (Nilai): ${problem.message}`)
  })

  // What collections add: the names of the city pages, quoted by the city directory's introduction.
  const cityOrder = byOrder(storedCities)
  figures.cityPageNames = cityOrder.map((entry) => entry.record.name).join(', ')
  figures.cityPageCount = String(cityOrder.length)
  figures.citiesServed = String(cityDirectory.length)
  // The case studies: how many, and the largest traffic growth among them ("hingga 650%").
  figures.caseStudyCount = String(storedCaseStudies.length)
  figures.topTrafficGrowth = `${Math.max(0, ...storedCaseStudies.map(({ record }) => growthPercent(record.results.traffic)))}%`

  const shared = { figures, priced: fromPricing.priced }
  const testimonials = byOrder(
    resolveEntries(storedTestimonials, definitions.testimonials.schema, () => quoteContext(shared, files), problems),
  )
  const cities = resolveEntries(
    cityOrder,
    definitions.cities.schema,
    ({ file, record }) => {
      const own = localFigureTable(file, record.figures, figures, problems)
      if (record.clients) own.cityClients = record.clients
      own.areaCount = String(record.areas.list.length)
      const guide = record.pricing.guide
      const priced = guide
        ? Object.fromEntries(cityGuidePackages(pricing, guide).map((pkg) => [pkg.id, pkg as PricedItem]))
        : undefined
      return quoteContext(shared, files, { figures: own, priced })
    },
    problems,
  )
  const barLists = new Map((storedShared.barLists ?? []).map((list) => [list.name, list.bars]))
  const servicePages = byOrder(
    resolveEntries(
      storedServicePages,
      definitions.servicePages.schema,
      ({ file, record }) => {
        record.sections.forEach((section, index) => {
          if (section.kind !== 'bars') return
          if (section.barsFrom && !barLists.has(section.barsFrom))
            problems.push(`${file}: sections[${index + 1}].barsFrom: daftar batang "${section.barsFrom}" tidak ada di Angka & kalimat bersama`)
          if (Boolean(section.barsFrom) === Boolean(section.bars))
            problems.push(`${file}: sections[${index + 1}]: isi Batang atau Daftar batang bersama (salah satu)`)
        })
        return quoteContext(shared, files, { figures: localFigureTable(file, record.figures, figures, problems) })
      },
      problems,
    ),
  )
  const caseStudies = byOrder(
    resolveEntries(
      storedCaseStudies,
      definitions.caseStudies.schema,
      ({ record }) => quoteContext(shared, files, { figures: { ...record.results, duration: record.duration } }),
      problems,
    ),
  )
  const industries = resolveRecord(recordFiles.industries, industriesSchema, storedIndustries, quoteContext(shared, files))
  problems.push(...industries.problems)
  const home = resolveRecord(
    recordFiles.home,
    homeSchema,
    storedHome,
    quoteContext(shared, files, { figures: { reasonCount: String(storedHome.about.reasons.length) } }),
  )
  problems.push(...home.problems)
  const specialtyPages = new Map<SpecialtyPageKey, SpecialtyPageRecord>()
  for (const { key, file, record } of storedSpecialtyPages) {
    if (!record) continue
    const replaced = record.trackingOff?.faqQuestion
    if (replaced && !record.faq.items.some((item) => item.question === replaced))
      problems.push(`${file}: trackingOff.faqQuestion: pertanyaan "${replaced}" tidak ada di FAQ halaman ini`)
    record.sections.forEach((section, index) => {
      if (section.kind !== 'pricing') return
      const ids = new Set(pricing[packageGroupKeys[section.packageGroup]].map((pkg) => pkg.id))
      section.notes?.forEach((note, noteIndex) => {
        if (!ids.has(note.package))
          problems.push(`${file}: sections[${index + 1}].notes[${noteIndex + 1}].package (Kode paket): paket "${note.package}" tidak ada di paket yang ditampilkan`)
      })
    })
    const own = localFigureTable(file, record.figures, figures, problems)
    const rupiah = (name: string, at: string) => {
      const value = figures[name]
      if (typeof value === 'object') return value.rupiah
      problems.push(`${file}: ${at}: "${name}" bukan angka rupiah di Angka situs`)
      return 0
    }
    // The page's offers are its own prices ({% price package="kode" /%}); a price may be a figure of the site.
    const priced: Record<string, PricedItem> = {}
    record.sections.forEach((section, index) => {
      const at = `sections[${index + 1}]`
      if (section.kind === 'investment') rupiah(section.priceFrom, `${at}.priceFrom (Harga mulai)`)
      if (section.kind === 'steps') {
        const total = totalStepDays(section.steps)
        if (total) own.totalStepDays = total
      }
      if (section.kind !== 'offers') return
      section.items.forEach((item, itemIndex) => {
        const itemAt = `${at}.items[${itemIndex + 1}]`
        if ((item.priceFromIdr === undefined) === (item.priceFrom === undefined))
          problems.push(`${file}: ${itemAt}: isi Harga mulai atau Harga mulai dari Angka situs (salah satu)`)
        const priceIdr = item.priceFrom ? rupiah(item.priceFrom, `${itemAt}.priceFrom`) : (item.priceFromIdr ?? 0)
        item.priceFromIdr = priceIdr
        priced[item.id] = { name: item.title, priceIdr, description: item.description, features: item.features }
      })
    })
    const resolved = resolveRecord(
      file,
      specialtyPageSchema,
      record,
      quoteContext(shared, files, { figures: own, priced }),
    )
    problems.push(...resolved.problems)
    if (resolved.value) specialtyPages.set(key, resolved.value)
  }
  const sharedBars = resolveRecord(recordFiles.shared, sharedSchema, storedShared, quoteContext(shared, files))
  problems.push(...sharedBars.problems)
  if (problems.length) return { library: undefined, problems }
  return {
    library: {
      ...shared,
      pricing,
      testimonials,
      cities,
      servicePages,
      caseStudies,
      industries: industries.value!,
      home: home.value!,
      specialtyPages,
      barLists: new Map((sharedBars.value?.barLists ?? []).map((list) => [list.name, list.bars])),
    },
    problems: [],
  }
}

/** A record file's data for the checks of the bundled site records. */
function dataOf(files: ContentFiles, file: string, problems: string[]): unknown {
  const stored = readRecordFile(files, file)
  if ('problem' in stored) {
    problems.push(stored.problem)
    return undefined
  }
  return stored.data
}

let cached: ContentLibrary | undefined

/** The checked content, read once per process (content changes only with a new build). Throws on any problem. */
export function contentLibrary(): ContentLibrary {
  if (cached) return cached
  const files = contentFiles()
  const result = sharedAcrossTestProcesses(files, () => readContent(files))
  if (!result.library) throw new ContentValidationError(result.problems)
  cached = result.library
  return cached
}
