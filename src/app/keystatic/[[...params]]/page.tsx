// Keystatic renders every editor screen from the layout; this route only claims the URLs.
export default function KeystaticPage() {
  return null
}
