/** Types of hostile-cases.mjs (plain JavaScript, run by the child process against dist/). */
export interface HostileCase {
  readonly id: string
  /** Peak memory over the control this case may use, in MB, when its own input costs more than the default allows (the reason is beside the case). */
  readonly allowanceMb?: number
  run(lib: Record<string, unknown>): Promise<{ readonly ok: boolean; readonly note: string }>
}
export declare const cases: readonly HostileCase[]
export declare const inputs: Readonly<Record<string, () => unknown>>
