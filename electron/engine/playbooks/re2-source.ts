/**
 * Writes one character as an RE2 literal. ASCII punctuation and controls become `\x{..}` so no
 * character can act as an operator, and so node-re2's JavaScript-to-RE2 translation (which
 * rewrites `/`, `\u` and `(?<`) has nothing to rewrite. Other characters are never operators.
 */
export function re2Literal(char: string): string {
  const codePoint = char.codePointAt(0) ?? 0
  if (codePoint >= 0x80 || /^[0-9A-Za-z]$/.test(char)) return char
  return `\\x{${codePoint.toString(16).toUpperCase()}}`
}

export function re2LiteralText(text: string): string {
  let source = ''
  for (const char of text) source += re2Literal(char)
  return source
}
