import { backupRetentionDays, leadRetentionMonths, privacyNoticeVersion, vitalsRetentionMonths } from './figures'
import type { PrivacySection, SpecialtyPage } from './page-types'
import { site } from './site'

/**
 * The privacy notice (/kebijakan-privasi). Its version (`privacyNoticeVersion` in figures.ts) is the one the
 * lead backend records with every lead; bump it there whenever this text changes. The retention period is
 * in figures.ts too, where the lead purge reads it.
 */

const privacyIntro = `Kebijakan ini menjelaskan data pribadi apa yang ${site.name} kumpulkan lewat formulir di situs ini, untuk apa data itu dipakai, berapa lama disimpan, siapa yang menerimanya, dan bagaimana Anda dapat meminta data tersebut dihapus. Kami memprosesnya sesuai Undang-Undang Nomor 27 Tahun 2022 tentang Pelindungan Data Pribadi (UU PDP).`

export const privacySections: readonly PrivacySection[] = [
  {
    id: 'pengendali',
    title: 'Siapa yang mengelola data Anda',
    paragraphs: [
      `Pengendali data pribadi adalah ${site.legalName} (${site.name}), ${site.address.street}, ${site.address.locality} ${site.address.postalCode}. Pertanyaan apa pun soal data Anda dapat dikirim ke ${site.email}.`,
    ],
  },
  {
    id: 'data',
    title: 'Data yang kami kumpulkan',
    paragraphs: [
      'Kami hanya menerima data yang Anda isi sendiri di formulir, ditambah sedikit keterangan teknis yang menyertai pengiriman:',
    ],
    items: [
      'Formulir Analisis SEO Gratis: nama, email, nomor telepon/WhatsApp (opsional), alamat website, jenis bisnis, tujuan SEO, dan pesan.',
      'Formulir Kontak: nama, email, nomor telepon, nama perusahaan, jenis proyek, anggaran, timeline, dan pesan.',
      'Formulir Konsultasi Gratis di beranda: nama, email, nomor telepon, website, nama perusahaan, industri, kata kunci target, anggaran, dan pesan.',
      'Newsletter: alamat email saja.',
      'Keterangan teknis: waktu pengiriman, jenis peramban (user agent), dan versi kebijakan privasi yang Anda lihat saat mengirim.',
      'Asal kunjungan, dikirim bersama formulir: alamat halaman pertama yang Anda buka di situs ini pada kunjungan tersebut, alamat situs yang mengarahkan Anda ke sini (referrer), serta parameter kampanye pada alamat itu bila ada (utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid). Peramban Anda mencatatnya hanya di sessionStorage tab itu, tanpa cookie, dan catatan itu terhapus saat tab ditutup. Tidak ada yang dikirim ke mana pun sampai Anda sendiri mengirim formulir; tanpa JavaScript, yang tercatat hanya halaman tempat formulir dikirim. Kami memakainya untuk mengetahui halaman dan kampanye mana yang membawa calon klien.',
      'Alamat IP dipakai sesaat untuk membatasi pengiriman spam. Kami menyimpannya hanya dalam bentuk tersandi (hash) yang tidak dapat dikembalikan, dan catatan itu terhapus otomatis dalam hitungan menit.',
      'Klik tombol WhatsApp dan telepon: saat Anda menekannya, peramban mengirim pemberitahuan singkat ke situs ini (atribut ping HTML). Kami hanya mencatat waktu, halaman, tombol yang ditekan, jenisnya (WhatsApp atau telepon), dan kampanye yang membawa Anda ke situs (misalnya utm_source dan utm_campaign di alamat halaman). Catatan ini tidak berisi data pribadi: tanpa alamat IP, tanpa user agent, tanpa cookie, dan tidak dapat dihubungkan dengan Anda. Alamat IP hanya dipakai sesaat di memori server untuk membatasi hitungan berlebihan, lalu dilupakan dalam satu menit.',
      'Kecepatan halaman (Core Web Vitals): setelah halaman selesai dimuat, sebuah skrip kecil dari situs ini sendiri mengukur seberapa cepat halaman tampil dan merespons di peramban Anda, lalu mengirim satu catatan ringkas saat Anda meninggalkan halaman itu: alamat halaman, angka-angka kecepatan (LCP, INP, CLS, FCP, TTFB), jenis perangkat menurut lebar layar (seluler atau desktop), perkiraan jenis koneksi, jenis navigasi, dan elemen halaman yang paling lambat. Catatan ini tidak berisi data pribadi: tanpa alamat IP, tanpa user agent, tanpa cookie, tanpa pengenal pengunjung, dan tidak ada pihak ketiga yang terlibat. Kami hanya menyimpan jumlahnya per halaman per hari, bukan per kunjungan, sehingga tidak dapat dihubungkan dengan Anda. Tanpa JavaScript tidak ada yang diukur.',
    ],
  },
  {
    id: 'tujuan',
    title: 'Untuk apa data dipakai',
    items: [
      'Menyiapkan analisis SEO gratis untuk website yang Anda kirim dan mengirimkan hasilnya kepada Anda.',
      'Menjawab pertanyaan Anda, menghubungi Anda kembali lewat email, telepon, atau WhatsApp, dan menyusun penawaran bila Anda memintanya.',
      'Mengirim newsletter berisi tips SEO, hanya jika Anda berlangganan.',
      'Menjaga formulir dari spam dan penyalahgunaan.',
    ],
    paragraphs: [
      'Dasar pemrosesannya adalah persetujuan yang Anda berikan saat mengirim formulir dan pemenuhan permintaan Anda sebelum ada perjanjian kerja sama. Kami tidak memakai data Anda untuk iklan, tidak menjualnya, dan tidak memasang cookie pelacak pihak ketiga di situs ini.',
    ],
  },
  {
    id: 'penyimpanan',
    title: 'Berapa lama data disimpan',
    items: [
      `Permintaan analisis, konsultasi, atau kontak yang tidak berlanjut menjadi kerja sama kami simpan paling lama ${leadRetentionMonths} bulan sejak komunikasi terakhir, lalu kami hapus.`,
      'Jika Anda menjadi klien, data disimpan selama kerja sama berjalan dan sesudahnya selama diwajibkan peraturan (misalnya untuk dokumen penagihan dan pajak).',
      'Alamat email newsletter disimpan sampai Anda berhenti berlangganan atau meminta penghapusan.',
      `Catatan klik tombol WhatsApp dan telepon (tanpa data pribadi) dihapus setelah ${leadRetentionMonths} bulan.`,
      `Ringkasan harian kecepatan halaman (tanpa data pribadi) dihapus setelah ${vitalsRetentionMonths} bulan.`,
      `Cadangan (backup) basis data kami simpan paling lama ${backupRetentionDays} hari, lalu kami hapus. Data yang sudah dihapus dari sistem kami, karena masa simpannya habis atau atas permintaan Anda, ikut hilang dari semua cadangan paling lambat ${backupRetentionDays} hari kemudian.`,
    ],
  },
  {
    id: 'penerima',
    title: 'Siapa yang menerima data Anda',
    items: [
      `Tim internal ${site.name} yang menangani permintaan Anda: konsultan SEO, tim penjualan, dan account manager.`,
      'Penyedia layanan yang memproses data atas nama kami dan terikat kewajiban kerahasiaan, yaitu penyedia server/hosting dan layanan email yang mengantarkan notifikasi formulir kepada tim kami.',
      'Instansi berwenang, hanya bila diwajibkan oleh hukum.',
    ],
    paragraphs: ['Di luar pihak-pihak tersebut, data Anda tidak kami bagikan, sewakan, atau jual kepada siapa pun.'],
  },
  {
    id: 'keamanan',
    title: 'Cara kami menjaga data',
    paragraphs: [
      'Data dikirim melalui koneksi terenkripsi (HTTPS), disimpan di basis data yang hanya dapat diakses oleh staf yang berwenang, dan tidak pernah ditampilkan kembali di situs publik.',
    ],
  },
  {
    id: 'hak-anda',
    title: 'Hak Anda sebagai subjek data',
    paragraphs: ['Berdasarkan UU PDP, Anda berhak untuk:'],
    items: [
      'mendapat informasi tentang data yang kami simpan dan meminta salinannya;',
      'memperbaiki atau memperbarui data yang keliru;',
      'meminta data Anda dihapus atau pemrosesannya dihentikan;',
      'menarik kembali persetujuan kapan saja, termasuk berhenti berlangganan newsletter;',
      'mengajukan keberatan atau keluhan atas cara kami memproses data Anda.',
    ],
  },
]

const deletionRequest = {
  title: 'Cara meminta penghapusan data',
  steps: [
    `Kirim email ke ${site.email} dengan subjek "Permintaan Penghapusan Data Pribadi" dari alamat email yang Anda pakai saat mengisi formulir, atau hubungi kami lewat WhatsApp.`,
    'Sebutkan data mana yang ingin dihapus (misalnya semua permintaan analisis dan langganan newsletter Anda).',
    'Kami dapat meminta konfirmasi singkat untuk memastikan permintaan benar-benar datang dari Anda.',
    'Kami menindaklanjuti permintaan paling lambat 3 x 24 jam setelah identitas Anda terkonfirmasi, lalu mengabari Anda bahwa data sudah dihapus.',
  ],
  emailSubject: 'Permintaan Penghapusan Data Pribadi',
} as const

const privacyChangesNote =
  'Bila kebijakan ini berubah, nomor versinya ikut berubah. Setiap formulir mencatat versi kebijakan yang Anda lihat saat mengirim, sehingga jelas persetujuan mana yang berlaku untuk data Anda.'

/** /kebijakan-privasi, laid out by the specialty page shell. */
export const privacy: SpecialtyPage = {
  path: '/kebijakan-privasi',
  hero: { badge: `Versi ${privacyNoticeVersion}`, title: 'Kebijakan Privasi', description: privacyIntro },
  sections: [
    {
      kind: 'policy',
      id: 'kebijakan',
      sections: privacySections,
      deletion: {
        ...deletionRequest,
        emailLabel: 'Kirim permintaan via email',
        whatsappLabel: 'Hubungi via WhatsApp',
        whatsappText: `Halo ${site.name}, saya ingin mengajukan ${deletionRequest.emailSubject.toLowerCase()}.`,
      },
      closingNote: privacyChangesNote,
      version: privacyNoticeVersion,
    },
  ],
}
