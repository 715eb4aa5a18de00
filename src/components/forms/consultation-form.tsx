import { figures } from '@/content/figures'
import { cn } from '@/lib/cn'
import { consultationFormConfig } from './form-config'
import { FormMetaFields } from './form-meta-fields'
import { LeadForm } from './lead-form'

type ConsultationFormProps = {
  title?: string
  description?: string
  className?: string
  /** Where the no-JavaScript post lands: the home page's contact section. */
  permalink?: string
}

/**
 * The home page's free-consultation form (type "konsultasi_gratis") in its card, ready for the `kontak` section:
 * `<ConsultationForm />`. Every prop is optional.
 */
export function ConsultationForm({
  title = 'Form Konsultasi Gratis',
  description = `Isi data di bawah ini, konsultan kami akan menghubungi Anda dalam ${figures.followUp} dengan saran awal untuk website Anda.`,
  className,
  permalink = '/#kontak',
}: ConsultationFormProps) {
  return (
    <div className={cn('rounded-3xl border border-ink-100 bg-white p-6 shadow-sm sm:p-8', className)}>
      <h3 className="text-2xl font-extrabold tracking-tight">{title}</h3>
      <p className="mt-2 mb-6 text-ink-600">{description}</p>
      <LeadForm config={consultationFormConfig({ permalink })} meta={<FormMetaFields formId="konsultasi" />} />
    </div>
  )
}
