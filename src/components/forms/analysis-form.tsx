import { site } from '@/content/site'
import { AnalysisFormClient, type AnalysisFormClientProps } from './analysis-form-client'
import { analysisFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'

/** The free SEO analysis request (/analisis-gratis), with its success view. */
export function AnalysisForm(props: Omit<AnalysisFormClientProps, 'config' | 'meta'>) {
  // The WhatsApp number and brand come from the server: site config may be overridden by environment variables.
  const config = { ...analysisFormConfig, whatsapp: site.whatsapp, brandName: site.name }
  return <AnalysisFormClient {...props} config={config} meta={<FormMetaFields formId="analisis" />} />
}
