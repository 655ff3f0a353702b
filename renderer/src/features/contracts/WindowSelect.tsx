import { WINDOW_DAYS, type DateWindow } from './list-filters'

/** "Any time", "Next 30/90/180 days" or a range of calendar days. */
export function WindowSelect({ label, value, onChange, name }: { label: string; name: string; value: DateWindow; onChange: (value: DateWindow) => void }) {
  const selected = value.kind === 'next' ? String(value.days) : value.kind
  return (
    <div className="filter filter--window">
      <label className="filter__label" htmlFor={`${name}-window`}>
        {label}
      </label>
      <select
        id={`${name}-window`}
        className="input input--compact"
        value={selected}
        onChange={(event) => {
          const choice = event.target.value
          if (choice === 'any') onChange({ kind: 'any' })
          else if (choice === 'range') onChange({ kind: 'range', from: '', to: '' })
          else onChange({ kind: 'next', days: Number(choice) })
        }}
      >
        <option value="any">Any time</option>
        {WINDOW_DAYS.map((days) => (
          <option key={days} value={String(days)}>
            Next {days} days
          </option>
        ))}
        {value.kind === 'next' && !(WINDOW_DAYS as readonly number[]).includes(value.days) && <option value={String(value.days)}>Next {value.days} days</option>}
        <option value="range">Between dates…</option>
      </select>
      {value.kind === 'range' && (
        <span className="filter__range">
          <input
            type="date"
            className="input input--compact"
            aria-label={`${label} from`}
            value={value.from}
            onChange={(event) => onChange({ ...value, from: event.target.value })}
          />
          <span aria-hidden="true">–</span>
          <input
            type="date"
            className="input input--compact"
            aria-label={`${label} to`}
            value={value.to}
            onChange={(event) => onChange({ ...value, to: event.target.value })}
          />
        </span>
      )}
    </div>
  )
}
