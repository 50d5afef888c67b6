// Types for seedrandom's stand-alone alea module (the package's own types cover only the index).
declare module 'seedrandom/lib/alea.js' {
  interface AleaState {
    c: number
    s0: number
    s1: number
    s2: number
  }
  interface AleaPrng {
    (): number
    state(): AleaState
  }
  /** seedrandom's alea: with `{ state: true }` the generator exposes its state. */
  function alea(seed?: string, options?: { state?: boolean | AleaState }): AleaPrng
  export default alea
}
