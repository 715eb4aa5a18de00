import type { ContactMethod, SpecialtyPage } from './page-types'
import type { ContentCard, Statistic } from './types'
import { contactLinks } from '@/content/contact-links'
import { figures } from './figures'
import { site } from './site'

/** The first message of a chat started from the contact page. */
const contactChatText = `Halo ${site.name}, saya ingin konsultasi tentang SEO untuk bisnis saya.`

const contactMethods: readonly ContactMethod[] = [
  {
    id: 'telepon',
    icon: 'phone',
    title: 'Telepon & WhatsApp',
    description: 'Bicara langsung dengan konsultan SEO kami pada jam kerja, atau kirim pesan WhatsApp kapan saja.',
    value: contactLinks.phoneDisplay,
    ...contactLinks.phone('contact-card-phone'),
    linkLabel: 'Telepon sekarang',
    secondary: {
      label: 'Chat WhatsApp',
      ...contactLinks.whatsapp('contact-card-phone-chat', contactChatText),
      external: true,
    },
  },
  {
    id: 'email',
    icon: 'mail',
    title: 'Email',
    description: `Kirim brief, pertanyaan, atau permintaan penawaran. Kami membalas dalam ${figures.emailResponse} pada hari kerja.`,
    value: site.email,
    href: contactLinks.emailHref,
    linkLabel: 'Kirim email',
  },
  {
    id: 'kantor',
    icon: 'map-pin',
    title: 'Kantor Jakarta Selatan',
    description: `${site.address.locality} ${site.address.postalCode}. ${site.address.visitNote}, agar konsultan yang tepat siap menyambut Anda.`,
    value: site.address.street,
    ...contactLinks.whatsapp(
      'contact-office-whatsapp',
      `Halo ${site.name}, saya ingin membuat janji temu di kantor Anda.`,
    ),
    linkLabel: 'Buat janji temu',
    external: true,
  },
  {
    id: 'chat',
    icon: 'whatsapp',
    title: 'Live Chat',
    description: `Punya pertanyaan cepat? Chat dengan tim kami lewat WhatsApp, rata-rata dibalas dalam ${figures.chatResponse}.`,
    value: contactLinks.whatsappDisplay,
    ...contactLinks.whatsapp('contact-card-whatsapp', contactChatText),
    linkLabel: 'Mulai chat',
    external: true,
  },
]

/** Response promises, from the shared figures. */
const responsePromises: readonly Statistic[] = [
  { value: figures.emailResponse, label: 'Balasan email', description: 'pada hari kerja' },
  { value: figures.chatResponse, label: 'Rata-rata balasan chat', description: 'lewat WhatsApp' },
  { value: figures.responseGeneral, label: 'Respons umum', description: 'untuk pertanyaan dan penawaran' },
  { value: figures.responseEmergency, label: 'Respons darurat', description: 'website down atau terkena serangan' },
  { value: figures.followUp, label: 'Tindak lanjut formulir', description: 'setelah pesan Anda masuk' },
]

const contactReasons: readonly ContentCard[] = [
  {
    icon: 'award',
    title: `Berpengalaman ${figures.yearsExperience} tahun`,
    description: `Menangani SEO bisnis Indonesia sejak ${site.foundedYear}, dari UMKM hingga perusahaan nasional.`,
  },
  {
    icon: 'shield-check',
    title: 'White-hat & bergaransi',
    description: 'Strategi yang aman dari penalti Google, dengan garansi uang kembali bila ranking tidak membaik.',
  },
  {
    icon: 'bar-chart',
    title: 'Laporan transparan',
    description:
      'Setiap bulan Anda menerima laporan ranking, traffic, dan pekerjaan yang sudah dilakukan, dalam bahasa yang mudah dipahami.',
  },
  {
    icon: 'users',
    title: 'Konsultan yang mendampingi',
    description: 'Satu kontak tetap yang memahami bisnis Anda, bukan tiket yang berpindah-pindah tangan.',
  },
]

const trustIndicators: readonly Statistic[] = [
  { value: figures.clients, label: 'Klien terlayani' },
  { value: figures.satisfaction, label: 'Tingkat kepuasan' },
  { value: figures.yearsExperience, label: 'Tahun pengalaman' },
  { value: figures.support, label: 'Dukungan darurat' },
]

const contactHero = {
  badge: 'Konsultasi gratis, tanpa komitmen',
  title: 'Hubungi',
  highlight: 'Tim SEO Kami',
  description: `Punya target ranking, website yang perlu dibenahi, atau sekadar ingin bertanya? Tim kami di Jakarta Selatan siap membantu, dengan balasan email dalam ${figures.emailResponse} pada hari kerja dan chat WhatsApp rata-rata ${figures.chatResponse}.`,
  points: [
    `Respons umum ${figures.responseGeneral}`,
    `Darurat ${figures.responseEmergency}`,
    `Tindak lanjut ${figures.followUp}`,
  ],
} as const

/** /contact, laid out by the specialty page shell; the page passes the contact form in. */
export const contact: SpecialtyPage = {
  path: '/contact',
  hero: { ...contactHero, actions: [{ label: 'Isi Formulir Kontak', href: '#formulir', icon: 'send' }] },
  sections: [
    {
      kind: 'contact-methods',
      id: 'metode-kontak',
      // The heading's id from before the page had a shell: links and the form tests name it.
      headingId: 'cara-menghubungi',
      eyebrow: 'Pilih yang paling nyaman',
      title: 'Cara Menghubungi Kami',
      description:
        'Telepon, email, datang ke kantor, atau chat: semua dijawab langsung oleh tim konsultan kami, bukan bot.',
      methods: contactMethods,
    },
    {
      kind: 'contact-form',
      id: 'formulir',
      tone: 'muted',
      title: 'Kirim Pesan',
      formLead:
        'Ceritakan kebutuhan Anda. Konsultan kami membalas dengan saran awal dan estimasi biaya, tanpa kewajiban apa pun.',
      responses: responsePromises,
    },
    {
      kind: 'cards',
      id: 'alasan',
      eyebrow: 'Kenapa kami',
      title: `Mengapa Memilih ${site.name}`,
      items: contactReasons,
      columns: 4,
      stats: trustIndicators,
    },
  ],
}
