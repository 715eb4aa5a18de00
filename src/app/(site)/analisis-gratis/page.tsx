import { AnalysisForm } from '@/components/forms/analysis-form'
import { SpecialtyPageShell } from '@/components/shells/specialty-page'
import { analysis as page } from '@/content/analysis'
import { getRoute } from '@/content/routes'
import { buildMetadata } from '@/lib/seo'

export const metadata = buildMetadata(getRoute(page.path))

export default function FreeAnalysisPage() {
  return <SpecialtyPageShell page={page} form={<AnalysisForm />} />
}
