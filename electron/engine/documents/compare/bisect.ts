/** The first index in [0, length) at which the monotone `reached` turns true; `length` if it never does. */
export function firstReached(length: number, reached: (index: number) => boolean): number {
  let low = 0
  let high = length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (reached(mid)) high = mid
    else low = mid + 1
  }
  return low
}
