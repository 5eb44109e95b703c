//! Literals, bitwise operations and conversions against Python 3.11.7's
//! integers (the literal each expected value is, run once:
//! python3 -c "print(0xFF & 0b1010, ~5, -5 >> 1, hex(-255), …)").

use super::*;
use crate::eval::Angle;
use crate::limits::Budget;
use crate::scientific::{calculate, Options};
use crate::test_rng::Rng;

/// The exact value of a scientific-calculator expression, or its error.
fn value(text: &str) -> std::result::Result<String, EngineError> {
    let opts = Options {
        digits: 15,
        angle: Angle::Rad,
        complex: true,
        memory: &[],
    };
    let outcome = calculate(text, &opts, &mut Budget::default())?;
    Ok(outcome.exact_text().unwrap_or_else(|| outcome.text(15)))
}

fn ok(text: &str) -> String {
    value(text).unwrap_or_else(|e| panic!("{text}: {e}"))
}

fn refused(text: &str) -> EngineError {
    match value(text) {
        Ok(v) => panic!("{text} gave {v}"),
        Err(e) => e,
    }
}

#[test]
fn literals_in_every_base_mix_with_decimals() {
    // Python: 0xFF, 0b1010, 0o17, 0XaBc, 0xFF_FF, 0b1010_1010, 0O777,
    // 0xFF + 0.5, 0b1010*3/4.
    for (text, want) in [
        ("0xFF", "255"),
        ("0xff", "255"),
        ("0b1010", "10"),
        ("0o17", "15"),
        ("0XaBc", "2748"),
        ("0xFF_FF", "65535"),
        ("0b1010_1010", "170"),
        ("0O777", "511"),
        ("0xFF + 0.5", "511/2"),
        ("0b1010*3/4", "15/2"),
        ("-0x10", "-16"),
        ("2*0x10 + 1", "33"),
        ("0x10^2", "256"),
        ("sqrt(0x10)", "4"),
        // Portuguese pages: `;` between arguments.
        ("xor(0xF; 0b11)", "12"),
    ] {
        assert_eq!(ok(text), want, "{text}");
    }
    // A literal does not reach the other calculators: there 0x is 0·x.
    let algebra = crate::parser::Options::symbolic("x");
    assert!(crate::parser::parse_expr("0xFF", &algebra).is_ok());
    assert!(crate::parser::parse_expr("0xFF", &crate::parser::Options::default()).is_err());
}

#[test]
fn digits_a_base_does_not_have_are_refused_at_the_literal() {
    // Python rejects each: 0b102, 0o19, 0xFG, 0x_, 0xF__F, 0xF_.
    for text in [
        "0b102", "0o19", "0xFG", "1 + 0x_", "0xF__F", "0xF_", "0b1e3", "0xFFpi",
    ] {
        let e = refused(text);
        assert_eq!(e.code, Code::BadDigit, "{text}: {e}");
        assert_eq!(e.position, Some(text.find('0').unwrap()), "{text}");
    }
    // 0x alone is not a literal (0 times an unknown x).
    assert_eq!(refused("0x").code, Code::UnknownName);
    // A literal past the limit is refused before it is read.
    let e = refused(&format!("0x1{}", "0".repeat(MAX_BITS / 4)));
    assert_eq!(e.code, Code::BitLimit);
    assert_eq!(ok(&format!("0x{}", "F".repeat(MAX_BITS / 4))).len(), 1234);
}

#[test]
fn and_against_python() {
    // Python: 0xFF & 0b1010, 12 & 10, -1 & 0xF0F0, -12 & 10, -12 & -10,
    // (2**100+5) & (2**100+3), 0 & 123.
    for (text, want) in [
        ("and(0xFF, 0b1010)", "10"),
        ("and(12, 10)", "8"),
        ("and(-1, 0xF0F0)", "61680"),
        ("and(-12, 10)", "0"),
        ("and(-12, -10)", "-12"),
        (
            "and(2^100 + 5, 2^100 + 3)",
            "1267650600228229401496703205377",
        ),
        ("and(0, 123)", "0"),
    ] {
        assert_eq!(ok(text), want, "{text}");
    }
}

#[test]
fn or_against_python() {
    // Python: 12 | 10, 0xF0 | 0x0F, -12 | 10, -12 | -10, 2**64 | 1, 0 | 0.
    for (text, want) in [
        ("or(12, 10)", "14"),
        ("or(0xF0, 0x0F)", "255"),
        ("or(-12, 10)", "-2"),
        ("or(-12, -10)", "-10"),
        ("or(2^64, 1)", "18446744073709551617"),
        ("or(0, 0)", "0"),
    ] {
        assert_eq!(ok(text), want, "{text}");
    }
}

#[test]
fn xor_against_python() {
    // Python: 0xFF ^ 0b1010 (hex: 0xf5), 12 ^ 10, -12 ^ 10, -12 ^ -10,
    // 2**70 ^ (2**70-1), 5 ^ 5.
    for (text, want) in [
        ("xor(0xFF, 0b1010)", "245"),
        ("xor(12, 10)", "6"),
        ("xor(-12, 10)", "-2"),
        ("xor(-12, -10)", "2"),
        ("xor(2^70, 2^70 - 1)", "2361183241434822606847"),
        ("xor(5, 5)", "0"),
    ] {
        assert_eq!(ok(text), want, "{text}");
    }
}

#[test]
fn not_is_minus_x_minus_one_as_in_python() {
    // Python: ~0, ~5, ~-1, ~0xFF, ~-256, ~2**100.
    for (text, want) in [
        ("not(0)", "-1"),
        ("not(5)", "-6"),
        ("not(-1)", "0"),
        ("not(0xFF)", "-256"),
        ("not(-256)", "255"),
        ("not(2^100)", "-1267650600228229401496703205377"),
    ] {
        assert_eq!(ok(text), want, "{text}");
    }
}

#[test]
fn shifts_against_python() {
    // Python: 1 << 8, 3 << 4, -5 << 2, 0xFF << 4, 0 << 10**9;
    // 256 >> 4, -5 >> 1, -1 >> 100, 0xFF >> 4, 7 >> 0, 2**100 >> 99, -256 >> 8.
    for (text, want) in [
        ("shl(1, 8)", "256"),
        ("shl(3, 4)", "48"),
        ("shl(-5, 2)", "-20"),
        ("shl(0xFF, 4)", "4080"),
        ("shl(0, 10^9)", "0"),
        ("shr(256, 4)", "16"),
        ("shr(-5, 1)", "-3"),
        ("shr(-1, 100)", "-1"),
        ("shr(0xFF, 4)", "15"),
        ("shr(7, 0)", "7"),
        ("shr(2^100, 99)", "2"),
        ("shr(-256, 8)", "-1"),
        ("shr(5, 10^9)", "0"),
        ("shr(-5, 10^9)", "-1"),
    ] {
        assert_eq!(ok(text), want, "{text}");
    }
    // 1 << 4095 is the largest power of two within the limit.
    let top = apply("shl", &[IBig::ONE, IBig::from(4095)]).unwrap();
    assert_eq!(top.unsigned_abs().bit_len(), MAX_BITS);
}

#[test]
fn non_integers_and_sizes_past_the_limit_are_refused_at_the_operation() {
    for (text, code) in [
        ("and(2.5, 1)", Code::Bitwise),
        ("or(1, 1/3)", Code::Bitwise),
        ("xor(pi, 1)", Code::Bitwise),
        ("not(sqrt(2))", Code::Bitwise),
        ("shl(1, 0.5)", Code::Bitwise),
        ("shr(i, 1)", Code::Bitwise),
        ("shl(1, 10^9)", Code::BitLimit),
        ("shl(1, 4096)", Code::BitLimit),
        ("shl(1, -1)", Code::BitLimit),
        ("shr(8, -2)", Code::BitLimit),
        ("and(2^4096, 1)", Code::BitLimit),
        ("not(-2^5000)", Code::BitLimit),
        ("and(1)", Code::BadArguments),
        ("not(1, 2)", Code::BadArguments),
    ] {
        let e = refused(&format!("1 + {text}"));
        assert_eq!(e.code, code, "{text}: {e}");
        assert_eq!(e.position, Some(4), "{text}");
        assert_eq!(e.token.as_deref(), text.split('(').next(), "{text}");
    }
    // The names are the operations' now, not variables'.
    assert!(!crate::scientific::valid_name("xor"));
}

#[test]
fn written_in_a_base_as_python_writes_it() {
    // Python: hex(0xFF ^ 0b1010), bin(0xFF ^ 0b1010), oct(0o17 + 1),
    // hex(-255), bin(-5), oct(-8), hex(0); hexadecimal digits in capitals.
    let n = |v: i64| IBig::from(v);
    assert_eq!(text(&n(0xFF ^ 0b1010), Base::Hexadecimal), "0xF5");
    assert_eq!(text(&n(0xFF ^ 0b1010), Base::Binary), "0b11110101");
    assert_eq!(text(&n(16), Base::Octal), "0o20");
    assert_eq!(text(&n(-255), Base::Hexadecimal), "-0xFF");
    assert_eq!(text(&n(-5), Base::Binary), "-0b101");
    assert_eq!(text(&n(-8), Base::Octal), "-0o10");
    assert_eq!(text(&n(0), Base::Hexadecimal), "0x0");
    assert_eq!(text(&n(-42), Base::Decimal), "-42");
}

#[test]
fn conversion_steps_divide_by_the_base() {
    let steps = conversion_steps(&IBig::from(-255), Base::Hexadecimal);
    let shown: Vec<_> = steps
        .list
        .iter()
        .map(|s| {
            (
                s.rule,
                s.before.as_str(),
                s.after.as_str(),
                s.detail.as_deref(),
            )
        })
        .collect();
    // 255 = 16·15 + 15, 15 = 16·0 + 15: the remainders F, F.
    assert_eq!(
        shown,
        vec![
            ("divideByBase", "255", "16*15 + 15", Some("15 = F")),
            ("divideByBase", "15", "16*0 + 15", Some("15 = F")),
            ("readRemainders", "", "0xFF", None),
            ("negativeSign", "0xFF", "-0xFF", None),
        ]
    );
    // 10 in binary: four divisions, read 1010.
    let steps = conversion_steps(&IBig::from(10), Base::Binary);
    assert_eq!(steps.list.len(), 5);
    assert_eq!(steps.list[0].after, "2*5 + 0");
    assert_eq!(steps.list[4].after, "0b1010");
    // A long conversion keeps its steps within the page's limit.
    let big = apply("shl", &[IBig::ONE, IBig::from(4000)]).unwrap();
    let steps = conversion_steps(&big, Base::Binary);
    assert!(steps.list.len() <= MAX_STEPS);
    assert_eq!(steps.list.len() + steps.dropped, 4002);
}

#[test]
fn which_expressions_use_bases() {
    assert!(uses_bases("0xFF + 1"));
    assert!(uses_bases("xor(3, 5)"));
    assert!(uses_bases("2*0b1"));
    assert!(!uses_bases("20 + 1"));
    assert!(!uses_bases("0x"));
    assert!(!uses_bases("sin(30)"));
}

#[test]
fn the_page_states_the_limit_it_enforces() {
    // The bitLimit messages name MAX_BITS as each language writes it.
    for (locale, written) in [("en", "4,096 bits"), ("pt-BR", "4.096 bits")] {
        assert_eq!(MAX_BITS, 4096);
        let path = format!("{}/../../locales/{locale}.yaml", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(path).unwrap();
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("bitLimitAt:"))
            .unwrap();
        assert!(line.contains(written), "{locale}: {line}");
    }
}

/// A random whole number of up to `bits` bits, of either sign.
fn random_int(rng: &mut Rng, bits: usize) -> IBig {
    let mut n = IBig::ZERO;
    let words = 1 + rng.below(bits.div_ceil(64));
    for _ in 0..words {
        n = (n << 64) + IBig::from(rng.next());
    }
    n >>= rng.below(64);
    if rng.below(2) == 0 {
        -n
    } else {
        n
    }
}

#[test]
fn property_conversions_round_trip_and_bitwise_identities_hold() {
    let mut rng = Rng(0xba5e_b175_2026_0048);
    for _ in 0..400 {
        let a = random_int(&mut rng, 512);
        let b = random_int(&mut rng, 512);
        // Written in each base and read back as a literal: the same number.
        for base in [Base::Binary, Base::Octal, Base::Hexadecimal] {
            let written = text(&a, base);
            let (sign, body) = match written.strip_prefix('-') {
                Some(rest) => (true, rest),
                None => (false, written.as_str()),
            };
            let read = literal(body).unwrap().unwrap();
            assert_eq!(if sign { -read } else { read }, a, "{written}");
        }
        let op = |name: &str, args: &[IBig]| apply(name, args).unwrap();
        // and + or = a + b; xor = or − and; a xor a = 0; a xor 0 = a;
        // (a xor b) xor b = a; not(not a) = a; not a = −a − 1.
        assert_eq!(
            op("and", &[a.clone(), b.clone()]) + op("or", &[a.clone(), b.clone()]),
            &a + &b
        );
        assert_eq!(
            op("xor", &[a.clone(), b.clone()]),
            op("or", &[a.clone(), b.clone()]) - op("and", &[a.clone(), b.clone()])
        );
        assert_eq!(op("xor", &[a.clone(), a.clone()]), IBig::ZERO);
        assert_eq!(op("xor", &[a.clone(), IBig::ZERO]), a);
        let x = op("xor", &[a.clone(), b.clone()]);
        assert_eq!(op("xor", &[x, b.clone()]), a);
        assert_eq!(op("not", &[op("not", std::slice::from_ref(&a))]), a);
        assert_eq!(op("not", std::slice::from_ref(&a)), -&a - IBig::ONE);
        // Bit by bit, as two's complement: and, or, xor of each bit.
        let (and, or, xor) = (
            op("and", &[a.clone(), b.clone()]),
            op("or", &[a.clone(), b.clone()]),
            op("xor", &[a.clone(), b.clone()]),
        );
        for i in (0..600).step_by(7) {
            let (p, q) = (bit(&a, i), bit(&b, i));
            assert_eq!(bit(&and, i), p && q);
            assert_eq!(bit(&or, i), p || q);
            assert_eq!(bit(&xor, i), p != q);
        }
        // Shifts: shl multiplies by 2ⁿ, shr floors the quotient.
        let n = rng.below(300);
        let two_n = IBig::ONE << n;
        assert_eq!(op("shl", &[a.clone(), IBig::from(n)]), &a * &two_n);
        let shifted = op("shr", &[a.clone(), IBig::from(n)]);
        assert!(&shifted * &two_n <= a && a < (&shifted + IBig::ONE) * &two_n);
    }
}
