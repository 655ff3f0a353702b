import type { ContractParty } from '../../../../shared/api/contracts'
import { Tag } from '../../components/status-badge'

const ROLE_NAMES: Record<string, string> = {
  counterparty: 'Counterparty',
  signer: 'Signer',
  counterparty_representative: 'Counterparty representative',
  our_representative: 'Our representative'
}

function describeParty(party: ContractParty): string {
  if (party.isEntity) return [party.entityType, party.entityRegNo ? `reg. ${party.entityRegNo}` : null, party.country].filter(Boolean).join(' · ')
  return [party.title, party.designation, party.country].filter(Boolean).join(' · ')
}

export function PartiesPanel({ parties }: { parties: readonly ContractParty[] }) {
  if (parties.length === 0) return <p className="muted">No confirmed parties are linked to this contract.</p>
  return (
    <ul className="parties">
      {parties.map((party) => (
        <li key={party.id} className="party">
          <div className="party__head">
            <strong>{party.name}</strong>
            {party.isInternal && <Tag tone="info">Ours</Tag>}
            <span className="muted">{party.isEntity ? 'Entity' : 'Individual'}</span>
          </div>
          {describeParty(party) && <div className="party__meta muted">{describeParty(party)}</div>}
          {(party.email || party.phone) && <div className="party__meta">{[party.email, party.phone].filter(Boolean).join(' · ')}</div>}
          <div className="party__roles">
            {party.roles.map((role) => (
              <Tag key={role}>{ROLE_NAMES[role] ?? role.replace(/_/g, ' ')}</Tag>
            ))}
          </div>
        </li>
      ))}
    </ul>
  )
}
