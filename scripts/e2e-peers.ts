/**
 * `tsx scripts/e2e-peers.ts <serpPort> <smtpPort> <runDir>`: the E2E server's loopback peers (started by
 * scripts/e2e-server.sh beside `next start`). A fake Serper (src/lib/rank-tracker/testing/fake-provider.ts) that
 * the server's SERP_API_BASE_URL points at, and an SMTP peer (src/lib/leads/testing/smtp-peer.ts) that SMTP_URL
 * points at. Tests read what they saw from files in the run directory:
 *   mail/NNNN.json        every mail received ({ envelopeTo, subject, text, html, headers }), numbered in order
 *   serp-requests.jsonl   every provider request (query, location, page, …), one JSON object per line
 *
 * Fixed results (E2E_SERP_RESULTS below): tokosepatubudi.co.id ranks for its three keywords on pages 1 and 2, and
 * its competitor pesaingsepatu.co.id on the same pages (so following it asks no page more); "toko sepatu budi"
 * shows a Google Maps 3-pack with the business second (E2E_LOCAL_PACKS). Any other query returns filler sites
 * only, so other domains are outside the top 100 (ten pages asked).
 */
import fs from 'node:fs'
import path from 'node:path'
import { serp, startFakeProvider } from '../src/lib/rank-tracker/testing/fake-provider'
import { SmtpPeer } from '../src/lib/leads/testing/smtp-peer'

export const E2E_SERP_RESULTS: Record<string, Record<number, string>> = {
  'sepatu kulit bandung': { 3: 'https://tokosepatubudi.co.id/sepatu-kulit', 5: 'https://pesaingsepatu.co.id/kulit' },
  'sepatu pria bandung': { 12: 'https://pesaingsepatu.co.id/pria', 14: 'https://www.tokosepatubudi.co.id/pria' },
  'toko sepatu budi': { 1: 'https://tokosepatubudi.co.id/', 2: 'https://pesaingsepatu.co.id/' },
}
const E2E_LOCAL_PACKS: Record<string, { title: string; website?: string }[]> = {
  'toko sepatu budi': [{ title: 'Sepatu Kulit Cibaduyut' }, { title: 'Toko Sepatu Budi' }, { title: 'Sepatu Murah' }],
}

const [serpPort, smtpPort, runDir] = [Number(process.argv[2]), Number(process.argv[3]), process.argv[4]]
if (!serpPort || !smtpPort || !runDir) throw new Error('usage: e2e-peers.ts <serpPort> <smtpPort> <runDir>')

const mailDir = path.join(runDir, 'mail')
fs.mkdirSync(mailDir, { recursive: true })
const requestLog = path.join(runDir, 'serp-requests.jsonl')

const provider = await startFakeProvider({ port: serpPort })
for (const [query, placed] of Object.entries(E2E_SERP_RESULTS)) {
  provider.setResults(query, serp(query, placed), undefined, { localPack: E2E_LOCAL_PACKS[query] })
}
const peer = new SmtpPeer(smtpPort)
await peer.start()
console.log(`e2e peers: fake Serper ${provider.url}, SMTP 127.0.0.1:${smtpPort}`)

// Written as they come, so a test sees a mail or a request as soon as the server has sent it.
let logged = 0
const timer = setInterval(() => {
  while (logged < provider.requests.length) {
    fs.appendFileSync(requestLog, `${JSON.stringify(provider.requests[logged])}\n`)
    logged += 1
  }
}, 100)
void (async () => {
  for (let count = 1; ; count += 1) {
    const messages = await peer.waitFor(count, 2 ** 31 - 1).catch(() => null)
    if (!messages) return
    const { envelopeTo, subject, text, html, headers } = messages[count - 1]!
    const file = path.join(mailDir, `${String(count).padStart(4, '0')}.json`)
    fs.writeFileSync(`${file}.tmp`, JSON.stringify({ envelopeTo, subject, text, html, headers }))
    fs.renameSync(`${file}.tmp`, file)
  }
})()

const stop = async () => {
  clearInterval(timer)
  await Promise.allSettled([provider.close(), peer.stop()])
  process.exit(0)
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
