import 'server-only'
import zlib from 'node:zlib'
import { XMLValidator } from 'fast-xml-parser'
import robotsParser from 'robots-parser'
import type { PageFacts } from '../html-facts'
import type { CheckResult } from '../result'
import { readStructuredData } from './content'
import { formatInteger, quote, result, type AuditContext, type Probe } from './context'
import { CHECKS } from './definitions'

/** Checks that need more than the page: robots.txt, sitemap, favicon, links, and local-business signals. */

export function robotsTxtText(probe: Probe | null): string | null {
  return probe?.state === 'ok' && probe.status >= 200 && probe.status < 300 ? probe.body.toString('utf8') : null
}

/** Sitemap URLs named in robots.txt (absolute http(s) only). */
export function sitemapsFromRobots(robotsUrl: string, text: string | null): string[] {
  if (!text) return []
  return robotsParser(robotsUrl, text)
    .getSitemaps()
    .filter((url) => /^https?:\/\//i.test(url))
}

export function checkRobotsTxt(ctx: AuditContext): CheckResult {
  const probe = ctx.robots
  const origin = ctx.finalUrl.origin
  const missingFix = `Buat file robots.txt di ${origin}/robots.txt yang mengizinkan Google dan menyebut lokasi sitemap, misalnya "User-agent: *", "Allow: /" dan "Sitemap: ${origin}/sitemap.xml".`
  if (!probe || probe.state === 'error')
    return result('robots-txt', 'error', null, 'robots.txt tidak bisa diambil untuk diperiksa.')
  if (probe.status >= 500)
    return result(
      'robots-txt',
      'fail',
      `status ${probe.status}`,
      `robots.txt menjawab dengan error server (${probe.status}); Google lalu menganggap seluruh website tidak boleh dijelajahi.`,
      'Pastikan /robots.txt menjawab dengan status 200 (atau 404 bila memang tidak dipakai), bukan error server.',
    )
  const text = robotsTxtText(probe)
  if (text === null)
    return result('robots-txt', 'warn', `status ${probe.status}`, 'File robots.txt tidak ditemukan.', missingFix)
  const robots = robotsParser(probe.url, text)
  if (robots.isAllowed(ctx.finalUrl.href, 'Googlebot') === false) {
    const line = robots.getMatchingLineNumber(ctx.finalUrl.href, 'Googlebot')
    return result(
      'robots-txt',
      'fail',
      line > 0 ? `Disallow di baris ${line}` : 'Disallow',
      'robots.txt melarang Google membuka halaman ini.',
      `Hapus atau persempit aturan Disallow${line > 0 ? ` di baris ${line}` : ''} yang mengenai halaman ini, lalu uji di Google Search Console.`,
    )
  }
  if (sitemapsFromRobots(probe.url, text).length === 0)
    return result(
      'robots-txt',
      'warn',
      'tanpa Sitemap',
      'robots.txt ada, tetapi tidak menyebut lokasi sitemap.',
      `Tambahkan baris "Sitemap: ${origin}/sitemap.xml" di robots.txt.`,
    )
  return result(
    'robots-txt',
    'pass',
    'mengizinkan, menyebut sitemap',
    'robots.txt mengizinkan Google membuka halaman ini dan menyebut sitemap.',
  )
}

function sitemapText(probe: Extract<Probe, { state: 'ok' }>, capBytes: number): { text: string; truncated: boolean } {
  const body = probe.body
  // A sitemap.xml.gz file is gzip inside the body (not Content-Encoding); inflate it under the same cap.
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      return { text: zlib.gunzipSync(body, { maxOutputLength: capBytes }).toString('utf8'), truncated: probe.truncated }
    } catch (error) {
      // Over the cap once inflated (or a gzip bomb): report it as too large, never inflate further.
      if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { text: '', truncated: true }
      throw error
    }
  }
  return { text: body.toString('utf8'), truncated: probe.truncated }
}

export function checkSitemap(ctx: AuditContext): CheckResult {
  const probe = ctx.sitemap
  const fix =
    'Buat sitemap XML (di WordPress plugin Yoast atau Rank Math membuatnya otomatis), sebutkan di robots.txt, lalu kirim lewat Google Search Console.'
  if (!probe || probe.state === 'error')
    return result('sitemap', 'error', null, 'Sitemap tidak bisa diambil untuk diperiksa.')
  const where = quote(probe.url, 120)
  if (probe.status < 200 || probe.status >= 300)
    return result(
      'sitemap',
      'fail',
      `status ${probe.status}`,
      ctx.sitemapSource === 'robots'
        ? `Sitemap yang disebut robots.txt tidak bisa dibuka (${where}, status ${probe.status}).`
        : `Sitemap tidak ditemukan di ${where}.`,
      fix,
    )
  const capBytes = CHECKS.sitemap.limits.capKb * 1024
  let text: string
  let truncated: boolean
  try {
    ;({ text, truncated } = sitemapText(probe, capBytes))
  } catch {
    return result('sitemap', 'fail', 'bukan XML', `File di ${where} tidak bisa dibaca sebagai sitemap.`, fix)
  }
  const entries = (text.match(/<(?:[\w-]+:)?loc[\s>]/g) ?? []).length
  if (truncated)
    return result(
      'sitemap',
      'warn',
      `> ${CHECKS.sitemap.limits.capKb} KB`,
      `Sitemap lebih besar dari ${CHECKS.sitemap.limits.capKb} KB${entries > 0 ? `; bagian awalnya saja sudah memuat ${formatInteger(entries)} alamat` : ''}.`,
      'Bagi sitemap yang besar menjadi beberapa file kecil dalam satu sitemap index, agar mudah diproses Google.',
    )
  if (XMLValidator.validate(text) !== true)
    return result('sitemap', 'fail', 'XML tidak valid', `Sitemap di ${where} bukan XML yang valid.`, fix)
  const root = /<(?:[\w-]+:)?(urlset|sitemapindex)[\s>]/.exec(text)?.[1]
  if (!root)
    return result('sitemap', 'fail', 'bukan sitemap', `File di ${where} bukan sitemap (tidak ada elemen urlset).`, fix)
  const unit = root === 'sitemapindex' ? 'sitemap' : 'alamat'
  if (entries === 0)
    return result('sitemap', 'warn', `0 ${unit}`, 'Sitemap valid, tetapi tidak berisi satu pun alamat halaman.', fix)
  return result(
    'sitemap',
    'pass',
    `${formatInteger(entries)} ${unit}`,
    `Sitemap valid dan berisi ${formatInteger(entries)} ${unit}.`,
  )
}

export function checkFavicon(ctx: AuditContext): CheckResult {
  const probe = ctx.favicon
  const fix =
    'Buat ikon persegi (minimal 48 x 48 piksel) dari logo Anda dan pasang dengan <link rel="icon" href="/favicon.ico"> di bagian <head>.'
  if (!probe || probe.state === 'error')
    return result('favicon', 'error', null, 'Favicon tidak bisa diambil untuk diperiksa.')
  const where = quote(probe.url, 120)
  if (probe.status < 200 || probe.status >= 300)
    return result(
      'favicon',
      'fail',
      `status ${probe.status}`,
      ctx.faviconDeclared
        ? `Ikon yang dirujuk halaman tidak bisa dibuka (${where}, status ${probe.status}).`
        : 'Website tidak punya favicon.',
      fix,
    )
  if (/^text\/html/i.test(probe.headers['content-type'] ?? ''))
    return result(
      'favicon',
      'fail',
      'bukan gambar',
      `Alamat favicon (${where}) mengembalikan halaman web, bukan gambar.`,
      fix,
    )
  return result('favicon', 'pass', where, 'Favicon tersedia.')
}

export function checkLinks(ctx: AuditContext): CheckResult {
  const { internal, external, checked } = ctx.links
  const broken = checked.filter((probe) => probe.state === 'ok' && probe.status >= 400)
  const value = `${internal.length} internal · ${external} eksternal · ${broken.length} rusak`
  if (broken.length > 0) {
    const examples = broken
      .slice(0, 3)
      .map((probe) => `${quote(probe.url, 80)} (${probe.state === 'ok' ? probe.status : ''})`)
      .join(', ')
    return result(
      'links',
      'fail',
      value,
      `${broken.length} dari ${checked.length} tautan internal yang kami coba rusak: ${examples}.`,
      'Perbaiki atau hapus tautan tersebut, atau buat pengalihan 301 ke halaman yang benar.',
    )
  }
  if (internal.length === 0)
    return result(
      'links',
      'warn',
      value,
      'Halaman ini tidak punya tautan ke halaman lain di website Anda.',
      'Tautkan halaman layanan, kontak, dan artikel penting dari halaman ini agar Google dan pengunjung mudah menjelajah.',
    )
  const unreachable = checked.filter((probe) => probe.state === 'error').length
  return result(
    'links',
    'pass',
    value,
    `${internal.length} tautan internal dan ${external} tautan eksternal; ${checked.length - unreachable} tautan internal yang kami coba berfungsi semua.`,
  )
}

const LOCAL_BUSINESS_TYPES =
  /^(LocalBusiness|Store|Restaurant|FoodEstablishment|CafeOrCoffeeShop|Bakery|Dentist|MedicalBusiness|MedicalClinic|Physician|Hospital|Pharmacy|HealthAndBeautyBusiness|BeautySalon|HairSalon|DaySpa|AutoRepair|AutomotiveBusiness|AutoDealer|LodgingBusiness|Hotel|RealEstateAgent|LegalService|Attorney|Notary|AccountingService|FinancialService|ProfessionalService|HomeAndConstructionBusiness|Electrician|Plumber|HVACBusiness|GeneralContractor|RoofingContractor|Locksmith|MovingCompany|EducationalOrganization|School|SportsActivityLocation|ExerciseGym|TravelAgency|EmploymentAgency|ChildCare|DryCleaningOrLaundry|EntertainmentBusiness|ShoppingCenter|GroceryStore|ClothingStore|ElectronicsStore|FurnitureStore|HardwareStore|JewelryStore|MobilePhoneStore|PetStore|AnimalShelter|VeterinaryCare|GovernmentOffice|InternetCafe|Library|RecyclingCenter|SelfStorage|TouristInformationCenter)$/

const PHONE_TEXT = /(?:\+62|\b62|\b0)[\s.-]?\(?\d{2,4}\)?[\s.-]?\d{3,4}[\s.-]?\d{3,5}\b/
const ADDRESS_TEXT =
  /\b(?:jl|jln)\.?\s+\p{L}|\bjalan\s+\p{Lu}|\b(?:kecamatan|kelurahan|kabupaten|kec\.|kel\.|kab\.)\s/iu

function hasKey(value: unknown, key: string, depth = 0): boolean {
  if (depth > 8 || value === null || typeof value !== 'object') return false
  if (Array.isArray(value)) return value.some((item) => hasKey(item, key, depth + 1))
  const record = value as Record<string, unknown>
  return (key in record && Boolean(record[key])) || Object.values(record).some((child) => hasKey(child, key, depth + 1))
}

function localSignals(facts: PageFacts): { markup: boolean; phone: boolean; address: boolean } {
  const data = readStructuredData(facts)
  const microdata = facts.microdataTypes.map((type) => type.replace(/^https?:\/\/schema\.org\//i, ''))
  return {
    markup: [...data.types, ...microdata].some((type) => LOCAL_BUSINESS_TYPES.test(type)),
    phone: facts.telLinks > 0 || PHONE_TEXT.test(facts.text) || data.values.some((value) => hasKey(value, 'telephone')),
    address:
      facts.addressElements > 0 ||
      ADDRESS_TEXT.test(facts.text) ||
      data.values.some((value) => hasKey(value, 'address')),
  }
}

export function checkLocalBusiness(facts: PageFacts): CheckResult {
  const { markup, phone, address } = localSignals(facts)
  const fix =
    'Cantumkan nama bisnis, alamat lengkap, dan nomor telepon (NAP) yang sama persis dengan Google Business Profile Anda, dan tambahkan JSON-LD LocalBusiness.'
  if (markup)
    return result(
      'local-business',
      'pass',
      'markup LocalBusiness',
      'Ada markup LocalBusiness yang menjelaskan bisnis Anda kepada Google.',
    )
  if (phone && address)
    return result(
      'local-business',
      'pass',
      'telepon dan alamat',
      'Nomor telepon dan alamat bisnis tercantum di halaman.',
    )
  if (phone)
    return result(
      'local-business',
      'warn',
      'telepon saja',
      'Ada nomor telepon, tetapi alamat bisnis tidak ditemukan.',
      fix,
    )
  if (address)
    return result('local-business', 'warn', 'alamat saja', 'Ada alamat, tetapi nomor telepon tidak ditemukan.', fix)
  return result(
    'local-business',
    'fail',
    null,
    'Tidak ada nomor telepon, alamat, atau markup LocalBusiness di halaman ini.',
    fix,
  )
}
