import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { AuditReportView } from '@/components/audit/audit-report'
import { getAuditReport } from '@/lib/audit/report'

// A private report behind an unguessable token: rendered per request, never indexed, never in the sitemap,
// and no Referer carrying the token to the sites it links to.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = {
  title: 'Hasil Analisis SEO Instan',
  description: 'Hasil analisis SEO instan untuk website Anda, dengan saran perbaikan dalam bahasa yang mudah dipahami.',
  robots: { index: false, follow: false },
  referrer: 'no-referrer',
}

export default async function AuditReportPage({ params }: { params: Promise<{ token: string }> }) {
  const report = await getAuditReport((await params).token)
  if (!report) notFound()
  return <AuditReportView report={report} />
}
