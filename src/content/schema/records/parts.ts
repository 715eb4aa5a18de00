import { z } from 'zod'
import { clickTargets, type ClickTarget } from '../../click-targets'
import { contactLinks } from '../../contact-links'
import { iconNames } from '../../icons'
import type { LinkAction } from '../../types'
import { f, type Field } from '../field'

/**
 * The pieces page records are made of, each with the shape the components use (content/types.ts,
 * content/page-types.ts), labelled for the editor.
 */

export const pathPattern = {
  regex: /^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/[^\s]+|whatsapp|telepon)$/,
  message: 'alamat: /halaman, #bagian, https://…, atau whatsapp / telepon',
}

export const anchor = (label = 'Anchor (id bagian)', description?: string) =>
  f.plain({
    label,
    description: description ?? 'Huruf kecil dan tanda hubung; menjadi alamat #bagian. Unik di halaman.',
    max: 40,
    pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'hanya huruf kecil, angka dan tanda hubung' },
  })

const variants = [
  { label: 'Utama', value: 'primary' },
  { label: 'Kedua', value: 'secondary' },
  { label: 'Garis', value: 'outline' },
  { label: 'Garis terang', value: 'outline-light' },
  { label: 'Tipis', value: 'ghost' },
  { label: 'WhatsApp', value: 'whatsapp' },
] as const

const places = Object.keys(clickTargets).map((place) => ({ label: place, value: place as ClickTarget }))

const linkLabel = f.text({ label: 'Teks tombol', max: 60 })

/** A link or button. `whatsapp` / `telepon` as the address make a contact link from the site's settings. */
const storedLink = f.object({
  label: linkLabel,
  href: f.plain({
    label: 'Alamat',
    description:
      'Halaman (/contact), bagian halaman (#paket), alamat lengkap (https://…), atau whatsapp / telepon untuk tombol kontak dari nomor situs.',
    max: 200,
    pattern: pathPattern,
  }),
  place: f.optionalSelect({
    label: 'Tempat tombol kontak',
    description: 'Untuk whatsapp / telepon: nama tempat ini di hitungan klik (dashboard).',
    options: places,
  }),
  message: f.optional(f.plain({ label: 'Pesan pembuka WhatsApp', max: 200 })),
  icon: f.optionalSelect({ label: 'Ikon', options: iconOptions() }),
  variant: f.optionalSelect({ label: 'Gaya tombol', options: variants }),
  external: f.checkbox({ label: 'Buka di tab baru' }),
})

function toLinkAction(stored: z.output<typeof storedLink.zod>, context: z.RefinementCtx): LinkAction {
  const { href, place, message, external, ...rest } = stored
  const common = { ...rest, ...(external ? { external } : {}) }
  if (href !== 'whatsapp' && href !== 'telepon') return { ...common, href }
  const channel = href === 'whatsapp' ? 'whatsapp' : 'phone'
  if (!place || clickTargets[place] !== channel) {
    context.addIssue({
      code: 'custom',
      path: ['place'],
      message: `pilih tempat tombol ${href} (nama ${channel} di daftar hitungan klik)`,
    })
    return { ...common, href }
  }
  const link =
    channel === 'whatsapp'
      ? contactLinks.whatsapp(place as never, message)
      : contactLinks.phone(place as never)
  return { ...common, ...link }
}

export const link: Field<LinkAction> = {
  spec: storedLink.spec,
  zod: storedLink.zod.transform(toLinkAction) as unknown as z.ZodType<LinkAction>,
  resolve: (value, ctx, path) => ({ ...value, label: linkLabel.resolve(value.label, ctx, [...path, 'label']) }),
}

/** One of the site's own SVG illustrations under public/images (inlined into the page, so it must be SVG). */
export const svgPath = (label: string) => {
  const field = f.plain({
    label,
    description: 'Alamat ilustrasi SVG di /public, mis. /images/technical-seo-audit.svg.',
    max: 120,
    pattern: { regex: /^\/images\/[\w/-]+\.svg$/, message: 'alamat file SVG di /images/…' },
  })
  return {
    ...field,
    resolve(value: string, ctx: Parameters<typeof field.resolve>[1], path: Parameters<typeof field.resolve>[2]) {
      if (ctx.fileExists && !ctx.fileExists(`public${value}`))
        ctx.problems.push({ path, message: `file public${value} tidak ada` })
      return value
    },
  } as Field<string>
}

export const links = (label = 'Tombol', max = 4) => f.array(link, { label, min: 1, max, itemLabel: 'label' })

export const statistic = f.object({
  value: f.text({ label: 'Angka', description: 'Kutip angka: {% figure name="clients" /%}.', max: 30 }),
  label: f.text({ label: 'Keterangan', max: 80 }),
  description: f.optional(f.text({ label: 'Catatan kecil', max: 80 })),
})
export const statistics = (label = 'Angka', max = 6) => f.array(statistic, { label, min: 1, max, itemLabel: 'label' })

export const faqItem = f.object({
  question: f.text({ label: 'Pertanyaan', max: 140 }),
  answer: f.text({ label: 'Jawaban', multiline: true, max: 900 }),
})

export const requiredIntro = {
  eyebrow: f.text({ label: 'Label kecil di atas judul', max: 60 }),
  title: f.text({ label: 'Judul bagian (h2)', max: 110 }),
  description: f.text({ label: 'Paragraf pembuka', multiline: true, max: 400 }),
}

export const serviceCard = f.object({
  id: anchor('Kode kartu', 'Unik di daftar ini.'),
  icon: f.icon(),
  title: f.text({ label: 'Judul', max: 80 }),
  description: f.text({ label: 'Deskripsi', multiline: true, max: 320 }),
  features: f.array(f.text({ label: 'Poin', max: 100 }), { label: 'Poin', max: 8 }),
  badge: f.optional(f.text({ label: 'Label', max: 30 })),
  href: f.optional(f.plain({ label: 'Halaman layanan', description: 'Alamat halaman, mis. /local-seo-optimization.', max: 100, pattern: pathPattern })),
})

export const processStep = f.object({
  step: f.integer({ label: 'Nomor langkah', min: 1, max: 20 }),
  title: f.text({ label: 'Judul langkah', max: 80 }),
  description: f.text({ label: 'Deskripsi', multiline: true, max: 400 }),
  duration: f.optional(f.text({ label: 'Durasi', max: 40 })),
  deliverables: f.array(f.text({ label: 'Hasil', max: 120 }), { label: 'Hasil kerja', max: 8 }),
})

export const industry = f.object({
  name: f.text({ label: 'Industri', max: 60 }),
  icon: f.icon(),
  description: f.optional(f.text({ label: 'Deskripsi', multiline: true, max: 200 })),
  projects: f.optional(f.integer({ label: 'Jumlah proyek', min: 0 })),
  averageGrowth: f.optional(f.text({ label: 'Rata-rata pertumbuhan', max: 20 })),
})

export const meetingOption = f.object({
  icon: f.icon(),
  title: f.text({ label: 'Judul', max: 60 }),
  text: f.text({ label: 'Teks', multiline: true, max: 300 }),
  kind: f.optionalSelect({
    label: 'Kontak yang ditampilkan',
    description: 'Nomor atau alamat diambil dari pengaturan situs, tidak diketik.',
    options: [
      { label: 'Telepon', value: 'phone' },
      { label: 'WhatsApp', value: 'whatsapp' },
      { label: 'Kantor', value: 'office' },
    ],
  }),
})

export const closing = {
  title: f.text({ label: 'Judul penutup', max: 110 }),
  description: f.text({ label: 'Teks penutup', multiline: true, max: 400 }),
}

/** The figures a page quotes that belong to it alone ("120+ brand di Bandung"), defined once on the page. */
export const localFigures = f.array(
  f.object({
    name: f.plain({
      label: 'Nama',
      description: 'Dikutip sebagai {% figure name="nama" /%} di halaman ini. Huruf dan angka tanpa spasi.',
      max: 40,
      pattern: { regex: /^[a-z][A-Za-z0-9]*$/, message: 'nama angka: huruf kecil di depan, tanpa spasi' },
    }),
    value: f.plain({ label: 'Nilai', description: 'Seperti ditampilkan, dengan satuannya bila perlu.', max: 40 }),
  }),
  { label: 'Angka halaman ini', itemLabel: 'name' },
)

const priorities = ['1', '0.9', '0.8', '0.7', '0.6', '0.5', '0.4', '0.3'] as const

/** The checks of the site's own SEO audit (src/lib/audit) that look at one page, as the editor names them. */
export const pageAuditChecks = [
  { label: 'Judul halaman (title)', value: 'title' },
  { label: 'Meta description', value: 'meta-description' },
  { label: 'Judul utama (H1)', value: 'h1' },
  { label: 'Struktur subjudul', value: 'headings' },
  { label: 'Teks alternatif gambar', value: 'img-alt' },
  { label: 'Data terstruktur (JSON-LD)', value: 'structured-data' },
  { label: 'Tampilan saat dibagikan (Open Graph)', value: 'open-graph' },
  { label: 'Jumlah kata', value: 'word-count' },
  { label: 'Tautan', value: 'links' },
  { label: 'Canonical URL', value: 'canonical' },
  { label: 'Izin tampil di Google', value: 'robots-meta' },
] as const

/**
 * A check of the audit this page deliberately does not pass, with the reason: written next to the content, so the
 * build tests (tests/build/site-audit.test.ts) let exactly this check of exactly this page through.
 */
const auditExceptions = f.array(
  f.object({
    check: f.select({ label: 'Pemeriksaan', options: pageAuditChecks }),
    reason: f.text({ label: 'Alasan', description: 'Mengapa halaman ini sengaja tidak memenuhinya.', min: 20, max: 300 }),
  }),
  {
    label: 'Pengecualian audit SEO',
    description: 'Kosongkan. Isi hanya bila satu pemeriksaan audit sengaja tidak dipenuhi halaman ini, dengan alasannya.',
    itemLabel: 'check',
  },
)

const seoFields = {
  title: f.text({
    label: 'Judul untuk Google',
    description:
      'Tampil di tab dan hasil pencarian. Audit SEO situs ini meminta judul tampil 50-60 karakter: " | Puncak Digital" ditambahkan bila masih muat, jadi tulis 33-43 karakter (dengan nama brand) atau 50-60 karakter (tanpa).',
    max: 110,
  }),
  description: f.text({
    label: 'Deskripsi untuk Google',
    description: 'Cuplikan di hasil pencarian. Audit SEO situs ini meminta 150-160 karakter.',
    multiline: true,
    max: 160,
  }),
  keywords: f.array(f.plain({ label: 'Kata kunci', max: 60 }), { label: 'Kata kunci', min: 1, max: 8 }),
  ogHeadline: f.optional(f.plain({ label: 'Judul di gambar bagikan (opsional)', max: 60 })),
  priority: f.select({
    label: 'Prioritas di sitemap',
    options: priorities.map((value) => ({ label: value, value })),
    defaultValue: '0.7',
  }),
  auditExceptions,
  changeFrequency: f.select({
    label: 'Seberapa sering berubah',
    options: [
      { label: 'Mingguan', value: 'weekly' },
      { label: 'Bulanan', value: 'monthly' },
      { label: 'Tahunan', value: 'yearly' },
    ],
    defaultValue: 'monthly',
  }),
}

const shortName = f.plain({ label: 'Nama pendek', description: 'Di breadcrumb dan daftar tautan.', max: 40 })

/** The page's entry in search results and the sitemap. */
export const seo = f.object({ ...seoFields, label: shortName }, { label: 'Untuk Google (SEO)' })

/** The same for a page whose entry name is its short name (a service page). */
export const seoWithoutName = f.object(seoFields, { label: 'Untuk Google (SEO)' })

export function iconOptions() {
  return iconNames.map((name) => ({ label: name, value: name }))
}
