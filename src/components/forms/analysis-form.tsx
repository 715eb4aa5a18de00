import { analysisFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'
import { LeadForm } from './lead-form'

type AnalysisFormProps = {
  /** Where the no-JavaScript post returns to. */
  permalink?: string
  /** "Kirim Analisis Lain" without JavaScript: must differ from the permalink by more than the #fragment. */
  restartHref?: string
}

/** The free SEO analysis request (/analisis-gratis), with its success view. */
export function AnalysisForm({
  permalink = '/analisis-gratis#formulir',
  restartHref = '/analisis-gratis?form=baru#formulir',
}: AnalysisFormProps) {
  return (
    <LeadForm config={analysisFormConfig({ permalink, restartHref })} meta={<FormMetaFields formId="analisis" />} />
  )
}
