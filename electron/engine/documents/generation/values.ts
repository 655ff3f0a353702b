/** A party's declared attributes as the caller sent them, plus `type` when the template leaves it open. */
export type PartyValue = Readonly<Record<string, string>>

/**
 * A validated value: a variable's string, number or boolean; a valuemap's label (or labels, with
 * multiple selection); a party's attributes. Omitted and `null` values are simply absent.
 */
export type TemplateValue = string | number | boolean | readonly string[] | PartyValue

export type TemplateValues = Readonly<Record<string, TemplateValue>>

export interface GenerationOptions {
  persist: boolean
  triggerWorkflows: boolean
  /** Only with `persist` false; otherwise the engine allocates one. */
  reference: string | null
}

/** A generate request with its defaults applied, ready for the engine. */
export interface GenerateRequest {
  templateId: string
  contractName: string
  values: TemplateValues
  options: GenerationOptions
}
