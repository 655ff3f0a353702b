import { useEffect, useState } from 'react'
import { describeError } from '../../api/errors'
import { useApi, useServices, useShared } from '../../app/services'
import { ErrorState, Loading, Notice } from '../../components/state-views'
import { PropertiesPanel } from '../../ui/contract/PropertiesPanel'
import { displayValue } from '../../ui/contract/property-values'
import { StatusControl } from '../../ui/contract/StatusControl'
import { useRemote } from '../../lib/use-remote'
import { usePaneWord } from '../pane/pane-word'
import { linkContract, unlinkContract } from '../word/document-link'
import { LinkSearch } from './LinkSearch'
import { DocumentKeyTerms } from './DocumentKeyTerms'

/**
 * This document ↔ a Folio contract. Linked: the contract's status and properties, editable when
 * the pane's key may edit. Unlinked: search to link, or review the document as it is.
 */
export function ContractTab(props: { linkedContractId: string | null; onLinkChanged: (contractId: string | null) => void; canEdit: boolean }) {
  const { host } = usePaneWord()
  // Applied key terms change the linked contract's properties: its view is opened again.
  const [applied, setApplied] = useState(0)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const settings = host.office.document.settings

  const change = async (contractId: string | null) => {
    setBusy(true)
    setProblem(null)
    try {
      if (contractId) await linkContract(settings, contractId)
      else await unlinkContract(settings)
      props.onLinkChanged(contractId)
    } catch (error) {
      setProblem(describeError(error))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="pane-section" aria-label="Contract">
      {problem && <Notice tone="error">{problem}</Notice>}
      {props.linkedContractId ? (
        <LinkedContract key={applied} contractId={props.linkedContractId} canEdit={props.canEdit} onUnlink={() => void change(null)} busy={busy} />
      ) : (
        <>
          <p className="muted">This document is not linked to a contract. Link it to see and edit the contract’s status and properties, and to review it with the playbook of its category; or review it as it is.</p>
          <LinkSearch busy={busy} onChoose={(id) => void change(id)} />
        </>
      )}
      <DocumentKeyTerms linkedContractId={props.linkedContractId} canEdit={props.canEdit} onApplied={() => setApplied((n) => n + 1)} />
    </section>
  )
}

function LinkedContract(props: { contractId: string; canEdit: boolean; onUnlink: () => void; busy: boolean }) {
  const api = useApi()
  const { reference } = useServices()
  const definitions = useShared(reference, (s) => s.properties)
  const ensure = useShared(reference, (s) => s.ensure)
  useEffect(() => ensure('properties'), [ensure])
  const contract = useRemote((signal) => api.call('getContract', { params: { id: props.contractId }, signal }), [api, props.contractId])

  if (contract.state.status === 'loading' && !contract.state.data) return <Loading label="Opening the linked contract…" />
  if (contract.state.status === 'error' && !contract.state.data) {
    return (
      <>
        <ErrorState title="The linked contract could not be opened" message={contract.state.error} onRetry={contract.reload} />
        <button type="button" className="button button--quiet" onClick={props.onUnlink} disabled={props.busy}>
          Unlink this document
        </button>
      </>
    )
  }
  const detail = contract.state.data
  if (!detail) return null
  return (
    <div className="linked-contract" data-testid="linked-contract">
      <header className="linked-contract__head">
        <h2 className="pane-title">{detail.name}</h2>
        <span className="muted">
          {detail.reference}
          {detail.category?.label ? ` · ${detail.category.label}` : ''}
        </span>
      </header>
      {props.canEdit ? (
        <>
          <StatusControl contractId={detail.id} status={detail.status} onChanged={() => contract.reload()} />
          <PropertiesPanel contract={detail} definitions={definitions.data ?? []} onSaved={() => contract.reload()} />
        </>
      ) : (
        <>
          <p>Status: {typeof detail.status === 'string' ? detail.status : detail.status.label}</p>
          <p className="muted">This pane may read contracts only. Connect again and allow editing to change them.</p>
          <dl className="properties__list">
            {Object.entries(detail.properties).map(([key, property]) => (
              <div key={key} className="property">
                <dt className="property__label">{property.meta.name}</dt>
                <dd className="property__value">{displayValue(property.value, property.meta.type, null)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <button type="button" className="button button--quiet" onClick={props.onUnlink} disabled={props.busy}>
        Unlink this document
      </button>
    </div>
  )
}
