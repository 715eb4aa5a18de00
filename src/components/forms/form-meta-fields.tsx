import { CONSENT_VERSION, LEAD_META_FIELDS } from '@/lib/leads/schema'

type FormMetaFieldsProps = {
  /** Unique per form on a page (the honeypot needs an id for its label). */
  formId: string
  idempotencyKey?: string
  formToken?: string
}

/**
 * The envelope every form posts besides its payload: the honeypot (off-screen, not display:none, so naive bots
 * fill it), the signed start time, the idempotency key and the privacy-notice version shown next to the form.
 * The key and token only exist with JavaScript; the server copes without them.
 */
export function FormMetaFields({ formId, idempotencyKey, formToken }: FormMetaFieldsProps) {
  const honeypotId = `${formId}-${LEAD_META_FIELDS.honeypot}`
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={honeypotId}>Jangan isi kolom ini</label>
        <input id={honeypotId} name={LEAD_META_FIELDS.honeypot} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <input type="hidden" name={LEAD_META_FIELDS.consentVersion} value={CONSENT_VERSION} />
      {idempotencyKey ? <input type="hidden" name={LEAD_META_FIELDS.idempotencyKey} value={idempotencyKey} /> : null}
      {formToken ? <input type="hidden" name={LEAD_META_FIELDS.formToken} value={formToken} /> : null}
    </>
  )
}
