import { useRef, useState, type FormEvent } from 'react'
import { Link } from 'react-router'
import type { GeneratedContract } from '../../../../shared/api/generation'
import type { Template } from '../../../../shared/api/templates'
import { ApiCallError, describeError } from '../../api/errors'
import { assignProblems, generationProblems } from '../../api/field-problems'
import { useServices } from '../../app/services'
import { Notice } from '../../components/state-views'
import { base64ToBlob, saveBlob } from '../../lib/files'
import { FieldShell } from '../../ui/generate/FieldShell'
import { PreviewPane } from './PreviewPane'
import { emptyForm, knownFields, requestBody, type GenerateForm } from '../../ui/generate/generate-form'
import { TemplateQuestions } from '../../ui/generate/TemplateQuestions'

type Outcome = { kind: 'saved'; contract: GeneratedContract } | { kind: 'exported'; fileName: string } | null

/**
 * The form a template asks for: its variables, valuemaps and parties. The engine validates on
 * submit; each problem of its 400 is shown beside the field it names.
 */
export function TemplateForm({ template }: { template: Template }) {
  const { api, contractList } = useServices()

  const [form, setForm] = useState<GenerateForm>(emptyForm)
  const [busy, setBusy] = useState<'save' | 'export' | null>(null)
  const [problems, setProblems] = useState<Map<string | null, string[]>>(new Map())
  const [outcome, setOutcome] = useState<Outcome>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const submit = async (persist: boolean) => {
    setBusy(persist ? 'save' : 'export')
    setProblems(new Map())
    setOutcome(null)
    try {
      const answer = await api.call('generateContract', { body: requestBody(template, form, persist) })
      if (answer.persisted) {
        setOutcome({ kind: 'saved', contract: answer })
        contractList.getState().invalidate()
      }
      else {
        saveBlob(base64ToBlob(answer.document, answer.contentType), answer.fileName)
        setOutcome({ kind: 'exported', fileName: answer.fileName })
      }
    } catch (error) {
      const byField = error instanceof ApiCallError && error.status === 400 ? assignProblems(generationProblems(error.message), knownFields(template)) : new Map([[null, [describeError(error)]]])
      setProblems(byField)
      // Bring the first problem into view: the lawyer fixes the form from the top.
      requestAnimationFrame(() => {
        const first = formRef.current?.querySelector<HTMLElement>('.is-invalid, .notice--error')
        if (first && typeof first.scrollIntoView === 'function') first.scrollIntoView({ block: 'center', behavior: 'smooth' })
      })
    } finally {
      setBusy(null)
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void submit(true)
  }
  const general = [...(problems.get(null) ?? []), ...(problems.get('values') ?? []), ...(problems.get('templateId') ?? []), ...(problems.get('options') ?? []), ...(problems.get('options.persist') ?? [])]

  return (
    <div className="template-workspace">
      <form className="template-form" onSubmit={onSubmit} ref={formRef} noValidate>
        {general.length > 0 && (
          <Notice tone="error">
            {general.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Notice>
        )}
        {outcome?.kind === 'saved' && (
          <Notice tone="success">
            Saved as <strong>{outcome.contract.name}</strong> ({outcome.contract.reference}).{' '}
            <Link to={`/contracts/${outcome.contract.id}`}>Open the contract</Link>
          </Notice>
        )}
        {outcome?.kind === 'exported' && <Notice tone="success">Exported {outcome.fileName}. Nothing was stored in the workspace.</Notice>}

        <section className="form-section">
          <FieldShell id="field-contractName" label="Contract name" problems={problems.get('contractName')} hint={`Leave empty for “Folio contract”.`}>
            <input id="field-contractName" className="input" value={form.contractName} maxLength={256} onChange={(event) => setForm({ ...form, contractName: event.target.value })} placeholder={`${template.name} – counterparty`} />
          </FieldShell>
        </section>

        <TemplateQuestions template={template} form={form} onChange={setForm} problems={problems} />

        <section className="form-section form-section--actions">
          <div className="form-actions">
            <div className="form-actions__group">
              <button type="submit" className="button button--primary" disabled={busy !== null}>
                {busy === 'save' ? 'Saving…' : 'Save as contract'}
              </button>
              <label className="choice">
                <input type="checkbox" checked={form.runWorkflows} onChange={(event) => setForm({ ...form, runWorkflows: event.target.checked })} />
                Run the template’s workflows (they send real email)
              </label>
              {problems.get('options.triggerWorkflows')?.map((message) => (
                <p key={message} className="field-error">
                  {message}
                </p>
              ))}
            </div>
            <div className="form-actions__group">
              <button type="button" className="button" disabled={busy !== null} onClick={() => void submit(false)}>
                {busy === 'export' ? 'Exporting…' : 'Export .docx'}
              </button>
              <FieldShell id="field-reference" label="Reference printed in the export" problems={problems.get('options.reference')}>
                <input id="field-reference" className="input input--compact" value={form.reference} maxLength={128} onChange={(event) => setForm({ ...form, reference: event.target.value })} placeholder="Optional" />
              </FieldShell>
            </div>
          </div>
          <p className="muted">Fields left empty print as [●] in the document.</p>
        </section>
      </form>
      <PreviewPane template={template} form={form} />
    </div>
  )
}
