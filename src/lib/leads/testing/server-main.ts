// Entry of the standalone lead server: `node --import tsx src/lib/leads/testing/server-main.ts` (PORT=…).
import { allowServerOnlyImports } from '@/lib/db/allow-server-only'

allowServerOnlyImports()
const { startStandaloneServer } = await import('./standalone-server')
const port = Number(process.env.PORT) || 3101
await startStandaloneServer(port)
// The parent waits for this line before sending traffic.
process.stdout.write(`${JSON.stringify({ ready: true, port, pid: process.pid })}\n`)
