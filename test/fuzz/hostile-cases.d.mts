/** Types of hostile-cases.mjs (plain JavaScript, run by the child process against dist/). */
export interface HostileCase {
  readonly id: string
  run(lib: Record<string, unknown>): Promise<{ readonly ok: boolean; readonly note: string }>
}
export declare const cases: readonly HostileCase[]
export declare const inputs: Readonly<Record<string, () => unknown>>
