import type { ContentTable } from '@/content/types'

/**
 * A data table with a caption, column headers and row headers. Below the md breakpoint each row is laid out
 * as a card with the column name above each value. No explicit ARIA table roles: the HTML checker refuses them
 * on table elements, and current browsers keep a table's semantics when its display changes.
 */
export function ComparisonTable({ table, id }: { table: ContentTable; id: string }) {
  const [rowHeader, ...columns] = table.columns
  return (
    <div className="overflow-hidden rounded-2xl border border-ink-100 bg-white shadow-sm">
      <table id={`${id}-tabel`} className="w-full border-collapse text-left max-md:block">
        <caption className="px-5 pt-5 pb-3 text-left text-sm font-semibold text-ink-600 max-md:block">
          {table.caption}
        </caption>
        <thead className="bg-ink-50 text-ink-900 max-md:sr-only">
          <tr>
            <th scope="col" className="px-5 py-3 font-bold">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-5 py-3 font-bold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100 max-md:block max-md:border-t max-md:border-ink-100">
          {table.rows.map(([head, ...cells]) => (
            <tr key={head} className="align-top max-md:block max-md:px-5 max-md:py-5">
              <th
                scope="row"
                className="px-5 py-4 font-semibold text-ink-900 max-md:block max-md:p-0 max-md:text-lg md:w-1/4"
              >
                {head}
              </th>
              {cells.map((cell, index) => (
                <td
                  key={index}
                  className="px-5 py-4 leading-relaxed text-ink-700 max-md:block max-md:px-0 max-md:pt-3 max-md:pb-0"
                >
                  <span
                    aria-hidden="true"
                    className="block text-xs font-bold tracking-wide text-ink-500 uppercase md:hidden"
                  >
                    {columns[index]}
                  </span>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
