import { collection, config, fields, singleton } from '@keystatic/core'
import { inline } from '@keystatic/core/content-components'
import { priceFormats } from '../articles/price-formats'
import type { FieldSpec } from '../schema/field'
import { keystaticSchema } from '../schema/keystatic'

/**
 * The content editor (Keystatic at /keystatic): the site's records (figures, company details, prices, …) and the
 * articles, authors and categories, all files under content/. The record forms are made from the same field
 * definitions as the schema the build checks (src/content/schema/), so the two cannot disagree
 * (editor-config.test.ts walks both). Storage is the local working copy unless the GitHub repository is
 * configured (NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO, see docs/content.md); who may open the editor is decided in
 * src/lib/editor-auth/editor-access.ts.
 *
 * This module runs in the browser too (the editor's page), so it reads no file and does not bundle the schema the
 * build checks (zod, which the public pages' forms share): the records' field specs and the choices that come from
 * content (figure names, priced items, pages to link) arrive as `EditorOptions`, plain data made on the server by
 * ./options.ts.
 */
const githubRepo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined

type Option = { label: string; value: string }

/** Where a record lives, what the editor calls it, and its fields (src/content/schema/definitions.ts). */
export type EditorRecord = {
  label: string
  group: string
  path: string
  format: 'yaml' | 'json'
  /** A collection's field holding the entry's name. */
  slugField?: string
  columns?: readonly string[]
  spec: FieldSpec
}

export type EditorOptions = {
  singletons: Readonly<Record<string, EditorRecord>>
  collections: Readonly<Record<string, EditorRecord>>
  /** Figure names an article may quote ("clients — 500+"). */
  figures: readonly Option[]
  /** Packages, add-ons and price ranges an article may quote. */
  prices: readonly Option[]
  /** Pages an article can point readers to: the service, specialty and city pages. */
  pages: readonly Option[]
}

function recordSingleton(definition: EditorRecord) {
  return singleton({
    label: definition.label,
    path: definition.path,
    format: { data: definition.format },
    schema: keystaticSchema(definition.spec),
  })
}

function recordCollection(definition: EditorRecord) {
  // The schema is built at run time from the field specs, so Keystatic's key types cannot follow it.
  return collection({
    label: definition.label,
    path: `${definition.path}*` as `${string}/*`,
    slugField: definition.slugField as never,
    format: { data: definition.format },
    columns: definition.columns ? ([...definition.columns] as never[]) : undefined,
    schema: keystaticSchema(definition.spec),
  })
}

const mapValues = <T, U>(record: Readonly<Record<string, T>>, to: (value: T) => U) =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, to(value)]))

/** The editor's menu: the records by group, then the articles. */
function navigation(options: EditorOptions) {
  const groups: Record<string, string[]> = {}
  for (const [key, definition] of [...Object.entries(options.singletons), ...Object.entries(options.collections)])
    (groups[definition.group] ??= []).push(key)
  ;(groups.Artikel ??= []).push('articles', 'authors', 'categories')
  return groups
}

export function editorConfig(options: EditorOptions) {
  return config({
    storage: githubRepo ? { kind: 'github', repo: githubRepo } : { kind: 'local' },
    ui: { brand: { name: 'Konten Puncak Digital' }, navigation: navigation(options) },
    singletons: mapValues(options.singletons, recordSingleton),
    collections: {
      ...mapValues(options.collections, recordCollection),
      articles: collection({
        label: 'Artikel',
        path: 'content/articles/*',
        slugField: 'title',
        format: { contentField: 'content' },
        entryLayout: 'content',
        columns: ['title', 'publishedAt'],
        schema: {
          title: fields.slug({
            name: { label: 'Judul (h1)', validation: { isRequired: true, length: { min: 20, max: 110 } } },
            slug: { label: 'Alamat URL', description: 'Menjadi /artikel/alamat-ini. Jangan diubah setelah terbit.' },
          }),
          seoTitle: fields.text({
            label: 'Judul untuk Google (opsional)',
            description: 'Maksimal 60 karakter; nama brand ditambahkan otomatis. Kosong = judul artikel.',
            validation: { length: { max: 60 } },
          }),
          summary: fields.text({
            label: 'Ringkasan',
            description: 'Tampil di daftar artikel dan hasil pencarian Google: 120-160 karakter.',
            multiline: true,
            validation: { isRequired: true, length: { min: 120, max: 160 } },
          }),
          publishedAt: fields.date({ label: 'Tanggal terbit', validation: { isRequired: true } }),
          updatedAt: fields.date({ label: 'Terakhir diperbarui (opsional)' }),
          author: fields.relationship({ label: 'Penulis', collection: 'authors', validation: { isRequired: true } }),
          category: fields.relationship({
            label: 'Kategori',
            collection: 'categories',
            validation: { isRequired: true },
          }),
          services: fields.multiselect({
            label: 'Halaman layanan terkait',
            description: 'Ditampilkan sebagai tautan "Layanan terkait" di samping artikel.',
            options: [...options.pages],
          }),
          keywords: fields.array(fields.text({ label: 'Kata kunci' }), {
            label: 'Kata kunci',
            itemLabel: (props) => props.value,
          }),
          draft: fields.checkbox({ label: 'Draf', description: 'Draf tidak tampil di situs.', defaultValue: false }),
          content: fields.markdoc({
            label: 'Isi artikel',
            options: { image: false },
            components: {
              figure: inline({
                label: 'Angka bisnis',
                description: 'Angka dari data situs (jumlah klien, kepuasan, tahun pengalaman…).',
                schema: {
                  name: fields.select({ label: 'Angka', options: [...options.figures], defaultValue: 'clients' }),
                },
              }),
              price: inline({
                label: 'Harga paket',
                description: 'Harga dari data paket; ikut berubah bila harga berubah.',
                schema: {
                  package: fields.select({ label: 'Paket', options: [...options.prices], defaultValue: 'seo-starter' }),
                  format: fields.select({
                    label: 'Format',
                    options: priceFormats.map((format) => ({
                      label: format === 'rupiah' ? 'Rupiah lengkap' : 'Dalam juta',
                      value: format,
                    })),
                    defaultValue: 'rupiah',
                  }),
                },
              }),
              phone: inline({ label: 'Nomor telepon', schema: {} }),
              email: inline({ label: 'Alamat e-mail', schema: {} }),
              whatsapp: inline({
                label: 'Tautan WhatsApp',
                schema: { label: fields.text({ label: 'Teks tautan', defaultValue: 'chat WhatsApp kami' }) },
              }),
            },
          }),
        },
      }),
      authors: collection({
        label: 'Penulis',
        path: 'content/authors/*',
        slugField: 'name',
        format: { data: 'yaml' },
        schema: {
          name: fields.slug({ name: { label: 'Nama', validation: { isRequired: true } } }),
          role: fields.text({ label: 'Jabatan', validation: { isRequired: true } }),
          bio: fields.text({
            label: 'Bio singkat',
            description: 'Pengalaman nyata: apa yang dikerjakan dan sejak kapan. Tanpa klaim penghargaan.',
            multiline: true,
            validation: { isRequired: true, length: { min: 80, max: 600 } },
          }),
          expertise: fields.array(fields.text({ label: 'Keahlian' }), {
            label: 'Keahlian',
            itemLabel: (props) => props.value,
          }),
        },
      }),
      categories: collection({
        label: 'Kategori',
        path: 'content/categories/*',
        slugField: 'name',
        format: { data: 'yaml' },
        schema: {
          name: fields.slug({ name: { label: 'Nama', validation: { isRequired: true } } }),
          description: fields.text({
            label: 'Deskripsi',
            description: 'Tampil di halaman kategori dan hasil pencarian Google: 120-160 karakter.',
            multiline: true,
            validation: { isRequired: true, length: { min: 120, max: 160 } },
          }),
        },
      }),
    },
  })
}
