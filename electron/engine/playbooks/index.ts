export { PlaybookCache } from './cache'
export { compilePlaybook } from './compile'
export { matchParagraphs } from './match'
export { playbookLens } from './lens'
export { validatePattern } from './pattern-validation'
export type {
  CompiledPlaybook,
  KeywordProblem,
  KeywordSpan,
  MatchablePosition,
  MatchOptions,
  ParagraphBytes,
  ParagraphList,
  ParagraphMatch,
  PositionResult
} from './types'
