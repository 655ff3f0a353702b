import type { PartyTerm } from '../../../shared/api/key-terms'
import { evidenceOf } from './evidence'
import { ENTITY_SUFFIX, partyName } from './party-names'

/*
 * Parties set out on lines of their own: after a label ("Party A:") in the preamble, or above
 * the signature lines.
 */

const PREAMBLE_PARAGRAPHS = 60

// "Party A: JingWei HengTong Technology (ShenZhen) Co., Ltd. Registration Address: …"
const PARTY_LABEL = /^(Party\s[A-Z1-9])\s?[:：]\s?/

/** Parties introduced on lines of their own, each after its label ("Party A:", "Party B:"). */
export function labelledParties(paragraphs: readonly string[]): PartyTerm[] | null {
  const parties: PartyTerm[] = []
  for (let index = 0; index < Math.min(paragraphs.length, PREAMBLE_PARAGRAPHS); index++) {
    const text = paragraphs[index] ?? ''
    const label = PARTY_LABEL.exec(text)
    if (!label) continue
    // The labels come once in the preamble; their repetition (a page header, a signature block)
    // ends the list.
    if (parties.some((party) => party.definedAs.includes(label[1] ?? ''))) break
    const start = label[0].length
    const rest = text.slice(start, start + 200)
    const cut = /\s(?:Registration|Registered|Legal|Address|Domicile|Residence)\b|[（(][^)）]*[\u3400-\u9fff]|,\s(?:a|an)\s/i.exec(rest)
    const name = partyName(text, start, start + (cut ? cut.index : rest.length))
    if (name) parties.push({ name: text.slice(name.start, name.end), definedAs: [label[1] ?? ''], evidence: evidenceOf(paragraphs, index, name.start, name.end) })
  }
  return parties.length >= 2 ? parties : null
}

/**
 * Failing a preamble: the entity names printed above the "By:" lines of the signature blocks.
 */
export function signatureParties(paragraphs: readonly string[]): PartyTerm[] {
  const parties: PartyTerm[] = []
  for (let index = 1; index < paragraphs.length; index++) {
    if (!/^By\s?:/i.test(paragraphs[index] ?? '')) continue
    for (let back = index - 1; back >= Math.max(0, index - 3); back--) {
      const line = (paragraphs[back] ?? '').replace(/:$/, '')
      if (line.length > 100 || !ENTITY_SUFFIX.test(line) || /\b(?:witness|whereof|agreement)\b/i.test(line)) continue
      if (!parties.some((party) => party.name.toLowerCase() === line.toLowerCase())) {
        parties.push({ name: line, definedAs: [], evidence: evidenceOf(paragraphs, back, 0, line.length) })
      }
      break
    }
  }
  return parties.length >= 2 ? parties : []
}

