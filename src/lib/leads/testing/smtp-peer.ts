import { SMTPServer } from 'smtp-server'

export type ReceivedMail = {
  envelopeFrom: string
  envelopeTo: string[]
  headers: Record<string, string>
  subject: string
  text: string
  html: string
  raw: string
}

/** A real SMTP server on loopback that keeps what it receives (the agency's mail server in tests). */
export class SmtpPeer {
  readonly messages: ReceivedMail[] = []
  private server: SMTPServer | null = null
  private waiters: Array<() => void> = []

  constructor(readonly port: number) {}

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const from = session.envelope.mailFrom
          this.messages.push({
            ...parseMime(raw),
            raw,
            envelopeFrom: from ? from.address : '',
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          })
          for (const wake of this.waiters.splice(0)) wake()
          callback()
        })
      },
    })
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(this.port, '127.0.0.1', () => resolve())
    })
    // smtp-server reports a client that vanished mid-session (a SIGKILLed app instance) as a server 'error'; the
    // once-listener above takes only the first, so a second would crash the test run. What counts is what was received.
    server.on('error', () => {})
    this.server = server
  }

  async stop(): Promise<void> {
    const server = this.server
    this.server = null
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()))
  }

  async waitFor(count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs
    while (this.messages.length < count) {
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`expected ${count} mails, got ${this.messages.length}`)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left)
        this.waiters.push(() => {
          clearTimeout(timer)
          resolve()
        })
      })
    }
    return this.messages
  }
}

// ---- a small MIME reader, enough for what nodemailer produces (multipart/alternative, QP or base64) ----

function unfoldHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {}
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split(/\r\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim()
  }
  return headers
}

function decodeQuotedPrintable(value: string): string {
  const bytes: number[] = []
  const soft = value.replace(/=\r?\n/g, '')
  for (let i = 0; i < soft.length; i += 1) {
    const char = soft[i]!
    if (char === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string | undefined): string {
  const kind = (encoding ?? '7bit').toLowerCase()
  if (kind === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (kind === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** RFC 2047 encoded words: =?UTF-8?Q?...?= and =?UTF-8?B?...?= */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, mode: string, text: string) =>
      mode.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

function parseMime(raw: string): Omit<ReceivedMail, 'raw' | 'envelopeFrom' | 'envelopeTo'> {
  const split = raw.indexOf('\r\n\r\n')
  const headers = unfoldHeaders(raw.slice(0, split))
  const body = raw.slice(split + 4)
  const parts: Record<string, string> = {}
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1]
  if (boundary) {
    for (const section of body.split(`--${boundary}`).slice(1)) {
      if (section.startsWith('--')) break
      const at = section.indexOf('\r\n\r\n')
      const partHeaders = unfoldHeaders(section.slice(0, at).replace(/^\r\n/, ''))
      const type = (partHeaders['content-type'] ?? 'text/plain').split(';')[0]!.trim()
      parts[type] = decodeBody(section.slice(at + 4).replace(/\r\n$/, ''), partHeaders['content-transfer-encoding'])
    }
  } else {
    parts[(headers['content-type'] ?? 'text/plain').split(';')[0]!.trim()] = decodeBody(
      body,
      headers['content-transfer-encoding'],
    )
  }
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    text: (parts['text/plain'] ?? '').replace(/\r\n/g, '\n'),
    html: (parts['text/html'] ?? '').replace(/\r\n/g, '\n'),
  }
}
