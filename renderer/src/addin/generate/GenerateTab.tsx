import { useEffect, useState } from 'react'
import type { GeneratedContract } from '../../../../shared/api/generation'
import type { Template } from '../../../../shared/api/templates'
import { ApiCallError, describeError } from '../../api/errors'
import { assignProblems, generationProblems } from '../../api/field-problems'
import { useServices, useShared } from '../../app/services'
import { EmptyState, Loading, Notice } from '../../components/state-views'
import { FieldShell } from '../../ui/generate/FieldShell'
import { emptyForm, knownFields, requestBody, type GenerateForm } from '../../ui/generate/generate-form'
import { TemplateQuestions } from '../../ui/generate/TemplateQuestions'
import { usePaneWord } from '../pane/pane-word'
import { availability } from '../word/capabilities'
import { openAsNewDocument } from '../word/edits'
import { describeWordError } from '../word/errors'

type Outcome = { kind: 'opened'; fileName: string } | { kind: 'saved'; contract: GeneratedContract } | null

/** Generate from a template: fill its questions, then open the document in Word or save it as a contract. */
export function GenerateTab() {
  const { reference } = useServices()
  const templates = useShared(reference, (s) => s.templates)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => ensure('templates'), [ensure])
  const [templateId, setTemplateId] = useState('')
  const template = (templates.data ?? []).find((t) => t.id === templateId) ?? null
  return (
    <section className="pane-section" aria-label="Generate">
      <label htmlFor="pane-template" className="filter__label">
        Template
      </label>
      <select id="pane-template" className="input input--compact" value={templateId} onChange={(event) => setTemplateId(event.target.value)}>
        <option value="">Choose a template…</option>
        {(templates.data ?? []).map((t) => (
          <option key={t.id} value={t.id}>
            {t.name}
          </option>
        ))}
      </select>
      {templates.status === 'loading' && <Loading compact label="Loading templates…" />}
      {templates.status === 'error' && <p className="field-error">{templates.error}</p>}
      {template ? <PaneTemplateForm key={template.id} template={template} /> : <EmptyState title="Draft from a template">Fill in what the template asks; Folio builds the document on this computer.</EmptyState>}
    </section>
  )
}

function PaneTemplateForm({ template }: { template: Template }) {
  const { api, contractList } = useServices()
  const { host, capabilities } = usePaneWord()
  const [form, setForm] = useState<GenerateForm>(emptyForm)
  const [busy, setBusy] = useState<'open' | 'save' | null>(null)
  const [problems, setProblems] = useState<Map<string | null, string[]>>(new Map())
  const [outcome, setOutcome] = useState<Outcome>(null)
  const opening = availability(capabilities, 'openDocument')

  const submit = async (persist: boolean) => {
    setBusy(persist ? 'save' : 'open')
    setProblems(new Map())
    setOutcome(null)
    try {
      const answer = await api.call('generateContract', { body: requestBody(template, form, persist) })
      if (answer.persisted) {
        contractList.getState().invalidate()
        setOutcome({ kind: 'saved', contract: answer })
      } else {
        await openAsNewDocument(host, capabilities, answer.document)
        setOutcome({ kind: 'opened', fileName: answer.fileName })
      }
    } catch (error) {
      const byField =
        error instanceof ApiCallError && error.status === 400
          ? assignProblems(generationProblems(error.message), knownFields(template))
          : new Map([[null, [error instanceof ApiCallError ? describeError(error) : describeWordError(error)]]])
      setProblems(byField)
    } finally {
      setBusy(null)
    }
  }
  const general = [...(problems.get(null) ?? []), ...(problems.get('values') ?? []), ...(problems.get('templateId') ?? []), ...(problems.get('options') ?? [])]

  return (
    <form className="template-form pane-form" onSubmit={(event) => event.preventDefault()} noValidate>
      <FieldShell id="field-contractName" label="Contract name" problems={problems.get('contractName')}>
        <input id="field-contractName" className="input" value={form.contractName} maxLength={256} onChange={(event) => setForm({ ...form, contractName: event.target.value })} />
      </FieldShell>
      <TemplateQuestions template={template} form={form} onChange={setForm} problems={problems} />
      <div className="pane-actions">
        <button type="button" className="button button--primary" disabled={busy !== null || !opening.enabled} title={opening.enabled ? undefined : opening.reason} onClick={() => void submit(false)}>
          {busy === 'open' ? 'Opening…' : 'Open in Word'}
        </button>
        <button type="button" className="button" disabled={busy !== null} onClick={() => void submit(true)}>
          {busy === 'save' ? 'Saving…' : 'Save as contract'}
        </button>
      </div>
      {!opening.enabled && <p className="muted">{opening.reason}</p>}
      {/* Beside the buttons: what they did, or what stops them (field problems show by their fields). */}
      {general.length > 0 && <Notice tone="error">{general.join(' ')}</Notice>}
      {outcome?.kind === 'opened' && <Notice tone="success">Opened {outcome.fileName} as a new Word document. Nothing was stored in Folio.</Notice>}
      {outcome?.kind === 'saved' && (
        <Notice tone="success">
          Saved as <strong>{outcome.contract.name}</strong> ({outcome.contract.reference}) in Folio.
        </Notice>
      )}
      <p className="muted">Fields left empty print as [●] in the document.</p>
    </form>
  )
}
