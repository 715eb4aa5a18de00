export default function Home() {
  return <h1>Jasa SEO</h1>
}
