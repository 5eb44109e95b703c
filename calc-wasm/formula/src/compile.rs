//! Syntax tree → checked expression: names resolved to inputs, earlier
//! outputs, constants and functions; arity and types checked. Every
//! problem found is collected (not just the first), for `calcula check`.

use super::functions::{self, Func};
use super::lexer::CmpOp;
use super::parser::{BinOp, Kind, Node};
use super::Problem;
use calc_core::spec::{InputKind, InputSpec};
use rust_decimal::Decimal;

#[derive(Debug, Clone, PartialEq)]
pub enum Expr {
    Num(Decimal),
    Bool(bool),
    Text(String),
    /// An input, by its index in the calculator's inputs.
    Input(usize),
    /// An earlier output, by its index in the formulas.
    Output(usize),
    Neg(Box<Expr>),
    Not(Box<Expr>),
    /// `+ - * / ^`: the arithmetic `BinOp`s.
    Arith(BinOp, Box<Expr>, Box<Expr>),
    And(Box<Expr>, Box<Expr>),
    Or(Box<Expr>, Box<Expr>),
    Cmp(CmpOp, Box<Expr>, Box<Expr>),
    If(Box<[Expr; 3]>),
    Call(Func, Vec<Expr>),
}

/// Kinds of values and select options are checked by `calcula check`
/// before any page is built; the browser's module skips those checks (the
/// evaluator still refuses a value of the wrong kind, as an error).
pub const CHECKS_KINDS: bool = !cfg!(target_arch = "wasm32");

/// A value's type, known before evaluation.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Type {
    Num,
    Bool,
    Text,
    /// After an error: accepted anywhere, so one mistake is reported once.
    Unknown,
}

impl Type {
    fn describe(self) -> &'static str {
        match self {
            Type::Num => "a number",
            Type::Bool => "yes/no (a comparison, true/false or a yes/no input)",
            Type::Text => "text (an option id)",
            Type::Unknown => "unknown",
        }
    }

    fn fits(self, want: Type) -> bool {
        self == want || self == Type::Unknown || want == Type::Unknown
    }
}

/// What a formula may refer to.
pub struct Scope<'a> {
    pub inputs: &'a [InputSpec],
    /// Every output's id, in order.
    pub outputs: &'a [&'a str],
    /// The type of each output before `current`.
    pub output_types: &'a [Type],
    pub current: usize,
}

/// Reads a number as written (`12`, `.5`, `1.5e-3`, optionally signed)
/// into a Decimal, rounded half away from zero to 28 significant digits
/// and 28 decimal places; `None` when it is not a number or too large. By
/// hand: rust_decimal's own parsers would double the browser's module.
pub fn parse_decimal(text: &str) -> Option<Decimal> {
    let (mantissa, exponent) = match text.find(['e', 'E']) {
        Some(i) => (&text[..i], text[i + 1..].parse::<i64>().ok()?),
        None => (text, 0),
    };
    let (negative, mantissa) = match mantissa.as_bytes().first() {
        Some(b'-') => (true, &mantissa[1..]),
        Some(b'+') => (false, &mantissa[1..]),
        _ => (false, mantissa),
    };
    // Significant digits (at most 28, then the first dropped one decides
    // the rounding), and the power of ten they are multiplied by.
    let mut m: i128 = 0;
    let mut kept = 0i64;
    let mut power = exponent;
    let mut point = false;
    let mut any = false;
    let mut round_up = false;
    for b in mantissa.bytes() {
        match b {
            b'.' if !point => point = true,
            b'0'..=b'9' => {
                any = true;
                if kept < 28 && (m > 0 || b != b'0') {
                    m = m * 10 + i128::from(b - b'0');
                    kept += 1;
                    power -= i64::from(point);
                } else if m == 0 {
                    power -= i64::from(point);
                } else {
                    if kept == 28 {
                        round_up = b >= b'5';
                        kept += 1;
                    }
                    power += i64::from(!point);
                }
            }
            _ => return None,
        }
    }
    if !any {
        return None;
    }
    m += i128::from(round_up);
    // Past 28 decimals: round there.
    while power < -28 && m != 0 {
        let last = m % 10;
        m = m / 10 + i128::from(last >= 5);
        power += 1;
    }
    if m == 0 {
        return Some(Decimal::ZERO);
    }
    if power > 0 {
        m = m.checked_mul(10i128.checked_pow(u32::try_from(power).ok()?)?)?;
        power = 0;
    }
    Decimal::try_from_i128_with_scale(if negative { -m } else { m }, (-power) as u32).ok()
}

/// The decimal's digits, plainly (`-0.125`), for a correctly rounded
/// conversion to a double.
pub fn plain_text(v: Decimal) -> String {
    let mut m = v.mantissa().unsigned_abs();
    let scale = v.scale() as usize;
    let mut digits = Vec::new();
    while m > 0 || digits.len() <= scale {
        digits.push(b'0' + (m % 10) as u8);
        m /= 10;
    }
    let mut text = String::with_capacity(digits.len() + 2);
    if v.is_sign_negative() && !v.is_zero() {
        text.push('-');
    }
    for (i, d) in digits.iter().rev().enumerate() {
        if i == digits.len() - scale && scale > 0 {
            text.push('.');
        }
        text.push(char::from(*d));
    }
    text
}

/// The closest of `known` to `name`, if close enough to be a likely typo.
fn closest<'k>(name: &str, known: impl Iterator<Item = &'k str>) -> Option<&'k str> {
    if cfg!(target_arch = "wasm32") {
        return None; // Hints are for `calcula check` only.
    }
    let lower = name.to_ascii_lowercase();
    known
        .map(|k| (strsim::levenshtein(&lower, &k.to_ascii_lowercase()), k))
        .filter(|(d, k)| *d <= (k.chars().count() / 3).max(2))
        .min_by_key(|(d, _)| *d)
        .map(|(_, k)| k)
}

pub struct Compiler<'a> {
    scope: &'a Scope<'a>,
    pub problems: Vec<Problem>,
}

impl<'a> Compiler<'a> {
    pub fn new(scope: &'a Scope<'a>) -> Self {
        Compiler {
            scope,
            problems: Vec::new(),
        }
    }

    fn problem(&mut self, pos: usize, message: String, hint: String) -> (Expr, Type) {
        self.problems.push(Problem {
            output: self.scope.current,
            offset: pos,
            message,
            hint,
        });
        (Expr::Num(Decimal::ZERO), Type::Unknown)
    }

    /// Compiles `node`, reporting a problem when its type is not `want`.
    fn expect(&mut self, node: &Node, want: Type, role: &str) -> Expr {
        let (expr, got) = self.compile(node);
        if !CHECKS_KINDS {
            return expr;
        }
        if !got.fits(want) {
            self.problem(
                node.pos,
                text!("{role} must be {}, but this is {}", want.describe(), got.describe()),
                match want {
                    Type::Bool => "compare a value, like people > 1 or roundTo == 'tip'".into(),
                    Type::Num => "arithmetic reads numbers; compare texts and yes/no values with == or use them in if(...)".into(),
                    _ => "give both branches of if(...) the same kind of value".into(),
                },
            );
        }
        expr
    }

    pub fn compile(&mut self, node: &Node) -> (Expr, Type) {
        match &node.kind {
            Kind::Num(text) => match parse_decimal(text) {
                Some(v) => (Expr::Num(v), Type::Num),
                None => self.problem(
                    node.pos,
                    text!("the number {text} is too large"),
                    text!("numbers are less than 7.9e28 in size"),
                ),
            },
            Kind::Str(text) => (Expr::Text(text.clone()), Type::Text),
            Kind::Name(name) => self.name(node.pos, name),
            Kind::Neg(a) => {
                let a = self.expect(a, Type::Num, "the operand of '-'");
                (Expr::Neg(Box::new(a)), Type::Num)
            }
            Kind::Not(a) => {
                let a = self.expect(a, Type::Bool, "the operand of 'not'");
                (Expr::Not(Box::new(a)), Type::Bool)
            }
            Kind::Binary(op @ (BinOp::And | BinOp::Or), a, b) => {
                let role = if *op == BinOp::And {
                    "each side of 'and'"
                } else {
                    "each side of 'or'"
                };
                let a = Box::new(self.expect(a, Type::Bool, role));
                let b = Box::new(self.expect(b, Type::Bool, role));
                let expr = if *op == BinOp::And {
                    Expr::And(a, b)
                } else {
                    Expr::Or(a, b)
                };
                (expr, Type::Bool)
            }
            Kind::Binary(op, a, b) => {
                let a = self.expect(a, Type::Num, "each operand of arithmetic");
                let b = self.expect(b, Type::Num, "each operand of arithmetic");
                (Expr::Arith(*op, Box::new(a), Box::new(b)), Type::Num)
            }
            Kind::Cmp(op, a, b) => self.comparison(*op, a, b),
            Kind::Call(name, args) => self.call(node.pos, name, args),
        }
    }

    fn name(&mut self, pos: usize, name: &str) -> (Expr, Type) {
        let scope = self.scope;
        if let Some(i) = scope.inputs.iter().position(|input| input.id == name) {
            let ty = match scope.inputs[i].kind {
                InputKind::Number { .. } => Type::Num,
                InputKind::Select { .. } => Type::Text,
                InputKind::Bool => Type::Bool,
                InputKind::Date { .. } | InputKind::Text { .. } => {
                    return self.problem(
                        pos,
                        text!("'{name}' is a date or text input, which formulas cannot read"),
                        "formulas read number, select and yes/no inputs; this calculator needs a Rust function".into(),
                    )
                }
            };
            return (Expr::Input(i), ty);
        }
        if let Some(j) = scope.outputs.iter().position(|o| *o == name) {
            if j < scope.current {
                return (
                    Expr::Output(j),
                    scope.output_types.get(j).copied().unwrap_or(Type::Unknown),
                );
            }
            let this = scope.outputs.get(scope.current).copied().unwrap_or("");
            return if j == scope.current {
                self.problem(
                    pos,
                    text!("'{name}' uses itself"),
                    "an output is computed from the inputs and the outputs listed before it".into(),
                )
            } else {
                self.problem(
                    pos,
                    text!("'{name}' is computed after '{this}' (outputs are computed in order, so this would be a cycle)"),
                    text!("move '{name}' above '{this}' in the outputs, if it does not use '{this}'"),
                )
            };
        }
        if let Some(v) = functions::constant(name) {
            return (Expr::Num(v), Type::Num);
        }
        match name {
            "true" | "TRUE" => return (Expr::Bool(true), Type::Bool),
            "false" | "FALSE" => return (Expr::Bool(false), Type::Bool),
            _ => {}
        }
        if let Some(f) = functions::lookup(name) {
            return self.problem(
                pos,
                text!("'{name}' is a function"),
                text!("call it with parentheses: {}", f.usage()),
            );
        }
        let known = scope
            .inputs
            .iter()
            .map(|i| i.id.as_str())
            .chain(
                scope.outputs[..scope.current.min(scope.outputs.len())]
                    .iter()
                    .copied(),
            )
            .chain(functions::CONSTANTS.iter().map(|(n, _)| *n));
        let hint = match closest(name, known) {
            Some(k) => text!("did you mean '{k}'?"),
            None => text!("known names: {}", self.known_names()),
        };
        self.problem(pos, text!("unknown name '{name}'"), hint)
    }

    fn known_names(&self) -> String {
        let s = self.scope;
        let mut names: Vec<&str> = s.inputs.iter().map(|i| i.id.as_str()).collect();
        names.extend(s.outputs[..s.current.min(s.outputs.len())].iter().copied());
        names.extend(functions::CONSTANTS.iter().map(|(n, _)| *n));
        names.join(", ")
    }

    fn comparison(&mut self, op: CmpOp, a: &Node, b: &Node) -> (Expr, Type) {
        let (ea, ta) = self.compile(a);
        let (eb, tb) = self.compile(b);
        if !CHECKS_KINDS {
            return (Expr::Cmp(op, Box::new(ea), Box::new(eb)), Type::Bool);
        }
        // A select compared with a quoted option id: the select must have it.
        for (side, other) in [(&ea, &eb), (&eb, &ea)] {
            let (Expr::Input(i), Expr::Text(text)) = (side, other) else {
                continue;
            };
            let input = &self.scope.inputs[*i];
            let InputKind::Select { options } = &input.kind else {
                continue;
            };
            if !options.contains(text) {
                let pos = if matches!(ea, Expr::Text(_)) {
                    a.pos
                } else {
                    b.pos
                };
                let hint = match closest(text, options.iter().map(String::as_str)) {
                    Some(o) => text!("did you mean '{o}'? Its options: {}", options.join(", ")),
                    None => text!("its options: {}", options.join(", ")),
                };
                self.problem(pos, text!("'{}' has no option '{text}'", input.id), hint);
            }
        }
        let ordered = !matches!(op, CmpOp::Eq | CmpOp::Ne);
        if ordered && !(ta.fits(Type::Num) && tb.fits(Type::Num)) {
            self.problem(
                a.pos,
                text!("'{}' compares numbers only", op.symbol()),
                "compare texts and yes/no values with == or !=".into(),
            );
        } else if !ta.fits(tb) {
            let select_vs_number =
                [(&ea, tb), (&eb, ta)]
                    .into_iter()
                    .find_map(|(e, other)| match e {
                        Expr::Input(i) if other == Type::Num => match &self.scope.inputs[*i].kind {
                            InputKind::Select { options } => Some(text!(
                        "'{}' is a select; compare it with one of its options in quotes: {}",
                        self.scope.inputs[*i].id,
                        options.iter().map(|o| text!("'{o}'")).collect::<Vec<_>>().join(", ")
                    )),
                            _ => None,
                        },
                        _ => None,
                    });
            self.problem(
                a.pos,
                text!("this compares {} with {}", ta.describe(), tb.describe()),
                select_vs_number.unwrap_or_else(|| "compare values of the same kind".into()),
            );
        }
        (Expr::Cmp(op, Box::new(ea), Box::new(eb)), Type::Bool)
    }

    fn call(&mut self, pos: usize, name: &str, args: &[Node]) -> (Expr, Type) {
        let Some(sig) = functions::lookup(name) else {
            let is_value = self.scope.inputs.iter().any(|i| i.id == name)
                || self.scope.outputs.contains(&name);
            if is_value && args.len() == 1 {
                // `rate(1 + x)`: juxtaposition, as `2(1 + x)`.
                let (left, _) = self.name(pos, name);
                let right = self.expect(&args[0], Type::Num, "each operand of arithmetic");
                return (
                    Expr::Arith(BinOp::Mul, Box::new(left), Box::new(right)),
                    Type::Num,
                );
            }
            let hint = match closest(name, functions::FUNCTIONS.iter().map(|f| f.name)) {
                Some(f) => text!(
                    "did you mean {}?",
                    functions::lookup(f).map_or(f.to_string(), |s| s.usage())
                ),
                None => "see the list of functions in CONTENT.md".into(),
            };
            return self.problem(pos, text!("unknown function '{name}'"), hint);
        };
        let count = args.len();
        if count < sig.min_args || sig.max_args.is_some_and(|max| count > max) {
            let expected = match sig.max_args {
                Some(max) if max == sig.min_args => text!("{max}"),
                Some(max) => text!("{} or {max}", sig.min_args),
                None => text!("at least {}", sig.min_args),
            };
            let plural = if expected == "1" { "" } else { "s" };
            return self.problem(
                pos,
                text!(
                    "{} takes {expected} argument{plural}, not {count}",
                    sig.name
                ),
                text!("write {}", sig.usage()),
            );
        }
        if sig.func == Func::If {
            let c = self.expect(&args[0], Type::Bool, "the condition of if(...)");
            let (a, ta) = self.compile(&args[1]);
            let (b, tb) = self.compile(&args[2]);
            let ty = if ta == Type::Unknown { tb } else { ta };
            if CHECKS_KINDS && !ta.fits(tb) {
                self.problem(
                    args[2].pos,
                    text!(
                        "the two values of if(...) differ: {} and {}",
                        ta.describe(),
                        tb.describe()
                    ),
                    "give both values of if(...) the same kind, like two numbers".into(),
                );
            }
            return (Expr::If(Box::new([c, a, b])), ty);
        }
        let args = args
            .iter()
            .map(|a| self.expect(a, Type::Num, &text!("each argument of {}", sig.name)))
            .collect();
        (Expr::Call(sig.func, args), Type::Num)
    }
}

/// The first input `expr` reads that `counts`, in reading order, looking
/// through earlier outputs (`output_inputs[j]`: the one output `j` would
/// blame) and at `if`'s values before its condition: the input to blame
/// when `expr` has no value.
pub fn first_input(
    expr: &Expr,
    output_inputs: &[Option<usize>],
    counts: &dyn Fn(usize) -> bool,
) -> Option<usize> {
    let find = |e: &Expr| first_input(e, output_inputs, counts);
    match expr {
        Expr::Num(_) | Expr::Bool(_) | Expr::Text(_) => None,
        Expr::Input(i) => counts(*i).then_some(*i),
        Expr::Output(j) => output_inputs.get(*j).copied().flatten(),
        Expr::Neg(a) | Expr::Not(a) => find(a),
        Expr::Arith(_, a, b) | Expr::And(a, b) | Expr::Or(a, b) | Expr::Cmp(_, a, b) => {
            find(a).or_else(|| find(b))
        }
        Expr::If(parts) => {
            let [c, yes, no] = &**parts;
            find(yes).or_else(|| find(no)).or_else(|| find(c))
        }
        Expr::Call(_, args) => args.iter().find_map(find),
    }
}
