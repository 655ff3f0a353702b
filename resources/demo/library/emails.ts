import type { EmailRecord } from '../../../electron/engine/db/writers'
import { DOCX_CONTENT_TYPE } from '../../../shared/api/generation'
import { MS_PER_DAY, type DemoCalendar } from '../calendar'
import type { ContractDraft } from '../contracts/draft'
import { DemoRandom, demoId } from '../random'
import type { Roster, RosterPerson } from '../parties/types'

interface Correspondents {
  ours: RosterPerson
  theirs: RosterPerson
}

interface EmailKind {
  /** Which contracts this kind of email is about. */
  applies: (draft: ContractDraft) => boolean
  /** Whether we wrote it (else the counterparty did). */
  fromUs: boolean
  subject: (d: ContractDraft) => string
  paragraphs: (d: ContractDraft, c: Correspondents) => string[]
  attachments: (d: ContractDraft, random: DemoRandom) => EmailRecord['attachments']
}

const PDF = 'application/pdf'
const first = (p: RosterPerson) => p.name.split(' ')[0] ?? p.name
const size = (random: DemoRandom, min: number, max: number) => random.int(min, max) * 1024

const KINDS: EmailKind[] = [
  {
    applies: (d) => d.record.statusCode === 2, fromUs: false,
    subject: (d) => `RE: ${d.record.name} – our comments`,
    paragraphs: (d, c) => [
      `Dear ${first(c.ours)},`,
      `Thank you for the revised draft of the ${d.document.title}. Please find attached our mark-up. Our main points are the limitation of liability in clause 9 and the payment terms.`,
      'We would be happy to discuss on a call this week if that is easier.',
      `Kind regards,\n${c.theirs.name}\n${c.theirs.title}`
    ],
    attachments: (d, r) => [{ fileName: `${d.record.reference} – counterparty mark-up v${r.int(2, 5)}.docx`, contentType: DOCX_CONTENT_TYPE, size: size(r, 60, 180) }]
  },
  {
    applies: (d) => d.record.statusCode === 2 || d.record.statusCode === 3, fromUs: true,
    subject: (d) => `${d.record.name} – revised draft`,
    paragraphs: (d, c) => [
      `Dear ${first(c.theirs)},`,
      `Attached is our revised draft of the ${d.document.title} (reference ${d.record.reference}), together with a comparison against your last turn.`,
      'We have accepted most of your drafting points. We cannot agree to an unlimited indemnity, but we have offered a cap at twelve months of fees.',
      `Best regards,\n${c.ours.name}`
    ],
    attachments: (d, r) => [
      { fileName: `${d.record.reference} – Harbourline draft v${r.int(2, 6)}.docx`, contentType: DOCX_CONTENT_TYPE, size: size(r, 60, 200) },
      { fileName: `${d.record.reference} – comparison.pdf`, contentType: PDF, size: size(r, 90, 400) }
    ]
  },
  {
    applies: (d) => d.record.statusCode === 4, fromUs: true,
    subject: (d) => `For signature: ${d.record.name}`,
    paragraphs: (d, c) => [
      `Dear ${first(c.theirs)},`,
      `The ${d.document.title} is now agreed. You will receive an electronic signature request shortly; the final version is attached for your records.`,
      `Many thanks,\n${c.ours.name}`
    ],
    attachments: (d, r) => [{ fileName: `${d.record.reference} – execution version.pdf`, contentType: PDF, size: size(r, 120, 600) }]
  },
  {
    applies: (d) => d.record.statusCode === 5 && d.record.executedAt !== null, fromUs: false,
    subject: (d) => `Signed: ${d.record.name}`,
    paragraphs: (d, c) => [
      `Hello ${first(c.ours)},`,
      `Please find attached the fully signed copy of the ${d.document.title}.`,
      `Regards,\n${c.theirs.name}`
    ],
    attachments: (d, r) => [{ fileName: `${d.record.reference} – signed.pdf`, contentType: PDF, size: size(r, 200, 900) }]
  },
  {
    applies: (d) => d.record.statusCode === 5 && d.document.term.autoRenewal, fromUs: true,
    subject: (d) => `Renewal of ${d.record.name}`,
    paragraphs: (d, c) => [
      `Dear ${first(c.theirs)},`,
      `The ${d.document.title} renews automatically at the end of the current term. Before the notice deadline we would like to review pricing and the service levels for the next term.`,
      'Could you let us have your proposal within the next two weeks?',
      `Kind regards,\n${c.ours.name}`
    ],
    attachments: () => []
  },
  {
    applies: (d) => d.record.statusCode === 6, fromUs: true,
    subject: (d) => `Notice of termination – ${d.record.name}`,
    paragraphs: (d, c) => [
      `Dear ${first(c.theirs)},`,
      `We write to give notice of termination of the ${d.document.title} (reference ${d.record.reference}) in accordance with its terms. The formal notice is attached and has also been sent by courier to your registered office.`,
      `Yours sincerely,\n${c.ours.name}`
    ],
    attachments: (d, r) => [{ fileName: `${d.record.reference} – termination notice.pdf`, contentType: PDF, size: size(r, 40, 120) }]
  }
]

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Correspondence filed against contracts: negotiation turns, signature packs, renewal and
 * termination letters. Only contracts with a representative on each side get emails.
 */
export function demoEmails(drafts: ContractDraft[], roster: Roster, calendar: DemoCalendar, target = 30): EmailRecord[] {
  const random = DemoRandom.stream('emails')
  const people = new Map<string, RosterPerson>()
  for (const company of [...roster.companies, ...roster.ourEntities]) for (const person of company.people) people.set(person.id, person)
  for (const person of [...roster.ourPeople, ...roster.employees]) people.set(person.id, person)
  const ourIds = new Set(roster.ourPeople.map((p) => p.id))

  const emails: EmailRecord[] = []
  for (const draft of random.shuffled(drafts.filter((d) => !d.record.deleted))) {
    if (emails.length >= target) break
    const links = draft.record.parties ?? []
    const ours = links.filter((l) => l.role === 'our_representative' && ourIds.has(l.partyId)).map((l) => people.get(l.partyId))[0]
    const theirs = links.filter((l) => l.role === 'counterparty_representative' && l.reviewState !== 'pending').map((l) => people.get(l.partyId))[0]
    if (ours === undefined || theirs === undefined || theirs.email === null || ours.email === null) continue
    for (const kind of KINDS.filter((k) => k.applies(draft)).slice(0, random.int(1, 2))) {
      const c = { ours, theirs }
      const paragraphs = kind.paragraphs(draft, c)
      const earliest = Math.max(draft.record.createdAt, calendar.day(-400))
      const span = Math.max(1, Math.floor((calendar.day(-1) - earliest) / MS_PER_DAY))
      emails.push({
        id: demoId('email', emails.length),
        contractId: draft.record.id,
        subject: kind.subject(draft),
        sender: kind.fromUs ? (ours.email ?? '') : (theirs.email ?? ''),
        recipient: kind.fromUs ? (theirs.email ?? '') : (ours.email ?? ''),
        body: `<div>${paragraphs.map((p) => `<p>${escapeHtml(p).replace(/\n/g, '<br>')}</p>`).join('')}</div>`,
        bodyPlainText: paragraphs.join('\n\n'),
        attachments: kind.attachments(draft, random),
        sentAt: earliest + random.int(0, span) * MS_PER_DAY + random.int(7, 19) * 3_600_000
      })
    }
  }
  return emails
}
