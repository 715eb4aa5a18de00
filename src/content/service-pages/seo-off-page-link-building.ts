import { figures } from '../figures'
import type { ServicePage } from '../page-types'
import { getAddOn, getSeoPackage, lowerFirst, packageFeature } from './shared'
import { formatRupiah } from '@/content/format'

const professional = getSeoPackage('seo-professional')
const enterprise = getSeoPackage('seo-enterprise')
const premiumBacklinks = getAddOn('premium-backlinks')

export const offPageSeoPage: ServicePage = {
  path: '/seo-off-page-link-building',
  service: { name: 'Jasa Link Building & SEO Off-Page', serviceType: 'Link building white-hat' },
  hero: {
    badge: 'SEO Off-Page & Link Building',
    title: 'Bangun Otoritas Website dengan',
    highlight: 'Backlink yang Aman dan Relevan',
    description:
      'Google menilai seberapa layak website Anda dipercaya dari siapa saja yang merujuk ke sana. Kami membangun rujukan itu dengan cara white-hat: dari media, komunitas dan situs di Indonesia yang memang relevan dengan bisnis Anda.',
    points: ['Tanpa PBN dan link farm', 'Setiap backlink dilaporkan', 'Aman dari penalti Google'],
  },
  sections: [
    {
      kind: 'cards',
      id: 'strategi',
      eyebrow: 'Strategi',
      title: 'Enam Cara Kami Mendapatkan Backlink Berkualitas',
      description:
        'Tautan yang bertahan lama didapat karena situs lain punya alasan untuk merujuk Anda. Tugas kami adalah menciptakan alasan itu.',
      items: [
        {
          icon: 'newspaper',
          title: 'Digital PR & publikasi media',
          description:
            'Data, cerita atau pencapaian bisnis Anda kami kemas menjadi bahan berita yang layak dimuat media online nasional maupun daerah.',
        },
        {
          icon: 'pen-tool',
          title: 'Guest post di situs relevan',
          description:
            'Artikel bermanfaat yang ditulis tim kami untuk blog dan portal di bidang Anda, dengan tautan kontekstual ke halaman yang tepat.',
        },
        {
          icon: 'wrench',
          title: 'Broken link building',
          description:
            'Kami mencari tautan rusak di situs lain yang membahas topik Anda, lalu menawarkan konten Anda sebagai penggantinya.',
        },
        {
          icon: 'lightbulb',
          title: 'Konten yang layak dirujuk',
          description:
            'Panduan, kalkulator, infografik atau riset kecil yang membuat situs lain menautkan Anda secara alami, tanpa diminta.',
        },
        {
          icon: 'map-pin',
          title: 'Sitasi & direktori bisnis',
          description:
            'Profil bisnis yang konsisten di direktori lokal dan asosiasi industri, penting terutama bila pelanggan Anda mencari berdasarkan kota.',
        },
        {
          icon: 'megaphone',
          title: 'Mengubah sebutan menjadi tautan',
          description:
            'Brand Anda disebut tanpa tautan? Kami hubungi pengelola situsnya agar sebutan itu menjadi backlink yang bernilai.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'jenis-backlink',
      eyebrow: 'Jenis backlink',
      title: 'Tidak Semua Backlink Sama Nilainya',
      description:
        'Satu tautan dari media yang relevan bisa lebih berharga daripada ratusan tautan dari situs yang tidak jelas.',
      table: {
        caption: 'Jenis backlink, contohnya, dan nilainya bagi ranking',
        columns: ['Jenis backlink', 'Contoh', 'Nilai untuk SEO'],
        rows: [
          [
            'Editorial dari media',
            'Berita atau ulasan yang menyebut dan menautkan bisnis Anda',
            'Sangat tinggi: sulit didapat dan sangat dipercaya Google',
          ],
          [
            'Guest post kontekstual',
            'Artikel tamu di blog industri yang relevan',
            'Tinggi, selama situsnya punya pembaca sungguhan dan topiknya sejalan',
          ],
          [
            'Direktori & sitasi',
            'Profil di direktori bisnis lokal dan asosiasi industri',
            'Sedang: memperkuat kepercayaan dan SEO lokal',
          ],
          [
            'Profil & komunitas',
            'Forum, profil media sosial, situs tanya-jawab',
            'Rendah untuk ranking, tetapi menambah variasi dan kunjungan rujukan',
          ],
          [
            'Nofollow & sponsored',
            'Tautan iklan atau kerja sama berbayar yang ditandai atribut rel',
            'Tidak mengalirkan otoritas penuh, tetapi wajar dan bisa mendatangkan pengunjung',
          ],
          [
            'PBN & link farm',
            'Jaringan blog buatan, jual-beli tautan massal',
            'Berisiko penalti, sehingga tidak pernah kami gunakan',
          ],
        ],
      },
    },
    {
      kind: 'steps',
      id: 'metodologi',
      eyebrow: 'Metodologi',
      title: 'Cara Kami Bekerja, Langkah demi Langkah',
      tone: 'dark',
      steps: [
        {
          step: 1,
          title: 'Audit profil backlink',
          description:
            'Kami petakan backlink yang sudah Anda miliki, menandai tautan berisiko yang perlu di-disavow, dan membandingkan profil Anda dengan kompetitor di halaman satu.',
          deliverables: ['Laporan profil backlink', 'Daftar tautan berisiko'],
        },
        {
          step: 2,
          title: 'Analisis celah kompetitor',
          description:
            'Situs mana yang menautkan kompetitor tetapi belum menautkan Anda? Daftar inilah yang menjadi target prospek pertama kami.',
          deliverables: ['Daftar situs target yang disetujui bersama'],
        },
        {
          step: 3,
          title: 'Menyiapkan halaman & aset konten',
          description:
            'Halaman tujuan dirapikan dan konten yang layak dirujuk disiapkan, karena situs bagus hanya mau menautkan halaman yang bagus.',
        },
        {
          step: 4,
          title: 'Outreach personal',
          description:
            'Kami menghubungi pengelola situs satu per satu dengan tawaran yang relevan untuk pembaca mereka, bukan e-mail massal yang diabaikan.',
        },
        {
          step: 5,
          title: 'Laporan & pemantauan',
          description:
            'Setiap backlink dilaporkan lengkap dengan URL, anchor text dan otoritas situsnya, lalu dipantau agar tetap aktif.',
          deliverables: ['Laporan backlink bulanan'],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'manfaat',
      eyebrow: 'Manfaat',
      title: 'Hasil dari Link Building yang Benar',
      columns: 4,
      items: [
        {
          icon: 'trending-up',
          title: 'Otoritas website naik',
          description: 'Halaman Anda lebih mudah bersaing untuk kata kunci yang selama ini dikuasai situs besar.',
        },
        {
          icon: 'zap',
          title: 'Halaman baru cepat ditemukan',
          description:
            'Google lebih sering merayapi situs yang banyak dirujuk, sehingga konten baru lebih cepat terindeks.',
        },
        {
          icon: 'users',
          title: 'Kunjungan dari pembaca relevan',
          description:
            'Tautan di situs yang tepat mendatangkan pengunjung yang memang tertarik dengan topik bisnis Anda.',
        },
        {
          icon: 'badge-check',
          title: 'Kepercayaan calon pelanggan',
          description:
            'Disebut oleh media dan situs industri membuat brand Anda terlihat lebih meyakinkan sebelum orang menghubungi.',
        },
      ],
    },
  ],
  faq: {
    title: 'Pertanyaan Seputar Link Building',
    items: [
      {
        question: 'Apakah link building aman dari penalti Google?',
        answer:
          'Aman, selama tautan didapat secara wajar. Google menindak skema tautan seperti PBN, jual-beli tautan massal dan anchor text yang dipaksakan. Kami hanya membangun tautan dari situs nyata yang relevan, dengan anchor text yang bervariasi dan alami, dan melaporkan setiap tautan secara transparan.',
      },
      {
        question: 'Berapa banyak backlink yang saya butuhkan?',
        answer: `Tidak ada angka ajaib. Yang menentukan adalah kualitas, relevansi, dan seberapa kuat kompetitor Anda. Sebagai gambaran, paket ${professional.name} mencakup ${packageFeature(professional, 'backlink')} dan ${enterprise.name} mencakup ${packageFeature(enterprise, 'backlink')}. Jumlahnya kami sesuaikan setelah membandingkan profil backlink Anda dengan situs di halaman satu.`,
      },
      {
        question: 'Berapa harga satu backlink?',
        answer: `Di luar paket bulanan, ${premiumBacklinks.name} bisa dipesan terpisah seharga ${formatRupiah(premiumBacklinks.priceIdr)} per ${premiumBacklinks.unit ?? 'link'}: ${lowerFirst(premiumBacklinks.description)} Untuk publikasi di media besar, biayanya mengikuti tarif media tersebut dan selalu kami sampaikan sebelum dikerjakan, jadi tidak ada tagihan kejutan.`,
      },
      {
        question: 'Kapan efek backlink terlihat pada ranking?',
        answer:
          'Google perlu menemukan dan menilai tautan baru lebih dulu, sehingga dampaknya bertahap: biasanya mulai terasa setelah beberapa minggu hingga beberapa bulan, dan terus bertambah selama tautan tetap aktif. Karena itu link building kami jalankan sebagai program bulanan yang konsisten, bukan sekali jalan.',
      },
      {
        question: 'Apakah saya mendapat daftar backlink yang dibuat?',
        answer: `Ya. Setiap bulan Anda menerima daftar lengkap: URL halaman yang menautkan, halaman tujuan di website Anda, anchor text, otoritas situs dan status tautan. Anda bisa memeriksa sendiri setiap tautan kapan saja. Transparansi ini salah satu alasan ${figures.satisfaction} klien kami puas.`,
      },
    ],
  },
  cta: {
    title: 'Seberapa Kuat Backlink Anda Dibanding Kompetitor?',
    description:
      'Analisis gratis kami membandingkan profil backlink Anda dengan situs di halaman satu, lalu menunjukkan peluang tautan yang paling realistis untuk bisnis Anda.',
  },
}
