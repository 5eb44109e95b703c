// An expression as a person writes it in a sentence: `x^2*cos(x) + 2*x*sin(x)`
// reads `x²·cos(x) + 2x·sin(x)`, `sqrt(5) + 1` reads `√5 + 1`, and on
// Portuguese pages `0.5` reads `0,5` and arguments are separated by
// semicolons. For prose (the summary sentence); the copy tool keeps the
// engine's syntax, which the calculators read back.

import { POINT_NOTATION, type Notation } from './notation';
import { greek, parseMath, SHOWN_NAME, startsWithNumber, type MathNode } from './parse';

const MINUS = '\u2212';
const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰', '1': '¹', '2': '²', '3': '³', '4': '⁴', '5': '⁵', '6': '⁶', '7': '⁷', '8': '⁸', '9': '⁹', '-': '⁻',
};
const SUBSCRIPT: Record<string, string> = {
  '0': '₀', '1': '₁', '2': '₂', '3': '₃', '4': '₄', '5': '₅', '6': '₆', '7': '₇', '8': '₈', '9': '₉',
};
const OP_TEXT: Record<string, string> = { '-': MINUS, '+': '+', '±': '±' };

const superscript = (digits: string) => [...digits].map((d) => SUPERSCRIPT[d] ?? d).join('');
const subscript = (digits: string) => [...digits].map((d) => SUBSCRIPT[d] ?? d).join('');

function number(v: string, c: Notation): string {
  const m = /^(\d+\.?\d*|\.\d+)[eE]([+-]?)(\d+)$/.exec(v);
  if (!m) return v.replace('.', c.decimal);
  return `${(m[1] as string).replace('.', c.decimal)} × 10${superscript(`${m[2] === '-' ? '-' : ''}${m[3]}`)}`;
}

function identifier(v: string): string {
  const g = greek(v);
  if (g !== undefined) return g;
  const m = /^(\p{L})_?(\p{N}+)$/u.exec(v);
  return m ? `${m[1]}${subscript(m[2] as string)}` : v;
}

/** The exponent as superscript characters, when it is a whole number (x², x⁻¹); else null. */
function superscriptExponent(e: MathNode): string | null {
  if (e.t === 'num' && /^\d+$/.test(e.v)) return superscript(e.v);
  if (e.t === 'neg' && e.a.t === 'num' && /^\d+$/.test(e.a.v)) return superscript(`-${e.a.v}`);
  return null;
}

/** Whether the factor reads as a single symbol, so a number before it needs no sign (2x, 3π, 2√3). */
function symbolLike(n: MathNode): boolean {
  switch (n.t) {
    case 'id':
    case 'fn':
    case 'paren':
    case 'root':
      return true;
    case 'pow':
      return symbolLike(n.b) || n.b.t === 'num';
    default:
      return false;
  }
}

/** A root's or a power's operand: bare when it is one symbol or number, else in parentheses. */
function operand(n: MathNode, c: Notation): string {
  const text = node(n, c);
  return n.t === 'num' || n.t === 'id' || n.t === 'paren' || n.t === 'fn' ? text : `(${text})`;
}

function fn(name: string, list: MathNode[], c: Notation): string {
  const only = list.length === 1 ? (list[0] as MathNode) : null;
  if (only) {
    switch (name) {
      case 'sqrt':
        return `√${operand(only, c)}`;
      case 'cbrt':
        return `∛${operand(only, c)}`;
      case 'abs':
        return `|${node(only, c)}|`;
      case 'floor':
        return `⌊${node(only, c)}⌋`;
      case 'ceil':
        return `⌈${node(only, c)}⌉`;
      default:
        break;
    }
  }
  const [poly, term] = list;
  if (name === 'rootsum' && list.length === 2 && poly && term) return `Σ[${node(poly, c)} = 0] ${node(term, c)}`;
  const sub = /^log(2|10)$/.exec(name);
  const head = sub ? `log${subscript(sub[1] as string)}` : (SHOWN_NAME[name] ?? name);
  return `${head}(${list.map((a) => node(a, c)).join(`${c.separator} `)})`;
}

function node(n: MathNode, c: Notation): string {
  switch (n.t) {
    case 'num':
      return number(n.v, c);
    case 'id':
      return identifier(n.v);
    case 'sum':
      return [node(n.first, c), ...n.rest.map((p) => `${OP_TEXT[p.op] ?? p.op} ${node(p.a, c)}`)].join(' ');
    case 'mul': {
      const l = node(n.l, c);
      const r = node(n.r, c);
      if (startsWithNumber(n.r)) return `${l} × ${r}`;
      // A coefficient goes right before its symbol (2x); other products take a dot (x·sin(x)).
      return n.l.t === 'num' && symbolLike(n.r) ? `${l}${r}` : `${l}·${r}`;
    }
    case 'div':
      return `${node(n.l, c)}/${node(n.r, c)}`;
    case 'neg':
      return `${MINUS}${node(n.a, c)}`;
    case 'pm':
      return `±${node(n.a, c)}`;
    case 'pow': {
      const sup = superscriptExponent(n.e);
      const base = node(n.b, c);
      return sup === null ? `${base}^${node(n.e, c)}` : `${base}${sup}`;
    }
    case 'post':
      return `${node(n.a, c)}${n.op}`;
    case 'fn':
      return fn(n.name, n.args, c);
    case 'paren':
      return `(${node(n.a, c)})`;
    case 'abs':
      return `|${node(n.a, c)}|`;
    case 'root':
      return `√${node(n.a, c)}`;
    case 'mixed':
      return `${n.whole} ${n.num}/${n.den}`;
    case 'rel':
      return [node(n.first, c), ...n.rest.map((p) => `${p.op} ${node(p.a, c)}`)].join(' ');
    case 'list':
      return n.items.map((item) => node(item, c)).join(`${c.separator} `);
  }
}

/** The readable form of an expression text; the text itself when it is not one. */
export function readableMath(text: string, notation: Notation = POINT_NOTATION): string {
  const n = parseMath(text.trim());
  return n ? node(n, notation) : text;
}
