// A resistor's colour bands (output format `bands`, a list of colour ids):
// drawn as a resistor, with the colours named beside it as its text.

/** Colour ids as calc-wasm names them (IEC 60062), and how each is painted. */
const PAINT: Record<string, string> = {
  black: '#1a1a1a',
  brown: '#7b4a1e',
  red: '#d32f2f',
  orange: '#f57c00',
  yellow: '#fdd835',
  green: '#2e7d32',
  blue: '#1565c0',
  violet: '#7b1fa2',
  grey: '#9e9e9e',
  white: '#ffffff',
  gold: '#c9a227',
  silver: '#c0c0c0',
};

function colours(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((c): c is string => typeof c === 'string' && c in PAINT) : [];
}

/** "yellow, violet, red, gold" in the page's language; '' when there are no bands. */
export function bandsText(value: unknown, names: Record<string, string>): string {
  return colours(value)
    .map((c) => names[c] ?? c)
    .join(', ');
}

/** Where each band is drawn: value bands from the left, tolerance and tempco apart on the right. */
function positions(count: number): number[] {
  const valueBands = count >= 5 ? 4 : 3;
  const xs = Array.from({ length: Math.min(count, valueBands) }, (_, i) => 46 + i * 18);
  if (count > valueBands) xs.push(138);
  if (count > valueBands + 1) xs.push(154);
  return xs;
}

/**
 * The resistor drawing. The body and bands keep their own colours in both
 * themes (they are the component's colours); the leads and outline follow
 * the text colour. Hidden from assistive technology: the colour names next
 * to it say the same.
 */
export function ResistorBands({ value }: { value: unknown }) {
  const list = colours(value);
  const xs = positions(list.length);
  return (
    <svg className="calc-bands-drawing" viewBox="0 0 200 60" width="200" height="60" aria-hidden="true" focusable="false">
      <line x1="0" y1="30" x2="200" y2="30" stroke="currentColor" strokeWidth="3" />
      <rect x="30" y="12" width="140" height="36" rx="12" fill="#e6d3a3" stroke="currentColor" strokeWidth="1.5" />
      {list.map((c, i) => (
        <rect key={i} x={xs[i]} y="12.75" width="10" height="34.5" fill={PAINT[c]} stroke="#00000055" strokeWidth="0.75" data-band={c} />
      ))}
    </svg>
  );
}
