import 'server-only'
import QRCode from 'qrcode'

/**
 * A QR code drawn on the server as one SVG path (the `qrcode` package computes the modules; nothing is fetched
 * and no HTML string is injected). Dark on white with the standard 4-module quiet zone, so phone cameras read it.
 */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' })
  const quiet = 4
  const size = modules.size + quiet * 2
  let path = ''
  for (let y = 0; y < modules.size; y += 1) {
    for (let x = 0; x < modules.size; x += 1) {
      if (modules.get(y, x)) path += `M${x + quiet} ${y + quiet}h1v1h-1z`
    }
  }
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      className={className}
      data-testid="totp-qr"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#0f1730" />
    </svg>
  )
}
