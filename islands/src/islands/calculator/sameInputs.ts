// Two sets of input texts compared: the history stores the same inputs once,
// and a solve holds while the inputs it left are on screen.

/** Same ids with the same texts, in any order. */
export function sameInputs(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((k) => Object.prototype.hasOwnProperty.call(b, k) && a[k] === b[k]);
}
