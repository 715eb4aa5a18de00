import { LEAD_META_FIELDS } from './schema'

/** Largest payload the domain accepts, whatever the transport (the JSON endpoint enforces it on bytes too). */
export const MAX_PAYLOAD_BYTES = 32 * 1024

/**
 * Deepest nesting accepted: the payload object (1), a list such as goals (2), and a little room for a client's
 * own extra keys. Anything deeper is not a form and is refused before it is serialised or validated.
 */
export const MAX_PAYLOAD_DEPTH = 4

/** True when `value` nests objects or arrays deeper than `maxDepth` (iterative: safe on any depth). */
export function exceedsDepth(value: unknown, maxDepth: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 1]]
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!
    if (typeof current !== 'object' || current === null) continue
    if (depth > maxDepth) return true
    for (const child of Object.values(current)) stack.push([child, depth + 1])
  }
  return false
}

/**
 * The same check on JSON text before parsing: the deepest bracket nesting outside strings is over `maxDepth`.
 * Stops scanning as soon as it knows.
 */
export function jsonExceedsDepth(text: string, maxDepth: number): boolean {
  let depth = 0
  let inString = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index)
    if (inString) {
      if (char === 0x5c)
        index += 1 // backslash: skip the escaped character
      else if (char === 0x22) inString = false
    } else if (char === 0x22) inString = true
    else if (char === 0x7b || char === 0x5b) {
      depth += 1
      if (depth > maxDepth) return true
    } else if (char === 0x7d || char === 0x5d) depth -= 1
  }
  return false
}

export type Envelope = {
  /** The form fields, in an object without prototype: a key named `__proto__` is data, never inherited. */
  payload: Record<string, unknown>
  honeypot: unknown
  formToken: unknown
  idempotencyKey: string | undefined
  consentVersion: string | undefined
}

const META_KEYS = new Set<string>(Object.values(LEAD_META_FIELDS))

/** Separates the spam-defence envelope from the payload; only the input's own keys are read. */
export function splitEnvelope(input: Record<string, unknown>): Envelope {
  const payload: Record<string, unknown> = Object.create(null)
  const meta: Record<string, unknown> = Object.create(null)
  for (const [key, value] of Object.entries(input)) {
    if (META_KEYS.has(key)) meta[key] = value
    else payload[key] = value
  }
  const str = (key: string) => (typeof meta[key] === 'string' ? (meta[key] as string) : undefined)
  return {
    payload,
    honeypot: meta[LEAD_META_FIELDS.honeypot],
    formToken: meta[LEAD_META_FIELDS.formToken],
    idempotencyKey: str(LEAD_META_FIELDS.idempotencyKey),
    consentVersion: str(LEAD_META_FIELDS.consentVersion),
  }
}
