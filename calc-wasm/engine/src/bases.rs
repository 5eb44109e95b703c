//! Whole numbers in bases 2, 8 and 16 for the scientific calculator: the
//! literals `0b1010`, `0o17` and `0xFF` (Python's syntax: the prefix and the
//! hexadecimal digits in either case, `_` between digits), a number written
//! in a base, the repeated divisions that convert it, and the bitwise
//! operations `and`, `or`, `xor`, `not`, `shl` and `shr`.
//!
//! The rule for signs is Python's: integers have no fixed width, and a
//! negative number behaves as its two's complement extended forever to the
//! left, so not(x) = −x − 1, and(−1, x) = x and shr(x, n) = ⌊x / 2ⁿ⌋.
//! A negative number is written with its sign (−0xFF), as Python's hex()
//! does. Sizes are bounded: literals, operands and results of the bitwise
//! operations have at most `MAX_BITS` bits, so shl(1, 10^9) is refused
//! rather than computed.

use super::error::{Code, EngineError, Result};
use super::lexer::{Tok, Token};
use super::steps::{Step, Steps, MAX_STEPS};
use dashu::base::{BitTest, Sign, UnsignedAbs};
use dashu::integer::{IBig, UBig};

/// Most bits of a literal in a base, of an operand or of a result of a
/// bitwise operation, and of a result shown in the other bases (about
/// 1,233 decimal digits). The page states it (locales: `bitLimit`).
pub const MAX_BITS: usize = 4096;

/// The bitwise operations: name and number of arguments.
pub const OPERATIONS: &[(&str, usize)] = &[
    ("and", 2),
    ("or", 2),
    ("xor", 2),
    ("not", 1),
    ("shl", 2),
    ("shr", 2),
];

/// A base a whole number can be shown in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Base {
    Binary,
    Octal,
    Decimal,
    Hexadecimal,
}

impl Base {
    pub const ALL: [Base; 4] = [Base::Decimal, Base::Binary, Base::Octal, Base::Hexadecimal];

    pub fn radix(self) -> u8 {
        match self {
            Base::Binary => 2,
            Base::Octal => 8,
            Base::Decimal => 10,
            Base::Hexadecimal => 16,
        }
    }

    /// The prefix a literal in this base starts with (none for decimal).
    pub fn prefix(self) -> &'static str {
        match self {
            Base::Binary => "0b",
            Base::Octal => "0o",
            Base::Decimal => "",
            Base::Hexadecimal => "0x",
        }
    }

    /// The page's option id (`content/calculators/scientific.yaml`).
    pub fn id(self) -> &'static str {
        match self {
            Base::Binary => "binary",
            Base::Octal => "octal",
            Base::Decimal => "decimal",
            Base::Hexadecimal => "hexadecimal",
        }
    }

    pub fn from_id(id: &str) -> Option<Base> {
        Base::ALL.into_iter().find(|b| b.id() == id)
    }

    /// The base a literal's prefix letter names (`x`, `B`, `o`, …).
    fn of_letter(c: char) -> Option<Base> {
        match c.to_ascii_lowercase() {
            'b' => Some(Base::Binary),
            'o' => Some(Base::Octal),
            'x' => Some(Base::Hexadecimal),
            _ => None,
        }
    }
}

/// Whether `name` is a bitwise operation.
pub fn is_operation(name: &str) -> bool {
    OPERATIONS.iter().any(|(n, _)| *n == name)
}

/// `0` followed, with nothing between, by a name starting with a base's
/// letter (`0` `xFF`, as the lexer reads `0xFF`) becomes one number token,
/// `0xFF`, which `literal` reads. `0x` alone stays 0·x.
pub fn join_literals(tokens: Vec<Token>) -> Vec<Token> {
    let mut out: Vec<Token> = Vec::with_capacity(tokens.len());
    for t in tokens {
        if let (Tok::Ident(name), Some(last)) = (&t.tok, out.last_mut()) {
            let mut chars = name.chars();
            let prefixed = chars.next().and_then(Base::of_letter).is_some();
            if prefixed
                && chars.next().is_some()
                && !t.space_before
                && last.tok == Tok::Num("0".into())
            {
                last.tok = Tok::Num(format!("0{name}"));
                continue;
            }
        }
        out.push(t);
    }
    out
}

/// The value of a number token in a base (`0xFF`, `0b1010`, `0o17`);
/// `None` for any other number. The error says which digits the base takes.
pub fn literal(text: &str) -> Option<Result<IBig>> {
    let mut chars = text.chars();
    if chars.next() != Some('0') {
        return None;
    }
    let base = chars.next().and_then(Base::of_letter)?;
    let digits = &text[2..];
    Some(read_digits(digits, base))
}

fn read_digits(digits: &str, base: Base) -> Result<IBig> {
    let bad = || {
        let takes = match base {
            Base::Binary => "the digits 0 and 1",
            Base::Octal => "the digits 0 to 7",
            _ => "the digits 0 to 9 and A to F",
        };
        EngineError::new(
            Code::BadDigit,
            format!(
                "a number starting with {} takes {takes} (with _ only between digits)",
                base.prefix()
            ),
        )
    };
    // Python's rule for `_`: one at a time, each followed by a digit.
    let mut clean = String::with_capacity(digits.len());
    let mut after_underscore = true;
    for c in digits.chars() {
        if c == '_' {
            if after_underscore && !clean.is_empty() {
                return Err(bad());
            }
            after_underscore = true;
            continue;
        }
        if !c.is_digit(u32::from(base.radix())) {
            return Err(bad());
        }
        after_underscore = false;
        clean.push(c);
    }
    if clean.is_empty() || after_underscore {
        return Err(bad());
    }
    let bits_per_digit = match base {
        Base::Binary => 1,
        Base::Octal => 3,
        _ => 4,
    };
    let leading = clean.trim_start_matches('0');
    if leading.len().saturating_mul(bits_per_digit) > MAX_BITS + bits_per_digit {
        return Err(too_many_bits());
    }
    let n = UBig::from_str_radix(&clean, u32::from(base.radix())).map_err(|_| bad())?;
    if n.bit_len() > MAX_BITS {
        return Err(too_many_bits());
    }
    Ok(IBig::from(n))
}

fn too_many_bits() -> EngineError {
    EngineError::new(
        Code::BitLimit,
        format!("whole numbers in bases and bitwise operations have at most {MAX_BITS} bits"),
    )
}

fn fits(n: &IBig) -> bool {
    n.unsigned_abs().bit_len() <= MAX_BITS
}

/// A bitwise operation on whole numbers: Python's `&`, `|`, `^`, `~`, `<<`
/// and `>>`. The errors are located by the caller.
pub fn apply(name: &str, args: &[IBig]) -> Result<IBig> {
    if args.len()
        != OPERATIONS
            .iter()
            .find(|(n, _)| *n == name)
            .map_or(0, |o| o.1)
    {
        return Err(EngineError::new(
            Code::BadArguments,
            format!("{name} takes other arguments"),
        ));
    }
    if !args.iter().all(fits) {
        return Err(too_many_bits());
    }
    let a = &args[0];
    Ok(match name {
        "and" => a & &args[1],
        "or" => a | &args[1],
        "xor" => a ^ &args[1],
        "not" => !a,
        "shl" | "shr" => {
            let count = &args[1];
            if count.sign() == Sign::Negative {
                return Err(EngineError::new(
                    Code::BitLimit,
                    format!("{name} shifts by a whole number of places from 0 up"),
                ));
            }
            let count = usize::try_from(count).unwrap_or(usize::MAX);
            if name == "shr" {
                if count > MAX_BITS {
                    // Every bit shifted out: 0, or −1 for a negative number.
                    return Ok(if a.sign() == Sign::Negative && !a.is_zero() {
                        IBig::NEG_ONE
                    } else {
                        IBig::ZERO
                    });
                }
                a >> count
            } else {
                let bits = a.unsigned_abs().bit_len();
                if !a.is_zero() && bits.saturating_add(count) > MAX_BITS {
                    return Err(too_many_bits());
                }
                if a.is_zero() {
                    IBig::ZERO
                } else {
                    a << count
                }
            }
        }
        _ => {
            return Err(EngineError::unsupported(format!(
                "{name} is not a bitwise operation"
            )))
        }
    })
}

/// `n` written in `base`, with its prefix and its sign: `0xFF`, `-0b101`,
/// `255` (hexadecimal digits in capitals).
pub fn text(n: &IBig, base: Base) -> String {
    let sign = if n.sign() == Sign::Negative && !n.is_zero() {
        "-"
    } else {
        ""
    };
    let digits = n.unsigned_abs().in_radix(base.radix()).to_string();
    format!("{sign}{}{}", base.prefix(), digits.to_uppercase())
}

/// Whether `n` can be shown in the other bases (at most `MAX_BITS` bits).
pub fn showable(n: &IBig) -> bool {
    fits(n)
}

/// The conversion of `n` to `base` by repeated division: each step divides
/// by the base (`255` → `16*15 + 15`, its remainder the next digit from
/// the right, named when it is a letter: `15 = F`), then the remainders
/// read from the last, then the sign put back for a negative `n`.
pub fn conversion_steps(n: &IBig, base: Base) -> Steps {
    let mut steps = Steps::new();
    let radix = UBig::from(base.radix());
    let mut m = n.unsigned_abs();
    loop {
        let (q, r) = (&m / &radix, &m % &radix);
        if steps.list.len() + 2 < MAX_STEPS {
            let r_small = u8::try_from(&r).unwrap_or(0);
            let digit = char::from_digit(u32::from(r_small), 16)
                .unwrap_or('0')
                .to_ascii_uppercase();
            steps.list.push(Step {
                rule: "divideByBase",
                before: m.to_string(),
                after: format!("{radix}*{q} + {r}"),
                detail: (r_small >= 10).then(|| format!("{r} = {digit}")),
            });
        } else {
            steps.dropped += 1;
        }
        if q.is_zero() {
            break;
        }
        m = q;
    }
    let magnitude = IBig::from(n.unsigned_abs());
    steps.list.push(Step {
        rule: "readRemainders",
        before: String::new(),
        after: text(&magnitude, base),
        detail: None,
    });
    if n.sign() == Sign::Negative && !n.is_zero() {
        steps.list.push(Step {
            rule: "negativeSign",
            before: text(&magnitude, base),
            after: text(n, base),
            detail: None,
        });
    }
    steps
}

/// Whether `text` uses a literal in a base or a bitwise operation (the page
/// then shows an integer result in every base).
pub fn uses_bases(text: &str) -> bool {
    let Ok(tokens) = super::lexer::tokenize(text) else {
        return false;
    };
    let tokens = join_literals(tokens);
    tokens.iter().enumerate().any(|(i, t)| match &t.tok {
        Tok::Num(n) => literal(n).is_some(),
        Tok::Ident(name) => {
            is_operation(name) && tokens.get(i + 1).is_some_and(|n| n.tok == Tok::LParen)
        }
        _ => false,
    })
}

/// The bit at `i` of `n`'s two's complement (for the tests' references).
#[cfg(test)]
fn bit(n: &IBig, i: usize) -> bool {
    if n.sign() == Sign::Negative {
        // −n − 1 has every bit flipped.
        !(IBig::NEG_ONE - n).unsigned_abs().bit(i)
    } else {
        n.unsigned_abs().bit(i)
    }
}

#[cfg(test)]
mod tests;
