// The expression tree (./parse.ts) as MathML Core elements, which Chromium,
// Firefox and Safari draw natively. Elements only, never markup strings:
// whatever the text holds ends up as the text of an <mi>, <mn> or <mo>.

import { createElement, type ReactElement, type ReactNode } from 'react';
import { greek, parseMath, type MathNode } from './parse';

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

/** Whether a product's right factor starts with digits (then the × shows). */
function startsWithNumber(n: MathNode): boolean {
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

function number(v: string): ReactElement {
  const m = /^(\d+\.?\d*|\.\d+)[eE]([+-]?)(\d+)$/.exec(v);
  if (!m) return mn(v);
  const exponent = m[2] === '-' ? row(mo(MINUS), mn(m[3] as string)) : mn(m[3] as string);
  return row(mn(m[1] as string), mo('×'), h('msup', null, mn('10'), exponent));
}

function identifier(v: string): ReactElement {
  const g = greek(v);
  if (g !== undefined) return h('mi', null, g);
  const m = /^(\p{L})_?(\p{N}+|\p{L})$/u.exec(v);
  if (m) return h('msub', null, h('mi', null, m[1] as string), /\p{N}/u.test(m[2] as string) ? mn(m[2] as string) : h('mi', null, m[2] as string));
  return h('mi', null, v);
}

function args(list: MathNode[]): ReactElement {
  const parts: ReactNode[] = [];
  list.forEach((a, i) => {
    if (i > 0) parts.push(mo(','));
    parts.push(node(a));
  });
  return row(fence('('), ...parts, fence(')'));
}

function fn(name: string, list: MathNode[]): ReactElement {
  const only = list.length === 1 ? (list[0] as MathNode) : null;
  if (only) {
    switch (name) {
      case 'sqrt':
        return h('msqrt', null, node(only));
      case 'cbrt':
        return h('mroot', null, node(only), mn('3'));
      case 'abs':
        return row(fence('|'), node(only), fence('|'));
      case 'floor':
        return row(fence('⌊'), node(only), fence('⌋'));
      case 'ceil':
        return row(fence('⌈'), node(only), fence('⌉'));
      default:
        break;
    }
  }
  const sub = /^log(2|10)$/.exec(name);
  const head = sub ? h('msub', null, h('mi', null, 'log'), mn(sub[1] as string)) : h('mi', null, name);
  return row(head, mo(APPLY), args(list));
}

function node(n: MathNode): ReactElement {
  switch (n.t) {
    case 'num':
      return number(n.v);
    case 'id':
      return identifier(n.v);
    case 'sum':
      return row(node(n.first), ...n.rest.flatMap((p) => [mo(OP_TEXT[p.op] ?? p.op), node(p.a)]));
    case 'mul':
      return row(node(n.l), mo(startsWithNumber(n.r) ? '×' : INVISIBLE_TIMES), node(n.r));
    case 'div':
      return h('mfrac', null, node(bare(n.l)), node(bare(n.r)));
    case 'neg':
      return row(mo(MINUS), node(n.a));
    case 'pm':
      return row(mo('±'), node(n.a));
    case 'pow':
      return h('msup', null, node(n.b), node(bare(n.e)));
    case 'post':
      return row(node(n.a), mo(n.op));
    case 'fn':
      return fn(n.name, n.args);
    case 'paren':
      return row(fence('('), node(n.a), fence(')'));
    case 'abs':
      return row(fence('|'), node(n.a), fence('|'));
    case 'root':
      return h('msqrt', null, node(bare(n.a)));
    case 'mixed':
      return row(mn(n.whole), h('mfrac', null, mn(n.num), mn(n.den)));
    case 'rel':
      return row(node(n.first), ...n.rest.flatMap((p) => [mo(p.op), node(p.a)]));
    case 'list':
      return row(...n.items.flatMap((item, i) => (i === 0 ? [node(item)] : [mo(','), node(item)])));
  }
}

export interface MathProps {
  /** Rendered on its own line, full size. */
  block?: boolean;
  className?: string;
}

function mathRoot(content: ReactElement, { block, className }: MathProps): ReactElement {
  const attrs: Record<string, string> = { className: className ? `math ${className}` : 'math' };
  if (block) attrs.display = 'block';
  return h('math', attrs, content);
}

/** `<math>` for a tree. */
export function mathElement(n: MathNode, options: MathProps = {}): ReactElement {
  return mathRoot(node(n), options);
}

/** A text in the engine's syntax as `<math>`, or null when it does not parse. */
export function mathOf(text: string, options: MathProps = {}): ReactElement | null {
  const n = parseMath(text.trim());
  return n ? mathElement(n, options) : null;
}

/** A cell of a matrix: an exact entry (`3`, `-1/2`), or its text when it is no expression. */
function cell(entry: unknown): ReactElement {
  const text = typeof entry === 'number' ? String(entry) : typeof entry === 'string' ? entry : '';
  const n = parseMath(text);
  return h('mtd', null, n ? node(n) : h('mtext', null, text));
}

/**
 * A bracketed matrix: rows of entries. The brackets are the table's CSS
 * (academic.css): stretched <mo> brackets need a math font with stretchy
 * glyphs, which many systems lack.
 */
export function matrixElement(rows: readonly (readonly unknown[])[], options: MathProps = {}): ReactElement {
  return mathRoot(h('mtable', { className: 'math-matrix' }, ...rows.map((r) => h('mtr', null, ...r.map(cell)))), options);
}

/** A text as MathML, or as itself (in a span) when it is not an expression. */
export function MathText({ text, block, className }: { text: string } & MathProps) {
  const math = mathOf(text, { block, className });
  return math ?? <span className={className ? `math-plain ${className}` : 'math-plain'}>{text}</span>;
}
