/*
 * Terms that no calendar date ends: an agreement that runs until terminated, indefinitely, for so
 * long as a state of affairs lasts, or until a party gives notice or elects to end it. Folio
 * proposes `perpetual` for these, read from the term clause's own words.
 */

// Terms that run until something other than a date: perpetual, in the sense that no calendar date
// ends them. "continue in full force and effect for so long as X remains a shareholder", "shall
// end on the 60th day following a written notice … of its decision to terminate".
export const SO_LONG_AS = /\bfor\s(?:so\s)?long\sas\b/gi
// "shall continue in full force and effect until terminated", "an indefinite term".
const PERPETUAL = /\b(?:(?:continue|remain)s?\sin\s(?:full\s)?(?:force|effect)(?:\sand\s(?:force|effect))?\s(?:unless\sand\s)?until\s(?:terminated|termination|(?:either|one|a)\s(?:party|of\sthe\sparties)\s(?:terminates|elects\sto\sterminate))|(?:continue|remain)s?\s(?:in\seffect\s)?(?:unless\sand\s)?until\s(?:terminated|termination|(?:either|one|a)\s(?:party|of\sthe\sparties)\s(?:terminates|elects\sto\sterminate))|(?:indefinite|unlimited)\s(?:term|period|duration))/i
// "This Agreement shall continue in effect indefinitely", "… shall be perpetual", "in perpetuity":
// the agreement's own words; a perpetual licence inside a term of years is not the agreement.
const PERPETUAL_AGREEMENT = /\bthis\s(?:agreement|contract)\s(?:shall\s|will\s)?(?:(?:be|is|continue|remain)\s(?:in\s(?:full\s)?(?:force|effect)(?:\sand\s(?:force|effect))?\s)?)(?:perpetual(?:ly)?|in\sperpetuity|indefinitely)\b/i
const CONTINUES_SO_LONG_AS = /\b(?:continue|remain)s?\s(?:to\sbe\s)?in\s(?:full\s)?(?:force|effect)(?:\sand\s(?:force|effect))?\sfor\sso\slong\sas\b/i
// "This Agreement shall terminate … on the exercise by the Sponsor of its right to terminate": no
// date ends it, only a party's choice.
const ENDS_ON_ELECTION = /\b(?:terminate|expire|end)s?\b[^.;]{0,120}?\b(?:on|upon)\s(?:the\s)?exercise\sby\s[^.;]{1,60}?\sof\s(?:its|their|his|her|such\sparty['’]s)\sright\sto\sterminate\b/i
// "this Agreement shall expire if the Investment Advisor … ceases to serve as investment adviser to
// the Licensee": the agreement runs for so long as a state of affairs lasts, said the other way
// round. Only its expiry, not a right to terminate when a party ceases business, is read so.
const EXPIRES_ON_CESSATION = /\b(?:this\s(?:agreement|contract)|the\sterm(?:\sof\sthis\s(?:agreement|contract))?)\s(?:shall\s|will\s)?(?:automatically\s)?expires?\s(?:if|when|upon|on\sthe\sdate\s(?:on\s)?which|at\ssuch\stime\sas)\s[^.;]{1,120}?\bceases?\sto\b/i
export const ENDS_ON_NOTICE = /\b(?:end|expire|terminate)s?\s(?:on|upon)\s(?:the\s)?(?:\w+\s)?(?:day\s)?(?:following|after)\s(?:a|the|receipt\sof)\s(?:(?:written|prior|advance)\s)?notice\b/i

/** Where the words that make a term perpetual end in the clause; -1 when they are not there. */
export function perpetualEnd(clause: string): number {
  if (/\b(?:renew|extend|extension|thereafter)\b/i.test(clause)) return -1
  const match = PERPETUAL.exec(clause) ?? PERPETUAL_AGREEMENT.exec(clause) ?? CONTINUES_SO_LONG_AS.exec(clause) ?? (/notice/i.test(clause) ? ENDS_ON_NOTICE.exec(clause) : null) ?? ENDS_ON_ELECTION.exec(clause) ?? EXPIRES_ON_CESSATION.exec(clause)
  return match ? match.index + match[0].length : -1
}

// "remain in effect until terminated by either party upon thirty (30) days written notice": the
// notice is how it ends, not a notice period mistaken for the term.
export const UNTIL_TERMINATED = /\b(?:continue|remain)s?\s(?:in\s(?:full\s)?(?:force|effect)(?:\sand\s(?:force|effect))?\s)?(?:unless\sand\s)?until\s(?:terminated|(?:either|one|a)\s(?:party|of\sthe\sparties)\s(?:terminates|elects\sto\sterminate))\b/i
// "shall remain in effect for three (3) years …, unless terminated … upon thirty (30) days notice":
// the agreement's own length comes first, the notice is only how it may end sooner.
export const RUNS_FOR = /\b(?:continue|remain)s?\s(?:in\s(?:full\s)?(?:force|effect)(?:\sand\s(?:force|effect))?\s)?for\s(?:a\s(?:period|term)\sof\s)?(?:\w+\s)?(?:\(\d{1,3}\)\s)?(?:years?|months?)\b/i
