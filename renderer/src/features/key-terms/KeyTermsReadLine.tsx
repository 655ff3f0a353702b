import { Link } from 'react-router'
import { KEY_TERM_NAMES } from '../../../../shared/api/key-terms'
import { countReadTerms } from '../../../../shared/api/key-term-actions'
import { useApi } from '../../app/services'
import { useRemote } from '../../lib/use-remote'

/** After an import: how many key terms Folio read, with the way to the contract's Key terms panel. */
export function KeyTermsReadLine({ contractId }: { contractId: string }) {
  const api = useApi()
  const read = useRemote((signal) => api.call('getContractKeyTerms', { params: { id: contractId }, signal }), [api, contractId])
  const terms = read.state.data?.terms
  if (!terms) return null
  const count = countReadTerms(terms)
  return (
    <Link to={`/contracts/${contractId}?panel=terms`} className="import-item__terms">
      Folio read {count} of {KEY_TERM_NAMES.length} key terms
    </Link>
  )
}
