// Deliberate violations, linted by test/lint/rules.test.ts to prove the rules are live.

export function looseParse(text: string): any {
  return JSON.parse(text)
}

async function save(): Promise<void> {}

export function forgetsTheWrite(): void {
  save()
}
