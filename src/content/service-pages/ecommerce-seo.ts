import { packageTerms } from '../packages'
import { site } from '../site'
import type { ServicePage } from '../page-types'
import { getSeoPackage, packagePrice } from './shared'

/** Durations of the five e-commerce steps; the first four are the spec's (section 9). */
const ecommerceStepDurations = ['1-2 minggu', '2-3 minggu', '1-2 minggu', 'Berkelanjutan', 'Setiap bulan'] as const

const professional = getSeoPackage('seo-professional')
const enterprise = getSeoPackage('seo-enterprise')

export const ecommerceSeoPage: ServicePage = {
  path: '/ecommerce-seo',
  service: { name: 'Jasa SEO E-commerce', serviceType: 'SEO untuk toko online' },
  whatsappText: `Halo ${site.name}, saya ingin konsultasi SEO untuk toko online saya.`,
  hero: {
    badge: 'SEO E-commerce',
    title: 'Jadikan Google Etalase Terlaris',
    highlight: 'Toko Online Anda',
    description:
      'Kami mengoptimasi halaman kategori, halaman produk, struktur filter dan kecepatan toko Anda, agar produk muncul saat pembeli mencarinya dan kunjungan itu berubah menjadi pesanan, tanpa terus membayar iklan.',
    points: [
      'Shopify, WooCommerce, Magento & custom',
      'Fokus ke penjualan, bukan sekadar traffic',
      'Laporan pendapatan dari organik',
    ],
  },
  sections: [
    {
      kind: 'cards',
      id: 'layanan',
      eyebrow: 'Layanan',
      title: 'Layanan SEO untuk Toko Online',
      description:
        'Toko online punya tantangan yang tidak dimiliki website biasa: ribuan URL, produk yang datang dan pergi, serta persaingan dengan marketplace.',
      items: [
        {
          icon: 'search',
          title: 'Riset kata kunci produk & kategori',
          description:
            'Kami temukan istilah yang dipakai pembeli, termasuk nama lokal, ukuran, warna dan kata seperti "murah" atau "original", lalu memetakannya ke halaman yang tepat.',
        },
        {
          icon: 'layers',
          title: 'Optimasi halaman kategori',
          description:
            'Halaman kategori adalah pintu masuk kata kunci bervolume besar. Kami tambahkan teks pengantar, FAQ dan tautan ke subkategori.',
        },
        {
          icon: 'package',
          title: 'Optimasi halaman produk',
          description:
            'Judul yang dicari orang, deskripsi unik (bukan salinan dari supplier), foto yang dioptimasi, dan ulasan pembeli yang tampil di halaman.',
        },
        {
          icon: 'code',
          title: 'Schema produk & rich result',
          description:
            'Harga, ketersediaan stok dan rating tampil langsung di hasil pencarian, membuat toko Anda lebih menonjol dari pesaing.',
        },
        {
          icon: 'settings',
          title: 'SEO teknis toko',
          description:
            'Pengaturan filter dan sortir, canonical untuk varian produk, pagination, serta penanganan produk yang habis stok.',
        },
        {
          icon: 'pen-tool',
          title: 'Konten pendukung penjualan',
          description:
            'Panduan memilih, perbandingan produk dan tabel ukuran yang menjawab keraguan pembeli sekaligus mendatangkan traffic baru.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'manfaat',
      eyebrow: 'Manfaat',
      title: 'Kenapa Toko Online Butuh SEO',
      columns: 4,
      items: [
        {
          icon: 'wallet',
          title: 'Penjualan tanpa biaya per klik',
          description:
            'Kunjungan organik tidak ditagih per klik, sehingga margin setiap pesanan lebih sehat dibanding penjualan dari iklan.',
        },
        {
          icon: 'shopping-cart',
          title: 'Pengunjung dengan niat beli',
          description:
            'Orang yang mengetik nama produk spesifik di Google biasanya sudah siap membeli, tinggal memilih tokonya.',
        },
        {
          icon: 'store',
          title: 'Tidak bergantung pada marketplace',
          description:
            'Pembeli datang langsung ke toko Anda, tanpa potongan komisi dan tanpa dibandingkan harga dengan pesaing di halaman yang sama.',
        },
        {
          icon: 'trending-up',
          title: 'Aset yang terus tumbuh',
          description:
            'Halaman yang sudah ranking terus mendatangkan pembeli bulan demi bulan, bahkan setelah promosi berakhir.',
        },
      ],
    },
    {
      kind: 'steps',
      id: 'proses',
      eyebrow: 'Proses',
      title: '5 Langkah SEO E-commerce Kami',
      description:
        'Fondasi dikerjakan di minggu-minggu pertama; setelah itu SEO berjalan sebagai program bulanan yang terus disesuaikan dengan data penjualan.',
      tone: 'dark',
      steps: [
        {
          step: 1,
          title: 'Audit toko & riset kata kunci',
          duration: ecommerceStepDurations[0],
          description:
            'Kami audit struktur kategori, halaman produk dan data Search Console, lalu memetakan kata kunci ke setiap kategori dan produk prioritas.',
          deliverables: ['Laporan audit toko', 'Peta kata kunci kategori dan produk'],
        },
        {
          step: 2,
          title: 'Optimasi teknis & struktur',
          duration: ecommerceStepDurations[1],
          description:
            'URL filter, canonical varian, pagination, kecepatan halaman dan schema produk dibereskan agar Google merayapi halaman yang menjual.',
          deliverables: ['Perbaikan teknis terpasang', 'Schema produk tervalidasi'],
        },
        {
          step: 3,
          title: 'Optimasi kategori & produk prioritas',
          duration: ecommerceStepDurations[2],
          description:
            'Judul, deskripsi, heading dan internal link pada kategori serta produk terlaris ditulis ulang berdasarkan peta kata kunci.',
          deliverables: ['Kategori dan produk prioritas teroptimasi'],
        },
        {
          step: 4,
          title: 'Konten & link building',
          duration: ecommerceStepDurations[3],
          description:
            'Panduan belanja, artikel perbandingan dan backlink dari situs relevan terus menambah otoritas toko Anda.',
          deliverables: ['Konten dan backlink bulanan'],
        },
        {
          step: 5,
          title: 'Laporan & optimasi konversi',
          duration: ecommerceStepDurations[4],
          description:
            'Kami laporkan traffic, pesanan dan pendapatan dari pencarian organik, lalu menguji perbaikan pada halaman yang banyak dikunjungi tetapi jarang membeli.',
          deliverables: ['Laporan pendapatan organik bulanan'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'hasil',
      eyebrow: 'Hasil klien',
      title: 'Tiga Toko Online yang Kami Bantu Tumbuh',
      description: 'Nama klien kami samarkan atas permintaan mereka. Rincian angka kami paparkan saat konsultasi.',
      items: [
        {
          icon: 'shirt',
          title: 'Toko fashion muslim',
          meta: 'WooCommerce · program 6 bulan',
          description:
            'Ratusan produk memakai deskripsi yang sama dari supplier dan halaman kategori hanya berisi deretan foto. Kami menulis ulang deskripsi produk terlaris, menambah konten di kategori utama dan merapikan URL filter.',
          features: [
            'Kategori utama masuk halaman satu Google',
            'Penjualan dari pencarian organik melampaui penjualan dari iklan',
            'Ketergantungan pada marketplace berkurang',
          ],
        },
        {
          icon: 'smartphone',
          title: 'Toko elektronik & gadget',
          meta: 'Magento · program 9 bulan',
          description:
            'Ribuan URL hasil filter terindeks dan menghabiskan waktu Googlebot, sementara produk baru lambat muncul di Google. Kami menata ulang aturan indexing dan menambah schema produk.',
          features: [
            'URL yang terindeks kini hanya halaman yang relevan',
            'Produk baru terindeks dalam hitungan hari',
            'Harga dan rating tampil di hasil pencarian',
          ],
        },
        {
          icon: 'sprout',
          title: 'Toko bahan makanan segar',
          meta: 'Shopify · program 4 bulan',
          description:
            'Pembeli mencari dengan nama lokal dan menyebut kotanya, tetapi toko hanya memakai nama produk generik. Kami menyesuaikan nama dan konten, lalu membuat halaman area pengiriman.',
          features: [
            'Halaman area pengiriman tampil untuk pencarian per kota',
            'Pesanan berulang naik berkat konten resep dan panduan',
            'Toko muncul di Google Maps untuk pencarian lokal',
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'masalah-solusi',
      eyebrow: 'Masalah & solusi',
      title: 'Masalah Umum Toko Online dan Cara Kami Mengatasinya',
      table: {
        caption: 'Masalah SEO yang sering ditemui toko online, solusi kami, dan dampaknya',
        columns: ['Masalah', 'Solusi kami', 'Dampak'],
        rows: [
          [
            'Deskripsi produk disalin dari supplier',
            'Menulis deskripsi unik yang menjawab pertanyaan pembeli dan memuat kata kunci turunan',
            'Halaman produk tidak lagi dianggap duplikat dan bisa bersaing di hasil pencarian',
          ],
          [
            'Filter dan sortir menghasilkan ribuan URL',
            'Mengatur canonical, noindex dan parameter, sehingga hanya kombinasi yang dicari orang yang diindeks',
            'Googlebot fokus merayapi halaman yang menjual',
          ],
          [
            'Halaman kategori hanya berisi grid produk',
            'Menambah teks pengantar, FAQ dan tautan ke subkategori',
            'Kategori bisa ranking untuk kata kunci bervolume besar',
          ],
          [
            'Produk habis stok langsung dihapus',
            'Mempertahankan halaman dengan rekomendasi produk alternatif, atau redirect 301 ke produk pengganti',
            'Ranking dan backlink yang sudah terkumpul tidak hilang',
          ],
          [
            'Halaman lambat karena gambar besar',
            'Kompresi dan format WebP, lazy loading, serta memangkas script pihak ketiga',
            'Lebih banyak pengunjung bertahan sampai ke checkout',
          ],
          [
            'Harga dan rating tidak tampil di Google',
            'Memasang schema Product, Offer dan AggregateRating yang valid',
            'Hasil pencarian lebih mencolok dan lebih sering diklik',
          ],
        ],
      },
    },
    {
      kind: 'checklists',
      id: 'praktik-terbaik',
      eyebrow: 'Praktik terbaik',
      title: 'Checklist SEO Toko Online yang Bisa Anda Mulai Hari Ini',
      groups: [
        {
          title: 'Halaman produk',
          icon: 'package',
          items: [
            'Judul memuat merek, tipe dan atribut penting',
            'Deskripsi unik yang menjawab pertanyaan pembeli',
            'Foto terkompresi dengan alt text deskriptif',
            'Ulasan pembeli tampil di halaman',
            'Schema Product dengan harga dan stok',
          ],
        },
        {
          title: 'Halaman kategori',
          icon: 'layers',
          items: [
            'Teks pengantar singkat di atas daftar produk',
            'Tautan ke subkategori dan produk terlaris',
            'URL pendek tanpa parameter',
            'FAQ yang menjawab keraguan sebelum membeli',
          ],
        },
        {
          title: 'Teknis toko',
          icon: 'settings',
          items: [
            'Canonical untuk varian warna dan ukuran',
            'Filter yang tidak dicari orang diberi noindex',
            'Sitemap XML yang otomatis diperbarui',
            'Redirect 301 untuk produk yang dihentikan',
            'Checkout cepat dan nyaman di ponsel',
          ],
        },
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar SEO E-commerce',
    items: [
      {
        question: 'Platform toko online apa saja yang Anda tangani?',
        answer:
          'Kami menangani WooCommerce, Shopify, Magento atau Adobe Commerce, dan toko dengan sistem custom. Untuk toko di marketplace seperti Tokopedia atau Shopee, kami bisa memberi saran judul dan deskripsi produk, tetapi fokus utama kami adalah website toko Anda sendiri, karena di sanalah Anda memiliki pelanggan dan datanya.',
      },
      {
        question: 'Berapa lama sampai hasilnya terlihat?',
        answer: `Fondasi dikerjakan bertahap: audit ${ecommerceStepDurations[0]}, perbaikan teknis ${ecommerceStepDurations[1]}, lalu optimasi kategori dan produk prioritas ${ecommerceStepDurations[2]}. Setelah itu konten dan link building berjalan berkelanjutan. Kenaikan traffic biasanya mulai terlihat di bulan-bulan pertama, dan karena itu kontrak minimal kami ${packageTerms.minimumContractMonths} bulan.`,
      },
      {
        question: 'Berapa biaya SEO untuk toko online?',
        answer: `Tergantung jumlah produk dan ketatnya persaingan. Sebagian besar toko online memulai dengan paket ${professional.name} (${packagePrice(professional)}), sedangkan toko dengan ribuan produk biasanya membutuhkan ${enterprise.name} (${packagePrice(enterprise)}). ${packageTerms.setupFee}, minimal kontrak ${packageTerms.minimumContractMonths} bulan.`,
      },
      {
        question: 'Apakah SEO bisa menggantikan iklan?',
        answer:
          'Tidak harus menggantikan, tetapi bisa mengurangi ketergantungan. Iklan memberi hasil instan untuk promo dan produk baru, sedangkan SEO membangun aliran pembeli yang tidak dibayar per klik. Banyak klien kami memakai data kata kunci dari iklan untuk menentukan halaman yang dioptimasi lebih dulu.',
      },
      {
        question: 'Bagaimana dengan produk musiman atau yang sering habis stok?',
        answer:
          'Halaman produk yang habis sementara tetap dipertahankan dengan label stok dan rekomendasi produk serupa, supaya ranking tidak hilang. Produk yang dihentikan permanen kami arahkan dengan redirect 301 ke produk pengganti atau kategorinya. Untuk produk musiman seperti kebutuhan Ramadan, halamannya dipertahankan sepanjang tahun dan diperbarui menjelang musimnya.',
      },
    ],
  },
  cta: {
    title: 'Siap Menambah Penjualan dari Google?',
    description:
      'Dapatkan analisis gratis toko online Anda: kategori yang paling berpeluang naik, masalah teknis yang menahan ranking, dan perkiraan langkah pertama. Atau langsung ngobrol dengan tim kami lewat WhatsApp.',
  },
}
