import { describe, expect, it } from 'vitest'
import { compilePlaybook, matchParagraphs } from '../../../electron/engine/playbooks'
import { exact, matches, matchingParagraphs, position } from './positions'

describe('exact keywords', () => {
  it('match whole words regardless of case, with any run of whitespace between words', () => {
    const paragraphs = [
      'This Agreement: Governing  Law, and venue.',
      'misgoverning lawyers',
      'GOVERNING\u00a0LAW',
      'governing\n\t law applies',
      'the governing-law clause',
      'governinglaw'
    ]
    expect(matchingParagraphs([exact('governing law')], paragraphs)).toEqual([0, 2, 3])
  })

  it('treat whitespace in the keyword like whitespace in the text, and ignore it at the ends', () => {
    expect(matches(exact('  governing \u00a0 law '), 'Governing Law')).toBe(true)
    expect(matches(exact('governing law'), 'governing\u2003\u200blaw')).toBe(true)
  })

  it('need a boundary on both sides: digits and underscores continue a word', () => {
    const paragraphs = ['Section 5 applies', 'Section 50 applies', 'Section 5_a', 'see Section 5.', '(Section 5)']
    expect(matchingParagraphs([exact('Section 5')], paragraphs)).toEqual([0, 3, 4])
  })

  it('take a hyphen in the keyword to mean any hyphen or dash, and not a space', () => {
    const paragraphs = ['non-compete', 'Non\u2011Compete', 'non\u2013compete', 'non compete', 'noncompete']
    expect(matchingParagraphs([exact('non-compete')], paragraphs)).toEqual([0, 1, 2])
  })

  it('count a hyphen in the text as a word boundary, as word processors do', () => {
    expect(matches(exact('exclusive'), 'a non-exclusive licence')).toBe(true)
  })

  it('match straight and typographic apostrophes and quotes alike', () => {
    expect(matches(exact("Licensee's obligations"), 'the Licensee\u2019s obligations')).toBe(true)
    expect(matches(exact('the \u201cProducts\u201d'), 'the "Products" mean')).toBe(true)
  })

  it('match punctuation inside a keyword literally: "U.S." is not "U S" or "USA"', () => {
    const paragraphs = ['sold in the U.S. only', 'sold in the U.S.A.', 'sold in the U S only', 'sold in the USA', 'sold in theU.S.']
    expect(matchingParagraphs([exact('U.S.')], paragraphs)).toEqual([0, 1])
  })

  it('need no boundary beside punctuation at either end of the keyword', () => {
    expect(matchingParagraphs([exact('.com')], ['example.com', 'a .com domain', 'dotcom'])).toEqual([0, 1])
    expect(matchingParagraphs([exact('(a)')], ['Section 2(a)', 'clause (a) applies', 'clause a'])).toEqual([0, 1])
    expect(matches(exact('§ 5'), 'under§ 5 of the Act')).toBe(true)
  })

  it('report a blank keyword as a problem and skip its position', () => {
    for (const blank of ['', '   ', '\u00a0\t']) {
      const compiled = compilePlaybook([position(1, [exact('governing law'), exact(blank)]), position(2, [exact('venue')])])
      expect(compiled.problems).toEqual([{ positionOrder: 1, keyword: exact(blank), reason: 'the keyword is blank' }])
      const [first, second] = matchParagraphs(compiled, ['governing law and venue'])
      expect(first).toEqual({
        order: 1,
        name: 'Position 1',
        ifNotFound: { compliant: false, status: null },
        matches: [],
        skipped: { reason: `exact keyword ${JSON.stringify(blank)}: the keyword is blank` }
      })
      expect(second?.matches).toEqual([{ paragraphIndex: 0, keywords: [exact('venue')] }])
    }
  })

  it('report an overlong keyword as a problem', () => {
    const long = 'word '.repeat(250)
    expect(compilePlaybook([position(1, [exact(long)])]).problems[0]?.reason).toBe('the keyword is 1249 characters long; the limit is 1000')
  })
})

describe('exact keywords in other scripts', () => {
  it('fold case in Cyrillic and Greek, and keep words whole', () => {
    const paragraphs = ['ДОГОВОР ПОСТАВКИ', 'договоры', 'Настоящий договор вступает в силу']
    expect(matchingParagraphs([exact('договор')], paragraphs)).toEqual([0, 2])
    expect(matches(exact('σύμβαση'), 'Η ΣΎΜΒΑΣΗ ισχύει')).toBe(true)
  })

  it('treat accented letters as letters of the word and as different from unaccented ones', () => {
    const paragraphs = ['Le café est servi', 'les cafés', 'CAFÉ', 'un cafe']
    expect(matchingParagraphs([exact('café')], paragraphs)).toEqual([0, 2])
    expect(matchingParagraphs([exact('cafe')], paragraphs)).toEqual([3])
  })

  it('do not match inside a word that continues with a non-ASCII letter or mark', () => {
    expect(matchingParagraphs([exact('caf')], ['les cafés', 'le caf́', 'caf, bar'])).toEqual([2])
    expect(matchingParagraphs([exact('ller')], ['Herr Müller', 'Herr Mü-ller', 'ller'])).toEqual([1, 2])
  })

  it('match decomposed text (e + combining accent) like composed text', () => {
    expect(matches(exact('café'), 'Le cafe\u0301 est servi')).toBe(true)
    expect(matches(exact('cafe'), 'Le cafe\u0301 est servi')).toBe(false)
  })

  it('find Chinese and Japanese keywords inside running text, which has no spaces', () => {
    expect(matches(exact('准据法'), '本协议的准据法为中华人民共和国法律。')).toBe(true)
    expect(matches(exact('準拠法'), '本契約の準拠法は日本法とする。')).toBe(true)
    expect(matches(exact('ABC'), '使用ABC公司的产品')).toBe(true)
  })

  it('match the Turkish dotted and dotless I as their case variants in either language', () => {
    const paragraphs = ['İSTANBUL', 'istanbul', 'ISTANBUL', 'ıstanbul']
    expect(matchingParagraphs([exact('İstanbul')], paragraphs)).toEqual([0, 1, 2])
    expect(matchingParagraphs([exact('istanbul')], paragraphs)).toEqual([0, 1, 2])
    expect(matchingParagraphs([exact('ISPARTA')], ['Isparta', 'ısparta', 'İsparta', 'isparta'])).toEqual([0, 1, 2, 3])
    expect(matchingParagraphs([exact('sıkı')], ['SIKI', 'sıkı', 'siki'])).toEqual([0, 1])
  })

  it('match "i" followed by a combining dot, the default lowercase of İ, at the end of a word', () => {
    expect(matchingParagraphs([exact('kedi')], ['KEDİ', 'kedi\u0307', 'kedi\u0307ler', 'kedi'])).toEqual([0, 1, 3])
  })

  it('fold k and s to the Kelvin sign and the long s at the edges of a phrase too', () => {
    expect(matchingParagraphs([exact('kg')], ['5 \u212Ag', '5kg', '5 KG'])).toEqual([0, 2])
    expect(matchingParagraphs([exact('witness')], ['WITNESS\u017F', 'witnesses'])).toEqual([])
    expect(matchingParagraphs([exact('witnes')], ['witne\u017F', 'witneſ!'])).toEqual([0, 1])
  })
})
