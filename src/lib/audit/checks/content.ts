import 'server-only'
import type { PageFacts } from '../html-facts'
import type { CheckResult } from '../result'
import { charLength, formatInteger, quote, result, type AuditContext } from './context'
import { CHECKS } from './definitions'

/** Checks on what the HTML says: title, description, headings, language, viewport, canonical, robots, images. */

type Facts = { facts: PageFacts; finalUrl: URL; baseUrl: URL; ctx: AuditContext }

function lengthCheck(
  id: 'title' | 'meta-description',
  text: string | null,
  words: { missing: string; missingFix: string; shortFix: string; longFix: string },
): CheckResult {
  const { min, max } = CHECKS[id].limits
  if (!text) return result(id, 'fail', null, words.missing, words.missingFix)
  const length = charLength(text)
  const value = `“${quote(text)}” (${length} karakter)`
  const name = id === 'title' ? 'Judul' : 'Meta description'
  if (length < min)
    return result(
      id,
      'warn',
      value,
      `${name} terlalu pendek (${length} karakter); idealnya ${min}-${max} karakter.`,
      words.shortFix,
    )
  if (length > max)
    return result(
      id,
      'warn',
      value,
      `${name} terlalu panjang (${length} karakter), sehingga akan terpotong di hasil pencarian.`,
      words.longFix,
    )
  return result(id, 'pass', value, `${name} ${length} karakter, pas dalam rentang ${min}-${max}.`)
}

function checkTitle({ facts }: Facts): CheckResult {
  return lengthCheck('title', facts.title, {
    missing: 'Halaman tidak punya judul (tag <title>).',
    missingFix:
      'Tulis judul 50-60 karakter yang memuat kata kunci utama dan nama bisnis Anda, misalnya "Jasa Servis AC Jakarta Selatan Bergaransi | Dingin Jaya".',
    shortFix: 'Tambahkan kata kunci utama, lokasi, atau nama bisnis sampai sekitar 55 karakter.',
    longFix: 'Persingkat menjadi 50-60 karakter dan taruh kata kunci terpenting di depan.',
  })
}

function checkMetaDescription({ facts }: Facts): CheckResult {
  return lengthCheck('meta-description', facts.metaDescription, {
    missing: 'Halaman tidak punya meta description.',
    missingFix:
      'Tulis ringkasan 150-160 karakter yang menjelaskan layanan Anda dan mengajak mengklik, lalu pasang sebagai <meta name="description"> (di WordPress lewat plugin SEO seperti Yoast atau Rank Math).',
    shortFix:
      'Tambahkan keunggulan, lokasi, atau ajakan seperti "Konsultasi gratis hari ini" sampai sekitar 155 karakter.',
    longFix: 'Persingkat menjadi 150-160 karakter agar kalimatnya tidak terpotong di Google.',
  })
}

function checkH1({ facts }: Facts): CheckResult {
  const h1s = facts.headings.filter((heading) => heading.level === 1 && heading.text)
  if (h1s.length === 0)
    return result(
      'h1',
      'fail',
      '0 H1',
      'Halaman tidak punya judul utama H1.',
      'Jadikan judul utama di bagian atas halaman sebagai satu tag <h1> yang memuat kata kunci utama.',
    )
  if (h1s.length > 1)
    return result(
      'h1',
      'warn',
      `${h1s.length} H1`,
      `Ada ${h1s.length} judul H1 di halaman ini.`,
      'Pertahankan satu H1 untuk judul utama; ubah yang lain menjadi H2 atau H3.',
    )
  return result('h1', 'pass', `“${quote(h1s[0]!.text)}”`, 'Ada tepat satu judul utama H1.')
}

function checkHeadings({ facts }: Facts): CheckResult {
  const levels = facts.headings.map((heading) => heading.level)
  if (levels.length === 0)
    return result(
      'headings',
      'warn',
      '0 subjudul',
      'Halaman tidak memakai judul dan subjudul (H1-H6).',
      'Bagi isi halaman dengan subjudul H2 dan H3 yang menjelaskan tiap bagian.',
    )
  for (let index = 1; index < levels.length; index += 1) {
    const previous = levels[index - 1]!
    const current = levels[index]!
    if (current > previous + 1)
      return result(
        'headings',
        'warn',
        `H${previous} lalu H${current}`,
        `Tingkat subjudul melompat dari H${previous} ke H${current}.`,
        'Gunakan urutan H1, H2, lalu H3 tanpa melompat; atur ukuran huruf lewat CSS, bukan dengan memilih tingkat heading.',
      )
  }
  return result(
    'headings',
    'pass',
    `${levels.length} judul dan subjudul`,
    'Urutan judul dan subjudul rapi, tidak ada tingkat yang dilompati.',
  )
}

function checkLang({ facts }: Facts): CheckResult {
  const fix = 'Tambahkan lang="id" pada tag <html> (lang="en" untuk halaman berbahasa Inggris).'
  if (!facts.lang) return result('lang', 'fail', null, 'Tag <html> tidak punya atribut lang.', fix)
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(facts.lang))
    return result(
      'lang',
      'fail',
      quote(facts.lang, 40),
      `Nilai lang "${quote(facts.lang, 40)}" bukan kode bahasa yang valid.`,
      fix,
    )
  return result('lang', 'pass', facts.lang, `Bahasa halaman ditandai: ${facts.lang}.`)
}

function checkViewport({ facts }: Facts): CheckResult {
  const content = facts.viewport?.toLowerCase().replace(/\s+/g, '') ?? null
  if (content === null)
    return result(
      'viewport',
      'fail',
      null,
      'Tidak ada meta viewport, jadi di ponsel halaman tampil seperti versi desktop yang diperkecil.',
      'Tambahkan <meta name="viewport" content="width=device-width, initial-scale=1"> di bagian <head>.',
    )
  const value = quote(facts.viewport ?? '', 80)
  if (!content.includes('width=device-width'))
    return result(
      'viewport',
      'warn',
      value,
      'Meta viewport ada, tetapi tidak memakai width=device-width.',
      'Ubah menjadi content="width=device-width, initial-scale=1" agar lebar halaman mengikuti layar ponsel.',
    )
  const maximumScale = Number(/maximum-scale=([\d.]+)/.exec(content)?.[1] ?? 10)
  if (/user-scalable=(no|0)/.test(content) || maximumScale < 2)
    return result(
      'viewport',
      'warn',
      value,
      'Meta viewport melarang pengunjung memperbesar tampilan (zoom).',
      'Hapus user-scalable=no dan maximum-scale agar pengunjung bisa memperbesar teks.',
    )
  return result('viewport', 'pass', value, 'Halaman diatur untuk tampil pas di layar ponsel.')
}

function sameUrl(a: URL, b: URL): boolean {
  return a.href.replace(/#.*$/, '') === b.href.replace(/#.*$/, '')
}

function checkCanonical({ facts, finalUrl, baseUrl }: Facts): CheckResult {
  const fix = `Pasang <link rel="canonical" href="${quote(finalUrl.href, 200)}"> di bagian <head>, dengan alamat lengkap halaman ini.`
  if (facts.canonicals.length === 0) return result('canonical', 'fail', null, 'Halaman tidak punya tag canonical.', fix)
  const resolved = facts.canonicals.map((href) => {
    try {
      return new URL(href, baseUrl)
    } catch {
      return null
    }
  })
  const distinct = new Set(resolved.map((url) => url?.href ?? 'invalid'))
  if (distinct.size > 1)
    return result(
      'canonical',
      'warn',
      `${facts.canonicals.length} canonical`,
      `Ada ${distinct.size} tag canonical yang berbeda; Google bisa mengabaikan semuanya.`,
      fix,
    )
  const href = facts.canonicals[0]!
  const target = resolved[0]
  if (!target) return result('canonical', 'warn', quote(href), 'Alamat di tag canonical tidak valid.', fix)
  if (!/^https?:\/\//i.test(href))
    return result(
      'canonical',
      'warn',
      quote(href),
      `Canonical ditulis sebagai alamat relatif (${quote(href)}).`,
      'Tulis alamat lengkap, termasuk https:// dan nama domain.',
    )
  if (!sameUrl(target, finalUrl))
    return result(
      'canonical',
      'warn',
      quote(target.href),
      `Canonical menunjuk ke alamat lain: ${quote(target.href)}.`,
      `Jika halaman ini memang halaman utamanya, arahkan canonical ke alamatnya sendiri: ${quote(finalUrl.href, 200)}.`,
    )
  return result('canonical', 'pass', quote(target.href), 'Canonical menunjuk ke alamat halaman ini sendiri.')
}

/** noindex/nofollow from meta robots and X-Robots-Tag (ignoring rules addressed to other crawlers). */
function robotsDirectives(facts: PageFacts, header: string | undefined): { noindex: string | null; nofollow: boolean } {
  let noindex: string | null = null
  let nofollow = false
  for (const content of facts.robotsMeta) {
    const tokens = content.split(/[\s,]+/)
    if (tokens.includes('noindex') || tokens.includes('none')) noindex = 'meta robots'
    if (tokens.includes('nofollow') || tokens.includes('none')) nofollow = true
  }
  let agent: string | null = null
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const scoped = /^\s*([a-z][\w-]*)\s*:\s*(.*)$/.exec(part)
    let directive = part.trim()
    if (
      scoped &&
      scoped[1] !== 'unavailable_after' &&
      scoped[1] !== 'max-snippet' &&
      scoped[1] !== 'max-image-preview' &&
      scoped[1] !== 'max-video-preview'
    ) {
      agent = scoped[1]!
      directive = scoped[2]!.trim()
    }
    if (agent && agent !== 'googlebot') continue
    if (directive === 'noindex' || directive === 'none') noindex = 'header X-Robots-Tag'
    if (directive === 'nofollow' || directive === 'none') nofollow = true
  }
  return { noindex, nofollow }
}

function checkRobotsMeta({ facts, ctx }: Facts): CheckResult {
  const { noindex, nofollow } = robotsDirectives(facts, ctx.page.headers['x-robots-tag'])
  if (noindex)
    return result(
      'robots-meta',
      'fail',
      `noindex (${noindex})`,
      `Halaman ini diberi tanda noindex lewat ${noindex}, jadi Google tidak akan menampilkannya.`,
      'Hapus noindex dari meta robots (di WordPress: Pengaturan > Membaca, lalu hapus centang "Minta mesin pencari untuk tidak mengindeks situs ini") atau dari header X-Robots-Tag di server.',
    )
  if (nofollow)
    return result(
      'robots-meta',
      'warn',
      'nofollow',
      'Halaman diberi tanda nofollow, sehingga Google tidak mengikuti tautan di dalamnya.',
      'Hapus nofollow dari meta robots, kecuali memang disengaja.',
    )
  return result('robots-meta', 'pass', 'index', 'Tidak ada tanda noindex: Google boleh menampilkan halaman ini.')
}

function checkImgAlt({ facts }: Facts): CheckResult {
  const total = facts.images.length
  if (total === 0) return result('img-alt', 'pass', '0 gambar', 'Tidak ada gambar di halaman ini.')
  const missing = facts.images.filter((image) => !image.hasAlt).length
  const value = `${missing} dari ${total} gambar tanpa alt`
  if (missing === 0) return result('img-alt', 'pass', value, `Semua ${total} gambar punya teks alt.`)
  const fix =
    'Tambahkan atribut alt yang menjelaskan isi gambar, misalnya alt="Kue lapis legit pandan ukuran 20 x 20 cm"; untuk gambar hiasan cukup alt="".'
  const share = (missing / total) * 100
  const status = share > CHECKS['img-alt'].limits.failAbovePercent ? 'fail' : 'warn'
  return result('img-alt', status, value, `${missing} dari ${total} gambar tidak punya teks alt.`, fix)
}

function typesOf(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > 8 || value === null || typeof value !== 'object') return
  if (Array.isArray(value)) {
    for (const item of value) typesOf(item, into, depth + 1)
    return
  }
  const record = value as Record<string, unknown>
  const type = record['@type']
  for (const name of Array.isArray(type) ? type : [type])
    if (typeof name === 'string' && name.trim()) into.add(quote(name, 60))
  for (const [key, child] of Object.entries(record)) if (key !== '@context') typesOf(child, into, depth + 1)
}

export type StructuredData = { blocks: number; invalid: number; types: string[]; values: unknown[] }

export function readStructuredData(facts: PageFacts): StructuredData {
  const types = new Set<string>()
  const values: unknown[] = []
  let invalid = 0
  for (const block of facts.jsonLd) {
    try {
      const value: unknown = JSON.parse(block)
      values.push(value)
      typesOf(value, types)
    } catch {
      invalid += 1
    }
  }
  return { blocks: facts.jsonLd.length, invalid, types: [...types], values }
}

function checkStructuredData({ facts }: Facts): CheckResult {
  const data = readStructuredData(facts)
  const fix =
    'Tambahkan JSON-LD schema.org, misalnya LocalBusiness atau Organization dengan nama, alamat, telepon, dan jam buka (plugin seperti Yoast atau Rank Math bisa membuatnya), lalu uji di Rich Results Test Google.'
  if (data.blocks === 0) {
    if (facts.microdataTypes.length > 0)
      return result(
        'structured-data',
        'warn',
        `microdata: ${quote(facts.microdataTypes.map((type) => type.replace(/^https?:\/\/schema\.org\//, '')).join(', '), 100)}`,
        'Data terstruktur hanya dalam format microdata, belum JSON-LD yang disarankan Google.',
        fix,
      )
    return result('structured-data', 'fail', null, 'Tidak ada data terstruktur (JSON-LD) di halaman ini.', fix)
  }
  const types = data.types.slice(0, 8).join(', ') || 'tanpa @type'
  if (data.invalid > 0)
    return result(
      'structured-data',
      'warn',
      types,
      `${data.invalid} dari ${data.blocks} blok JSON-LD tidak bisa dibaca karena format JSON-nya rusak.`,
      'Perbaiki blok yang rusak (biasanya koma atau tanda kutip yang salah), lalu uji di Rich Results Test Google.',
    )
  return result('structured-data', 'pass', types, `Data terstruktur terbaca: ${types}.`)
}

function checkOpenGraph({ facts }: Facts): CheckResult {
  const required = ['og:title', 'og:description', 'og:image']
  const missing = required.filter((property) => !facts.openGraph[property])
  const fix =
    'Tambahkan tag <meta property="og:title">, og:description, dan og:image (plugin SEO seperti Yoast mengisinya otomatis); gambar ideal berukuran 1200 x 630 piksel.'
  if (missing.length === required.length)
    return result(
      'open-graph',
      'fail',
      null,
      'Tidak ada tag Open Graph, jadi tampilan link Anda saat dibagikan ditentukan sendiri oleh aplikasinya.',
      fix,
    )
  if (missing.length > 0)
    return result('open-graph', 'warn', `belum ada ${missing.join(', ')}`, `Belum ada ${missing.join(' dan ')}.`, fix)
  return result('open-graph', 'pass', required.join(', '), 'Judul, deskripsi, dan gambar untuk dibagikan sudah diatur.')
}

export function checkMixedContent({ facts, finalUrl, baseUrl }: Facts): CheckResult {
  if (finalUrl.protocol !== 'https:')
    return result(
      'mixed-content',
      'error',
      null,
      'Belum bisa diperiksa karena halaman belum memakai HTTPS.',
      'Setelah pindah ke HTTPS, pastikan semua gambar, skrip, dan CSS juga dimuat lewat https://.',
    )
  const insecure = facts.resources.filter((resource) => {
    try {
      return new URL(resource.url, baseUrl).protocol === 'http:'
    } catch {
      return false
    }
  })
  if (insecure.length === 0)
    return result('mixed-content', 'pass', '0 file http', 'Semua file di halaman dimuat lewat https.')
  const active = insecure.filter(
    (resource) => resource.kind === 'script' || resource.kind === 'stylesheet' || resource.kind === 'frame',
  )
  const examples = insecure
    .slice(0, 2)
    .map((resource) => quote(resource.url, 80))
    .join(', ')
  const fix =
    'Ganti alamat http:// menjadi https:// pada file tersebut (di WordPress plugin seperti Better Search Replace membantu), atau hapus file yang tidak tersedia lewat https.'
  const value = `${insecure.length} file lewat http`
  if (active.length > 0)
    return result(
      'mixed-content',
      'fail',
      value,
      `${active.length} skrip, CSS, atau frame dimuat lewat http dan akan diblokir browser (contoh: ${examples}).`,
      fix,
    )
  return result(
    'mixed-content',
    'warn',
    value,
    `${insecure.length} gambar atau media dimuat lewat http (contoh: ${examples}).`,
    fix,
  )
}

function checkWordCount({ facts }: Facts): CheckResult {
  const { failBelow, warnBelow } = CHECKS['word-count'].limits
  const words = facts.wordCount
  const value = `${formatInteger(words)} kata`
  const fix =
    'Tambahkan penjelasan layanan, keunggulan, area layanan, tanya jawab (FAQ), dan testimoni yang menjawab pertanyaan calon pelanggan.'
  if (words < failBelow)
    return result(
      'word-count',
      'fail',
      value,
      `Isi halaman sangat tipis: hanya sekitar ${formatInteger(words)} kata.`,
      fix,
    )
  if (words < warnBelow)
    return result(
      'word-count',
      'warn',
      value,
      `Halaman hanya berisi sekitar ${formatInteger(words)} kata; idealnya minimal ${warnBelow}.`,
      fix,
    )
  return result('word-count', 'pass', value, `Halaman berisi sekitar ${formatInteger(words)} kata.`)
}

/** The checks that read one page's HTML, as the engine runs them (and the site's own audit on its prerendered pages). */
export const PAGE_CONTENT_CHECKS = [
  checkTitle,
  checkMetaDescription,
  checkH1,
  checkHeadings,
  checkLang,
  checkViewport,
  checkCanonical,
  checkRobotsMeta,
  checkImgAlt,
  checkStructuredData,
  checkOpenGraph,
  checkMixedContent,
  checkWordCount,
] as const
