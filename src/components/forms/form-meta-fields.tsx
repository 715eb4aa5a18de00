import { CONSENT_VERSION, LEAD_META_FIELDS } from '@/lib/leads/schema'

/**
 * The envelope fields rendered in every form: the honeypot (off-screen, not display:none, so naive bots fill it)
 * and the privacy-notice version shown next to the form. The idempotency key and the signed start time are added
 * at submit time by useFormSubmission, so they exist only with JavaScript; the server copes without them.
 */
export function FormMetaFields({ formId }: { formId: string }) {
  const honeypotId = `${formId}-${LEAD_META_FIELDS.honeypot}`
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Jangan isi kolom ini</label>
        <input
          id={honeypotId}
          name={LEAD_META_FIELDS.honeypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      <input type="hidden" name={LEAD_META_FIELDS.consentVersion} value={CONSENT_VERSION} />
    </>
  )
}
