/**
 * Reasons an operation refuses with a 400 a request its schemas admit: the data it names does not
 * fit the workspace (an unknown property key, a cursor from another walk, a template's own
 * variables). The document states them for each operation, in words and as the patterns their
 * messages match, so a client knows every 400 it can meet.
 */
export interface Refusal {
  when: string
  message: RegExp
}

export const REFUSALS = {
  cursor: { when: 'a cursor that is not one this walk handed out unchanged, or has expired', message: /cursor/ },
  propertyFilter: {
    when: 'a property[<key>] filter whose key is not in the catalogue, whose value does not fit the property type, or that carries an operator',
    message: /^Query parameter 'property\[/
  },
  counterpartyName: { when: 'a counterparty with no letter or digit', message: /^Query parameter 'counterparty' must contain a name/ },
  ambiguousName: { when: 'a category label or owner email that names more than one', message: /^Query parameter '(category|owner)': the (label|email) .* is ambiguous/ },
  keywordBlank: { when: 'a blank keyword', message: /^Query parameter 'keyword' must not be blank/ },
  partyRoleAlone: { when: 'partyRole without party or counterparty', message: /^Query parameter 'partyRole' narrows/ },
  partyKeyword: { when: 'a keyword with no letter or digit', message: /^Query parameter 'keyword' must contain a letter or a digit/ },
  dateOrder: { when: 'dateFrom after dateTo', message: /^Query parameter 'dateFrom' .* must not be after 'dateTo'/ },
  searchWords: { when: 'a query with no word to search for', message: /must contain a word to search for/ },
  searchSyntax: {
    when: "a query whose syntax cannot be read (OR or NOT without a word beside it, an unclosed quote, an empty phrase, a * that does not end a word)",
    message: /^Query parameter 'q' (has |must contain a word|cannot be searched)/
  },
  propertyValues: {
    when: 'a property key not in the catalogue or not addable to this contract, or a value its type refuses (every problem named, by key)',
    message: /property|properties/
  },
  statusLabel: { when: 'a status label that is neither a company label nor a default label', message: /^Body field 'status': unknown status/ },
  templateValues: {
    when: "a templateId no template has, values that are not the template's variables, valuemaps and parties or not of their type, a missing required value, or options that contradict each other",
    message: /^(templateId|values|options|contractName)/
  },
  keyId: { when: "an id that is not a key's (24 hexadecimal characters), or the window's own session", message: /is not a key id|session cannot be revoked/ },
  origins: { when: 'an origin that is not written as https://host or https://host:port', message: /is not an origin/ },
  compareSides: {
    when: 'a side with both contractId and paragraphs or with neither, a version without contractId, or a name with contractId',
    message: /^Body field '(old|new)(\.version|\.name)?' /
  },
  versionFile: {
    when: "no file, more than one, a field other than 'file', or a file that is damaged, encrypted or holds unsafe XML",
    message: /multipart field 'file'|^[^:]+: /
  },
  keyTermApply: {
    when: 'a key term the text gave no value, that is mapped to no property, or whose value its property cannot hold (every such term named)',
    message: /^Key term '/
  },
  keyTermProperties: {
    when: 'a property key not in the catalogue, filled by people only, or of a type the term does not fit, or a term both mapped and in followDefault (every problem named, by term)',
    message: /^properties\./
  },
  playbookPositions: {
    when: "keywords the matcher cannot run (a blank one, a pattern it refuses), or a position's groupId that is none of the playbook's groups",
    message: /^The playbook cannot be imported: /
  }
} satisfies Record<string, Refusal>
