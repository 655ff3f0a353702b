export { compareTagsWithDefinition, type TagComparison } from './compare'
export { importCommonPaperManifest } from './common-paper'
export {
  fromApiTemplate,
  indexFields,
  REFERENCE_TAG,
  toApiTemplate,
  type DefinitionValuemap,
  type TemplateDefinition,
  type TemplateField,
  type ValuemapChoice
} from './definition'
export { checkDefinition } from './definition-checks'
export { inspectTemplateBody, type TagKind, type TagUse } from './inspect'
export { parseTemplateManifest } from './manifest'
export { readTemplateManifest } from './read-manifest'
export { assertManifestNesting } from './manifest-yaml'
export { formatProblems, TemplateBodyError, TemplateManifestError, type Problem } from './problems'
