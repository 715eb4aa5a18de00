import { growthPercent } from '@/content/case-studies'
import type { CaseStudy } from '@/content/types'

const width = 360
const height = 230
const plotTop = 34
const plotBottom = 176
const barWidth = 46

/**
 * Before/after bars for a case study's traffic and conversion, drawn from its result figures
 * (the start is indexed to 100). The same numbers are printed in the card's text, so the chart
 * only adds the picture: its title and description repeat them for screen readers.
 */
export function ResultsChart({ study }: { study: CaseStudy }) {
  const metrics = [
    { label: 'Traffic organik', value: study.results.traffic, index: 100 + growthPercent(study.results.traffic) },
    { label: 'Konversi', value: study.results.conversion, index: 100 + growthPercent(study.results.conversion) },
  ]
  const max = Math.max(...metrics.map((metric) => metric.index))
  const barHeight = (index: number) => ((plotBottom - plotTop) * index) / max
  const titleId = `chart-${study.id}-title`
  const descId = `chart-${study.id}-desc`

  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      role="img"
      aria-labelledby={`${titleId} ${descId}`}
      className="h-auto w-full max-w-[360px]"
    >
      <title id={titleId}>{`Grafik hasil ${study.clientName} dalam ${study.duration}`}</title>
      <desc id={descId}>
        {metrics.map((metric) => `${metric.label} ${metric.value} dibanding awal kerja sama`).join('; ')}
      </desc>
      <line x1="16" x2={width - 16} y1={plotBottom} y2={plotBottom} stroke="#d3d9e6" strokeWidth="1.5" />
      {metrics.map((metric, group) => {
        const center = 95 + group * 170
        const before = barHeight(100)
        const after = barHeight(metric.index)
        return (
          <g key={metric.label}>
            <rect
              x={center - barWidth - 5}
              y={plotBottom - before}
              width={barWidth}
              height={before}
              rx="6"
              fill="#aab4c8"
            />
            <text
              x={center - barWidth / 2 - 5}
              y={plotBottom - before - 8}
              textAnchor="middle"
              fontSize="12"
              fill="#414c64"
            >
              Awal
            </text>
            <rect x={center + 5} y={plotBottom - after} width={barWidth} height={after} rx="6" fill="#2553e6" />
            <text
              x={center + barWidth / 2 + 5}
              y={plotBottom - after - 8}
              textAnchor="middle"
              fontSize="15"
              fontWeight="800"
              fill="#1d41c9"
            >
              {metric.value}
            </text>
            <text x={center} y={plotBottom + 24} textAnchor="middle" fontSize="13" fontWeight="600" fill="#2f3850">
              {metric.label}
            </text>
          </g>
        )
      })}
      <text x={width / 2} y={height - 6} textAnchor="middle" fontSize="11" fill="#56627c">
        {`Sebelum vs sesudah ${study.duration} (awal = 100%)`}
      </text>
    </svg>
  )
}
