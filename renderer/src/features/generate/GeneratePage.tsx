import { useEffect } from 'react'
import { Link, useParams } from 'react-router'
import { useApi, useServices, useShared } from '../../app/services'
import { EmptyState, ErrorState, Loading } from '../../components/state-views'
import { formatDay } from '../../lib/dates'
import { useRemote } from '../../lib/use-remote'
import { TemplateForm } from './TemplateForm'

function TemplateList({ activeId }: { activeId: string | null }) {
  const { reference } = useServices()
  const templates = useShared(reference, (s) => s.templates)
  const ensure = useShared(reference, (s) => s.ensure)
  const reload = useShared(reference, (s) => s.reload)
  useEffect(() => ensure('templates'), [ensure])
  if (templates.status === 'error') return <ErrorState title="The templates could not be listed" message={templates.error} onRetry={() => reload('templates')} />
  if (!templates.data) return <Loading label="Loading templates…" compact />
  if (templates.data.length === 0) return <EmptyState title="No templates in this workspace">Templates come from the company service, or are imported with the folio CLI.</EmptyState>
  return (
    <ul className="template-list">
      {templates.data.map((template) => (
        <li key={template.id}>
          <Link to={`/generate/${template.id}`} className={template.id === activeId ? 'template-card is-active' : 'template-card'} aria-current={template.id === activeId ? 'page' : undefined}>
            <strong>{template.name}</strong>
            <span className="template-card__description">{template.description}</span>
            <span className="muted">
              Version {template.version} · {template.variables.length} terms · {template.parties.length} parties
            </span>
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Drafting from a template: pick one, fill in what it asks, save or export. */
export function GeneratePage() {
  const { templateId = null } = useParams()
  const api = useApi()
  const template = useRemote((signal) => (templateId ? api.call('getTemplate', { params: { id: templateId }, signal }) : Promise.resolve(null)), [api, templateId])
  return (
    <div className="page page--generate">
      <header className="page__header">
        <div>
          <h1 className="page__title">Generate a contract</h1>
          <p className="page__subtitle">From one of the company’s templates</p>
        </div>
      </header>
      <div className="generate-layout">
        <aside className="generate-layout__templates" aria-label="Templates">
          <TemplateList activeId={templateId} />
        </aside>
        <section className="generate-layout__form" aria-label="Template form">
          {!templateId ? (
            <EmptyState title="Choose a template">Its questions appear here. Suggested answers are offered, never filled in for you.</EmptyState>
          ) : template.state.status === 'error' ? (
            <ErrorState title="The template could not be opened" message={template.state.error} onRetry={template.reload} />
          ) : !template.state.data ? (
            <Loading label="Opening the template…" />
          ) : (
            <>
              <div className="generate-layout__heading">
                <h2>{template.state.data.name}</h2>
                <p className="muted">
                  {template.state.data.description} · version {template.state.data.version} of {formatDay(template.state.data.createdAt)}
                </p>
              </div>
              <TemplateForm key={template.state.data.id} template={template.state.data} />
            </>
          )}
        </section>
      </div>
    </div>
  )
}
