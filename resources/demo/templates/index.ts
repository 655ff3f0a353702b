import type { TemplateDefinition } from '../../../electron/engine/templates/definition'
import { buildConsultingAgreementBody, consultingAgreementDefinition, CONSULTING_AGREEMENT_ID } from './consulting-agreement'
import { buildMasterServicesAgreementBody, masterServicesAgreementDefinition, MASTER_SERVICES_AGREEMENT_ID } from './master-services-agreement'
import { buildMutualNdaBody, mutualNdaDefinition, MUTUAL_NDA_ID } from './mutual-nda'

export interface DemoTemplate {
  /** Fixed, so a demo workspace seeded twice has the same template ids. */
  id: string
  definition: TemplateDefinition
  /** The .docx body; the same bytes on every call. */
  buildBody(): Promise<Uint8Array>
}

/**
 * The three demo templates. Between them they use every feature of Folio's templates: required
 * and optional string, number and boolean variables; conditional blocks and their inverses;
 * single and multiple valuemaps (printed and iterated); entity, individual and unknown parties;
 * `{{__reference}}`; a tag split across Word runs.
 */
export function demoTemplates(): DemoTemplate[] {
  return [
    { id: MUTUAL_NDA_ID, definition: mutualNdaDefinition, buildBody: buildMutualNdaBody },
    { id: MASTER_SERVICES_AGREEMENT_ID, definition: masterServicesAgreementDefinition, buildBody: buildMasterServicesAgreementBody },
    { id: CONSULTING_AGREEMENT_ID, definition: consultingAgreementDefinition, buildBody: buildConsultingAgreementBody }
  ]
}
