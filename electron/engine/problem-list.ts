/**
 * How many problems one message names. A request with a hundred thousand bad items gets a
 * message of readable length, built in time linear in the problems, ending with how many more
 * there are.
 */
export const NAMED_PROBLEMS = 20

/** "a; b; c; and 9,990 more problems": the first problems in order, then the count of the rest. */
export function listProblems(problems: readonly string[]): string {
  const named = problems.slice(0, NAMED_PROBLEMS)
  const more = problems.length - named.length
  if (more > 0) named.push(`and ${more.toLocaleString('en-US')} more problem${more === 1 ? '' : 's'}`)
  return named.join('; ')
}
