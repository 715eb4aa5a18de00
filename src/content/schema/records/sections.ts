import { f } from '../field'
import {
  anchor,
  iconOptions,
  industry,
  link,
  links,
  pathPattern,
  processStep,
  statistic,
  statistics,
} from './parts'

const contentCard = f.object({
  icon: f.optionalSelect({ label: 'Ikon', options: iconOptions() }),
  title: f.text({ label: 'Judul', max: 90 }),
  description: f.text({ label: 'Deskripsi', multiline: true, max: 400 }),
  features: f.array(f.text({ label: 'Poin', max: 120 }), { label: 'Poin', max: 10 }),
  badge: f.optional(f.text({ label: 'Label', max: 30 })),
  meta: f.optional(f.text({ label: 'Baris kecil di bawah judul', max: 60 })),
  href: f.optional(f.plain({ label: 'Tautan', max: 100, pattern: pathPattern })),
  linkLabel: f.optional(f.text({ label: 'Teks tautan', max: 60 })),
})

export const percentBar = f.object({
  label: f.text({ label: 'Faktor', max: 80 }),
  percent: f.integer({ label: 'Persen (0-100)', min: 0, max: 100 }),
  description: f.optional(f.text({ label: 'Penjelasan', multiline: true, max: 200 })),
})

const checklistGroup = f.object({
  title: f.text({ label: 'Judul', max: 80 }),
  icon: f.optionalSelect({ label: 'Ikon', options: iconOptions() }),
  description: f.optional(f.text({ label: 'Deskripsi', multiline: true, max: 300 })),
  items: f.array(f.text({ label: 'Poin', max: 200 }), { label: 'Poin', min: 1, max: 12 }),
})

const contentTable = f.object(
  {
    caption: f.text({ label: 'Judul tabel', max: 120 }),
    columns: f.array(f.text({ label: 'Kolom', max: 40 }), { label: 'Kolom', min: 2, max: 6 }),
    rows: f.array(f.array(f.text({ label: 'Isi', max: 160 }), { label: 'Sel', min: 2, max: 6 }), {
      label: 'Baris',
      description: 'Sel pertama tiap baris adalah judul barisnya.',
      min: 1,
    }),
  },
  { label: 'Tabel' },
)

const offerCard = f.object({
  id: anchor('Kode', 'Dikutip sebagai {% price package="kode" /%} di halaman ini.'),
  icon: f.optionalSelect({ label: 'Ikon', options: iconOptions() }),
  title: f.text({ label: 'Judul', max: 60 }),
  description: f.text({ label: 'Deskripsi', multiline: true, max: 300 }),
  priceFromIdr: f.optional(
    f.integer({ label: 'Harga mulai (Rupiah)', description: 'Tanpa titik, mis. 5000000. Atau isi kolom di bawah.', min: 0 }),
  ),
  priceFrom: f.optional(
    f.plain({
      label: 'Harga mulai dari Angka situs (nama angka)',
      description: 'Bila harganya sudah ada di Angka situs, mis. websitePriceFrom; kosongkan Harga mulai di atas.',
      max: 40,
    }),
  ),
  features: f.array(f.text({ label: 'Poin', max: 100 }), { label: 'Poin', max: 10 }),
  popular: f.checkbox({ label: 'Paling populer' }),
})

const technology = f.object({
  name: f.text({ label: 'Nama', max: 40 }),
  category: f.text({ label: 'Kategori', max: 40 }),
  description: f.text({ label: 'Deskripsi', multiline: true, max: 200 }),
})

const skillGroup = f.object({
  category: f.text({ label: 'Kategori', max: 40 }),
  icon: f.optionalSelect({ label: 'Ikon', options: iconOptions() }),
  description: f.optional(f.text({ label: 'Deskripsi', max: 200 })),
  skills: f.array(f.text({ label: 'Keahlian', max: 40 }), { label: 'Keahlian', min: 1 }),
})

/**
 * The bands a page is made of (content/page-types.ts, PageSection), as blocks in the editor: the marketer adds,
 * orders and removes bands; each kind has the fields its section component shows. Bands that show other records
 * (the packages of a price list, the case studies, the contact channels) name them; the page's loader fills them in.
 */

/** The background of a band. */
export const sectionTone = f.optionalSelect({
  label: 'Latar',
  options: [
    { label: 'Putih', value: 'white' },
    { label: 'Abu-abu muda', value: 'muted' },
    { label: 'Gelap', value: 'dark' },
  ],
})

const base = {
  id: anchor(),
  headingId: f.optional(
    f.plain({
      label: 'Id judul (opsional)',
      description: 'Hanya bila tautan lain menunjuk ke judul bagian ini.',
      max: 40,
      pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'hanya huruf kecil, angka dan tanda hubung' },
    }),
  ),
  tone: sectionTone,
  eyebrow: f.optional(f.text({ label: 'Label kecil di atas judul', max: 60 })),
  title: f.text({ label: 'Judul bagian (h2)', max: 110 }),
  description: f.optional(f.text({ label: 'Paragraf pembuka', multiline: true, max: 400 })),
}

const columns = f.optional(f.integer({ label: 'Kolom (2-4)', min: 2, max: 4 }))
const paragraphs = (label = 'Paragraf') =>
  f.array(f.text({ label: 'Paragraf', multiline: true, max: 900 }), { label, min: 1, max: 8 })
const note = f.optional(f.text({ label: 'Catatan di bawah', multiline: true, max: 300 }))

export const sectionKinds = {
  cards: {
    label: 'Kartu',
    fields: {
      ...base,
      items: f.array(contentCard, { label: 'Kartu', min: 1, max: 12, itemLabel: 'title' }),
      columns,
      stats: f.array(statistic, { label: 'Angka di bawah kartu', max: 6, itemLabel: 'label' }),
    },
  },
  steps: {
    label: 'Langkah',
    fields: {
      ...base,
      steps: f.array(processStep, { label: 'Langkah', min: 1, max: 12, itemLabel: 'title' }),
      columns,
      deliverablesLabel: f.optional(f.plain({ label: 'Judul daftar hasil', max: 40 })),
      actions: f.array(link, { label: 'Tombol di bawah', max: 3, itemLabel: 'label' }),
    },
  },
  bars: {
    label: 'Diagram batang',
    fields: {
      ...base,
      barsLabel: f.text({ label: 'Nama diagram untuk pembaca layar', max: 120 }),
      bars: f.array(percentBar, {
        label: 'Batang',
        description: 'Kosongkan bila memakai daftar bersama di bawah.',
        max: 10,
        itemLabel: 'label',
      }),
      barsFrom: f.optional(
        f.plain({
          label: 'Daftar batang bersama',
          description: 'Nama daftar di Angka & kalimat bersama, bila beberapa halaman menampilkan angka yang sama.',
          max: 40,
        }),
      ),
      paragraphs: f.array(f.text({ label: 'Paragraf', multiline: true, max: 900 }), { label: 'Paragraf', max: 6 }),
      note,
    },
  },
  table: { label: 'Tabel', fields: { ...base, table: contentTable, note } },
  text: {
    label: 'Teks',
    fields: {
      ...base,
      paragraphs: paragraphs(),
      pointsTitle: f.optional(f.text({ label: 'Judul poin', max: 80 })),
      points: f.array(f.text({ label: 'Poin', max: 200 }), { label: 'Poin', max: 12 }),
    },
  },
  checklists: {
    label: 'Daftar periksa',
    fields: { ...base, groups: f.array(checklistGroup, { label: 'Kelompok', min: 1, max: 8, itemLabel: 'title' }) },
  },
  offers: {
    label: 'Penawaran dengan harga mulai',
    fields: {
      ...base,
      items: f.array(offerCard, { label: 'Penawaran', min: 1, max: 10, itemLabel: 'title' }),
      action: f.maybe(link, { label: 'Tombol di bawah penawaran' }),
    },
  },
  technologies: {
    label: 'Teknologi',
    fields: { ...base, items: f.array(technology, { label: 'Teknologi', min: 1, itemLabel: 'name' }) },
  },
  skills: {
    label: 'Keahlian',
    fields: { ...base, groups: f.array(skillGroup, { label: 'Kelompok', min: 1, itemLabel: 'category' }) },
  },
  pricing: {
    label: 'Daftar paket & harga',
    fields: {
      ...base,
      packageGroup: f.select({
        label: 'Paket yang ditampilkan',
        description: 'Harga dan isi paket diambil dari Harga & paket.',
        options: [
          { label: 'Paket SEO bulanan', value: 'seo' },
          { label: 'Paket SEO kota', value: 'city' },
          { label: 'Paket SEO WordPress', value: 'wordpress' },
        ],
      }),
      ctaHref: f.plain({ label: 'Alamat tombol paket', max: 100 }),
      ctaLabel: f.text({ label: 'Teks tombol paket', max: 40 }),
      popularLabel: f.optional(f.text({ label: 'Label paket terpopuler', max: 30 })),
      notes: f.array(
        f.object({
          package: f.plain({ label: 'Kode paket', max: 40 }),
          note: f.text({ label: 'Catatan di bawah harga', max: 100 }),
        }),
        { label: 'Catatan per paket', itemLabel: 'package' },
      ),
      guarantee: f.optional(f.text({ label: 'Kalimat garansi di bawah paket', multiline: true, max: 500 })),
    },
  },
  actions: { label: 'Tombol', fields: { ...base, actions: links('Tombol') } },
  investment: {
    label: 'Investasi (harga mulai)',
    fields: {
      ...base,
      points: f.array(f.text({ label: 'Poin', max: 120 }), { label: 'Yang selalu termasuk', min: 1 }),
      priceFrom: f.plain({
        label: 'Harga mulai (nama angka)',
        description: 'Nama angka rupiah dari Angka situs atau halaman ini, mis. websitePriceFrom.',
        max: 40,
      }),
      priceNote: f.optional(f.text({ label: 'Catatan harga', max: 160 })),
      guarantee: f.object(
        {
          title: f.text({ label: 'Judul garansi', max: 80 }),
          description: f.text({ label: 'Isi garansi', multiline: true, max: 300 }),
        },
        { label: 'Garansi' },
      ),
      actions: links('Tombol'),
      downloads: f.array(
        f.select({
          label: 'File',
          options: [
            { label: 'Panduan SEO (PDF)', value: 'seoGuide' },
            { label: 'Portofolio (PDF)', value: 'portfolio' },
            { label: 'Company profile (PDF)', value: 'companyProfile' },
          ],
        }),
        { label: 'File untuk diunduh', max: 3 },
      ),
    },
  },
  stats: {
    label: 'Angka',
    fields: {
      ...base,
      stats: statistics('Angka', 8),
      numbersOnly: f.checkbox({
        label: 'Hanya angka',
        description: 'Judul hanya untuk pembaca layar, pita lebih rendah.',
      }),
    },
  },
  places: {
    label: 'Daftar tempat',
    fields: {
      ...base,
      places: f.array(f.text({ label: 'Tempat', max: 60 }), { label: 'Tempat', min: 1 }),
      placesLabel: f.text({ label: 'Nama daftar untuk pembaca layar', max: 80 }),
      note,
    },
  },
  industries: {
    label: 'Industri',
    fields: {
      ...base,
      items: f.array(industry, { label: 'Industri', min: 1, itemLabel: 'name' }),
      layout: f.select({
        label: 'Tampilan',
        options: [
          { label: 'Ringkas', value: 'compact' },
          { label: 'Dengan angka', value: 'stats' },
        ],
      }),
    },
  },
  'contact-methods': {
    label: 'Cara menghubungi (dari pengaturan situs)',
    fields: {
      ...base,
      methods: f.array(
        f.object({
          channel: f.select({
            label: 'Saluran',
            description: 'Nomor, alamat dan tautan diambil dari pengaturan situs.',
            options: [
              { label: 'Telepon (dan chat WhatsApp)', value: 'phone' },
              { label: 'E-mail', value: 'email' },
              { label: 'Kantor', value: 'office' },
              { label: 'Chat WhatsApp', value: 'chat' },
            ],
          }),
          title: f.text({ label: 'Judul', max: 60 }),
          description: f.text({ label: 'Deskripsi', multiline: true, max: 300 }),
          linkLabel: f.text({ label: 'Teks tautan', max: 40 }),
          secondaryLabel: f.optional(f.text({ label: 'Teks tautan kedua', max: 40 })),
        }),
        { label: 'Saluran', min: 1, max: 6, itemLabel: 'title' },
      ),
    },
  },
  'contact-form': {
    label: 'Formulir kontak',
    fields: {
      ...base,
      formLead: f.text({ label: 'Teks di atas formulir', multiline: true, max: 300 }),
      responses: statistics('Janji waktu respons', 6),
    },
  },
  'analysis-form': {
    label: 'Formulir analisis gratis',
    fields: {
      ...base,
      formLead: f.text({ label: 'Teks di atas formulir', multiline: true, max: 300 }),
      report: f.object(
        {
          eyebrow: f.optional(f.text({ label: 'Label kecil', max: 60 })),
          title: f.text({ label: 'Judul', max: 110 }),
          description: f.optional(f.text({ label: 'Paragraf', multiline: true, max: 400 })),
          items: f.array(f.text({ label: 'Poin', max: 160 }), { label: 'Isi laporan', min: 1 }),
        },
        { label: 'Isi laporan (di samping formulir)' },
      ),
      assurance: f.object(
        {
          title: f.text({ label: 'Judul', max: 80 }),
          text: f.text({ label: 'Teks', multiline: true, max: 400 }),
          stats: statistics('Angka', 4),
        },
        { label: 'Jaminan' },
      ),
    },
  },
  'case-studies': { label: 'Studi kasus (semua, dari Studi kasus)', fields: { ...base } },
  'portfolio-download': { label: 'Unduh portofolio', fields: { ...base } },
  'city-directory': {
    label: 'Direktori kota (dari daftar kota)',
    fields: {
      ...base,
      linkedLegend: f.text({ label: 'Keterangan kota berhalaman', max: 60 }),
      plainLegend: f.text({ label: 'Keterangan kota lainnya', max: 60 }),
      missingCity: f.object(
        {
          title: f.text({ label: 'Judul', max: 80 }),
          description: f.text({ label: 'Teks', multiline: true, max: 400 }),
          action: link,
        },
        { label: 'Kotak "kota Anda tidak ada"' },
      ),
    },
  },
} as const
