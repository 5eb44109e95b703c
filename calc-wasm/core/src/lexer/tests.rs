//! What each dialect reads that the other does not, and what both share.

use super::{tokenize, CmpOp, Dialect, LexError, Tok};
use Dialect::{Engine, Formula};

fn toks(text: &str, dialect: Dialect) -> Vec<Tok> {
    match tokenize(text, dialect) {
        Ok(tokens) => tokens.into_iter().map(|t| t.tok).collect(),
        Err(e) => panic!("{text:?} in {dialect:?}: {e:?}"),
    }
}

fn unexpected(text: &str, dialect: Dialect) -> (usize, char) {
    match tokenize(text, dialect) {
        Err(LexError::Unexpected { pos, c }) => (pos, c),
        other => panic!("{text:?} in {dialect:?}: {other:?}"),
    }
}

fn num(s: &str) -> Tok {
    Tok::Num(s.into())
}

fn name(s: &str) -> Tok {
    Tok::Ident(s.into())
}

#[test]
fn numbers_and_arithmetic_read_alike() {
    for d in [Engine, Formula] {
        assert_eq!(toks("1.5e3", d), [num("1.5e3")]);
        assert_eq!(toks("2e", d), [num("2"), name("e")]);
        assert_eq!(toks("2e-3x", d), [num("2e-3"), name("x")]);
        assert_eq!(toks(".5", d), [num(".5")]);
        assert_eq!(tokenize(".", d), Err(LexError::LoneDot { pos: 0 }));
        assert_eq!(
            toks("+-−–*×·⋅/÷^(),", d),
            [
                Tok::Plus,
                Tok::Minus,
                Tok::Minus,
                Tok::Minus,
                Tok::Star,
                Tok::Star,
                Tok::Star,
                Tok::Star,
                Tok::Slash,
                Tok::Slash,
                Tok::Caret,
                Tok::LParen,
                Tok::RParen,
                Tok::Comma,
            ]
        );
        assert_eq!(toks("2**3", d), [num("2"), Tok::Caret, num("3")]);
        assert_eq!(toks("2π", d), [num("2"), name("pi")]);
    }
}

#[test]
fn equals() {
    assert_eq!(toks("=", Engine), [Tok::Equals]);
    assert_eq!(toks("==", Engine), [Tok::Equals, Tok::Equals]);
    assert_eq!(toks("=", Formula), [Tok::Cmp(CmpOp::Eq)]);
    assert_eq!(toks("==", Formula), [Tok::Cmp(CmpOp::Eq)]);
}

#[test]
fn bang() {
    assert_eq!(toks("!", Engine), [Tok::Bang]);
    assert_eq!(toks("!=", Engine), [Tok::Bang, Tok::Equals]);
    assert_eq!(toks("!", Formula), [Tok::Not]);
    assert_eq!(toks("!=", Formula), [Tok::Cmp(CmpOp::Ne)]);
}

#[test]
fn percent() {
    assert_eq!(toks("%", Engine), [Tok::Percent]);
    assert_eq!(unexpected("5%", Formula), (1, '%'));
}

#[test]
fn semicolon() {
    assert_eq!(toks(";", Engine), [Tok::Semicolon]);
    assert_eq!(toks(";", Formula), [Tok::Comma]);
}

#[test]
fn bars() {
    assert_eq!(toks("||", Engine), [Tok::Bar, Tok::Bar]);
    assert_eq!(toks("||", Formula), [Tok::Or]);
    assert_eq!(unexpected("a | b", Formula), (2, '|'));
}

#[test]
fn root() {
    assert_eq!(toks("√", Engine), [Tok::Root]);
    assert_eq!(unexpected("√", Formula), (0, '√'));
}

#[test]
fn superscript_digits() {
    assert_eq!(toks("x²", Engine), [name("x"), Tok::Caret, num("2")]);
    assert_eq!(unexpected("x²", Formula), (1, '²'));
}

#[test]
fn brackets_and_braces() {
    assert_eq!(
        toks("[{}]", Engine),
        [Tok::LParen, Tok::LParen, Tok::RParen, Tok::RParen]
    );
    assert_eq!(unexpected("[", Formula), (0, '['));
    assert_eq!(unexpected("{", Formula), (0, '{'));
}

#[test]
fn infinity() {
    assert_eq!(toks("∞", Engine), [name("inf")]);
    assert_eq!(unexpected("∞", Formula), (0, '∞'));
}

#[test]
fn unicode_letters_in_names() {
    assert_eq!(toks("café", Engine), [name("café")]);
    assert_eq!(unexpected("café", Formula), (3, 'é'));
}

#[test]
fn more_look_alikes_in_the_engine() {
    assert_eq!(toks("∙∕", Engine), [Tok::Star, Tok::Slash]);
    assert_eq!(unexpected("∙", Formula), (0, '∙'));
    assert_eq!(unexpected("∕", Formula), (0, '∕'));
}

#[test]
fn space_before_is_recorded() {
    let spaced = |d| {
        let tokens = tokenize("1 3/4", d).unwrap_or_default();
        tokens.iter().map(|t| t.space_before).collect::<Vec<_>>()
    };
    assert_eq!(spaced(Engine), [false, true, false, false]);
    assert_eq!(spaced(Formula), spaced(Engine));
}

#[test]
fn comparisons() {
    use CmpOp::{Eq, Ge, Gt, Le, Lt, Ne};
    let want = [Ne, Ne, Ne, Lt, Le, Le, Gt, Ge, Ge, Eq].map(Tok::Cmp);
    assert_eq!(toks("!= <> ≠ < <= ≤ > >= ≥ =", Formula), want);
    for c in ['<', '>', '≠', '≤', '≥'] {
        assert_eq!(unexpected(&c.to_string(), Engine), (0, c));
    }
}

#[test]
fn and_or_symbols() {
    assert_eq!(toks("&&", Formula), [Tok::And]);
    assert_eq!(unexpected("&&", Engine), (0, '&'));
    assert_eq!(unexpected("a & b", Formula), (2, '&'));
}

#[test]
fn keywords() {
    assert_eq!(
        toks("and AND or OR not NOT And", Formula),
        [
            Tok::And,
            Tok::And,
            Tok::Or,
            Tok::Or,
            Tok::Not,
            Tok::Not,
            name("And")
        ]
    );
    assert_eq!(toks("a and b", Engine), [name("a"), name("and"), name("b")]);
}

#[test]
fn quoted_texts() {
    assert_eq!(
        toks("'a' \"b\" ‘c’ ’d‘ “e” ”f“", Formula),
        ["a", "b", "c", "d", "e", "f"].map(|s| Tok::Str(s.into()))
    );
    assert_eq!(
        tokenize("x == 'tip", Formula),
        Err(LexError::UnclosedQuote {
            pos: 5,
            quote: '\''
        })
    );
    assert_eq!(unexpected("'a'", Engine), (0, '\''));
    assert_eq!(unexpected("“a”", Engine), (0, '“'));
}
