import { figures } from '../figures'
import type { ServicePage } from '../page-types'
import { getAddOn, lowerFirst } from './shared'
import { formatJuta, formatRupiah } from '@/content/format'

/** How long a full technical audit takes (spec section 9). */
export const technicalAuditDuration = '5-10 hari kerja'

const expressAudit = getAddOn('express-audit')

export const technicalAuditPage: ServicePage = {
  path: '/technical-seo-audit',
  service: { name: 'Audit SEO Teknis', serviceType: 'Audit SEO teknis website' },
  hero: {
    badge: 'Audit SEO Teknis',
    title: 'Temukan Masalah Teknis yang',
    highlight: 'Menahan Ranking Website Anda',
    description: `Konten sebagus apa pun tidak akan naik bila Google kesulitan merayapi, mengindeks atau memuat halaman Anda. Audit teknis kami memeriksa fondasi itu secara menyeluruh dan menghasilkan daftar perbaikan berurutan prioritas dalam ${technicalAuditDuration}.`,
    primaryLabel: 'Minta Analisis Gratis',
    points: [`Selesai ${technicalAuditDuration}`, 'Prioritas perbaikan yang jelas', 'Presentasi hasil ke tim Anda'],
    image: {
      src: '/images/technical-seo-audit.svg',
      alt: 'Ilustrasi laporan audit SEO teknis: skor kesehatan website, grafik kecepatan halaman, dan daftar temuan yang ditandai menurut prioritas',
    },
  },
  sections: [
    {
      kind: 'cards',
      id: 'area-audit',
      eyebrow: 'Cakupan audit',
      title: 'Enam Area yang Kami Periksa',
      description:
        'Setiap area diperiksa dengan crawler, data Google Search Console dan pengecekan manual, karena alat otomatis saja sering salah menilai.',
      items: [
        {
          icon: 'search',
          title: 'Crawling & indexing',
          description:
            'Apakah Google bisa menemukan dan mengindeks halaman yang penting, dan tidak membuang waktu di halaman yang tidak perlu.',
          features: ['robots.txt dan sitemap XML', 'Status code dan halaman yatim', 'Noindex yang tidak disengaja'],
        },
        {
          icon: 'gauge',
          title: 'Kecepatan & Core Web Vitals',
          description: 'Pengukuran LCP, INP dan CLS untuk setiap template halaman, bukan hanya beranda.',
          features: ['Ukuran gambar dan font', 'JavaScript dan CSS yang memblokir render', 'Caching, kompresi dan CDN'],
        },
        {
          icon: 'smartphone',
          title: 'Mobile & rendering',
          description:
            'Google menilai versi mobile lebih dulu, jadi kami pastikan isinya sama lengkap dengan versi desktop.',
          features: [
            'Konten yang hanya muncul lewat JavaScript',
            'Viewport dan ukuran tombol',
            'Pop-up yang menutupi konten',
          ],
        },
        {
          icon: 'layers',
          title: 'Arsitektur & URL',
          description: 'Struktur situs menentukan seberapa mudah otoritas mengalir ke halaman yang menghasilkan uang.',
          features: [
            'Kedalaman klik dan internal link',
            'Rantai redirect dan canonical',
            'Parameter URL dan pagination',
          ],
        },
        {
          icon: 'code',
          title: 'Structured data',
          description:
            'Schema yang valid membuka peluang rich result seperti rating, harga, FAQ dan breadcrumb di hasil pencarian.',
          features: [
            'Validasi schema per template',
            'Peluang rich result yang belum dipakai',
            'Error di Search Console',
          ],
        },
        {
          icon: 'lock',
          title: 'Keamanan & server',
          description: 'Masalah keamanan dan server yang lambat bisa menurunkan kepercayaan Google maupun pengunjung.',
          features: ['HTTPS dan mixed content', 'Waktu respons server', 'Tanda malware dan header keamanan'],
        },
      ],
    },
    {
      kind: 'steps',
      id: 'proses',
      eyebrow: 'Proses',
      title: `Proses Audit dalam ${technicalAuditDuration}`,
      description:
        'Lama pengerjaan bergantung pada jumlah URL: website company profile ada di ujung bawah rentang ini, toko online dan portal besar di ujung atas.',
      tone: 'dark',
      steps: [
        {
          step: 1,
          title: 'Kickoff & akses',
          description:
            'Kami meminta akses baca ke Google Search Console dan Google Analytics, lalu menyepakati halaman dan target bisnis yang paling penting bagi Anda.',
        },
        {
          step: 2,
          title: 'Crawl menyeluruh',
          description:
            'Seluruh website dirayapi seperti Googlebot, versi desktop dan mobile, untuk memetakan setiap URL, status code, canonical dan internal link.',
        },
        {
          step: 3,
          title: 'Analisis & verifikasi',
          description:
            'Data crawl digabung dengan data Search Console dan pengukuran kecepatan per template, lalu setiap temuan kami verifikasi secara manual.',
        },
        {
          step: 4,
          title: 'Menyusun prioritas',
          description:
            'Setiap temuan diberi nilai dampak dan usaha, sehingga tim Anda tahu mana yang dikerjakan minggu ini dan mana yang bisa menunggu.',
          deliverables: ['Laporan audit lengkap', 'Rencana aksi berurutan prioritas'],
        },
        {
          step: 5,
          title: 'Presentasi & pendampingan',
          description:
            'Hasil audit kami presentasikan ke tim Anda, termasuk developer, dan kami tetap menjawab pertanyaan teknis selama perbaikan berjalan.',
          deliverables: ['Sesi presentasi dan tanya-jawab'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'masalah-umum',
      eyebrow: 'Temuan yang sering muncul',
      title: 'Masalah Teknis yang Paling Sering Kami Temukan',
      description:
        'Sebagian besar masalah ini tidak terlihat oleh pemilik website, tetapi diam-diam menahan traffic selama berbulan-bulan.',
      items: [
        {
          icon: 'alert',
          title: 'Halaman penting tidak terindeks',
          description:
            'Tag noindex yang tertinggal dari masa pengembangan, atau folder penting yang terblokir robots.txt.',
        },
        {
          icon: 'alert',
          title: 'Konten duplikat tanpa canonical',
          description:
            'Versi http dan https, www dan non-www, atau URL filter yang membuat satu halaman muncul dalam banyak alamat.',
        },
        {
          icon: 'alert',
          title: 'Rantai redirect & error 404',
          description:
            'Internal link yang masih mengarah ke halaman lama, sehingga otoritas terbuang di setiap lompatan redirect.',
        },
        {
          icon: 'alert',
          title: 'Halaman lambat di ponsel',
          description:
            'Gambar yang belum dikompres dan script pihak ketiga membuat halaman butuh lebih dari 3 detik untuk tampil.',
        },
        {
          icon: 'alert',
          title: 'Sitemap yang tidak akurat',
          description:
            'Sitemap berisi URL yang sudah dihapus atau di-redirect, sementara halaman baru justru tidak tercantum.',
        },
        {
          icon: 'alert',
          title: 'Schema rusak atau tidak lengkap',
          description:
            'Data terstruktur dengan error membuat halaman kehilangan kesempatan tampil dengan rating, harga atau FAQ.',
        },
      ],
    },
    {
      kind: 'checklists',
      id: 'isi-laporan',
      eyebrow: 'Yang Anda terima',
      title: 'Isi Laporan Audit Anda',
      description: 'Laporan ditulis agar bisa dibaca pemilik bisnis sekaligus langsung dikerjakan oleh developer.',
      groups: [
        {
          title: 'Ringkasan eksekutif',
          icon: 'file-text',
          items: [
            'Skor kesehatan teknis website',
            'Masalah paling berdampak dalam bahasa non-teknis',
            'Perkiraan dampak setiap perbaikan',
          ],
        },
        {
          title: 'Temuan teknis rinci',
          icon: 'list-checks',
          items: [
            'Daftar URL terdampak untuk setiap masalah',
            'Penyebab dan cara memperbaikinya',
            'Contoh kode atau konfigurasi bila diperlukan',
          ],
        },
        {
          title: 'Rencana aksi',
          icon: 'calendar',
          items: [
            'Urutan prioritas berdasarkan dampak dan usaha',
            'Pembagian tugas konten, developer dan server',
            'Checklist verifikasi setelah perbaikan',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'manfaat',
      eyebrow: 'Manfaat',
      title: 'Kenapa Audit Teknis Layak Dilakukan',
      columns: 4,
      items: [
        {
          icon: 'target',
          title: 'Waktu Google tidak terbuang',
          description:
            'Googlebot fokus merayapi halaman yang menghasilkan, bukan ribuan URL duplikat atau halaman error.',
        },
        {
          icon: 'zap',
          title: 'Halaman cepat, konversi naik',
          description: 'Pengunjung yang tidak menunggu lama lebih mungkin mengisi formulir, menelepon atau membeli.',
        },
        {
          icon: 'list-checks',
          title: 'Developer tahu harus mulai dari mana',
          description:
            'Tidak ada lagi perbaikan asal-asalan: setiap tugas punya alasan, prioritas dan cara memverifikasinya.',
        },
        {
          icon: 'shield-check',
          title: 'Aman saat redesign dan migrasi',
          description:
            'Audit sebelum dan sesudah perubahan besar mencegah traffic anjlok karena redirect atau halaman yang hilang.',
        },
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar Audit SEO Teknis',
    items: [
      {
        question: 'Berapa lama audit SEO teknis selesai?',
        answer: `Audit lengkap selesai dalam ${technicalAuditDuration}, tergantung jumlah halaman dan kompleksitas website. Website company profile dengan puluhan halaman ada di ujung bawah rentang itu, sedangkan toko online atau portal dengan ribuan URL di ujung atas. Butuh lebih cepat? Ada ${expressAudit.name} seharga ${formatRupiah(expressAudit.priceIdr)}: ${lowerFirst(expressAudit.description)}`,
      },
      {
        question: 'Apa bedanya dengan analisis SEO gratis?',
        answer: `Analisis gratis (senilai Rp ${formatJuta(figures.freeAuditValue)}) adalah pemeriksaan awal yang kami kirim dalam ${figures.analysisDelivery}: gambaran kesehatan website, masalah terbesar dan peluang kata kunci. Audit teknis jauh lebih dalam: seluruh URL dirayapi, setiap temuan diverifikasi manual, dan Anda menerima rencana perbaikan lengkap beserta sesi presentasi.`,
      },
      {
        question: 'Apakah tim Anda juga mengerjakan perbaikannya?',
        answer:
          'Bisa. Anda boleh memakai laporan kami untuk dikerjakan developer sendiri, atau menyerahkan perbaikannya kepada tim kami, baik di WordPress, Magento, Shopify maupun website custom. Bila developer Anda yang mengerjakan, kami tetap mendampingi dan memverifikasi hasil setiap perbaikan.',
      },
      {
        question: 'Apa saja yang perlu saya siapkan?',
        answer:
          'Cukup akses baca ke Google Search Console dan Google Analytics, serta daftar halaman atau produk yang paling penting bagi bisnis Anda. Akses ke CMS atau server tidak wajib untuk audit, tetapi membantu bila kami perlu memeriksa konfigurasi tertentu. Kami tidak mengubah apa pun di website selama audit.',
      },
      {
        question: 'Seberapa sering audit teknis perlu dilakukan?',
        answer:
          'Untuk kebanyakan bisnis, sekali setahun sudah cukup, ditambah pemantauan rutin di Search Console. Audit juga wajib dilakukan sebelum dan sesudah perubahan besar: redesign, ganti platform, pindah domain, atau menambah ratusan halaman baru sekaligus.',
      },
    ],
  },
  cta: {
    title: 'Mulai dari Pemeriksaan Gratis',
    description: `Kirim alamat website Anda untuk analisis awal gratis senilai Rp ${formatJuta(figures.freeAuditValue)}. Bila temuan kami menunjukkan perlunya audit menyeluruh, kami jelaskan cakupan, biaya dan jadwalnya secara terbuka.`,
  },
}
