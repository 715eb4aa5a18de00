import { f } from '../field'

/**
 * content/case-studies/<kode>.yaml, the editor's "Studi kasus": one file per client project, shown on /portfolio (all
 * of them), on the home page (those ticked for it) and in the portfolio PDF. The illustration is uploaded through
 * the editor into public/images/studi-kasus/<kode>/. The achievements quote the study's own results:
 * {% figure name="ranking" /%}, traffic, conversion (format="unsigned" drops the "+"), keywords and duration.
 */
export const caseStudySchema = f.object({
  clientName: f.slugName({
    label: 'Nama klien',
    description: 'Nama brand seperti ditampilkan (boleh disamarkan).',
    slugLabel: 'Kode studi kasus',
    slugDescription: 'Nama file dan awalan id di halaman. Jangan diubah setelah terbit.',
    max: 60,
  }),
  order: f.integer({ label: 'Urutan', description: 'Angka kecil tampil lebih dulu.', min: 1, max: 99 }),
  onHome: f.checkbox({ label: 'Tampil di beranda', description: 'Beranda menampilkan studi kasus yang dicentang.' }),
  industry: f.plain({ label: 'Industri', max: 60 }),
  duration: f.plain({ label: 'Lama proyek', description: 'Mis. 6 bulan.', max: 20 }),
  image: f.image({
    label: 'Ilustrasi',
    description: 'Gambar proyek (SVG disarankan; PNG/JPG/WebP juga bisa), rasio 16:9.',
    directory: 'public/images/studi-kasus',
    publicPath: '/images/studi-kasus/',
  }),
  results: f.object(
    {
      ranking: f.plain({ label: 'Posisi Google', description: 'Mis. #1 atau Top 3.', max: 20 }),
      traffic: f.plain({
        label: 'Kenaikan traffic organik',
        description: 'Persen dengan tanda plus, mis. +410%.',
        max: 10,
        pattern: { regex: /^\+?\d+(?:[.,]\d+)?%$/, message: 'tulis persen, mis. +410%' },
      }),
      conversion: f.plain({
        label: 'Kenaikan konversi',
        max: 10,
        pattern: { regex: /^\+?\d+(?:[.,]\d+)?%$/, message: 'tulis persen, mis. +230%' },
      }),
      keywords: f.plain({ label: 'Kata kunci di halaman 1', description: 'Jumlah dengan tanda plus.', max: 10 }),
    },
    { label: 'Hasil' },
  ),
  description: f.text({ label: 'Cerita proyek', multiline: true, min: 120, max: 700 }),
  achievements: f.array(f.text({ label: 'Pencapaian', max: 160 }), { label: 'Pencapaian', min: 2, max: 6 }),
  testimonial: f.object(
    {
      rating: f.integer({ label: 'Bintang (1-5)', min: 1, max: 5 }),
      quote: f.text({ label: 'Kutipan', multiline: true, min: 60, max: 300 }),
      name: f.plain({ label: 'Nama', max: 60 }),
      role: f.plain({ label: 'Jabatan', max: 90 }),
    },
    { label: 'Testimoni klien' },
  ),
})
