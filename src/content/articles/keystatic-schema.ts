import { collection, config, fields } from '@keystatic/core'
import { inline } from '@keystatic/core/content-components'
import { figureOptions, priceOptions } from './tags'
import { routes } from '@/content/routes'

/**
 * The article editor (Keystatic). Articles, authors and categories are files under content/, read at
 * build time by src/content/articles/reader.ts. Storage is the local working copy unless the GitHub
 * repository is configured (NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO, see docs/content.md); who may open the
 * editor is decided in src/lib/editor-auth/editor-access.ts.
 */
const githubRepo = process.env.NEXT_PUBLIC_KEYSTATIC_GITHUB_REPO as `${string}/${string}` | undefined

/** Pages an article can point readers to: the service, specialty and city pages. */
const linkablePages = routes
  .filter((route) => route.group === 'service' || route.group === 'specialty' || route.group === 'city')
  .map((route) => ({ label: route.label, value: route.path }))

export default config({
  storage: githubRepo ? { kind: 'github', repo: githubRepo } : { kind: 'local' },
  ui: { brand: { name: 'Artikel Puncak Digital' } },
  collections: {
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
          options: linkablePages,
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
              schema: { name: fields.select({ label: 'Angka', options: figureOptions, defaultValue: 'clients' }) },
            }),
            price: inline({
              label: 'Harga paket',
              description: 'Harga dari data paket; ikut berubah bila harga berubah.',
              schema: {
                package: fields.select({ label: 'Paket', options: priceOptions, defaultValue: 'seo-starter' }),
                format: fields.select({
                  label: 'Format',
                  options: [
                    { label: 'Rupiah lengkap', value: 'rupiah' },
                    { label: 'Dalam juta', value: 'juta' },
                  ],
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
