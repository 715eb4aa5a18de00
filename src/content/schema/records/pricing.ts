import { f } from '../field'

/**
 * content/pricing.yaml, the editor's "Harga & paket": every package, add-on and quoted price range with its price,
 * defined once. Pages and articles quote them (`{% price package="seo-professional" /%}`), and the pricing cards,
 * the city pages and the structured data read them from here.
 */

const id = (label = 'Kode') =>
  f.plain({
    label,
    description: 'Kode untuk mengutip harga: huruf kecil, angka dan tanda hubung. Jangan diubah setelah dipakai.',
    max: 40,
    pattern: { regex: /^[a-z0-9]+(-[a-z0-9]+)*$/, message: 'kode hanya huruf kecil, angka dan tanda hubung' },
  })

const rupiah = (label: string, description?: string) =>
  f.integer({ label, description: description ?? 'Angka bulat tanpa titik, mis. 7500000.', min: 0, max: 1_000_000_000 })

const packageFields = {
  id: id(),
  name: f.plain({ label: 'Nama paket', max: 40 }),
  priceIdr: rupiah('Harga (Rupiah)', 'Per periode; batas bawah bila harga berupa kisaran atau "mulai". Angka bulat.'),
  priceMaxIdr: f.optional(
    rupiah('Harga tertinggi (Rupiah)', 'Hanya untuk kisaran harga, mis. 15000000 untuk "10-15 juta".'),
  ),
  priceFrom: f.checkbox({ label: 'Harga "mulai"', description: 'Centang bila harga terbuka ke atas ("mulai Rp …").' }),
  period: f.optional(
    f.plain({ label: 'Periode', description: 'Mis. bulan. Kosongkan untuk proyek sekali bayar.', max: 20 }),
  ),
  description: f.text({ label: 'Deskripsi singkat', multiline: true, max: 160 }),
  badge: f.optional(f.plain({ label: 'Label', description: 'Mis. Terlaris. Kosongkan bila tidak ada.', max: 20 })),
  badgeTone: f.optionalSelect({
    label: 'Warna label',
    options: [
      { label: 'Biru (brand)', value: 'brand' },
      { label: 'Oranye (aksen)', value: 'accent' },
      { label: 'Hijau', value: 'success' },
      { label: 'Abu-abu', value: 'neutral' },
    ],
  }),
  features: f.array(f.text({ label: 'Fitur', max: 120 }), { label: 'Fitur', min: 1, max: 12 }),
  guarantee: f.optional(f.text({ label: 'Garansi', max: 120 })),
  popular: f.checkbox({ label: 'Paling populer', description: 'Ditonjolkan di antara paket lain.' }),
}

const packageList = (label: string, description: string) =>
  f.array(f.object(packageFields), { label, description, min: 1, itemLabel: 'name' })

export const pricingSchema = f.object({
  seoPackages: packageList('Paket SEO bulanan', 'Paket di beranda dan halaman layanan, per bulan.'),
  packageTerms: f.object(
    {
      setupFee: f.text({ label: 'Biaya setup', max: 60 }),
      minimumContractMonths: f.integer({ label: 'Kontrak minimal (bulan)', min: 1, max: 36 }),
      payment: f.text({ label: 'Cara pembayaran', multiline: true, max: 200 }),
    },
    { label: 'Ketentuan paket bulanan' },
  ),
  addOns: f.array(
    f.object({
      id: id(),
      name: f.plain({ label: 'Nama', max: 40 }),
      priceIdr: rupiah('Harga (Rupiah)'),
      unit: f.optional(
        f.plain({ label: 'Satuan', description: 'Mis. artikel, link. Kosongkan bila sekali bayar.', max: 20 }),
      ),
      description: f.text({ label: 'Deskripsi', multiline: true, max: 160 }),
      icon: f.icon(),
    }),
    { label: 'Layanan tambahan (add-on)', min: 1, itemLabel: 'name' },
  ),
  cityKeywords: f.object(
    {
      starter: f.plain({ label: 'Starter', max: 20 }),
      professional: f.plain({ label: 'Professional', max: 20 }),
      enterprise: f.plain({ label: 'Enterprise', max: 20 }),
    },
    {
      label: 'Jumlah kata kunci paket kota',
      description:
        'Dikutip sebagai {% figure name="cityKeywordsStarter" /%}, cityKeywordsProfessional, cityKeywordsEnterprise.',
    },
  ),
  cityPackages: packageList('Paket SEO kota', 'Paket di halaman kota yang tidak punya panduan harga sendiri.'),
  priceRanges: f.array(
    f.object({
      id: id(),
      name: f.plain({ label: 'Nama kisaran', max: 60 }),
      priceIdr: rupiah('Dari (Rupiah)'),
      priceMaxIdr: rupiah('Sampai (Rupiah)'),
    }),
    {
      label: 'Kisaran harga',
      description: 'Kisaran yang dikutip di teks, mis. {% price package="city-mid" format="juta" /%}.',
      itemLabel: 'name',
    },
  ),
  wordpressPackages: f.array(
    f.object({
      ...packageFields,
      duration: f.plain({ label: 'Lama pengerjaan', description: 'Mis. 1-2 minggu', max: 20 }),
      pages: f.plain({ label: 'Cakupan halaman', max: 40 }),
    }),
    { label: 'Paket SEO WordPress', description: 'Proyek sekali bayar.', min: 1, itemLabel: 'name' },
  ),
  premiumBacklinkAuthority: f.plain({
    label: 'Otoritas minimal backlink premium',
    description: 'Dikutip sebagai {% figure name="premiumBacklinkAuthority" /%}.',
    max: 10,
  }),
})
