// The expression tree (./parse.ts) as MathML Core elements, which Chromium,
// Firefox and Safari draw natively. Elements only, never markup strings:
// whatever the text holds ends up as the text of an <mi>, <mn> or <mo>.

import { createElement, useContext, type ReactElement, type ReactNode } from 'react';
import { MathNotation, POINT_NOTATION, type Notation } from './notation';
import { greek, parseMath, SHOWN_NAME, startsWithNumber, type MathNode } from './parse';

type Attrs = Record<string, string> | null;

function h(tag: string, attrs: Attrs, ...children: ReactNode[]): ReactElement {
  return createElement(tag, attrs, ...children);
}

const mo = (v: string, attrs: Attrs = null) => h('mo', attrs, v);
const mn = (v: string) => h('mn', null, v);
const row = (...children: ReactNode[]) => h('mrow', null, ...children);
/** Brackets that do not grow: the printer's parentheses hold one line. */
const fence = (v: string) => mo(v, { stretchy: 'false' });

const MINUS = '\u2212';
const INVISIBLE_TIMES = '\u2062';
const APPLY = '\u2061';
const OP_TEXT: Record<string, string> = { '-': MINUS, '+': '+', '±': '±' };

/** Parentheses are dropped where the layout already groups (fractions, exponents, roots). */
function bare(n: MathNode): MathNode {
  return n.t === 'paren' ? n.a : n;
}

function number(v: string, c: Notation): ReactElement {
  const digits = (d: string) => mn(d.replace('.', c.decimal));
  const m = /^(\d+\.?\d*|\.\d+)[eE]([+-]?)(\d+)$/.exec(v);
  if (!m) return digits(v);
  const exponent = m[2] === '-' ? row(mo(MINUS), mn(m[3] as string)) : mn(m[3] as string);
  return row(digits(m[1] as string), mo('×'), h('msup', null, mn('10'), exponent));
}

function identifier(v: string): ReactElement {
  const g = greek(v);
  if (g !== undefined) return h('mi', null, g);
  // Set symbols (∅, ℝ) are upright.
  if (!/\p{Ll}/u.test(v) && /^\p{S}$|^[ℝℂℕℤℚ]$/u.test(v)) return h('mi', { mathvariant: 'normal' }, v);
  const m = /^(\p{L})_?(\p{N}+|\p{L})$/u.exec(v);
  if (m) return h('msub', null, h('mi', null, m[1] as string), /\p{N}/u.test(m[2] as string) ? mn(m[2] as string) : h('mi', null, m[2] as string));
  return h('mi', null, v);
}

function args(list: MathNode[], c: Notation): ReactElement {
  const parts: ReactNode[] = [];
  list.forEach((a, i) => {
    if (i > 0) parts.push(mo(c.separator));
    parts.push(node(a, c));
  });
  return row(fence('('), ...parts, fence(')'));
}

function fn(name: string, list: MathNode[], c: Notation): ReactElement {
  const only = list.length === 1 ? (list[0] as MathNode) : null;
  if (only) {
    switch (name) {
      case 'sqrt':
        return h('msqrt', null, node(only, c));
      case 'cbrt':
        return h('mroot', null, node(only, c), mn('3'));
      case 'abs':
        return row(fence('|'), node(only, c), fence('|'));
      case 'floor':
        return row(fence('⌊'), node(only, c), fence('⌋'));
      case 'ceil':
        return row(fence('⌈'), node(only, c), fence('⌉'));
      default:
        break;
    }
  }
  const [poly, term] = list;
  if (name === 'rootsum' && list.length === 2 && poly && term) {
    // Σ with R(t) = 0 under it, as Bronstein prints a sum over roots.
    return row(h('munder', null, mo('∑'), row(node(poly, c), mo('='), mn('0'))), node(term, c));
  }
  const sub = /^log(2|10)$/.exec(name);
  const head = sub ? h('msub', null, h('mi', null, 'log'), mn(sub[1] as string)) : h('mi', null, SHOWN_NAME[name] ?? name);
  return row(head, mo(APPLY), args(list, c));
}

function node(n: MathNode, c: Notation): ReactElement {
  switch (n.t) {
    case 'num':
      return number(n.v, c);
    case 'id':
      return identifier(n.v);
    case 'sum':
      return row(node(n.first, c), ...n.rest.flatMap((p) => [mo(OP_TEXT[p.op] ?? p.op), node(p.a, c)]));
    case 'mul':
      return row(node(n.l, c), mo(startsWithNumber(n.r) ? '×' : INVISIBLE_TIMES), node(n.r, c));
    case 'div':
      return h('mfrac', null, node(bare(n.l), c), node(bare(n.r), c));
    case 'neg':
      return row(mo(MINUS), node(n.a, c));
    case 'pm':
      return row(mo('±'), node(n.a, c));
    case 'pow':
      return h('msup', null, node(n.b, c), node(bare(n.e), c));
    case 'post':
      return row(node(n.a, c), mo(n.op));
    case 'fn':
      return fn(n.name, n.args, c);
    case 'paren':
      return row(fence('('), node(n.a, c), fence(')'));
    case 'abs':
      return row(fence('|'), node(n.a, c), fence('|'));
    case 'root':
      return h('msqrt', null, node(bare(n.a), c));
    case 'mixed':
      return row(mn(n.whole), h('mfrac', null, mn(n.num), mn(n.den)));
    case 'rel':
      return row(node(n.first, c), ...n.rest.flatMap((p) => [mo(p.op), node(p.a, c)]));
    case 'list':
      return row(...n.items.flatMap((item, i) => (i === 0 ? [node(item, c)] : [mo(c.separator), node(item, c)])));
  }
}

export interface MathProps {
  /** Rendered on its own line, full size. */
  block?: boolean;
  className?: string;
  /** Decimal mark and separators; a point and commas when absent. */
  notation?: Notation;
}

function mathRoot(content: ReactElement, { block, className }: MathProps): ReactElement {
  const attrs: Record<string, string> = { className: className ? `math ${className}` : 'math' };
  if (block) attrs.display = 'block';
  return h('math', attrs, content);
}

/** `<math>` for a tree. */
export function mathElement(n: MathNode, options: MathProps = {}): ReactElement {
  return mathRoot(node(n, options.notation ?? POINT_NOTATION), options);
}

/** A text in the engine's syntax as `<math>`, or null when it does not parse. */
export function mathOf(text: string, options: MathProps = {}): ReactElement | null {
  const n = parseMath(text.trim());
  return n ? mathElement(n, options) : null;
}

/** A cell of a matrix: an exact entry (`3`, `-1/2`), or its text when it is no expression. */
function cell(entry: unknown, c: Notation): ReactElement {
  const text = typeof entry === 'number' ? String(entry) : typeof entry === 'string' ? entry : '';
  const n = parseMath(text);
  return h('mtd', null, n ? node(n, c) : h('mtext', null, text));
}

/**
 * A bracketed matrix: rows of entries. The brackets are the table's CSS
 * (academic.css): stretched <mo> brackets need a math font with stretchy
 * glyphs, which many systems lack.
 */
export function matrixElement(rows: readonly (readonly unknown[])[], options: MathProps = {}): ReactElement {
  const c = options.notation ?? POINT_NOTATION;
  return mathRoot(h('mtable', { className: 'math-matrix' }, ...rows.map((r) => h('mtr', null, ...r.map((e) => cell(e, c))))), options);
}

/** A text as MathML, or as itself (in a span) when it is not an expression. */
export function MathText({ text, block, className }: { text: string } & Omit<MathProps, 'notation'>) {
  const notation = useContext(MathNotation);
  const math = mathOf(text, { block, className, notation });
  return math ?? <span className={className ? `math-plain ${className}` : 'math-plain'}>{text}</span>;
}
