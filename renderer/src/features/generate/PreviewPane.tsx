import DOMPurify from 'dompurify'
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { TemplatePreviewResponse } from '../../../../shared/api/generation'
import type { Template } from '../../../../shared/api/templates'
import { ApiCallError, describeError, isAbort } from '../../api/errors'
import { useApi } from '../../app/services'
import { useDebounced } from '../../lib/use-debounced'
import { buildValues, type GenerateForm } from '../../ui/generate/generate-form'
import { PreviewChecks } from './PreviewChecks'

/** Short: the preview follows typing; a pause this long means the lawyer wants to see it. */
const SETTLE_MS = 60

type PreviewState = { status: 'loading'; last: TemplatePreviewResponse | null } | { status: 'ready'; preview: TemplatePreviewResponse } | { status: 'error'; message: string; offline: boolean }

/**
 * The document the form will generate, as the engine renders it (generation's own rendering, read
 * back as HTML), refreshed as the lawyer types: blanks still to fill are marked, conditional
 * clauses come and go with the answers; the drafting checks of that text are listed beneath it.
 */
export function PreviewPane({ template, form }: { template: Template; form: GenerateForm }) {
  const api = useApi()
  const request = useMemo(() => JSON.stringify({ values: buildValues(template, form), reference: form.reference.trim() }), [template, form])
  const settled = useDebounced(request, SETTLE_MS)
  const [state, setState] = useState<PreviewState>({ status: 'loading', last: null })
  const page = useRef<HTMLElement>(null)

  useEffect(() => {
    const controller = new AbortController()
    const { values, reference } = JSON.parse(settled) as { values: Record<string, unknown>; reference: string }
    setState((s) => ({ status: 'loading', last: s.status === 'ready' ? s.preview : s.status === 'loading' ? s.last : null }))
    api.call('previewTemplate', { params: { id: template.id }, body: { values, ...(reference ? { reference } : {}) }, signal: controller.signal }).then(
      (preview) => {
        if (!controller.signal.aborted) setState({ status: 'ready', preview })
      },
      (error: unknown) => {
        if (controller.signal.aborted || isAbort(error)) return
        setState({ status: 'error', message: describeError(error), offline: error instanceof ApiCallError && error.status === 503 })
      }
    )
    return () => controller.abort()
  }, [api, template.id, settled])

  const shown = state.status === 'ready' ? state.preview : state.status === 'loading' ? state.last : null
  // mammoth writes plain document HTML; it is sanitised all the same before it enters the page.
  const html = useMemo(() => (shown ? DOMPurify.sanitize(shown.html) : ''), [shown])
  // Marks the refreshed preview on screen (read by bench/window-search.ts).
  useLayoutEffect(() => {
    if (state.status === 'ready') requestAnimationFrame(() => performance.mark('folio:preview-painted'))
  }, [state])

  return (
    <section className="preview" aria-label="Preview of the document">
      <header className="preview__header">
        <strong>Preview</strong>
        <span className="muted" data-testid="preview-blanks">
          {shown ? (shown.blanks === 0 ? 'every blank filled' : `${shown.blanks} blank${shown.blanks === 1 ? '' : 's'} to fill`) : ''}
          {state.status === 'loading' && shown ? ' · updating…' : ''}
        </span>
      </header>
      {state.status === 'error' ? (
        <p className="muted preview__message">{state.offline ? 'No preview: the company service keeps this template’s document. It can still be saved as a contract.' : state.message}</p>
      ) : shown === null ? (
        <p className="muted preview__message">Preparing the preview…</p>
      ) : (
        <>
          <article ref={page} className="preview__page" data-testid="preview-page" tabIndex={0} aria-label="The document as it will be generated" dangerouslySetInnerHTML={{ __html: html }} />
          <PreviewChecks checks={shown.checks} paragraphs={shown.paragraphs} page={page} />
        </>
      )}
    </section>
  )
}
