//! The scientific calculator's language on top of the engine's: functions
//! of several arguments (`nCr`, `nPr`, `mod`, `gcd`, `lcm`, `atan2`,
//! `log(x, base)`, `root(x, n)`), `gamma`, complex numbers (`i`, `re`, `im`,
//! `conj`, `arg`, and `abs`, `sqrt`, `exp`, `ln`, `log` and powers of
//! complex values), the last result `Ans` and session variables (`a = 3`).
//!
//! Whatever is real and free of these is evaluated by the engine's own
//! evaluator (`eval`), so exact results and correctly rounded digits stay
//! as they are; the parts that are not are walked here, component by
//! component, on the same evaluator and precision. `calculate` drives the
//! precision as `eval::evaluate` does, for both components at once.
//!
//! Variables are definitions, `name = expression`, kept by the page (one a
//! line, oldest first): a definition sees the ones before it, so
//! `Ans = Ans + 1` is the previous Ans plus one. Only the definitions a calculation
//! uses are evaluated, each once, in order, at the calculation's precision.

use super::error::{Code, EngineError, Result};
use super::eval::{f_to_rat, mag, Angle, Evaluator, Val};
use super::expr::{Constant, Expr, Func};
use super::lexer::{tokenize, Tok};
use super::limits::{Budget, MAX_DIGITS, MAX_EXACT_BITS};
use super::number::{self, Digits};
use super::parser::{is_reserved, lower, parse_scientific, Ast};
use dashu::base::{BitTest, Sign, UnsignedAbs};
use dashu::integer::{IBig, UBig};
use dashu::rational::RBig;

/// The scientific functions: name and number of arguments (with the
/// bitwise operations, `functions`).
pub const FUNCTIONS: &[(&str, usize)] = &[
    ("nCr", 2),
    ("nPr", 2),
    ("mod", 2),
    ("gcd", 2),
    ("lcm", 2),
    ("atan2", 2),
    ("root", 2),
    ("gamma", 1),
    ("re", 1),
    ("im", 1),
    ("conj", 1),
    ("arg", 1),
];

/// The name of the last result.
pub const ANS: &str = "Ans";
/// The imaginary unit.
pub const I: &str = "i";
/// Most definitions a calculation may carry.
pub const MAX_DEFINITIONS: usize = 200;

/// The canonical name of a scientific function.
pub fn function(name: &str) -> Option<&'static str> {
    functions().find(|(n, _)| *n == name).map(|(n, _)| *n)
}

pub fn arity(name: &str) -> usize {
    functions().find(|(n, _)| *n == name).map_or(1, |(_, a)| *a)
}

/// Every function of the scientific language beyond the engine's, with its
/// number of arguments: `FUNCTIONS` and the bitwise operations on whole
/// numbers (`bases::OPERATIONS`).
pub fn functions() -> impl Iterator<Item = &'static (&'static str, usize)> {
    FUNCTIONS.iter().chain(crate::bases::OPERATIONS)
}

/// How a function is written, for messages.
pub fn usage(name: &str) -> &'static str {
    match name {
        "nCr" => "nCr(5, 2)",
        "nPr" => "nPr(5, 2)",
        "mod" => "mod(7, 3)",
        "gcd" => "gcd(12, 18)",
        "lcm" => "lcm(4, 6)",
        "atan2" => "atan2(1, 1)",
        "root" => "root(8, 3)",
        "log" => "log(8, 2)",
        "gamma" => "gamma(5)",
        "re" => "re(3 + 4i)",
        "im" => "im(3 + 4i)",
        "conj" => "conj(3 + 4i)",
        "and" => "and(12, 10)",
        "or" => "or(12, 10)",
        "xor" => "xor(12, 10)",
        "not" => "not(5)",
        "shl" => "shl(1, 8)",
        "shr" => "shr(256, 4)",
        _ => "arg(1 + i)",
    }
}

/// Whether `name` may name a variable.
pub fn valid_name(name: &str) -> bool {
    let mut chars = name.chars();
    chars.next().is_some_and(|c| c.is_ascii_alphabetic())
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && name.len() <= 20
        && !is_reserved(name)
        && function(name).is_none()
        && name != I
}

fn bad_name(name: &str, pos: usize) -> EngineError {
    EngineError::at(
        Code::BadVariable,
        pos,
        format!("'{name}' cannot name a variable: use letters (and digits), not a function's or constant's name, nor i"),
    )
}

/// `name = rest` → the name and the text with `name =` blanked out (so
/// positions still point into the text as typed); any other text as it is.
pub fn split_assignment(text: &str) -> Result<(Option<String>, String)> {
    let tokens = tokenize(text).map_err(|e| e.located(text))?;
    match (tokens.first(), tokens.get(1)) {
        (Some(first), Some(eq)) if eq.tok == Tok::Equals => {
            let Tok::Ident(name) = &first.tok else {
                return Err(EngineError::at(
                    Code::BadVariable,
                    first.pos,
                    "only a name can be assigned to, like a = 3",
                )
                .located(text));
            };
            if !valid_name(name) {
                return Err(bad_name(name, first.pos).located(text));
            }
            let cut = eq.pos + 1;
            let blank: String = text[..cut].chars().map(|_| ' ').collect();
            Ok((Some(name.clone()), format!("{blank}{}", &text[cut..])))
        }
        _ => Ok((None, text.to_string())),
    }
}

/// The definitions the page keeps, one a line (`name = expression`).
pub fn parse_memory(text: &str) -> Result<Vec<(String, String)>> {
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim().is_empty() {
            continue;
        }
        let (name, body) = split_assignment(line)?;
        let Some(name) = name else {
            return Err(EngineError::new(
                Code::BadVariable,
                format!("'{}' is not a definition like a = 3", line.trim()),
            ));
        };
        out.push((name, body));
    }
    if out.len() > MAX_DEFINITIONS {
        let drop = out.len() - MAX_DEFINITIONS;
        out.drain(..drop);
    }
    Ok(out)
}

#[derive(Debug, Clone)]
pub struct Options<'a> {
    pub digits: usize,
    pub angle: Angle,
    /// Complex results allowed (else "not a real number").
    pub complex: bool,
    /// Earlier definitions, oldest first.
    pub memory: &'a [(String, String)],
}

/// A result component: exact, known to the digits asked for, or zero.
pub use super::eval::Value;

#[derive(Debug, Clone)]
pub struct Outcome {
    /// The variable the expression assigns to, if it is `name = …`.
    pub assigned: Option<String>,
    pub re: Value,
    /// The imaginary part; None for a real result.
    pub im: Option<Value>,
}

impl Outcome {
    /// The result rounded to `digits`: `1.5`, `2i`, `3 - 4i`.
    pub fn text(&self, digits: usize) -> String {
        let re = self.re.digits(digits).to_text(digits);
        match &self.im {
            None => re,
            Some(im) => complex_text(
                &re,
                &im.digits(digits).to_text(digits),
                self.re.digits(digits).is_zero(),
            ),
        }
    }

    /// The exact value, when both parts are rational: `1/3`, `1/2 + 3i/4`.
    pub fn exact_text(&self) -> Option<String> {
        let re = self.re.exact()?;
        let re_text = super::matrix::rat_text(re);
        let Some(im) = &self.im else {
            return Some(re_text);
        };
        let im = im.exact()?;
        let mag = im.numerator().unsigned_abs();
        let num = if mag.is_one() {
            "i".to_string()
        } else {
            format!("{mag}i")
        };
        let im_text = if im.denominator().is_one() {
            num
        } else {
            format!("{num}/{}", im.denominator())
        };
        let negative = im.sign() == Sign::Negative;
        Some(if re.is_zero() {
            format!("{}{im_text}", if negative { "-" } else { "" })
        } else {
            format!("{re_text} {} {im_text}", if negative { "-" } else { "+" })
        })
    }
}

fn complex_text(re: &str, im: &str, re_zero: bool) -> String {
    let (negative, mag) = match im.strip_prefix('-') {
        Some(m) => (true, m),
        None => (false, im),
    };
    let im_part = if mag == "1" {
        "i".to_string()
    } else {
        format!("{mag}i")
    };
    if re_zero {
        format!("{}{im_part}", if negative { "-" } else { "" })
    } else {
        format!("{re} {} {im_part}", if negative { "-" } else { "+" })
    }
}

/// Parses and evaluates `text` (an expression or `name = expression`).
pub fn calculate(text: &str, opts: &Options, budget: &mut Budget) -> Result<Outcome> {
    let (assigned, body) = split_assignment(text)?;
    let mut names: Vec<String> = vec![ANS.to_string(), I.to_string()];
    for (n, _) in opts.memory {
        if !names.contains(n) {
            names.push(n.clone());
        }
    }
    let main = parse_scientific(&body, &names)?;
    let mut defs: Vec<(String, Ast)> = Vec::with_capacity(opts.memory.len());
    for (n, t) in opts.memory {
        let ast = parse_scientific(t, &names).map_err(|e| {
            EngineError::new(e.code, format!("the definition of {n}: {}", e.detail))
        })?;
        defs.push((n.clone(), ast));
    }
    let needed = needed_definitions(&main, &defs);
    let (re, im) = drive(&main, &defs, &needed, opts, budget).map_err(|e| e.located(&body))?;
    Ok(Outcome { assigned, re, im })
}

fn names_in(a: &Ast, out: &mut Vec<String>) {
    match a {
        Ast::Num { .. } => {}
        Ast::Name(n) => {
            if !out.contains(n) {
                out.push(n.clone());
            }
        }
        Ast::Pow(b, e) => {
            names_in(b, out);
            names_in(e, out);
        }
        Ast::Sum(xs) | Ast::Product(xs) => xs.iter().for_each(|(_, x)| names_in(x, out)),
        Ast::CallN { args, .. } => args.iter().for_each(|x| names_in(x, out)),
        Ast::Neg(x) | Ast::Call(_, x) | Ast::Fact(x) | Ast::Percent(x) => names_in(x, out),
    }
}

/// The definition a name means at `limit` (the latest one before it).
fn definition_of(defs: &[(String, Ast)], name: &str, limit: usize) -> Option<usize> {
    defs[..limit.min(defs.len())]
        .iter()
        .rposition(|(n, _)| n == name)
}

/// Which definitions the main expression uses, directly or through others.
fn needed_definitions(main: &Ast, defs: &[(String, Ast)]) -> Vec<bool> {
    let mut needed = vec![false; defs.len()];
    let mut names = Vec::new();
    names_in(main, &mut names);
    for n in &names {
        if let Some(j) = definition_of(defs, n, defs.len()) {
            needed[j] = true;
        }
    }
    for j in (0..defs.len()).rev() {
        if !needed[j] {
            continue;
        }
        let mut names = Vec::new();
        names_in(&defs[j].1, &mut names);
        for n in &names {
            if let Some(k) = definition_of(defs, n, j) {
                needed[k] = true;
            }
        }
    }
    needed
}

/// A complex value: real and imaginary parts (the latter exact 0 for reals).
#[derive(Debug, Clone)]
struct C {
    re: Val,
    im: Val,
}

fn zero() -> Val {
    Val::R(RBig::ZERO)
}

fn is_zero(v: &Val) -> bool {
    match v {
        Val::R(r) => r.is_zero(),
        Val::F(f) => f.repr().significand().is_zero(),
    }
}

fn is_neg(v: &Val) -> bool {
    match v {
        Val::R(r) => r.sign() == Sign::Negative && !r.is_zero(),
        Val::F(f) => {
            f.repr().significand().sign() == Sign::Negative && !f.repr().significand().is_zero()
        }
    }
}

impl C {
    fn real(v: Val) -> C {
        C { re: v, im: zero() }
    }

    fn is_real(&self) -> bool {
        is_zero(&self.im)
    }
}

fn not_real() -> EngineError {
    EngineError::new(
        Code::NotReal,
        "the result is not a real number; switch to complex numbers to see it",
    )
}

/// An error about a scientific function, at its name.
fn at(code: Code, pos: usize, detail: impl Into<String>) -> EngineError {
    EngineError::at(code, pos, detail)
}

struct Walker<'e, 'b> {
    ev: &'e mut Evaluator<'b>,
    complex: bool,
    /// The definitions as written: an angle's names are written in
    /// (`inlined`), so a = pi/2 makes tan(a) the pole tan(pi/2) is.
    defs: &'e [(String, Ast)],
    /// Values of the definitions evaluated so far.
    values: Vec<Option<C>>,
    names: Vec<String>,
    /// The definition being evaluated (names mean definitions before it).
    limit: usize,
}

/// The evaluation at increasing precision, as `eval::evaluate` does.
fn drive(
    main: &Ast,
    defs: &[(String, Ast)],
    needed: &[bool],
    opts: &Options,
    budget: &mut Budget,
) -> Result<(Value, Option<Value>)> {
    let digits = opts.digits.clamp(1, MAX_DIGITS);
    let mut guard = 12 + digits / 8;
    let mut previous: Option<(Option<Digits>, Option<Digits>)> = None;
    let mut last: Option<(Value, Option<Value>)> = None;
    for attempt in 0..6 {
        let bits = (digits + guard) * 10 / 3 + 32;
        let mut ev = Evaluator::new(bits, opts.angle, budget);
        let result = {
            let mut w = Walker {
                ev: &mut ev,
                complex: opts.complex,
                defs,
                values: vec![None; defs.len()],
                names: defs.iter().map(|(n, _)| n.clone()).collect(),
                limit: defs.len(),
            };
            (|| {
                for (j, (_, ast)) in defs.iter().enumerate() {
                    if needed[j] {
                        w.limit = j;
                        // A definition's error has no place in the expression.
                        let v = w.eval(ast).map_err(|e| EngineError {
                            position: None,
                            detail: format!("the definition of {}: {}", defs[j].0, e.detail),
                            ..e
                        })?;
                        w.values[j] = Some(v);
                    }
                }
                w.limit = defs.len();
                w.eval(main)
            })()
        };
        let v = match result {
            Ok(v) => v,
            Err(err) if err.code == Code::TooComplex && attempt > 0 => break,
            Err(err) => return Err(err),
        };
        let max_mag = ev.max_mag;
        drop(ev);
        if let (Val::R(re), Val::R(im)) = (&v.re, &v.im) {
            let im = (!im.is_zero()).then(|| Value::Exact(im.clone()));
            if im.is_some() && !opts.complex {
                return Err(not_real());
            }
            return Ok((Value::Exact(re.clone()), im));
        }
        let other_mag = |x: &Val| match x {
            Val::F(f) if !f.repr().significand().is_zero() => mag(f),
            Val::R(r) if !r.is_zero() => number::magnitude(r).saturating_mul(10) as isize / 3,
            _ => isize::MIN,
        };
        let floor = max_mag.max(other_mag(&v.re)).max(other_mag(&v.im));
        // A component is noise when it sits below the rounding error of the
        // larger one or of a cancelled sum (sin π in exp(iπ)).
        let part = |x: &Val| -> (Value, Option<Digits>) {
            match x {
                Val::R(r) => (
                    Value::Exact(r.clone()),
                    Some(number::round_rational(r, digits)),
                ),
                Val::F(f) => {
                    let noise = f.repr().significand().is_zero()
                        || (floor != isize::MIN
                            && mag(f) < floor.saturating_sub(bits as isize) + 24);
                    if noise {
                        (Value::Zero, None)
                    } else {
                        let rounded = number::round_float(f, digits + 10);
                        let r = rounded.clone().round_to(digits);
                        (Value::Approx(rounded, f.clone()), Some(r))
                    }
                }
            }
        };
        let (re, re_d) = part(&v.re);
        let (im, im_d) = part(&v.im);
        let im_zero = matches!(im, Value::Zero) || matches!(&im, Value::Exact(r) if r.is_zero());
        let im = if im_zero { None } else { Some(im) };
        if im.is_some() && !opts.complex {
            return Err(not_real());
        }
        let key = (re_d, im.as_ref().and(im_d));
        if previous.as_ref().is_some_and(|p| *p == key) {
            return Ok((re, im));
        }
        previous = Some(key);
        last = Some((re, im));
        guard *= 2;
        if digits + guard > 3 * MAX_DIGITS {
            break;
        }
    }
    last.ok_or_else(EngineError::too_complex)
}

/// `a` calls a function of an angle (sin, tan, …) somewhere.
fn calls_an_angle(a: &Ast) -> bool {
    match a {
        Ast::Num { .. } | Ast::Name(_) => false,
        Ast::Call(name, x) => {
            Func::from_name(name).is_some_and(|f| f.takes_angle()) || calls_an_angle(x)
        }
        Ast::Neg(x) | Ast::Fact(x) | Ast::Percent(x) => calls_an_angle(x),
        Ast::Pow(b, e) => calls_an_angle(b) || calls_an_angle(e),
        Ast::Sum(xs) | Ast::Product(xs) => xs.iter().any(|(_, x)| calls_an_angle(x)),
        Ast::CallN { args, .. } => args.iter().any(calls_an_angle),
    }
}

/// Most nodes an angle grows to with its definitions written in (a chain
/// b = a + a, c = b + b, … doubles at each): beyond, names keep their values.
const MAX_INLINED: usize = 2_000;

impl Walker<'_, '_> {
    /// `a` with each name that is a definition (as seen from definition
    /// `limit`) replaced by its expression, recursively; `None` when `a`
    /// names none, or when it would grow past `room` nodes.
    fn inlined(&self, a: &Ast, limit: usize, room: &mut usize) -> Option<Ast> {
        let mut named = Vec::new();
        names_in(a, &mut named);
        if !named.iter().any(|n| {
            !matches!(n.as_str(), "pi" | "e") && definition_of(self.defs, n, limit).is_some()
        }) {
            return None;
        }
        self.written_in(a, limit, room)
    }

    fn written_in(&self, a: &Ast, limit: usize, room: &mut usize) -> Option<Ast> {
        *room = room.checked_sub(1)?;
        let mut each = |x: &Ast| self.written_in(x, limit, room).map(Box::new);
        Some(match a {
            // Constants are read before definitions, as `walk` reads them.
            Ast::Name(n) if !matches!(n.as_str(), "pi" | "e") => {
                match definition_of(self.defs, n, limit) {
                    Some(j) => self.written_in(&self.defs[j].1, j, room)?,
                    None => a.clone(),
                }
            }
            Ast::Num { .. } | Ast::Name(_) => a.clone(),
            Ast::Neg(x) => Ast::Neg(each(x)?),
            Ast::Call(name, x) => Ast::Call(name, each(x)?),
            Ast::Fact(x) => Ast::Fact(each(x)?),
            Ast::Percent(x) => Ast::Percent(each(x)?),
            Ast::Pow(b, e) => Ast::Pow(each(b)?, each(e)?),
            Ast::Sum(xs) => Ast::Sum(self.written_in_all(xs, limit, room)?),
            Ast::Product(xs) => Ast::Product(self.written_in_all(xs, limit, room)?),
            Ast::CallN { name, args, pos } => Ast::CallN {
                name,
                args: args
                    .iter()
                    .map(|x| self.written_in(x, limit, room))
                    .collect::<Option<_>>()?,
                pos: *pos,
            },
        })
    }

    fn written_in_all(
        &self,
        xs: &[(bool, Ast)],
        limit: usize,
        room: &mut usize,
    ) -> Option<Vec<(bool, Ast)>> {
        xs.iter()
            .map(|(op, x)| Some((*op, self.written_in(x, limit, room)?)))
            .collect()
    }

    /// The value of a name at the current definition.
    fn lookup(&self, name: &str) -> Result<C> {
        let j = self.names[..self.limit.min(self.names.len())]
            .iter()
            .rposition(|n| n == name);
        match j.and_then(|j| self.values[j].clone()) {
            Some(v) => Ok(v),
            None if name == ANS => Err(EngineError::new(
                Code::UnknownName,
                "Ans has no value yet: press = (or Enter) on a calculation first",
            )),
            None => Err(EngineError::new(
                Code::UnknownName,
                format!("'{name}' has no value yet; define it first, like {name} = 3"),
            )),
        }
    }

    /// The values of the names in `a` when the engine alone can evaluate it:
    /// no scientific function, no `i`, every name real.
    fn plain(&self, a: &Ast) -> Result<Option<Vec<(String, Val)>>> {
        let mut vars = Vec::new();
        if !self.plain_into(a, &mut vars)? {
            return Ok(None);
        }
        Ok(Some(vars))
    }

    fn plain_into(&self, a: &Ast, vars: &mut Vec<(String, Val)>) -> Result<bool> {
        Ok(match a {
            Ast::Num { .. } => true,
            Ast::Name(n) if n == "pi" || n == "e" => true,
            Ast::Name(n) if n == I => false,
            Ast::Name(n) => {
                if vars.iter().any(|(v, _)| v == n) {
                    return Ok(true);
                }
                let v = self.lookup(n)?;
                if !v.is_real() {
                    return Ok(false);
                }
                vars.push((n.clone(), v.re));
                true
            }
            Ast::CallN { .. } => false,
            Ast::Neg(x) | Ast::Call(_, x) | Ast::Fact(x) | Ast::Percent(x) => {
                self.plain_into(x, vars)?
            }
            Ast::Pow(b, e) => self.plain_into(b, vars)? && self.plain_into(e, vars)?,
            Ast::Sum(xs) | Ast::Product(xs) => {
                for (_, x) in xs {
                    if !self.plain_into(x, vars)? {
                        return Ok(false);
                    }
                }
                true
            }
        })
    }

    fn eval(&mut self, a: &Ast) -> Result<C> {
        self.ev.budget.charge(50)?;
        // An angle's definitions written in: a variable is its expression,
        // not its value rounded (a = pi/2 makes tan(a) a pole).
        let inlined = if calls_an_angle(a) {
            self.inlined(a, self.limit, &mut MAX_INLINED.clone())
        } else {
            None
        };
        if let Some(vars) = self.plain(inlined.as_ref().unwrap_or(a))? {
            self.ev.vars = vars;
            match self.ev.eval(&lower(inlined.as_ref().unwrap_or(a))) {
                Ok(v) => return Ok(C::real(v)),
                // sqrt(-4), ln(-1), (-8)^0.5: walked below, where they are
                // complex (or "not a real number").
                Err(e)
                    if e.code == Code::Domain && !matches!(a, Ast::Num { .. } | Ast::Name(_)) => {}
                Err(e) => return Err(e),
            }
        }
        self.walk(a)
    }

    fn walk(&mut self, a: &Ast) -> Result<C> {
        match a {
            Ast::Num { value, .. } => Ok(C::real(Val::R(value.clone()))),
            Ast::Name(n) => match n.as_str() {
                "pi" => Ok(C::real(self.ev.eval(&Expr::Const(Constant::Pi))?)),
                "e" => Ok(C::real(self.ev.eval(&Expr::Const(Constant::E))?)),
                I => {
                    if self.complex {
                        Ok(C {
                            re: zero(),
                            im: Val::R(RBig::ONE),
                        })
                    } else {
                        Err(not_real())
                    }
                }
                other => self.lookup(other),
            },
            Ast::Neg(x) => {
                let v = self.eval(x)?;
                Ok(self.neg(&v))
            }
            Ast::Sum(terms) => {
                let mut acc = C::real(zero());
                for (minus, t) in terms {
                    let v = self.eval(t)?;
                    let v = if *minus { self.neg(&v) } else { v };
                    acc = self.add(&acc, &v)?;
                }
                Ok(acc)
            }
            Ast::Product(factors) => {
                let mut acc = C::real(Val::R(RBig::ONE));
                for (divide, f) in factors {
                    let v = self.eval(f)?;
                    acc = if *divide {
                        self.div(&acc, &v)?
                    } else {
                        self.mul(&acc, &v)?
                    };
                }
                Ok(acc)
            }
            Ast::Pow(b, e) => {
                if matches!(&**b, Ast::Name(n) if n == "e") {
                    let x = self.eval(e)?;
                    return self.exp(&x);
                }
                let base = self.eval(b)?;
                let exponent = self.eval(e)?;
                self.pow(&base, &exponent)
            }
            Ast::Call(name, x) => {
                if let Some(f) = Func::from_name(name).filter(|f| f.takes_angle()) {
                    // The angle with the definitions it names written in:
                    // a variable is its expression, not its value rounded.
                    let inlined = self.inlined(x, self.limit, &mut MAX_INLINED.clone());
                    let angle = inlined.as_ref().unwrap_or(x);
                    if let Some(vars) = self.plain(angle)? {
                        // A real angle: the engine's evaluation, which reads
                        // exact multiples of π (tan(π/2) is a pole, as
                        // tan(90°) is, not the 10^442 of π/2 rounded).
                        self.ev.vars = vars;
                        let call = Expr::Func(f, Box::new(lower(angle)));
                        return Ok(C::real(self.ev.eval(&call)?));
                    }
                }
                let v = self.eval(x)?;
                self.call(name, &v)
            }
            Ast::Fact(x) => {
                let v = self.real_arg(x, "!")?;
                // n! for whole n ≥ 0; any other x! is Γ(x + 1), so
                // 0.5! = Γ(1.5) = √π/2 and (−1)! is Γ's pole at 0.
                match self.ev.factorial(&v) {
                    Err(e) if e.code == Code::Domain => {
                        let shifted = self.ev.add(&v, &Val::R(RBig::ONE))?;
                        super::gamma::gamma(self.ev, &shifted).map(C::real)
                    }
                    other => other.map(C::real),
                }
            }
            Ast::Percent(x) => {
                let v = self.eval(x)?;
                self.div(&v, &C::real(Val::R(RBig::from(100))))
            }
            Ast::CallN { name, args, pos } => self.call_n(name, args, *pos),
        }
    }

    fn real_arg(&mut self, x: &Ast, what: &str) -> Result<Val> {
        let v = self.eval(x)?;
        if !v.is_real() {
            return Err(EngineError::unsupported(format!(
                "{what} of a complex number is not supported"
            )));
        }
        Ok(v.re)
    }

    // ---------------------------------------------------- complex arithmetic

    fn neg(&self, a: &C) -> C {
        C {
            re: self.ev.neg(&a.re),
            im: self.ev.neg(&a.im),
        }
    }

    fn add(&mut self, a: &C, b: &C) -> Result<C> {
        Ok(C {
            re: self.ev.add(&a.re, &b.re)?,
            im: self.ev.add(&a.im, &b.im)?,
        })
    }

    fn mul(&mut self, a: &C, b: &C) -> Result<C> {
        if a.is_real() && b.is_real() {
            return Ok(C::real(self.ev.mul(&a.re, &b.re)?));
        }
        let ac = self.ev.mul(&a.re, &b.re)?;
        let bd = self.ev.mul(&a.im, &b.im)?;
        let ad = self.ev.mul(&a.re, &b.im)?;
        let bc = self.ev.mul(&a.im, &b.re)?;
        Ok(C {
            re: self.ev.sub(&ac, &bd)?,
            im: self.ev.add(&ad, &bc)?,
        })
    }

    fn norm(&mut self, a: &C) -> Result<Val> {
        let x = self.ev.mul(&a.re, &a.re)?;
        let y = self.ev.mul(&a.im, &a.im)?;
        self.ev.add(&x, &y)
    }

    fn div(&mut self, a: &C, b: &C) -> Result<C> {
        if b.is_real() {
            return Ok(C {
                re: self.ev.div(&a.re, &b.re)?,
                im: self.ev.div(&a.im, &b.re)?,
            });
        }
        // a/b = a·conj(b) / |b|².
        let n = self.norm(b)?;
        let conj = C {
            re: b.re.clone(),
            im: self.ev.neg(&b.im),
        };
        let top = self.mul(a, &conj)?;
        Ok(C {
            re: self.ev.div(&top.re, &n)?,
            im: self.ev.div(&top.im, &n)?,
        })
    }

    fn abs(&mut self, a: &C) -> Result<Val> {
        if a.is_real() {
            return self.ev.func(Func::Abs, &a.re);
        }
        if is_zero(&a.re) {
            return self.ev.func(Func::Abs, &a.im);
        }
        let n = self.norm(a)?;
        self.ev
            .pow(&n, &Val::R(RBig::from_parts(IBig::ONE, 2u8.into())))
    }

    /// The principal argument in radians (for ln) or the page's angle unit.
    fn angle_of(&mut self, a: &C, radians: bool) -> Result<Val> {
        let saved = self.ev.angle;
        if radians {
            self.ev.angle = Angle::Rad;
        }
        let r = self.atan2(&a.im, &a.re, None);
        self.ev.angle = saved;
        r
    }

    fn sqrt(&mut self, a: &C) -> Result<C> {
        let half = Val::R(RBig::from_parts(IBig::ONE, 2u8.into()));
        if a.is_real() {
            if !is_neg(&a.re) {
                return Ok(C::real(self.ev.pow(&a.re, &half)?));
            }
            if !self.complex {
                return Err(not_real());
            }
            let m = self.ev.neg(&a.re);
            return Ok(C {
                re: zero(),
                im: self.ev.pow(&m, &half)?,
            });
        }
        // √(a+bi) = √((|z|+a)/2) + i·sign(b)·√((|z|−a)/2).
        let r = self.abs(a)?;
        let p = self.ev.add(&r, &a.re)?;
        let p = self.ev.mul(&p, &half)?;
        let q = self.ev.sub(&r, &a.re)?;
        let q = self.ev.mul(&q, &half)?;
        let re = self.ev.pow(&p, &half)?;
        let im = self.ev.pow(&q, &half)?;
        Ok(C {
            re,
            im: if is_neg(&a.im) { self.ev.neg(&im) } else { im },
        })
    }

    fn exp(&mut self, a: &C) -> Result<C> {
        let r = self.ev.exp(&a.re)?;
        if a.is_real() {
            return Ok(C::real(r));
        }
        let saved = std::mem::replace(&mut self.ev.angle, Angle::Rad);
        let c = self.ev.func(Func::Cos, &a.im);
        let s = self.ev.func(Func::Sin, &a.im);
        self.ev.angle = saved;
        Ok(C {
            re: self.ev.mul(&r, &c?)?,
            im: self.ev.mul(&r, &s?)?,
        })
    }

    fn ln(&mut self, a: &C) -> Result<C> {
        if a.is_real() && !is_neg(&a.re) {
            return Ok(C::real(self.ev.func(Func::Ln, &a.re)?));
        }
        if !self.complex {
            return Err(not_real());
        }
        if a.is_real() {
            // ln(−x) = ln x + iπ.
            let m = self.ev.neg(&a.re);
            return Ok(C {
                re: self.ev.func(Func::Ln, &m)?,
                im: self.ev.eval(&Expr::Const(Constant::Pi))?,
            });
        }
        let n = self.norm(a)?;
        let l = self.ev.func(Func::Ln, &n)?;
        let half = Val::R(RBig::from_parts(IBig::ONE, 2u8.into()));
        Ok(C {
            re: self.ev.mul(&l, &half)?,
            im: self.angle_of(a, true)?,
        })
    }

    fn pow(&mut self, base: &C, exponent: &C) -> Result<C> {
        if base.is_real() && exponent.is_real() {
            match self.ev.pow(&base.re, &exponent.re) {
                Ok(v) => return Ok(C::real(v)),
                Err(e) if e.code == Code::Domain && is_neg(&base.re) => {
                    if !self.complex {
                        return Err(not_real());
                    }
                }
                Err(e) => return Err(e),
            }
            // (−x)^(p/2) = x^(p/2) · i^p, exactly.
            if let Val::R(q) = &exponent.re {
                if q.denominator() == &UBig::from(2u8) {
                    let m = self.ev.neg(&base.re);
                    let r = self.ev.pow(&m, &exponent.re)?;
                    let p = q.numerator().clone();
                    let k = ((p % IBig::from(4)) + IBig::from(4)) % IBig::from(4);
                    let k = u8::try_from(&k).unwrap_or(0);
                    let nr = self.ev.neg(&r);
                    return Ok(match k {
                        1 => C { re: zero(), im: r },
                        3 => C { re: zero(), im: nr },
                        // Even p: x^(p/2) is real, handled above.
                        _ => C::real(r),
                    });
                }
            }
        }
        if is_zero(&base.re) && is_zero(&base.im) {
            if exponent.is_real() && !is_neg(&exponent.re) && !is_zero(&exponent.re) {
                return Ok(C::real(zero()));
            }
            return Err(EngineError::domain("0 to this power is undefined"));
        }
        // Whole exponents by repeated squaring (exact on exact parts).
        if let (true, Val::R(q)) = (exponent.is_real(), &exponent.re) {
            if q.is_int() {
                if let Ok(n) = i64::try_from(q.numerator()) {
                    if n.unsigned_abs() <= 1 << 16 {
                        let mut result = C::real(Val::R(RBig::ONE));
                        let mut sq = base.clone();
                        let mut k = n.unsigned_abs();
                        while k > 0 {
                            if k & 1 == 1 {
                                result = self.mul(&result, &sq)?;
                            }
                            k >>= 1;
                            if k > 0 {
                                sq = self.mul(&sq, &sq)?;
                            }
                        }
                        return if n < 0 {
                            self.div(&C::real(Val::R(RBig::ONE)), &result)
                        } else {
                            Ok(result)
                        };
                    }
                }
            }
        }
        if !self.complex {
            return Err(not_real());
        }
        // z^w = e^(w ln z), the principal value.
        let l = self.ln(base)?;
        let p = self.mul(exponent, &l)?;
        self.exp(&p)
    }

    fn call(&mut self, name: &str, v: &C) -> Result<C> {
        match name {
            "sqrt" => self.sqrt(v),
            "cbrt" => {
                if v.is_real() {
                    let third = Val::R(RBig::from_parts(IBig::ONE, 3u8.into()));
                    return Ok(C::real(self.ev.pow(&v.re, &third)?));
                }
                let third = C::real(Val::R(RBig::from_parts(IBig::ONE, 3u8.into())));
                self.pow(v, &third)
            }
            "exp" => self.exp(v),
            "ln" | "log" | "log2" => {
                if v.is_real() && !is_neg(&v.re) {
                    let f = Func::from_name(name).unwrap_or(Func::Ln);
                    return Ok(C::real(self.ev.func(f, &v.re)?));
                }
                let l = self.ln(v)?;
                if name == "ln" {
                    return Ok(l);
                }
                let base = Val::R(RBig::from(if name == "log" { 10 } else { 2 }));
                let lb = self.ev.func(Func::Ln, &base)?;
                self.div(&l, &C::real(lb))
            }
            "abs" => Ok(C::real(self.abs(v)?)),
            other => {
                let Some(f) = Func::from_name(other) else {
                    return Err(EngineError::unsupported(format!(
                        "unknown function {other}"
                    )));
                };
                if !v.is_real() {
                    return Err(EngineError::unsupported(format!(
                        "{other} of a complex number is not supported; complex numbers work with + − × ÷, powers, sqrt, exp, ln, log, abs, arg, conj, re and im"
                    )));
                }
                Ok(C::real(self.ev.func(f, &v.re)?))
            }
        }
    }

    // ------------------------------------------------ scientific functions

    fn call_n(&mut self, name: &str, args: &[Ast], pos: usize) -> Result<C> {
        let mut vals = Vec::with_capacity(args.len());
        for a in args {
            vals.push(self.eval(a)?);
        }
        let real = |w: &Self, i: usize| -> Result<Val> {
            let _ = w;
            match vals.get(i) {
                Some(v) if v.is_real() => Ok(v.re.clone()),
                Some(_) => Err(at(
                    Code::Unsupported,
                    pos,
                    format!("{name} takes real numbers, not complex ones"),
                )),
                None => Err(at(
                    Code::BadArguments,
                    pos,
                    format!("{name} needs more arguments"),
                )),
            }
        };
        if super::bases::is_operation(name) {
            let mut ints = Vec::with_capacity(vals.len());
            for v in &vals {
                ints.push(bitwise_operand(v, name, pos)?);
            }
            self.ev.budget.charge_bits(super::bases::MAX_BITS)?;
            return super::bases::apply(name, &ints)
                .map(|n| C::real(Val::R(RBig::from(n))))
                .map_err(|e| at(e.code, pos, e.detail));
        }
        match name {
            "re" => Ok(C::real(vals[0].re.clone())),
            "im" => Ok(C::real(vals[0].im.clone())),
            "conj" => Ok(C {
                re: vals[0].re.clone(),
                im: self.ev.neg(&vals[0].im),
            }),
            "arg" => {
                let v = vals[0].clone();
                if is_zero(&v.re) && is_zero(&v.im) {
                    return Err(at(Code::Domain, pos, "arg(0) is undefined"));
                }
                Ok(C::real(self.angle_of(&v, false)?))
            }
            "gamma" => {
                let x = real(self, 0)?;
                super::gamma::gamma(self.ev, &x).map(C::real).map_err(|e| {
                    if e.code == Code::Pole {
                        at(Code::Pole, pos, e.detail)
                    } else {
                        e
                    }
                })
            }
            "atan2" => {
                let y = real(self, 0)?;
                let x = real(self, 1)?;
                Ok(C::real(self.atan2(&y, &x, Some(pos))?))
            }
            "mod" => {
                let a = real(self, 0)?;
                let b = real(self, 1)?;
                if is_zero(&b) {
                    return Err(at(Code::DivisionByZero, pos, "mod by zero"));
                }
                // a − b·⌊a/b⌋: the sign of the divisor, as in Python.
                let q = self.ev.div(&a, &b)?;
                let f = self.ev.func(Func::Floor, &q)?;
                let m = self.ev.mul(&b, &f)?;
                Ok(C::real(self.ev.sub(&a, &m)?))
            }
            "gcd" | "lcm" => {
                let a = whole(&real(self, 0)?, name, pos, false)?;
                let b = whole(&real(self, 1)?, name, pos, false)?;
                let (a, b) = (a.unsigned_abs(), b.unsigned_abs());
                self.ev
                    .budget
                    .charge_bits(a.bit_len().max(b.bit_len()) * 4)?;
                let g = gcd(a.clone(), b.clone());
                let r = if name == "gcd" {
                    g
                } else if a.is_zero() || b.is_zero() {
                    UBig::ZERO
                } else {
                    a / &g * b
                };
                Ok(C::real(Val::R(RBig::from(IBig::from(r)))))
            }
            "nCr" | "nPr" => {
                let n = whole(&real(self, 0)?, name, pos, true)?;
                let k = whole(&real(self, 1)?, name, pos, true)?;
                if k > n {
                    return Ok(C::real(zero()));
                }
                let too_large = || {
                    EngineError::new(
                        Code::TooLarge,
                        format!("{name} is too large to compute exactly"),
                    )
                };
                let n = u64::try_from(&n).map_err(|_| too_large())?;
                let k = u64::try_from(&k).map_err(|_| too_large())?;
                let k = if name == "nCr" { k.min(n - k) } else { k };
                let bits = (k as f64) * ((n.max(2)) as f64).log2();
                if bits > MAX_EXACT_BITS as f64 {
                    return Err(too_large());
                }
                self.ev
                    .budget
                    .charge(k * 4 + (bits as u64 / 64).pow(2) / 4)?;
                let top = super::eval::product(n - k + 1, n);
                let r = if name == "nCr" {
                    RBig::from(IBig::from(top)) / RBig::from(IBig::from(super::eval::product(1, k)))
                } else {
                    RBig::from(IBig::from(top))
                };
                Ok(C::real(Val::R(r)))
            }
            "root" => {
                let n = real(self, 1)?;
                if is_zero(&n) {
                    return Err(at(Code::Domain, pos, "the 0th root is undefined"));
                }
                let inv = self.ev.div(&Val::R(RBig::ONE), &n)?;
                let x = vals[0].clone();
                // root(x, n) for odd whole n is the real root (root(-8, 3) = −2).
                if x.is_real() {
                    if let Val::R(q) = &inv {
                        if q.numerator().unsigned_abs().is_one()
                            && q.denominator() % UBig::from(2u8) == UBig::ONE
                        {
                            return Ok(C::real(self.ev.pow(&x.re, &inv)?));
                        }
                    }
                }
                self.pow(&x, &C::real(inv))
            }
            _ => {
                // log(x, base)
                let x = vals[0].clone();
                let b = vals[1].clone();
                if let (true, true, Val::R(xr), Val::R(br)) =
                    (x.is_real(), b.is_real(), &x.re, &b.re)
                {
                    if let Some(q) = exact_log(xr, br) {
                        return Ok(C::real(Val::R(q)));
                    }
                }
                if b.is_real() && (is_zero(&b.re) || matches!(&b.re, Val::R(r) if r.is_one())) {
                    return Err(at(
                        Code::Domain,
                        pos,
                        "a logarithm's base must be positive and not 1",
                    ));
                }
                let lx = self.ln(&x)?;
                let lb = self.ln(&b)?;
                self.div(&lx, &lb)
            }
        }
    }

    /// atan2(y, x) in the page's angle unit.
    fn atan2(&mut self, y: &Val, x: &Val, pos: Option<usize>) -> Result<Val> {
        if is_zero(x) && is_zero(y) {
            let detail = "atan2(0, 0) is undefined";
            return Err(match pos {
                Some(p) => at(Code::Domain, p, detail),
                None => EngineError::domain(detail),
            });
        }
        let half_turn = if self.ev.angle == Angle::Deg {
            Val::R(RBig::from(180))
        } else {
            self.ev.eval(&Expr::Const(Constant::Pi))?
        };
        if is_zero(x) {
            let quarter = self.ev.div(&half_turn, &Val::R(RBig::from(2)))?;
            return Ok(if is_neg(y) {
                self.ev.neg(&quarter)
            } else {
                quarter
            });
        }
        let t = self.ev.div(y, x)?;
        let a = self.ev.func(Func::Atan, &t)?;
        if !is_neg(x) {
            return Ok(a);
        }
        if is_neg(y) {
            self.ev.sub(&a, &half_turn)
        } else {
            self.ev.add(&a, &half_turn)
        }
    }
}

/// A whole number (and not negative when `natural`), or the function's error.
fn whole(v: &Val, name: &str, pos: usize, natural: bool) -> Result<IBig> {
    let r = match v {
        Val::R(r) => Some(r.clone()),
        Val::F(f) => f_to_rat(f),
    };
    match r {
        Some(r) if r.is_int() && !(natural && r.sign() == Sign::Negative) => {
            Ok(r.numerator().clone())
        }
        _ => Err(at(
            Code::NotWhole,
            pos,
            if natural {
                format!("{name} takes whole numbers from 0 up")
            } else {
                format!("{name} takes whole numbers")
            },
        )),
    }
}

/// An operand of a bitwise operation: an exact whole number. A value known
/// only to some digits (sqrt(2), pi) is refused even where it rounds to a
/// whole number: its bits are not known.
fn bitwise_operand(v: &C, name: &str, pos: usize) -> Result<IBig> {
    match (&v.re, v.is_real()) {
        (Val::R(r), true) if r.is_int() => Ok(r.numerator().clone()),
        _ => Err(at(
            Code::Bitwise,
            pos,
            format!("{name} takes whole numbers: bitwise operations combine the binary digits of integers"),
        )),
    }
}

fn gcd(mut a: UBig, mut b: UBig) -> UBig {
    while !b.is_zero() {
        let r = &a % &b;
        a = b;
        b = r;
    }
    a
}

/// p/q with x = b^(p/q) exactly, for positive rationals x and b ≠ 1 and
/// q ≤ 12 (log(8, 2) = 3, log(4, 8) = 2/3).
fn exact_log(x: &RBig, b: &RBig) -> Option<RBig> {
    if x.sign() != Sign::Positive
        || b.sign() != Sign::Positive
        || x.is_zero()
        || b.is_zero()
        || b.is_one()
    {
        return None;
    }
    if x.is_one() {
        return Some(RBig::ZERO);
    }
    let l2 = |r: &RBig| {
        let n = r.numerator().unsigned_abs();
        let d = r.denominator();
        log2_approx(&n) - log2_approx(d)
    };
    let ratio = l2(x) / l2(b);
    if !ratio.is_finite() {
        return None;
    }
    for q in 1..=12i64 {
        let p = (ratio * q as f64).round();
        if (ratio * q as f64 - p).abs() > 1e-6 || p.abs() > 4096.0 {
            continue;
        }
        let p = p as i64;
        let bits_x = super::eval::rat_bits(x) as i64 * q;
        let bits_b = super::eval::rat_bits(b) as i64 * p.abs();
        if bits_x > 1 << 16 || bits_b > 1 << 16 {
            return None;
        }
        let lhs = x.pow(q as isize);
        let rhs = b.pow(p.abs() as isize);
        let rhs = if p < 0 { RBig::ONE / rhs } else { rhs };
        if lhs == rhs {
            return Some(RBig::from_parts(IBig::from(p), UBig::from(q as u64)));
        }
    }
    None
}

fn log2_approx(n: &UBig) -> f64 {
    let bits = n.bit_len();
    if bits <= 64 {
        return (u64::try_from(n).unwrap_or(u64::MAX) as f64).log2();
    }
    let shift = bits - 64;
    (u64::try_from(&(n >> shift)).unwrap_or(u64::MAX) as f64).log2() + shift as f64
}

/// Every way the scientific calculator reads `text` (complex and real-only,
/// with and without definitions using it), for the engine's robustness
/// tests (`hard_inputs::each_operation`); results are dropped.
#[cfg(any(test, feature = "hard-inputs"))]
pub fn exercise(text: &str, digits: usize) {
    let memory = [
        ("a".to_string(), "3".to_string()),
        (ANS.to_string(), text.to_string()),
        ("b".to_string(), format!("Ans*a + ({text})")),
    ];
    for (complex, memory) in [(true, &memory[..]), (false, &memory[..0])] {
        let opts = Options {
            digits,
            angle: Angle::Rad,
            complex,
            memory,
        };
        let _ = calculate(text, &opts, &mut Budget::default());
        let _ = calculate("b + Ans", &opts, &mut Budget::default());
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_with(
        text: &str,
        digits: usize,
        angle: Angle,
        complex: bool,
        memory: &str,
    ) -> Result<String> {
        let memory = parse_memory(memory)?;
        let opts = Options {
            digits,
            angle,
            complex,
            memory: &memory,
        };
        let mut budget = Budget::default();
        Ok(calculate(text, &opts, &mut budget)?.text(digits))
    }

    fn run(text: &str) -> String {
        run_with(text, 50, Angle::Rad, true, "").unwrap_or_else(|e| panic!("{text}: {e}"))
    }

    fn code(text: &str, complex: bool) -> Code {
        run_with(text, 15, Angle::Rad, complex, "")
            .unwrap_err()
            .code
    }

    fn exact(text: &str) -> Option<String> {
        let opts = Options {
            digits: 15,
            angle: Angle::Rad,
            complex: true,
            memory: &[],
        };
        calculate(text, &opts, &mut Budget::default())
            .unwrap()
            .exact_text()
    }

    #[test]
    fn whole_number_functions_are_exact() {
        // Python: math.comb(50, 25), math.perm(10, 3), math.gcd, math.lcm, -7 % 3, 7.5 % 2.
        assert_eq!(run("nCr(50, 25)"), "126410606437752");
        assert_eq!(run("nCr(5, 7)"), "0");
        assert_eq!(run("nPr(10, 3)"), "720");
        assert_eq!(run("gcd(12, 18)"), "6");
        assert_eq!(run("gcd(-12, 18)"), "6");
        assert_eq!(run("lcm(4, 6)"), "12");
        assert_eq!(run("mod(-7, 3)"), "2");
        assert_eq!(run("mod(7.5, 2)"), "1.5");
        assert_eq!(exact("mod(7/2, 1/3)").as_deref(), Some("1/6"));
        // Portuguese pages separate arguments with ';'.
        assert_eq!(run("nCr(5; 2)"), "10");
        assert_eq!(run("2nCr(5, 2) + 1"), "21");
    }

    #[test]
    fn logs_and_roots_exact_where_rational() {
        assert_eq!(exact("log(8, 2)").as_deref(), Some("3"));
        assert_eq!(exact("log(4, 8)").as_deref(), Some("2/3"));
        assert_eq!(exact("log(1/8, 2)").as_deref(), Some("-3"));
        assert_eq!(exact("root(8, 3)").as_deref(), Some("2"));
        assert_eq!(exact("root(-8, 3)").as_deref(), Some("-2"));
        assert_eq!(exact("root(16/81, 4)").as_deref(), Some("2/3"));
        // mpmath 1.3 at 70 digits: log(10, 3), cbrt(2).
        assert_eq!(
            run("log(10, 3)"),
            "2.0959032742893846042965675220214012506075180067979"
        );
        assert_eq!(
            run("root(2, 3)"),
            "1.2599210498948731647672106072782283505702514647015"
        );
        // The one-argument log stays base 10.
        assert_eq!(run("log(1000)"), "3");
    }

    /// x! for a non-whole x is Γ(x + 1): mpmath 1.3.0, mp.dps = 70,
    /// nstr(gamma(x + 1), 50). A negative whole number is Γ's pole.
    #[test]
    fn factorial_of_non_integers_is_gamma() {
        for (x, want) in [
            (
                "0.5",
                "0.88622692545275801364908374167057259139877472806119",
            ),
            (
                "(-0.5)",
                "1.7724538509055160272981674833411451827975494561224",
            ),
            ("2.5", "3.3233509704478425511840640312646472177454052302295"),
            (
                "(1/3)",
                "0.89297951156924921121856431365822588137622979265243",
            ),
            (
                "(-2.5)",
                "2.3632718012073547030642233111215269103967326081632",
            ),
            (
                "10.75",
                "21733773.25099668940125197750577616022966979155988",
            ),
            ("pi", "7.1880827289760327020821943451247587185593017639684"),
        ] {
            assert_eq!(run(&format!("{x}!")), want, "{x}!");
        }
        assert_eq!(exact("5!").as_deref(), Some("120"));
        for pole in ["(-1)!", "(-3)!", "(2 - 5)!"] {
            let e = run_with(pole, 15, Angle::Rad, true, "").unwrap_err();
            assert_eq!(e.code, Code::Pole, "{pole}");
        }
    }

    #[test]
    fn gamma_against_mpmath() {
        // mpmath 1.3, mp.dps = 70, nstr(gamma(x), 50).
        for (x, want) in [
            ("4.5", "11.631728396567448929144224109426265262108918305803"),
            ("1/3", "2.6789385347077476336556929409746776441286893779573"),
            (
                "-2.5",
                "-0.94530872048294188122568932444861076415869304326527",
            ),
            ("0.5", "1.7724538509055160272981674833411451827975494561224"),
            (
                "100.25",
                "2.9484662818387699700098452110696017539538811787159e156",
            ),
            ("pi", "2.2880377953400324179595889090602339228896881533562"),
        ] {
            assert_eq!(run(&format!("gamma({x})")), want, "gamma({x})");
        }
        assert_eq!(exact("gamma(6)").as_deref(), Some("120"));
        for pole in ["gamma(0)", "gamma(-3)", "gamma(2 - 5)"] {
            let e = run_with(pole, 15, Angle::Rad, true, "").unwrap_err();
            assert_eq!(e.code, Code::Pole, "{pole}");
            assert_eq!(e.token.as_deref(), Some("gamma"));
        }
        // 15 digits too (a different precision, a different shift).
        assert_eq!(
            run_with("gamma(4.5)", 15, Angle::Rad, true, "").unwrap(),
            "11.6317283965674"
        );
    }

    #[test]
    fn trigonometric_poles_are_undefined_in_radians_as_in_degrees() {
        // Issue 41: tan(pi/2) gave −1.589e442 (−7.0e637 at 50 digits), the
        // tangent of π/2 rounded, while tan(90) in degrees is undefined.
        let undefined = |text: &str, digits, angle, complex| {
            let e = run_with(text, digits, angle, complex, "").unwrap_err();
            (e.code, e.detail)
        };
        for digits in [15, 50] {
            for complex in [true, false] {
                for (pole, degrees) in [
                    ("tan(pi/2)", "tan(90)"),
                    ("sec(pi/2)", "sec(90)"),
                    ("tan(3pi/2)", "tan(270)"),
                    ("tan(-pi/2)", "tan(-90)"),
                    ("csc(pi)", "csc(180)"),
                    ("cot(0)", "cot(0)"),
                    ("cot(2pi)", "cot(360)"),
                    ("1 + tan(pi/2)", "1 + tan(90)"),
                    ("tan(pi/2) + sqrt(-4)", "tan(90) + sqrt(-4)"),
                    ("tan(pi/2 + pi)", "tan(90 + 180)"),
                    ("cot(pi - pi/4 - 3pi/4)", "cot(180 - 45 - 135)"),
                ] {
                    let want = undefined(degrees, digits, Angle::Deg, complex);
                    assert!(want.1.ends_with("is undefined here"), "{degrees}: {want:?}");
                    assert_eq!(
                        undefined(pole, digits, Angle::Rad, complex),
                        want,
                        "{pole} at {digits} digits"
                    );
                }
            }
        }
        // Beside the poles, the values stay (mpmath 1.3: tan(pi/4) = 1,
        // sec(pi/3) = 2, tan(pi/3) = 1.7320508075688772935…).
        assert_eq!(
            run_with("tan(pi/4)", 15, Angle::Rad, true, "").unwrap(),
            "1"
        );
        assert_eq!(
            run_with("sec(pi/3)", 15, Angle::Rad, true, "").unwrap(),
            "2"
        );
        assert_eq!(
            run_with("tan(pi/3)", 15, Angle::Rad, true, "").unwrap(),
            "1.73205080756888"
        );
    }

    #[test]
    fn a_variable_at_a_pole_is_undefined_as_the_pole_written_out() {
        // Issue 41: variables=`a = pi/2` made tan(a) the tangent of π/2
        // rounded (a huge number): a variable is its expression, so the pole
        // is undefined through it, through Ans and through a chain.
        for digits in [15, 50] {
            for (expression, memory, pole) in [
                ("tan(a)", "a = pi/2", "tan(pi/2)"),
                ("sec(Ans)", "Ans = pi/2", "sec(pi/2)"),
                ("tan(2b)", "a = pi/2\nb = a/2 + pi/2", "tan(2(pi/4 + pi/2))"),
                ("cot(a - a)", "a = 3pi/4", "cot(0)"),
                (
                    "1 + tan(a) + sqrt(-4)",
                    "a = 3pi/2",
                    "1 + tan(3pi/2) + sqrt(-4)",
                ),
            ] {
                let through = run_with(expression, digits, Angle::Rad, true, memory).unwrap_err();
                let written = run_with(pole, digits, Angle::Rad, true, "").unwrap_err();
                assert_eq!(
                    (through.code, &through.detail),
                    (written.code, &written.detail),
                    "{expression} with {memory:?} at {digits} digits"
                );
                assert!(through.detail.ends_with("is undefined here"), "{through:?}");
            }
        }
        // Beside the pole, a variable's value is the same (mpmath 1.3:
        // tan(pi/3) = 1.7320508075688772935…; tan(1.5) = 14.101419947171719388).
        let near = |expression: &str, memory: &str| {
            run_with(expression, 15, Angle::Rad, true, memory).unwrap()
        };
        assert_eq!(near("tan(a)", "a = pi/3"), "1.73205080756888");
        assert_eq!(near("tan(a)", "a = 1.5"), "14.1014199471717");
        // A complex variable is read as the complex number written out.
        let complex = |expression: &str, memory: &str| {
            run_with(expression, 15, Angle::Rad, true, memory).map_err(|e| e.detail)
        };
        assert_eq!(complex("tan(a)", "a = i"), complex("tan(i)", ""));
    }

    #[test]
    fn atan2_against_mpmath() {
        // mpmath 1.3: atan2(1, -1), atan2(-2, -3), atan2(3, 4); degrees(atan2(-2, -3)).
        assert_eq!(
            run("atan2(1, -1)"),
            "2.3561944901923449288469825374596271631478770495313"
        );
        assert_eq!(
            run("atan2(-2, -3)"),
            "-2.5535900500422256872170323026544174565954621533192"
        );
        assert_eq!(
            run("atan2(3, 4)"),
            "0.64350110879328438680280922871732263804151059111531"
        );
        assert_eq!(
            run_with("atan2(-2, -3)", 50, Angle::Deg, true, "").unwrap(),
            "-146.30993247402021308647450543833986057974363648409"
        );
        assert_eq!(
            run_with("atan2(1, 0)", 15, Angle::Deg, true, "").unwrap(),
            "90"
        );
        assert_eq!(
            run_with("atan2(-1, 1)", 15, Angle::Deg, true, "").unwrap(),
            "-45"
        );
        assert_eq!(code("atan2(0, 0)", true), Code::Domain);
    }

    #[test]
    fn complex_numbers_against_mpmath() {
        assert_eq!(run("sqrt(-4)"), "2i");
        assert_eq!(run("i^2"), "-1");
        assert_eq!(run("(1 + 2i)(3 - i)"), "5 + 5i");
        assert_eq!(run("(1 + 2i)/(3 - 4i)"), "-0.2 + 0.4i");
        assert_eq!(exact("(1 + 2i)/(3 - 4i)").as_deref(), Some("-1/5 + 2i/5"));
        assert_eq!(run("sqrt(3 + 4i)"), "2 + i");
        assert_eq!(run("abs(3 + 4i)"), "5");
        assert_eq!(run("conj(3 + 4i)"), "3 - 4i");
        assert_eq!(run("re(3 + 4i) + im(3 + 4i)"), "7");
        assert_eq!(run("(-4)^(1/2)"), "2i");
        assert_eq!(run("(-4)^(3/2)"), "-8i");
        // mpmath 1.3 at 70 digits, nstr(…, 50) of each part.
        assert_eq!(
            run("exp(1 + i)"),
            "1.468693939915885157138967597326604261326956736629 + 2.2873552871788423912081719067005018089555862566684i"
        );
        assert_eq!(
            run("ln(-1)"),
            "3.1415926535897932384626433832795028841971693993751i"
        );
        assert_eq!(
            run("ln(1 + 2i)"),
            "0.80471895621705018730037966661309381976280067713426 + 1.1071487177940905030170654601785370400700476454014i"
        );
        assert_eq!(
            run("i^i"),
            "0.20787957635076190854695561983497877003387784163177"
        );
        assert_eq!(
            run("sqrt(1 + i)"),
            "1.0986841134678099660398011952406783785443931209272 + 0.45508986056222734130435775782246856962019037848315i"
        );
        assert_eq!(
            run("abs(1 + i)"),
            "1.4142135623730950488016887242096980785696718753769"
        );
        assert_eq!(
            run("arg(-1 - i)"),
            "-2.3561944901923449288469825374596271631478770495313"
        );
        assert_eq!(
            run("(-2)^0.5"),
            "1.4142135623730950488016887242096980785696718753769i"
        );
        assert_eq!(
            run("(1 + i)^(1/3)"),
            "1.0842150814913511818796660082610832038799929487881 + 0.29051455550725144450381318862492907368424628483821i"
        );
        // e^(iπ) + 1 is 0: the imaginary noise of sin(π) is dropped.
        assert_eq!(run("e^(i pi) + 1"), "0");
        assert_eq!(code("sin(i)", true), Code::Unsupported);
    }

    #[test]
    fn real_only_refuses_complex_results() {
        assert_eq!(code("sqrt(-4)", false), Code::NotReal);
        assert_eq!(code("2 + i", false), Code::NotReal);
        assert_eq!(code("ln(-1)", false), Code::NotReal);
        assert_eq!(code("(-2)^0.5", false), Code::NotReal);
        // What is real stays real and exact.
        assert_eq!(
            run_with("sqrt(4) + cbrt(-8)", 15, Angle::Rad, false, "").unwrap(),
            "0"
        );
        assert_eq!(
            run_with("i^2", 15, Angle::Rad, false, "").unwrap_err().code,
            Code::NotReal
        );
    }

    #[test]
    fn bad_arguments_are_located() {
        for (text, want) in [
            ("nCr(-1, 2)", Code::NotWhole),
            ("nCr(2.5, 1)", Code::NotWhole),
            ("nPr(5, -1)", Code::NotWhole),
            ("gcd(1/2, 3)", Code::NotWhole),
            ("lcm(pi, 3)", Code::NotWhole),
            ("mod(5, 0)", Code::DivisionByZero),
            ("nCr(5)", Code::BadArguments),
            ("gcd(1, 2, 3)", Code::BadArguments),
            ("nCr 5", Code::BadArguments),
        ] {
            let e = run_with(text, 15, Angle::Rad, true, "").unwrap_err();
            assert_eq!(e.code, want, "{text}");
            assert_eq!(e.position, Some(0), "{text}");
        }
    }

    #[test]
    fn ans_and_variables() {
        let memory = "a = 3\nAns = (1 + sqrt(5))/2\nb = a^2 + Ans\nAns = Ans*2";
        assert_eq!(run_with("2a", 15, Angle::Rad, true, memory).unwrap(), "6");
        // Ans is the latest definition: 2·φ; b saw the Ans before it (φ).
        assert_eq!(
            run_with("Ans", 15, Angle::Rad, true, memory).unwrap(),
            "3.23606797749979"
        );
        assert_eq!(
            run_with("b - a^2", 50, Angle::Rad, true, memory).unwrap(),
            "1.6180339887498948482045868343656381177203091798058"
        );
        // A definition of z = 2 + i keeps the complex value.
        assert_eq!(
            run_with("z*conj(z)", 15, Angle::Rad, true, "z = 2 + i").unwrap(),
            "5"
        );
        // An assignment gives its value and names it.
        let opts = Options {
            digits: 15,
            angle: Angle::Rad,
            complex: true,
            memory: &[],
        };
        let o = calculate("x1 = 7*6", &opts, &mut Budget::default()).unwrap();
        assert_eq!(
            (o.assigned.as_deref(), o.text(15).as_str()),
            (Some("x1"), "42")
        );
        // Unknown until defined; names of functions and constants refused.
        assert_eq!(code("Ans + 1", true), Code::UnknownName);
        assert_eq!(code("q", true), Code::UnknownName);
        assert_eq!(code("sin = 3", true), Code::BadVariable);
        assert_eq!(code("i = 3", true), Code::BadVariable);
        assert_eq!(code("pi = 3", true), Code::BadVariable);
        // Definitions the calculation does not use are not evaluated.
        assert_eq!(
            run_with("1 + 1", 15, Angle::Rad, true, "u = 1/0").unwrap(),
            "2"
        );
    }

    /// A random expression in the scientific syntax: the new functions,
    /// `i`, variables, nesting, with numbers of every size.
    fn random_sci(rng: &mut crate::test_rng::Rng, depth: usize) -> String {
        const LEAVES: &[&str] = &[
            "0",
            "1",
            "-1",
            "2",
            "0.5",
            "1/3",
            "i",
            "2i",
            "-i",
            "pi",
            "e",
            "a",
            "Ans",
            "1e300",
            "1e-300",
            "123456789012345678901234567890",
            "9^9^9",
            "1e20000",
            "-2.5",
            "100000",
            "0xFF",
            "0b1010_1",
            "-0o777",
            "0x1F_",
        ];
        if depth == 0 || rng.below(4) == 0 {
            return LEAVES[rng.below(LEAVES.len())].to_string();
        }
        let a = random_sci(rng, depth - 1);
        let b = random_sci(rng, depth - 1);
        match rng.below(14) {
            0 => format!("{a} + {b}"),
            1 => format!("({a})*({b})"),
            2 => format!("({a})/({b})"),
            3 => format!("({a})^({b})"),
            4 => {
                const TWO: &[&str] = &[
                    "nCr", "nPr", "mod", "gcd", "lcm", "atan2", "root", "log", "and", "or", "xor",
                    "shl", "shr",
                ];
                format!("{}({a}, {b})", TWO[rng.below(TWO.len())])
            }
            5 => {
                const ONE: &[&str] = &[
                    "gamma", "re", "im", "conj", "arg", "abs", "sqrt", "exp", "ln", "log", "sin",
                    "cbrt", "not",
                ];
                format!("{}({a})", ONE[rng.below(ONE.len())])
            }
            6 => format!("({a})!"),
            7 => format!("-({a})"),
            8 => format!("{a}({b})"),
            _ => format!("({a}) - {b}"),
        }
    }

    #[test]
    fn property_new_syntax_evaluates_or_fails_fast() {
        let mut rng = crate::test_rng::Rng(0x5c1e_47f1_c0de_2026);
        let cases = if cfg!(debug_assertions) { 200 } else { 2000 };
        let mut worst = (std::time::Duration::ZERO, String::new());
        for _ in 0..cases {
            let depth = 1 + rng.below(5);
            let text = random_sci(&mut rng, depth);
            let digits = [15, 50, 1000][rng.below(3)];
            let t = std::time::Instant::now();
            exercise(&text, digits);
            let dt = t.elapsed();
            if dt > worst.0 {
                worst = (dt, format!("{digits}: {text}"));
            }
            // A guard against hangs (an unoptimised build on a busy
            // machine), not a speed goal.
            assert!(
                dt < std::time::Duration::from_secs(20),
                "{text} took {dt:?}"
            );
        }
        eprintln!("slowest: {:?} ({})", worst.0, worst.1);
    }

    #[test]
    fn other_calculators_do_not_get_the_new_syntax() {
        use crate::parser::{parse_expr, Options as P};
        assert!(parse_expr("nCr(5, 2)", &P::default()).is_err());
        assert!(parse_expr("log(8, 2)", &P::default()).is_err());
        assert!(parse_expr("i", &P::default()).is_err());
    }
}
