// The session's variables after = (the scientific calculator's Ans and
// `a = 3`): a chunk of its own, loaded on the first = that keeps one, so
// the basic calculator's first load does not carry it.

/** Definitions the variables field keeps (the engine reads the last 200). */
const MAX_DEFINITIONS = 200;

/** `a = 3` → `a`: the name an expression assigns to, if it is an assignment. */
export function assignedName(expression: string): string | null {
  const m = /^\s*([A-Za-z][A-Za-z0-9_]*)\s*=(?!=)/.exec(expression);
  return m ? (m[1] as string) : null;
}

/**
 * The variables after = kept `expression`: its definition (`a = 3`, then
 * `Ans = a`; or `Ans = expression`), appended one a line, oldest dropped
 * beyond the limits.
 */
export function variablesAfter(variables: string, expression: string, maxLength: number): string {
  const name = assignedName(expression);
  const added = name === null ? [`Ans = ${expression.trim()}`] : [expression.trim(), `Ans = ${name}`];
  const lines = variables.split('\n').filter((l) => l.trim() !== '');
  for (const line of added) if (lines[lines.length - 1] !== line) lines.push(line);
  while (lines.length > MAX_DEFINITIONS || (lines.length > 1 && lines.join('\n').length > maxLength)) lines.shift();
  return lines.join('\n');
}
