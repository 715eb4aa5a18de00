import { figures } from '@/content/figures'
import { ConsultationFormClient, type ConsultationFormClientProps } from './consultation-form-client'
import { consultationFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'

type ConsultationFormProps = Partial<Omit<ConsultationFormClientProps, 'config' | 'meta'>>

/**
 * The home page's free-consultation form (type "konsultasi_gratis") in its card, ready for the `kontak` section:
 * `<ConsultationForm />`. Every prop is optional.
 */
export function ConsultationForm({
  title = 'Form Konsultasi Gratis',
  description = `Isi data di bawah ini, konsultan kami akan menghubungi Anda dalam ${figures.followUp} dengan saran awal untuk website Anda.`,
  ...props
}: ConsultationFormProps) {
  return (
    <ConsultationFormClient
      {...props}
      title={title}
      description={description}
      config={consultationFormConfig}
      meta={<FormMetaFields formId="konsultasi" />}
    />
  )
}
