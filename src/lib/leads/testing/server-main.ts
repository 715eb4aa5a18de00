// Entry of the standalone lead server that tests start as a process (spawn-server.ts runs it bundled; PORT=…).
import { allowServerOnlyImports } from '@/lib/db/allow-server-only'

allowServerOnlyImports()
const { startStandaloneServer } = await import('./standalone-server')
const port = Number(process.env.PORT) || 3101
await startStandaloneServer(port)
// The parent waits for this line before sending traffic.
process.stdout.write(`${JSON.stringify({ ready: true, port, pid: process.pid })}\n`)
