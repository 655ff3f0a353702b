import { useMemo, useState, type FormEvent } from 'react'
import type { ContractDetail } from '../../../../shared/api/contracts'
import type { PropertyDefinition } from '../../../../shared/api/library'
import type { PropertyUpdateResponse } from '../../../../shared/api/writes'
import { ApiCallError, describeError } from '../../api/errors'
import { assignProblems, propertyProblems } from '../../api/field-problems'
import { useApi } from '../../app/services'
import { Icon } from '../../components/icons'
import { Notice } from '../../components/state-views'
import { PropertyInput } from './PropertyInput'
import { displayValue, draftOf, editorOptions, requestValue, shownUnit, type Draft } from './property-values'

interface Row {
  key: string
  label: string
  description: string | null
  type: string | null
  group: string
  subGroup: string | null
  sortOrder: number
  value: unknown
  definition: PropertyDefinition | undefined
}

function rowsOf(contract: ContractDetail, definitions: readonly PropertyDefinition[], extraKeys: readonly string[]): Row[] {
  const byKey = new Map(definitions.map((d) => [d.key, d]))
  const keys = [...new Set([...Object.keys(contract.properties), ...extraKeys])]
  return keys
    .map((key) => {
      const stored = contract.properties[key]
      const definition = byKey.get(key)
      return {
        key,
        label: stored?.meta.name ?? definition?.label ?? key,
        description: stored?.meta.description ?? definition?.description ?? null,
        type: stored?.meta.type ?? definition?.type ?? null,
        group: stored?.meta.group ?? definition?.group ?? 'Other',
        subGroup: stored?.meta.subGroup ?? definition?.subGroup ?? null,
        sortOrder: definition?.sortOrder ?? Number.MAX_SAFE_INTEGER,
        value: stored?.value ?? null,
        definition
      }
    })
    .sort((a, b) => a.sortOrder - b.sortOrder || a.label.localeCompare(b.label))
}

function groupRows(rows: readonly Row[]): Array<{ group: string; rows: Row[] }> {
  const groups = new Map<string, Row[]>()
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row])
  return [...groups].map(([group, list]) => ({ group, rows: list }))
}

/**
 * A contract's properties, edited in place. The engine validates; its 400 message is split into
 * its problems and each is shown beside the property it names.
 */
export function PropertiesPanel(props: { contract: ContractDetail; definitions: readonly PropertyDefinition[]; onSaved: (response: PropertyUpdateResponse) => void }) {
  const api = useApi()
  const { contract } = props
  const [editing, setEditing] = useState<{ key: string; draft: Draft } | null>(null)
  const [added, setAdded] = useState<string[]>([])
  const [saving, setSaving] = useState(false)
  const [problems, setProblems] = useState<Map<string | null, string[]>>(new Map())
  const [saved, setSaved] = useState<string | null>(null)

  const rows = useMemo(() => rowsOf(contract, props.definitions, added), [contract, props.definitions, added])
  const addable = props.definitions.filter((d) => !(d.key in contract.properties) && !added.includes(d.key))
  const values = new Map(rows.map((r) => [r.key, editing?.key === r.key ? requestValue(editing.draft, r.type) : r.value]))
  const currencyValue = contract.properties['currency']?.value
  const currency = typeof currencyValue === 'string' ? currencyValue : null

  const start = (row: Row) => {
    setEditing({ key: row.key, draft: draftOf(row.value, row.type) })
    setSaved(null)
  }
  const cancel = () => {
    setEditing(null)
    setProblems(new Map())
  }

  const save = async (event: FormEvent) => {
    event.preventDefault()
    if (!editing || saving) return
    const row = rows.find((r) => r.key === editing.key)
    if (!row) return
    setSaving(true)
    setProblems(new Map())
    try {
      const response = await api.call('updateContractProperties', {
        params: { id: contract.id },
        body: { properties: { [row.key]: requestValue(editing.draft, row.type) } }
      })
      setEditing(null)
      setAdded((keys) => keys.filter((k) => k !== row.key))
      setSaved(row.key)
      props.onSaved(response)
    } catch (error) {
      if (error instanceof ApiCallError && error.status === 400) {
        setProblems(assignProblems(propertyProblems(error.message), new Set(rows.map((r) => r.key))))
      } else {
        setProblems(new Map([[null, [describeError(error)]]]))
      }
    } finally {
      setSaving(false)
    }
  }

  const general = problems.get(null)
  return (
    <section className="properties" aria-label="Properties">
      {general && <Notice tone="error">{general.join(' ')}</Notice>}
      {rows.length === 0 && <p className="muted">No properties are set on this contract.</p>}
      {groupRows(rows).map(({ group, rows: groupList }) => (
        <div key={group} className="properties__group">
          <h3 className="properties__heading">{group}</h3>
          <dl className="properties__list">
            {groupList.map((row) => {
              const options = editorOptions(row.definition)
              const rowProblems = problems.get(row.key)
              const errorId = `property-error-${row.key}`
              const isEditing = editing?.key === row.key
              return (
                <div key={row.key} className={isEditing ? 'property is-editing' : 'property'} data-property={row.key}>
                  <dt className="property__label" title={row.description ?? undefined}>
                    <label htmlFor={`property-${row.key}`}>{row.label}</label>
                    {row.subGroup && <span className="property__subgroup">{row.subGroup}</span>}
                  </dt>
                  <dd className="property__value">
                    {isEditing ? (
                      <form className="property__form" onSubmit={save} onKeyDown={(event) => event.key === 'Escape' && cancel()}>
                        <PropertyInput
                          id={`property-${row.key}`}
                          label={row.label}
                          type={row.type}
                          options={{ ...options, unit: shownUnit(options.unit, currency) }}
                          parentValue={options.dependsOn ? values.get(options.dependsOn) : undefined}
                          draft={editing.draft}
                          onChange={(draft) => setEditing({ key: row.key, draft })}
                          invalid={rowProblems !== undefined}
                          describedBy={rowProblems ? errorId : undefined}
                        />
                        <span className="property__actions">
                          <button type="submit" className="button button--primary button--compact" disabled={saving}>
                            {saving ? 'Saving…' : 'Save'}
                          </button>
                          <button type="button" className="button button--quiet button--compact" onClick={cancel}>
                            Cancel
                          </button>
                        </span>
                      </form>
                    ) : (
                      <button type="button" className="property__show" onClick={() => start(row)} aria-label={`Edit ${row.label}: ${displayValue(row.value, row.type, options.unit, currency)}`}>
                        <span>{displayValue(row.value, row.type, options.unit, currency)}</span>
                        {saved === row.key ? (
                          <span className="property__saved" role="status">
                            <Icon name="check" size={14} /> Saved
                          </span>
                        ) : (
                          <Icon name="edit" size={13} />
                        )}
                      </button>
                    )}
                    {rowProblems && (
                      <ul className="field-errors" id={errorId} role="alert">
                        {rowProblems.map((message) => (
                          <li key={message}>{message}</li>
                        ))}
                      </ul>
                    )}
                  </dd>
                </div>
              )
            })}
          </dl>
        </div>
      ))}
      {addable.length > 0 && (
        <div className="properties__add">
          <label htmlFor="add-property" className="filter__label">
            Add a property
          </label>
          <select
            id="add-property"
            className="input input--compact"
            value=""
            onChange={(event) => {
              const key = event.target.value
              const definition = props.definitions.find((d) => d.key === key)
              if (!definition) return
              setAdded((keys) => [...keys, key])
              setEditing({ key, draft: draftOf(null, definition.type) })
              setSaved(null)
            }}
          >
            <option value="">Choose…</option>
            {addable.map((d) => (
              <option key={d.key} value={d.key}>
                {d.label}
                {d.group ? ` (${d.group})` : ''}
              </option>
            ))}
          </select>
        </div>
      )}
    </section>
  )
}
