import { freeAuditValueLabel } from './analysis'
import { figures } from './figures'
import { site } from './site'

/** Copy of the instant audit report (page and PDF) that names the agency's figures. */

/** The human analysis that follows the automatic one (figures from the content layer). */
export const humanAnalysisPromise = {
  title: `Analisis Lengkap dari Tim Kami dalam ${figures.analysisDelivery}`,
  text: `Pemeriksaan otomatis ini baru permulaan. Spesialis SEO ${site.name} akan meninjau website Anda secara manual (kata kunci, pesaing, dan peluang di Google) lalu mengirim analisis awal ke email Anda dalam ${figures.analysisDelivery}. Gratis, senilai ${freeAuditValueLabel}.`,
}

export function auditWhatsappText(host: string, score: number | null, reportUrl: string): string {
  const scoreText = score === null ? '' : ` (skor ${score}/100)`
  return `Halo ${site.name}, saya sudah melihat hasil analisis SEO instan untuk ${host}${scoreText}: ${reportUrl}. Saya ingin konsultasi.`
}
