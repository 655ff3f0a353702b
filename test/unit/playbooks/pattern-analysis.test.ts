import { describe, expect, it } from 'vitest'
import { containsGap, probeSources, repetitionProduct, requiredLiteralSets } from '../../../electron/engine/playbooks/pattern-analysis'
import { parsePattern } from '../../../electron/engine/playbooks/pattern-syntax'

describe('required literals of a pattern', () => {
  it.each([
    ['govern\\w*[^.]{0,80}\\blaws\\s+of\\b', [['govern'], ['laws']]],
    ['\\b(?:effective|commenc\\w*)\\b[^.;]{0,80}\\b(?:until|ending|expire)\\b', [['effective', 'commenc'], ['until', 'ending', 'expire']]],
    ['terminat\\w*.*convenience', [['convenience'], ['terminat']]],
    ['alpha.*betas.*gammas', [['gammas'], ['alpha']]],
    ['colou?r', [['colo']]],
    ['agreement.*party|licence.*holder', [['agreement', 'licence']]],
    ['\\Qa.b.c\\E.*wxyz', [['a.b.c'], ['wxyz']]],
    ['(?i)gov(?-i)erned', [['governed']]],
    ['(?:abcd)+e.*\\x{44}EFG', [['abcd'], ['DEFG']]],
    ['(?:fooo)?bars.*', [['bars']]],
    ['law.*of', null],
    ['.*x', null],
    ['agreement.*|.*', null]
  ])('%j requires %j', (source, expected) => {
    expect(requiredLiteralSets(parsePattern(source))).toEqual(expected)
  })
})

describe('probes that gate a pattern with a gap', () => {
  it.each([
    ['shall\\s+not[^.;]{0,60}\\bcompet\\w*', ['\\bcompet\\w*', 'shall\\s+not']],
    ['(?s)alpha.*omega', ['(?s)alpha', '(?s)omega']],
    ['\\Qa.b.c\\E.*wxyz', ['\\Qa.b.c\\E', 'wxyz']],
    ['agreement.*party|licence.*holder', ['agreement|licence']],
    ['(?:fooo)?.*x', null],
    ['.*x', null]
  ])('%j is run only where %j all match', (source, expected) => {
    expect(probeSources(source, parsePattern(source))).toEqual(expected)
  })
})

describe('gaps in a pattern', () => {
  it.each([
    ['.*', true],
    ['[^.;]{0,80}', true],
    ['[\\s\\S]*', true],
    ['(?:.\\s){20}', true],
    ['\\D+', true],
    ['\\w+', false],
    ['\\S*', false],
    ['.{0,10}', false],
    ['(?:\\w+\\s+){0,30}', false],
    ['[a-z ]+', true],
    ['[a-z]+', false]
  ])('%j has a gap: %s', (source, expected) => {
    expect(containsGap(parsePattern(source))).toBe(expected)
  })
})

describe('repetition product', () => {
  it.each([
    ['(?:a{2,5}){3}', 15],
    ['a{7,}', 7],
    ['a*b+c?', 1],
    ['(?:(?:x{10}){2}|y{30})', 30],
    ['[{]{3}', 3],
    ['x{,3}', 1]
  ])('%j expands to %d copies', (source, expected) => {
    expect(repetitionProduct(parsePattern(source))).toBe(expected)
  })
})
