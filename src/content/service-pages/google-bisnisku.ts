import { figures } from '../figures'
import type { ServicePage } from '../page-types'
import { localRankingWeights, localSeoTimeline } from './local-ranking'
import { getSeoPackage } from './shared'
import { formatJuta } from '@/content/format'

const starter = getSeoPackage('seo-starter')
const cityStarter = getSeoPackage('city-starter')

export const googleBisniskuPage: ServicePage = {
  path: '/google-bisnisku',
  service: { name: 'Optimasi Google Bisnisku', serviceType: 'Optimasi Google Business Profile' },
  hero: {
    badge: 'Panduan Google Bisnisku',
    title: 'Optimasi Google Bisnisku agar',
    highlight: 'Usaha Anda Ramai Pelanggan',
    description:
      'Profil Google Bisnisku (Google Business Profile) adalah hal pertama yang dilihat calon pelanggan saat mencari usaha seperti milik Anda di Google Search dan Maps. Panduan ini menjelaskan empat langkah optimasi, faktor yang memengaruhi ranking, dan trik lanjutan yang kami pakai untuk klien.',
    statsCard: {
      title: 'Pengalaman kami di SEO lokal',
      stats: [
        { value: figures.clients, label: 'Klien kami bantu' },
        { value: figures.satisfaction, label: 'Tingkat kepuasan' },
        { value: localSeoTimeline.typical, label: 'Hasil awal umumnya' },
        { value: figures.yearsExperience, label: 'Tahun pengalaman' },
      ],
      note: `Di pasar yang kompetitif, hasil umumnya terlihat dalam ${localSeoTimeline.competitive}.`,
    },
  },
  sections: [
    {
      kind: 'steps',
      id: 'langkah-optimasi',
      eyebrow: 'Langkah demi langkah',
      title: '4 Langkah Optimasi Google Bisnisku',
      description:
        'Kerjakan berurutan. Sebagian besar profil yang kami audit belum menuntaskan keempat langkah dasar ini.',
      columns: 2,
      deliverablesLabel: 'Checklist',
      steps: [
        {
          step: 1,
          title: 'Verifikasi lokasi bisnis',
          description:
            'Klaim atau buat profil di Google Bisnisku, gunakan nama persis seperti di papan nama, lalu selesaikan verifikasi dengan metode yang ditawarkan Google, misalnya video, telepon, SMS atau e-mail. Pastikan pin di peta tepat berada di pintu masuk.',
          deliverables: [
            'Nama tanpa tambahan kata kunci',
            'Alamat dan nomor telepon sama persis dengan website',
            'Kategori utama yang paling spesifik',
          ],
        },
        {
          step: 2,
          title: 'Unggah foto yang meyakinkan',
          description:
            'Profil dengan foto asli terlihat lebih hidup dan lebih dipercaya. Tambahkan logo, foto sampul, tampak depan agar mudah dikenali dari jalan, interior, produk dan tim Anda, lalu unggah foto baru secara rutin.',
          deliverables: [
            'Foto terang dan tajam, bukan foto stok',
            'Tampak depan yang mudah dikenali',
            'Foto baru setiap ada produk atau suasana baru',
          ],
        },
        {
          step: 3,
          title: 'Kumpulkan dan balas ulasan',
          description:
            'Minta ulasan setelah pelanggan puas bertransaksi, misalnya lewat tautan ulasan di WhatsApp atau kode QR di kasir. Balas setiap ulasan, baik yang memuji maupun yang mengeluh, dengan bahasa yang ramah dan spesifik.',
          deliverables: [
            'Tautan ulasan langsung yang mudah dibagikan',
            'Semua ulasan dibalas',
            'Tanpa membeli ulasan atau memberi imbalan',
          ],
        },
        {
          step: 4,
          title: 'Perbarui jam buka',
          description:
            'Jam buka yang salah adalah alasan klasik pelanggan kecewa dan meninggalkan ulasan buruk. Isi jam reguler, tambahkan jam khusus untuk Lebaran, Natal, tahun baru dan hari libur nasional, dan perbarui segera bila ada perubahan.',
          deliverables: [
            'Jam reguler lengkap setiap hari',
            'Jam khusus hari libur',
            'Label "buka 24 jam" hanya bila benar',
          ],
        },
      ],
    },
    {
      kind: 'bars',
      id: 'faktor-ranking',
      eyebrow: 'Faktor ranking',
      title: 'Apa yang Menentukan Posisi Anda di Google Maps',
      barsLabel: 'Bobot kelompok faktor ranking Google Maps, dalam persen',
      bars: localRankingWeights,
      paragraphs: [
        'Google menyebut tiga hal utama dalam ranking lokal: relevansi, jarak, dan seberapa dikenal bisnis Anda. Dalam praktik, ketiganya terlihat lewat lima kelompok sinyal di samping.',
        'Profil Google Bisnisku dan ulasan memegang bobot terbesar, sehingga keduanya selalu kami kerjakan lebih dulu sebelum website dan backlink.',
      ],
      note: 'Bobot ini adalah model kerja kami untuk menentukan prioritas, bukan angka resmi dari Google.',
    },
    {
      kind: 'cards',
      id: 'tips-lanjutan',
      eyebrow: 'Tips lanjutan',
      title: 'Empat Trik Lanjutan dari Tim Kami',
      description:
        'Setelah langkah dasar beres, empat kebiasaan ini yang membedakan profil biasa dengan profil yang mendominasi Maps di kotanya.',
      columns: 4,
      items: [
        {
          icon: 'megaphone',
          title: 'Rutin membuat postingan',
          description:
            'Unggah promo, produk baru atau acara secara berkala. Profil yang aktif memberi alasan bagi calon pelanggan untuk memilih Anda hari ini.',
        },
        {
          icon: 'package',
          title: 'Lengkapi Produk & Layanan',
          description:
            'Tambahkan setiap layanan atau produk andalan beserta deskripsi dan kisaran harganya, supaya profil relevan untuk lebih banyak pencarian.',
        },
        {
          icon: 'list-checks',
          title: 'Kategori tambahan & atribut',
          description:
            'Selain kategori utama, pilih kategori tambahan yang relevan dan isi atribut seperti "Wi-Fi gratis" atau "akses kursi roda" untuk pencarian yang lebih spesifik.',
        },
        {
          icon: 'line-chart',
          title: 'Hubungkan ke halaman lokal',
          description:
            'Arahkan tombol website ke halaman lokal dengan alamat dan schema LocalBusiness, lalu tambahkan parameter UTM agar kunjungannya terukur di Analytics.',
        },
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar Google Bisnisku',
    items: [
      {
        question: 'Apakah Google Bisnisku gratis?',
        answer:
          'Ya, membuat dan mengelola profil Google Bisnisku sepenuhnya gratis dari Google. Biaya hanya muncul bila Anda memakai jasa profesional untuk mengoptimasi dan mengelolanya, atau bila Anda memasang iklan Google Ads.',
      },
      {
        question: 'Bagaimana cara verifikasi Google Bisnisku?',
        answer:
          'Setelah profil dibuat, Google menawarkan metode verifikasi yang tersedia untuk bisnis Anda, misalnya rekaman video lokasi, telepon, SMS atau e-mail. Untuk verifikasi video, rekam papan nama, lokasi di jalan, dan bukti bahwa Anda pengelola bisnis tersebut, seperti alat kerja atau akses ke area khusus karyawan.',
      },
      {
        question: 'Berapa lama sampai profil saya muncul di Google Maps?',
        answer: `Profil yang sudah terverifikasi biasanya mulai tampil dalam beberapa hari. Namun muncul belum tentu berada di posisi atas: dengan optimasi yang konsisten, hasil awal umumnya terlihat dalam ${localSeoTimeline.typical}, dan ${localSeoTimeline.competitive} di pasar yang kompetitif.`,
      },
      {
        question: 'Usaha saya tidak punya toko. Bisakah tetap membuat profil?',
        answer:
          'Bisa. Bila Anda mendatangi pelanggan, seperti jasa servis, kontraktor atau katering, buat profil sebagai bisnis area layanan. Alamat rumah Anda disembunyikan, dan yang tampil adalah kota atau wilayah yang Anda layani.',
      },
      {
        question: 'Bolehkah menambahkan kata kunci di nama bisnis?',
        answer:
          'Tidak. Menambahkan kata seperti "murah" atau nama kota yang tidak ada di papan nama melanggar pedoman Google dan bisa membuat profil ditangguhkan. Memang kadang terlihat berhasil untuk pesaing, tetapi risikonya kehilangan seluruh ulasan dan posisi yang sudah dibangun.',
      },
      {
        question: 'Bagaimana cara menghapus ulasan palsu?',
        answer:
          'Anda tidak bisa menghapus ulasan sendiri, tetapi bisa melaporkannya ke Google bila melanggar kebijakan, misalnya spam, konflik kepentingan atau ujaran kebencian. Sambil menunggu, balas ulasan tersebut dengan tenang dan faktual, karena calon pelanggan juga membaca balasan Anda.',
      },
      {
        question: 'Kenapa profil saya ditangguhkan Google?',
        answer:
          'Penyebab paling umum adalah nama bisnis yang dijejali kata kunci, alamat virtual office atau coworking yang tidak dijaga staf, beberapa profil untuk lokasi yang sama, atau perubahan data yang terlalu sering. Perbaiki penyebabnya lebih dulu, lalu ajukan banding lewat formulir resmi Google dengan bukti seperti foto papan nama dan dokumen usaha.',
      },
      {
        question: 'Apakah Anda bisa mengelola Google Bisnisku untuk saya?',
        answer: `Bisa. Setup Google Bisnisku sudah termasuk di paket ${starter.name}, dan untuk usaha lokal tersedia paket ${cityStarter.name} mulai Rp ${formatJuta(cityStarter.priceIdr)} per bulan yang juga mencakup setup profil. Kami menangani verifikasi, optimasi, postingan, balasan ulasan dan laporan bulanan.`,
      },
    ],
  },
  cta: {
    title: 'Ingin Profil Google Bisnisku Anda Diperiksa?',
    description: `Kami cek kelengkapan profil, kategori, ulasan dan posisi Anda di Maps dibanding pesaing terdekat. Gratis, dengan laporan awal dalam ${figures.analysisDelivery}.`,
  },
}
