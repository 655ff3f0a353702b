import { SAAS_AGREEMENT } from '../../helpers/documents'

/**
 * A long SaaS agreement: the clauses of SAAS_AGREEMENT spread through numbered boilerplate, the
 * service-level clause last, so it sits far below the first screen.
 */
export function longSaasAgreement(fillerParagraphs: number): string[] {
  const [title = '', serviceLevels = '', ...rest] = SAAS_AGREEMENT
  const clauses = [...rest, serviceLevels]
  const paragraphs = [title]
  const every = Math.max(1, Math.floor(fillerParagraphs / clauses.length))
  clauses.forEach((clause, i) => {
    for (let n = 0; n < every; n++) {
      const number = i * every + n + 1
      paragraphs.push(
        `${number}.${n + 1} Each party shall perform its obligations under this clause with reasonable skill and care, in accordance with good industry practice and all applicable laws, and shall keep the other party informed of any matter that may affect the performance of this Agreement.`
      )
    }
    paragraphs.push(clause)
  })
  return paragraphs
}
