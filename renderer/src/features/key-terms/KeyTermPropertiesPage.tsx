import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import { Link, useLocation } from 'react-router'
import { KEY_TERM_NAMES, type KeyTermName } from '../../../../shared/api/key-terms'
import { KEY_TERM_LABELS, type KeyTermMapping, type KeyTermPropertiesResponse } from '../../../../shared/api/key-term-actions'
import type { PropertyDefinition } from '../../../../shared/api/library'
import { describeError } from '../../api/errors'
import { useApi, useServices, useShared } from '../../app/services'
import { Icon } from '../../components/icons'
import { ErrorState, Loading, Notice } from '../../components/state-views'
import { useRemote } from '../../lib/use-remote'
import { changedMapping, describeAccepts, describeFollowing, draftOf, FOLLOW_DEFAULT, followDefaultLabel, NOT_MAPPED, problemsByTerm, propertyChoices, propertyValue, type MappingDraft } from './key-term-properties-form'

/** Where "Back" leads: the contract the lawyer came from, never an address from outside the window. */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('returnTo' in state)) return null
  const { returnTo } = state
  return typeof returnTo === 'string' && /^\/contracts\/[^/]+(\?.*)?$/.test(returnTo) ? returnTo : null
}

const FORM_ERROR_ID = 'key-term-properties-error'
const READ_ONLY_ID = 'key-term-properties-read-only'

function TermRow(props: { mapping: KeyTermMapping; catalogue: readonly PropertyDefinition[]; value: string; problems: readonly string[]; disabled: boolean; onChange(value: string): void }) {
  const { mapping, problems } = props
  const id = `key-term-property-${mapping.term}`
  const choices = propertyChoices(mapping, props.catalogue)
  const invalid = problems.length > 0
  const describedBy = [`${id}-hint`, invalid ? `${id}-errors` : null].filter(Boolean).join(' ')
  return (
    <li className={invalid ? 'field kt-mapping__row is-invalid' : 'field kt-mapping__row'} data-term={mapping.term}>
      <label className="field__label" htmlFor={id}>
        {KEY_TERM_LABELS[mapping.term]}
      </label>
      <select id={id} className="input" value={props.value} disabled={props.disabled} aria-invalid={invalid || undefined} aria-describedby={describedBy} onChange={(event) => props.onChange(event.target.value)}>
        <option value={FOLLOW_DEFAULT}>{followDefaultLabel(mapping)}</option>
        <option value={NOT_MAPPED}>Not mapped</option>
        {choices.map((choice) => (
          <option key={choice.key} value={propertyValue(choice.key)}>
            {choice.label} ({choice.type}){choice.isDefault ? ' — Folio’s default' : ''}
          </option>
        ))}
      </select>
      <div className="field__hint" id={`${id}-hint`}>
        Offers {describeAccepts(mapping.accepts)} that Folio may fill.{' '}
        {describeFollowing(mapping)}
        {choices.length === 0 && ' The workspace has no such property: the term is shown on contracts but written nowhere.'}
      </div>
      {invalid && (
        <ul className="field-errors" id={`${id}-errors`}>
          {problems.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </li>
  )
}

/**
 * Which property of a contract each key term fills when the lawyer applies it. A term follows
 * Folio's default for the catalogue until someone chooses, and can be put back on it; the default
 * property is marked in every select, chosen or not. Only properties the engine would accept are
 * offered; a term may also be mapped to nothing, and is then shown on every contract but never
 * written. Saving changes the workspace's settings: only Folio's window or an
 * admin may (the engine says which through GET /local/me).
 */
export function KeyTermPropertiesPage() {
  const api = useApi()
  const { reference } = useServices()
  const location = useLocation()
  const returnTo = returnPathOf(location.state)
  const properties = useShared(reference, (s) => s.properties)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => ensure('properties'), [ensure])
  const mapping = useRemote((signal) => api.call('getKeyTermProperties', { signal }), [api])
  const me = useRemote((signal) => api.call('getMe', { signal }), [api])

  const [draft, setDraft] = useState<MappingDraft | null>(null)
  const [saving, setSaving] = useState(false)
  const [problems, setProblems] = useState<Map<KeyTermName | null, string[]>>(new Map())
  const [saved, setSaved] = useState<string | null>(null)
  const [focusTerm, setFocusTerm] = useState<KeyTermName | null>(null)
  useEffect(() => {
    if (focusTerm === null || saving) return
    document.getElementById(`key-term-property-${focusTerm}`)?.focus()
    setFocusTerm(null)
  }, [focusTerm, saving])

  const mappings = mapping.state.data?.mappings ?? null
  useEffect(() => {
    if (mappings) setDraft((current) => current ?? draftOf(mappings))
  }, [mappings])

  const mayChange = me.state.data?.may.changeSettings === true
  if (mapping.state.status === 'error' && !mappings) return (
      <Page returnTo={returnTo}>
        <ErrorState title="The key-term properties could not be read" message={mapping.state.error} onRetry={mapping.reload} />
      </Page>
    )
  if (properties.status === 'error' && !properties.data) return (
      <Page returnTo={returnTo}>
        <ErrorState title="The workspace’s properties could not be read" message={properties.error} onRetry={() => reference.getState().reload('properties')} />
      </Page>
    )
  if (!mappings || !draft || !properties.data) {
    return (
      <Page returnTo={returnTo}>
        <Loading label="Reading the key-term properties…" />
      </Page>
    )
  }

  const changed = changedMapping(draft, mappings)
  const dirty = changed.terms.length > 0
  const formProblems = problems.get(null) ?? []

  const onSave = async (event: FormEvent) => {
    event.preventDefault()
    if (!dirty || saving || !mayChange) return
    setSaving(true)
    setSaved(null)
    setProblems(new Map())
    try {
      const answer: KeyTermPropertiesResponse = await api.call('putKeyTermProperties', { body: changed.body })
      mapping.setData(() => answer)
      setDraft(draftOf(answer.mappings))
      const count = changed.terms.length
      setSaved(`Saved. ${count === 1 ? 'The key term now fills' : `${count} key terms now fill`} the property chosen here when applied; contracts show the new mapping when next opened.`)
    } catch (failure) {
      const refused = problemsByTerm(describeError(failure))
      setProblems(refused)
      // Keyboard and screen-reader users land on the first term the engine refused, its message read with it.
      setFocusTerm(KEY_TERM_NAMES.find((term) => refused.has(term)) ?? null)
    } finally {
      setSaving(false)
    }
  }

  return (
    <Page returnTo={returnTo}>
      <form className="kt-mapping" onSubmit={(event) => void onSave(event)} noValidate aria-describedby={formProblems.length > 0 ? FORM_ERROR_ID : undefined}>
        <ul className="kt-mapping__list" aria-label="Key terms and their properties">
          {KEY_TERM_NAMES.map((term) => {
            const row = mappings.find((m) => m.term === term)
            if (!row) return null
            return (
              <TermRow
                key={term}
                mapping={row}
                catalogue={properties.data ?? []}
                value={draft[term]}
                problems={problems.get(term) ?? []}
                disabled={saving}
                onChange={(value) => {
                  setDraft({ ...draft, [term]: value })
                  setSaved(null)
                  // The refusal named the old choice: a new one clears it (the engine judges it at Save).
                  if (problems.has(term)) setProblems(new Map([...problems].filter(([named]) => named !== term)))
                }}
              />
            )
          })}
        </ul>
        {formProblems.length > 0 && (
          <div className="field-error" id={FORM_ERROR_ID} role="alert">
            {formProblems.join(' ')}
          </div>
        )}
        {problems.size > 0 && formProblems.length === 0 && (
          <p className="field-error" role="alert">
            Nothing was saved: {problems.size === 1 ? 'one term needs' : 'some terms need'} another property (see above).
          </p>
        )}
        {saved && <Notice tone="success">{saved}</Notice>}
        {me.state.status === 'ready' && !mayChange && (
          <p className="muted" id={READ_ONLY_ID}>
            Only Folio’s own window or an administrator may change which property each term fills. You can see the mapping here.
          </p>
        )}
        <div className="kt-mapping__actions">
          <button type="submit" className="button button--primary" disabled={!mayChange || !dirty || saving} aria-describedby={me.state.status === 'ready' && !mayChange ? READ_ONLY_ID : undefined}>
            {saving ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            className="button"
            disabled={!dirty || saving}
            onClick={() => {
              setDraft(draftOf(mappings))
              setProblems(new Map())
            }}
          >
            Discard changes
          </button>
        </div>
      </form>
    </Page>
  )
}

function Page(props: { returnTo: string | null; children: ReactNode }) {
  return (
    <div className="page page--key-term-properties">
      <header className="page__header">
        <div>
          <h1 className="page__title">Key term properties</h1>
          <p className="page__subtitle">The property of a contract each key term Folio reads fills when you apply it</p>
        </div>
        {props.returnTo && (
          <Link className="button" to={props.returnTo}>
            <Icon name="back" />
            Back to the contract
          </Link>
        )}
      </header>
      {props.children}
    </div>
  )
}
