export { seedDemoWorkspace, DemoWorkspaceNotEmptyError, type DemoSummary } from './seed'
export { planDemoWorkspace, type DemoPlan } from './plan'
export { buildDemoDocument, counterpartyRedraft, demoContractDocuments } from './documents'
export type { DemoContractDoc, BuiltDocument } from './documents/model'
