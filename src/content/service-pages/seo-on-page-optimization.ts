import { figures } from '../figures'
import type { ServicePage } from '../page-types'
import { getAddOn, getSeoPackage, lowerFirst, packagePrice } from './shared'
import { formatRupiah } from '@/content/format'

/** Length advice the page teaches (spec section 9); the route registry's own title and description follow it. */
export const onPageLengthAdvice = { titleTag: '50-60 karakter', metaDescription: '150-160 karakter' } as const

const starter = getSeoPackage('seo-starter')
const expressAudit = getAddOn('express-audit')

export const onPageSeoPage: ServicePage = {
  path: '/seo-on-page-optimization',
  service: { name: 'Jasa SEO On-Page', serviceType: 'Optimasi SEO on-page' },
  hero: {
    badge: 'SEO On-Page',
    title: 'Optimasi On-Page agar Setiap Halaman',
    highlight: 'Dipahami Google dan Dipilih Pembeli',
    description:
      'Kami merapikan semua yang ada di dalam website Anda: judul, meta description, heading, isi konten, internal link, gambar, schema hingga kecepatan. Hasilnya, Google tahu persis halaman mana yang paling relevan untuk kata kunci bisnis Anda, dan pencari punya alasan untuk mengklik.',
    points: ['Audit setiap halaman penting', 'Rekomendasi siap dikerjakan', 'Laporan sebelum-sesudah'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'faktor',
      eyebrow: 'Cakupan pekerjaan',
      title: 'Delapan Faktor On-Page yang Kami Optimalkan',
      description:
        'Setiap halaman prioritas kami periksa dari delapan sisi ini, lalu kami perbaiki mulai dari yang paling berdampak.',
      columns: 4,
      items: [
        {
          icon: 'file-text',
          title: 'Title tag & meta description',
          description: `Title ${onPageLengthAdvice.titleTag} dengan kata kunci utama di depan, meta description ${onPageLengthAdvice.metaDescription} yang menjawab niat pencari dan mengundang klik.`,
        },
        {
          icon: 'layers',
          title: 'Struktur heading',
          description:
            'Satu H1 yang tegas per halaman, disusul H2 dan H3 yang berurutan, sehingga pembaca dan Google bisa memindai isi dengan cepat.',
        },
        {
          icon: 'search',
          title: 'Konten sesuai niat pencarian',
          description:
            'Isi halaman kami cocokkan dengan maksud orang yang mencari: butuh informasi, sedang membandingkan, atau siap membeli. Konten tipis diperkaya, konten kembar digabung.',
        },
        {
          icon: 'link',
          title: 'Internal link',
          description:
            'Tautan antarhalaman dengan anchor text yang deskriptif mengalirkan otoritas ke halaman layanan dan produk yang paling menghasilkan.',
        },
        {
          icon: 'image',
          title: 'Gambar & alt text',
          description:
            'Nama file dan alt text yang menjelaskan isi gambar, format WebP atau AVIF, ukuran terkompresi dan lazy loading agar halaman tetap ringan.',
        },
        {
          icon: 'code',
          title: 'Schema markup',
          description:
            'Data terstruktur seperti Organization, Product, FAQ dan Breadcrumb membantu halaman tampil lebih menonjol lewat rich result.',
        },
        {
          icon: 'globe',
          title: 'URL yang bersih',
          description:
            'URL pendek, huruf kecil, kata dipisah tanda hubung dan memuat topik halaman, tanpa parameter yang membingungkan.',
        },
        {
          icon: 'gauge',
          title: 'Kecepatan & tampilan mobile',
          description:
            'Core Web Vitals (LCP, INP, CLS) dan tampilan mobile kami cek per template, karena Google menilai versi mobile website Anda lebih dulu.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'panduan',
      eyebrow: 'Standar yang kami pakai',
      title: 'Panduan Singkat Elemen On-Page',
      description: 'Patokan yang bisa langsung Anda terapkan hari ini, beserta alasan di baliknya.',
      table: {
        caption: 'Rekomendasi untuk setiap elemen on-page dan alasannya',
        columns: ['Elemen', 'Rekomendasi', 'Alasannya'],
        rows: [
          [
            'Title tag',
            `${onPageLengthAdvice.titleTag}, kata kunci utama di depan, nama brand di belakang`,
            'Judul yang lebih panjang terpotong di hasil pencarian, dan kata-kata pertama paling memengaruhi keputusan orang untuk mengklik.',
          ],
          [
            'Meta description',
            `${onPageLengthAdvice.metaDescription}, berisi manfaat utama dan ajakan bertindak`,
            'Tidak langsung menaikkan ranking, tetapi menentukan apakah orang memilih hasil Anda atau hasil kompetitor.',
          ],
          [
            'Heading H1',
            'Satu per halaman dan memuat topik utama',
            'Menegaskan topik halaman bagi pembaca maupun mesin pencari.',
          ],
          [
            'URL',
            'Pendek, huruf kecil, kata dipisah tanda hubung',
            'Mudah dibaca dan dibagikan, serta tidak perlu diubah saat judul diperbarui.',
          ],
          [
            'Alt text gambar',
            'Deskripsi singkat isi gambar, bukan deretan kata kunci',
            'Membantu pengguna pembaca layar dan membuka peluang kunjungan dari Google Gambar.',
          ],
          [
            'Internal link',
            'Tautan ke halaman terkait dengan anchor text yang menjelaskan tujuannya',
            'Membantu Google menemukan halaman baru dan memahami halaman mana yang paling penting.',
          ],
        ],
      },
      note: 'Jumlah karakter adalah patokan praktis. Google sebenarnya memotong berdasarkan lebar piksel, jadi kami selalu memeriksa pratinjau hasil pencarian sebelum perubahan ditayangkan.',
    },
    {
      kind: 'text',
      id: 'strategi',
      eyebrow: 'Strategi',
      title: 'Mulai dari Halaman yang Paling Dekat dengan Penjualan',
      paragraphs: [
        'Tidak semua halaman perlu dioptimasi sekaligus. Kami mulai dari halaman yang paling dekat dengan transaksi, yaitu halaman layanan, kategori produk, dan halaman yang sudah bertengger di halaman kedua Google. Halaman seperti ini biasanya paling cepat naik karena Google sudah menganggapnya relevan.',
        'Setiap halaman kami petakan ke satu kata kunci utama beserta variasinya, supaya dua halaman Anda tidak saling berebut kata kunci yang sama (keyword cannibalization). Setelah itu kami tulis ulang title dan meta description, merapikan heading, memperkaya konten yang tipis, dan menambahkan internal link dari halaman lain yang relevan.',
        'Perubahan bisa kami kerjakan langsung di CMS Anda, atau kami serahkan sebagai dokumen rekomendasi untuk tim developer. Setelah Google merayapi ulang halaman, kami bandingkan posisi, impresi dan CTR di Google Search Console sebelum berpindah ke kelompok halaman berikutnya.',
      ],
      pointsTitle: 'Yang Anda terima setiap bulan',
      points: [
        'Peta kata kunci untuk setiap halaman',
        'Daftar perubahan title, meta description dan heading',
        'Rekomendasi konten dan internal link',
        'Laporan posisi, impresi dan CTR sebelum-sesudah',
      ],
    },
    {
      kind: 'cards',
      id: 'manfaat',
      eyebrow: 'Manfaat',
      title: 'Apa yang Berubah untuk Bisnis Anda',
      items: [
        {
          icon: 'trending-up',
          title: 'Lebih banyak klik dari posisi yang sama',
          description:
            'Title dan meta description yang menjawab pertanyaan pencari menaikkan CTR, bahkan sebelum ranking Anda berubah.',
        },
        {
          icon: 'shield-check',
          title: 'Ranking yang lebih stabil',
          description:
            'Halaman dengan topik yang jelas tidak mudah tergeser setiap kali Google memperbarui algoritmanya.',
        },
        {
          icon: 'target',
          title: 'Pengunjung yang tepat sasaran',
          description:
            'Halaman yang cocok dengan niat pencari menarik orang yang memang butuh produk Anda, bukan sekadar mampir.',
        },
        {
          icon: 'wallet',
          title: 'Ketergantungan iklan berkurang',
          description:
            'Setiap halaman yang naik secara organik adalah klik yang tidak perlu Anda bayar lagi setiap bulan.',
        },
        {
          icon: 'smartphone',
          title: 'Pengalaman pengguna lebih baik',
          description:
            'Halaman yang cepat dan rapi di ponsel membuat pengunjung bertahan lebih lama dan lebih mudah menghubungi Anda.',
        },
        {
          icon: 'link',
          title: 'Backlink jadi lebih bernilai',
          description:
            'Link building hanya efektif bila halaman tujuannya sudah siap. On-page yang rapi membuat setiap backlink bekerja maksimal.',
        },
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar SEO On-Page',
    items: [
      {
        question: 'Apa bedanya SEO on-page dan SEO off-page?',
        answer:
          'SEO on-page adalah semua yang kami perbaiki di dalam website Anda: konten, title, heading, struktur URL, internal link, schema dan kecepatan. SEO off-page adalah sinyal dari luar website, terutama backlink dan sebutan brand di situs lain. Keduanya saling melengkapi, tetapi on-page dikerjakan lebih dulu karena backlink yang mengarah ke halaman yang belum optimal hasilnya tidak maksimal.',
      },
      {
        question: 'Berapa panjang ideal title tag dan meta description?',
        answer: `Patokan kami: title tag ${onPageLengthAdvice.titleTag} dan meta description ${onPageLengthAdvice.metaDescription}. Dengan panjang itu teks biasanya tampil utuh di hasil pencarian, baik di desktop maupun ponsel. Letakkan kata kunci utama di awal title, tulis meta description seperti iklan singkat yang menjelaskan manfaat halaman, dan pastikan setiap halaman punya title dan meta description yang berbeda.`,
      },
      {
        question: 'Berapa lama sampai hasil SEO on-page terlihat?',
        answer: `Google perlu merayapi ulang halaman sebelum perubahan dihitung, biasanya dalam hitungan hari hingga beberapa minggu. Kenaikan CTR sering terlihat lebih dulu, sedangkan kenaikan ranking yang stabil umumnya butuh beberapa bulan tergantung ketatnya persaingan. Paket ${starter.name} kami bergaransi: ${lowerFirst(starter.guarantee ?? 'kenaikan ranking yang terukur')}.`,
      },
      {
        question: 'Apakah tim Anda perlu akses ke website saya?',
        answer:
          'Untuk mengerjakan perubahan secara langsung, kami butuh akun editor di CMS Anda (WordPress, Shopify, Magento atau CMS lain) serta akses ke Google Search Console dan Google Analytics. Jika Anda lebih nyaman tim internal yang mengeksekusi, kami kirimkan rekomendasi per halaman yang siap dikerjakan developer, lengkap dengan teks title dan meta description yang sudah jadi.',
      },
      {
        question: 'Berapa biaya jasa SEO on-page?',
        answer: `Optimasi on-page sudah termasuk di semua paket SEO bulanan kami, mulai dari ${starter.name} seharga ${packagePrice(starter)}. Jika Anda hanya butuh pemeriksaan cepat, ada ${expressAudit.name} seharga ${formatRupiah(expressAudit.priceIdr)}: ${lowerFirst(expressAudit.description)} Mulailah dengan analisis gratis senilai ${formatRupiah(figures.freeAuditValue)} agar kami bisa menilai halaman mana yang perlu dikerjakan lebih dulu.`,
      },
    ],
  },
  cta: {
    title: 'Siap Membuat Halaman Anda Lebih Mudah Ditemukan?',
    description: `Kirim alamat website Anda. Dalam ${figures.analysisDelivery} kami kirimkan analisis awal: halaman mana yang paling berpeluang naik dan apa yang perlu diperbaiki lebih dulu.`,
  },
}
