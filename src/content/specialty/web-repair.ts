import type { SpecialtyPage } from '../page-types'
import { figures } from '../figures'
import type { ClosingCta, FaqItem, HeroCopy, LinkAction, ProcessStep, SectionIntro, ServiceCard } from '../types'
import { contactLinks } from '@/content/contact-links'

/** Spec section 9: repair turnaround, guarantee and the speed threshold, defined once. */
export const repairFigures = {
  simpleFix: '1-3 hari kerja',
  complexFix: '1-2 minggu',
  guaranteeDays: 30,
  /** A page that takes longer than this to load is treated as a problem. */
  slowLoadSeconds: 3,
} as const

const guarantee = `${repairFigures.guaranteeDays} hari`

/** The in-page anchor the hero's first button scrolls to. */
const repairSolutionsAnchor = 'solusi'

const whatsappText = 'Halo Puncak Digital, website saya sedang bermasalah dan butuh diperbaiki. Bisa dibantu cek?'

export const webRepairPage = {
  hero: {
    badge: `Penanganan darurat ${figures.responseEmergency}`,
    title: 'Website Error, Lambat atau Diretas?',
    highlight: 'Kami Bantu Pulihkan dengan Cepat',
    description: `Setiap jam website bermasalah berarti calon pelanggan yang pergi ke kompetitor. Tim teknis kami mendiagnosis penyebabnya, memperbaikinya, lalu memberi garansi ${guarantee} atas hasilnya.`,
    points: [
      `Kasus sederhana selesai ${repairFigures.simpleFix}`,
      `Garansi perbaikan ${guarantee}`,
      'Dikerjakan dengan backup lebih dulu',
    ],
  } satisfies HeroCopy,
  heroActions: [
    { label: 'Lihat Solusi Kami', href: `#${repairSolutionsAnchor}`, icon: 'wrench' },
    { label: 'Hubungi Hotline Darurat', ...contactLinks.phone('hero-phone'), icon: 'phone' },
  ] satisfies LinkAction[],
  hotline: {
    title: 'Hotline Darurat Website',
    description: `Website mati, muncul peringatan "situs berbahaya", atau halaman checkout tidak bisa dibuka? Telepon sekarang, kami tangani dalam ${figures.responseEmergency}.`,
    note: 'Tersedia juga di akhir pekan untuk kasus darurat',
    whatsappLabel: 'Kirim detail via WhatsApp',
    whatsappText,
  },
  symptoms: {
    intro: {
      eyebrow: 'Kenali Gejalanya',
      title: 'Masalah Website yang Paling Sering Kami Tangani',
      description:
        'Sebagian masalah terlihat jelas, sebagian lagi diam-diam menggerus ranking dan penjualan. Jika salah satu terasa familiar, saatnya diperiksa.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'slow',
        icon: 'timer',
        title: `Loading lebih dari ${repairFigures.slowLoadSeconds} detik`,
        description: `Di atas ${repairFigures.slowLoadSeconds} detik, banyak pengunjung menutup halaman sebelum isinya tampil, dan Core Web Vitals yang buruk ikut menekan ranking.`,
      },
      {
        id: 'errors',
        icon: 'alert',
        title: 'Error 404, 500 atau layar putih',
        description:
          'Halaman hilang, server error, atau tampilan kosong setelah update plugin membuat pengunjung dan Googlebot berhenti di jalan buntu.',
      },
      {
        id: 'hacked',
        icon: 'lock',
        title: 'Diretas atau terinfeksi malware',
        description:
          'Redirect ke situs judi, halaman spam berbahasa asing, atau peringatan merah dari Google dan browser.',
      },
      {
        id: 'mobile',
        icon: 'smartphone',
        title: 'Tampilan berantakan di ponsel',
        description:
          'Teks terlalu kecil, tombol bertumpuk, atau menu tidak bisa dibuka di layar kecil, padahal mayoritas pengunjung datang dari ponsel.',
      },
      {
        id: 'not-indexed',
        icon: 'file-search',
        title: 'Halaman tidak muncul di Google',
        description:
          'Salah pengaturan noindex, robots.txt atau canonical membuat halaman penting tidak terindeks sama sekali.',
      },
      {
        id: 'forms',
        icon: 'mail',
        title: 'Formulir & checkout tidak berfungsi',
        description:
          'Pesan dari formulir tidak pernah sampai, e-mail pesanan masuk spam, atau pembayaran gagal di langkah terakhir.',
      },
    ] satisfies ServiceCard[],
  },
  solutions: {
    intro: {
      eyebrow: 'Solusi Praktis',
      title: 'Solusi Perbaikan untuk Setiap Masalah',
      description:
        'Setiap perbaikan diawali diagnosis yang jelas dan backup penuh, sehingga data Anda aman selama proses berlangsung.',
    } satisfies SectionIntro,
    items: [
      {
        id: 'speed',
        icon: 'gauge',
        title: 'Optimasi Kecepatan Website',
        description: `Kami cari sumber lambatnya lalu memangkasnya, dengan target halaman utama terbuka di bawah ${repairFigures.slowLoadSeconds} detik.`,
        features: [
          'Kompresi & konversi gambar ke WebP',
          'Caching halaman dan CDN',
          'Merapikan CSS & JavaScript yang memblokir',
          'Optimasi database dan query lambat',
          'Perbaikan skor Core Web Vitals',
        ],
      },
      {
        id: 'error-fix',
        icon: 'wrench',
        title: 'Perbaikan Error 404 & 500',
        description:
          'Jalan buntu di website kami telusuri dari log server hingga link internal, lalu ditutup satu per satu.',
        features: [
          'Analisis log error server',
          'Redirect 301 untuk halaman yang pindah',
          'Perbaikan broken link internal',
          'Penanganan konflik plugin & tema',
          'Halaman 404 yang mengarahkan kembali',
        ],
      },
      {
        id: 'malware',
        icon: 'shield-check',
        title: 'Pembersihan Malware & Pemulihan',
        description: 'Website yang diretas kami bersihkan sampai ke akar, lalu celahnya ditutup agar tidak terulang.',
        features: [
          'Pemindaian & penghapusan malware',
          'Penghapusan redirect dan halaman spam',
          'Penggantian kredensial & hardening',
          'Pengajuan peninjauan ulang ke Google',
          'Pemulihan dari backup bila diperlukan',
        ],
      },
      {
        id: 'responsive',
        icon: 'smartphone',
        title: 'Perbaikan Tampilan Mobile',
        description:
          'Tata letak yang rusak di ponsel kami rapikan agar nyaman dibaca dan mudah diklik dengan satu jempol.',
        features: [
          'Perbaikan layout responsif',
          'Ukuran teks & tombol yang pas',
          'Menu mobile yang berfungsi',
          'Uji di berbagai ukuran layar',
        ],
      },
      {
        id: 'indexing',
        icon: 'search',
        title: 'Perbaikan Indexing & SEO Teknis',
        description: 'Halaman yang hilang dari Google kami kembalikan dengan memperbaiki sinyal teknis yang keliru.',
        features: [
          'Audit laporan Google Search Console',
          'Perbaikan robots.txt & sitemap XML',
          'Koreksi tag noindex dan canonical',
          'Penanganan konten duplikat',
        ],
      },
      {
        id: 'integrations',
        icon: 'settings',
        title: 'Perbaikan Formulir & Integrasi',
        description:
          'Formulir, e-mail, pembayaran dan integrasi pihak ketiga kami pastikan kembali berjalan dari awal sampai akhir.',
        features: [
          'Konfigurasi SMTP agar e-mail terkirim',
          'Perbaikan payment gateway & checkout',
          'Integrasi WhatsApp dan Analytics',
          'Uji alur transaksi lengkap',
        ],
      },
    ] satisfies ServiceCard[],
  },
  timeline: {
    intro: {
      eyebrow: 'Waktu Pengerjaan',
      title: 'Berapa Lama Perbaikannya?',
      description: 'Estimasi pasti kami sampaikan setelah diagnosis. Sebagai gambaran:',
    } satisfies SectionIntro,
    items: [
      {
        id: 'simple',
        icon: 'zap',
        title: 'Kasus sederhana',
        meta: `Selesai ${repairFigures.simpleFix}`,
        description:
          'Error satu halaman, broken link, formulir tidak terkirim, tampilan mobile yang bergeser, atau optimasi kecepatan dasar.',
      },
      {
        id: 'complex',
        icon: 'layers',
        title: 'Kasus kompleks',
        meta: `Sekitar ${repairFigures.complexFix}`,
        description:
          'Pembersihan malware menyeluruh, migrasi server, perbaikan database, atau website lama yang perlu banyak penyesuaian.',
      },
      {
        id: 'guarantee',
        icon: 'shield-check',
        title: `Garansi ${guarantee}`,
        meta: 'Berlaku setelah perbaikan selesai',
        description: `Jika masalah yang sama muncul kembali dalam ${guarantee} setelah perbaikan, kami tangani lagi tanpa biaya tambahan.`,
      },
    ] satisfies (ServiceCard & { meta: string })[],
  },
  process: {
    intro: {
      eyebrow: 'Alur Perbaikan',
      title: 'Dari Laporan Masalah hingga Website Normal Kembali',
    } satisfies SectionIntro,
    steps: [
      {
        step: 1,
        title: 'Ceritakan masalahnya',
        duration: `Respons ${figures.responseGeneral}`,
        description: 'Hubungi kami lewat telepon atau WhatsApp, sertakan alamat website dan gejala yang Anda lihat.',
      },
      {
        step: 2,
        title: 'Diagnosis & estimasi',
        description:
          'Kami periksa penyebabnya, lalu mengirim ringkasan temuan beserta estimasi waktu dan biaya sebelum mulai bekerja.',
      },
      {
        step: 3,
        title: 'Backup & perbaikan',
        duration: repairFigures.simpleFix,
        description: `Website dibackup penuh terlebih dulu, lalu diperbaiki dengan gangguan seminimal mungkin. Kasus kompleks membutuhkan sekitar ${repairFigures.complexFix}.`,
      },
      {
        step: 4,
        title: 'Uji & garansi',
        duration: `Garansi ${guarantee}`,
        description:
          'Hasil perbaikan diuji bersama Anda, disertai laporan tindakan dan saran pencegahan agar tidak terulang.',
      },
    ] satisfies ProcessStep[],
  },
  faqIntro: { eyebrow: 'FAQ', title: 'Pertanyaan Seputar Perbaikan Website' } satisfies SectionIntro,
  cta: {
    title: 'Jangan Biarkan Website Bermasalah Lebih Lama',
    description:
      'Kirim alamat website Anda untuk analisis gratis, atau hubungi tim kami sekarang untuk penanganan yang lebih cepat.',
  } satisfies ClosingCta,
  whatsappText,
}

export const webRepairFaqs: readonly FaqItem[] = [
  {
    question: 'Berapa lama proses perbaikan website?',
    answer: `Kasus sederhana seperti error satu halaman, broken link atau formulir yang tidak terkirim biasanya selesai dalam ${repairFigures.simpleFix}. Kasus kompleks seperti pembersihan malware menyeluruh atau perbaikan database membutuhkan sekitar ${repairFigures.complexFix}. Estimasi pasti kami sampaikan setelah diagnosis.`,
  },
  {
    question: 'Apakah ada garansi setelah website diperbaiki?',
    answer: `Ada. Setiap perbaikan bergaransi ${guarantee}. Jika masalah yang sama muncul kembali dalam periode tersebut, kami tangani lagi tanpa biaya tambahan.`,
  },
  {
    question: 'Kapan website dianggap terlalu lambat?',
    answer: `Jika halaman butuh lebih dari ${repairFigures.slowLoadSeconds} detik untuk tampil, kami anggap itu masalah yang perlu diperbaiki. Pada kecepatan tersebut banyak pengunjung sudah menutup halaman, dan Google memperhitungkan pengalaman pengguna dalam menentukan ranking.`,
  },
  {
    question: 'Website saya diretas. Apakah data dan ranking bisa dipulihkan?',
    answer:
      'Dalam banyak kasus bisa. Kami bersihkan malware dan halaman spam, memulihkan file dari backup bila tersedia, menutup celah keamanannya, lalu mengajukan peninjauan ulang ke Google agar peringatan keamanan dicabut dan ranking berangsur pulih.',
  },
  {
    question: 'Platform website apa saja yang bisa diperbaiki?',
    answer:
      'Kami menangani WordPress dan WooCommerce, Magento, Laravel, Next.js, serta website custom berbasis PHP atau JavaScript. Jika platform Anda tidak tercantum, ceritakan saja; kami akan memberi tahu dengan jujur apakah bisa membantu.',
  },
]

/** /solusi-praktis-mengatasi-halaman-web, laid out by the specialty page shell. */
export const webRepair: SpecialtyPage = {
  path: '/solusi-praktis-mengatasi-halaman-web',
  hero: {
    ...webRepairPage.hero,
    actions: webRepairPage.heroActions,
    aside: {
      kind: 'hotline',
      title: webRepairPage.hotline.title,
      description: webRepairPage.hotline.description,
      note: webRepairPage.hotline.note,
      whatsappLabel: webRepairPage.hotline.whatsappLabel,
      whatsappText,
    },
  },
  sections: [
    {
      kind: 'cards',
      id: 'gejala',
      tone: 'muted',
      ...webRepairPage.symptoms.intro,
      items: webRepairPage.symptoms.items,
    },
    {
      kind: 'cards',
      id: repairSolutionsAnchor,
      ...webRepairPage.solutions.intro,
      items: webRepairPage.solutions.items,
    },
    { kind: 'cards', id: 'waktu', tone: 'muted', ...webRepairPage.timeline.intro, items: webRepairPage.timeline.items },
    {
      kind: 'steps',
      id: 'alur',
      tone: 'dark',
      ...webRepairPage.process.intro,
      steps: webRepairPage.process.steps,
      columns: 4,
    },
  ],
  faq: { ...webRepairPage.faqIntro, items: webRepairFaqs, name: 'faq-perbaikan' },
  cta: {
    ...webRepairPage.cta,
    actions: [
      { label: 'Minta Analisis Gratis', href: '/analisis-gratis', icon: 'search' },
      { label: `Telepon ${contactLinks.phoneDisplay}`, ...contactLinks.phone('closing-phone'), icon: 'phone' },
    ],
  },
  floatingContact: { whatsappText },
  service: { name: 'Jasa Perbaikan Website', serviceType: 'Website repair and maintenance' },
}
