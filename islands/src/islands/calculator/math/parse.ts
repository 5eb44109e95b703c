// Reads the expression text calc-wasm prints (engine/expr.rs `to_text`, and
// the step texts built around it) into a small tree for MathML. The grammar
// is the printer's, a little wider (≈, ±, |x|, √, %, mixed numbers, lists
// separated by commas), and deliberately strict elsewhere: anything it does
// not recognise gives null, and the caller shows the plain text instead.

export type Relation = '=' | '≈' | '<' | '>' | '≤' | '≥' | '≠' | '∈';
export type AddOp = '+' | '-' | '±';

export type MathNode =
  | { t: 'num'; v: string }
  | { t: 'id'; v: string }
  | { t: 'sum'; first: MathNode; rest: { op: AddOp; a: MathNode }[] }
  /** `*`: a product of two factors. */
  | { t: 'mul'; l: MathNode; r: MathNode }
  | { t: 'div'; l: MathNode; r: MathNode }
  | { t: 'neg'; a: MathNode }
  | { t: 'pm'; a: MathNode }
  | { t: 'pow'; b: MathNode; e: MathNode }
  | { t: 'post'; op: '!' | '%'; a: MathNode }
  | { t: 'fn'; name: string; args: MathNode[] }
  | { t: 'paren'; a: MathNode }
  | { t: 'abs'; a: MathNode }
  | { t: 'root'; a: MathNode }
  | { t: 'mixed'; whole: string; num: string; den: string }
  | { t: 'rel'; first: MathNode; rest: { op: Relation; a: MathNode }[] }
  | { t: 'list'; items: MathNode[] };

type Tok =
  | { k: 'num'; v: string; space: boolean }
  | { k: 'id'; v: string; space: boolean }
  | { k: 'op'; v: string; space: boolean };

/** Texts longer than this are shown as they are (MathML would not help). */
export const MAX_MATH_TEXT = 4000;
/** Deeper nesting than this is shown as text (and keeps recursion bounded). */
const MAX_DEPTH = 60;

const OPS: Record<string, string> = {
  '+': '+',
  '-': '-',
  '−': '-',
  '–': '-',
  '*': '*',
  '×': '*',
  '·': '*',
  '⋅': '*',
  '/': '/',
  '÷': '/',
  '^': '^',
  '!': '!',
  '%': '%',
  '(': '(',
  ')': ')',
  ',': ',',
  '=': '=',
  '≈': '≈',
  '<': '<',
  '>': '>',
  '≤': '≤',
  '≥': '≥',
  '≠': '≠',
  '∈': '∈',
  '±': '±',
  '|': '|',
  '√': '√',
};

function tokenize(text: string): Tok[] | null {
  const out: Tok[] = [];
  let i = 0;
  let space = false;
  while (i < text.length) {
    const c = text[i] as string;
    if (/\s/.test(c)) {
      space = true;
      i++;
      continue;
    }
    if (c === '*' && text[i + 1] === '*') {
      out.push({ k: 'op', v: '^', space });
      i += 2;
    } else if (c in OPS) {
      out.push({ k: 'op', v: OPS[c] as string, space });
      i++;
    } else if (c === 'π') {
      out.push({ k: 'id', v: 'pi', space });
      i++;
    } else if (c === '∞') {
      out.push({ k: 'id', v: 'inf', space });
      i++;
    } else if (SET_SYMBOLS.has(c)) {
      out.push({ k: 'id', v: c, space });
      i++;
    } else if (/[0-9.]/.test(c)) {
      const m = /^(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(i));
      if (!m) return null;
      out.push({ k: 'num', v: m[0], space });
      i += m[0].length;
    } else if (/\p{L}/u.test(c)) {
      const m = /^[\p{L}_][\p{L}\p{N}_]*/u.exec(text.slice(i));
      if (!m) return null;
      out.push({ k: 'id', v: m[0], space });
      i += m[0].length;
    } else {
      return null;
    }
    space = false;
  }
  return out;
}

/** The empty set and the number sets the algebra answers use (x ∈ ℝ, ∅). */
const SET_SYMBOLS = new Set(['∅', 'ℝ', 'ℂ']);

/** Names shown as functions: the engine's, and the printer's sqrt and cbrt. */
export const FUNCTIONS = new Set([
  'sin', 'cos', 'tan', 'sec', 'csc', 'cot', 'asin', 'acos', 'atan', 'sinh', 'cosh', 'tanh', 'asinh', 'acosh',
  'atanh', 'ln', 'log', 'log2', 'log10', 'abs', 'floor', 'ceil', 'round', 'sqrt', 'cbrt', 'exp',
  // rootsum(R(t), f(t)): f summed over the roots t of R (engine/root_sum.rs).
  'rootsum',
  // Special functions (engine/special.rs); FresnelS and FresnelC show as S and C.
  'Ei', 'li', 'erf', 'erfc', 'erfi', 'Si', 'Ci', 'Shi', 'Chi', 'FresnelS', 'FresnelC',
]);

/** How a function's name is written: the Fresnel integrals as S and C (DLMF 7.2.7–7.2.8). */
export const SHOWN_NAME: Readonly<Record<string, string>> = { FresnelS: 'S', FresnelC: 'C' };

const GREEK: Record<string, string> = {
  pi: 'π', alpha: 'α', beta: 'β', gamma: 'γ', delta: 'δ', theta: 'θ', lambda: 'λ', mu: 'μ', sigma: 'σ',
  phi: 'φ', omega: 'ω', tau: 'τ', inf: '∞',
};

/** A name the tree may hold: one letter (with digits or a subscript) or a known constant. */
function isName(v: string): boolean {
  return v in GREEK || SET_SYMBOLS.has(v) || /^\p{L}(?:_?\p{N}+|_\p{L})?$/u.test(v);
}

export function greek(v: string): string | undefined {
  return GREEK[v];
}

class Parser {
  private i = 0;
  private depth = 0;
  constructor(private readonly toks: Tok[]) {}

  private peek(offset = 0): Tok | undefined {
    return this.toks[this.i + offset];
  }

  private isOp(v: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t !== undefined && t.k === 'op' && t.v === v;
  }

  private expect(v: string): void {
    if (!this.isOp(v)) throw new Error(`expected ${v}`);
    this.i++;
  }

  private enter(): void {
    if (++this.depth > MAX_DEPTH) throw new Error('too deep');
  }

  /** `read()` one level deeper (bounded by MAX_DEPTH), then the closing `close` if there is one. */
  private nested<T>(read: () => T, close?: string): T {
    this.enter();
    const a = read();
    if (close !== undefined) this.expect(close);
    this.depth--;
    return a;
  }

  done(): boolean {
    return this.i >= this.toks.length;
  }

  list(): MathNode {
    const items = [this.relation()];
    while (this.isOp(',')) {
      this.i++;
      items.push(this.relation());
    }
    return items.length === 1 ? (items[0] as MathNode) : { t: 'list', items };
  }

  private relation(): MathNode {
    const first = this.sum();
    const rest: { op: Relation; a: MathNode }[] = [];
    for (;;) {
      const t = this.peek();
      if (t?.k !== 'op' || !['=', '≈', '<', '>', '≤', '≥', '≠', '∈'].includes(t.v)) break;
      this.i++;
      rest.push({ op: t.v as Relation, a: this.sum() });
    }
    return rest.length === 0 ? first : { t: 'rel', first, rest };
  }

  private sum(): MathNode {
    this.enter();
    let first: MathNode;
    if (this.isOp('-')) {
      this.i++;
      first = { t: 'neg', a: this.term() };
    } else if (this.isOp('±')) {
      this.i++;
      first = { t: 'pm', a: this.term() };
    } else {
      if (this.isOp('+')) this.i++;
      first = this.term();
    }
    const rest: { op: AddOp; a: MathNode }[] = [];
    for (;;) {
      const t = this.peek();
      if (t?.k !== 'op' || (t.v !== '+' && t.v !== '-' && t.v !== '±')) break;
      this.i++;
      rest.push({ op: t.v, a: this.term() });
    }
    this.depth--;
    return rest.length === 0 ? first : { t: 'sum', first, rest };
  }

  private term(): MathNode {
    let left = this.unary();
    for (;;) {
      if (this.isOp('*')) {
        this.i++;
        left = { t: 'mul', l: left, r: this.unary() };
      } else if (this.isOp('/')) {
        this.i++;
        left = { t: 'div', l: left, r: this.unary() };
      } else {
        return left;
      }
    }
  }

  private unary(): MathNode {
    if (this.isOp('-')) {
      this.i++;
      return { t: 'neg', a: this.nested(() => this.unary()) };
    }
    if (this.isOp('+')) {
      this.i++;
      return this.unary();
    }
    return this.power();
  }

  private power(): MathNode {
    const base = this.postfix();
    if (!this.isOp('^')) return base;
    this.i++;
    // Right-associative; the exponent may carry its own sign (x^-1).
    return { t: 'pow', b: base, e: this.nested(() => this.unary()) };
  }

  private postfix(): MathNode {
    let a = this.atom();
    for (;;) {
      if (this.isOp('!')) {
        this.i++;
        a = { t: 'post', op: '!', a };
      } else if (this.isOp('%')) {
        this.i++;
        a = { t: 'post', op: '%', a };
      } else {
        return a;
      }
    }
  }

  private atom(): MathNode {
    const t = this.peek();
    if (!t) throw new Error('unexpected end');
    this.i++;
    if (t.k === 'num') {
      // A mixed number, as the fraction calculator writes it: `1 1/2`.
      const n = this.peek();
      const slash = this.peek(1);
      const d = this.peek(2);
      if (/^\d+$/.test(t.v) && n?.k === 'num' && n.space && /^\d+$/.test(n.v) && slash?.k === 'op' && slash.v === '/' && d?.k === 'num' && /^\d+$/.test(d.v)) {
        this.i += 3;
        return { t: 'mixed', whole: t.v, num: n.v, den: d.v };
      }
      return { t: 'num', v: t.v };
    }
    if (t.k === 'id') {
      if (this.isOp('(')) {
        if (!FUNCTIONS.has(t.v) && !/^\p{L}$/u.test(t.v)) throw new Error(`unknown function ${t.v}`);
        this.i++;
        const args = this.nested(() => {
          const list = [this.relation()];
          while (this.isOp(',')) {
            this.i++;
            list.push(this.relation());
          }
          return list;
        }, ')');
        return { t: 'fn', name: t.v, args };
      }
      if (!isName(t.v)) throw new Error(`not a name: ${t.v}`);
      return { t: 'id', v: t.v };
    }
    switch (t.v) {
      case '(':
        return { t: 'paren', a: this.nested(() => this.relation(), ')') };
      case '|':
        return { t: 'abs', a: this.nested(() => this.sum(), '|') };
      case '√':
        return { t: 'root', a: this.nested(() => this.postfix()) };
      default:
        throw new Error(`unexpected ${t.v}`);
    }
  }
}

/** Whether a product's right factor starts with digits (then the × shows). */
export function startsWithNumber(n: MathNode): boolean {
  switch (n.t) {
    case 'num':
    case 'mixed':
      return true;
    case 'mul':
    case 'div':
      return startsWithNumber(n.l);
    case 'pow':
      return startsWithNumber(n.b);
    case 'post':
      return startsWithNumber(n.a);
    default:
      return false;
  }
}

/** The tree of an expression text, or null when the text is not one. */
export function parseMath(text: string): MathNode | null {
  if (text.length === 0 || text.length > MAX_MATH_TEXT) return null;
  const toks = tokenize(text);
  if (!toks || toks.length === 0) return null;
  const p = new Parser(toks);
  try {
    const node = p.list();
    return p.done() ? node : null;
  } catch {
    return null;
  }
}
