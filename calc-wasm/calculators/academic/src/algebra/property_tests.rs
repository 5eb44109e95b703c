//! Property tests of the exact solvers: the roots are chosen first, the
//! equation is built from them, and the calculator must give them back
//! exactly (and no others).

use super::FUNCTION;
use crate::test_util::inputs;
use serde_json::Value as Json;

/// xorshift64*: a seed replays a failure exactly.
struct Rng(u64);

impl Rng {
    fn int(&mut self, lo: i64, hi: i64) -> i64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        lo + (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) % (hi - lo + 1) as u64) as i64
    }
}

/// (status, the solutions' decimal values).
fn solve(eq: &str) -> (String, Vec<f64>) {
    let out = (FUNCTION.compute)(&inputs(
        &[("equation", eq), ("variable", ""), ("operation", "solve")],
        &[],
        &["operation"],
    ))
    .unwrap_or_else(|e| panic!("{eq}: {e:?}"));
    let status = out.text_of("status").unwrap().to_string();
    let values = match out.json_of("solutions") {
        Some(Json::Array(rows)) => rows.iter().filter_map(|r| r["re"].as_f64()).collect(),
        _ => Vec::new(),
    };
    (status, values)
}

fn same_set(got: &[f64], want: &[f64], eq: &str) {
    let mut want = want.to_vec();
    want.sort_by(f64::total_cmp);
    want.dedup();
    assert_eq!(got.len(), want.len(), "{eq}: {got:?} vs {want:?}");
    for (g, w) in got.iter().zip(&want) {
        assert!(
            (g - w).abs() < 1e-12 * w.abs().max(1.0),
            "{eq}: {got:?} vs {want:?}"
        );
    }
}

#[test]
fn absolute_value_equations_give_back_their_chosen_roots() {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    for _ in 0..60 {
        // |a·x − a·m| = a·d has the roots m ± d.
        let (a, m, d) = (rng.int(1, 6), rng.int(-9, 9), rng.int(1, 9));
        let eq = format!("|{a}x - ({})| = {}", a * m, a * d);
        let (status, roots) = solve(&eq);
        assert_eq!(status, "exact", "{eq}");
        same_set(&roots, &[(m - d) as f64, (m + d) as f64], &eq);
    }
}

#[test]
fn radical_equations_keep_the_chosen_root_and_reject_the_extraneous_one() {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    for _ in 0..60 {
        // √(x + s) = x − t with root r (r − t ≥ 0): s = (r − t)² − r.
        // Squaring gives x² − (2t + 1)x + t² − s = 0, whose other root
        // 2t + 1 − r solves the equation only when it is ≥ t.
        let (r, t) = (rng.int(-6, 12), rng.int(-6, 6));
        if r < t {
            continue;
        }
        let s = (r - t) * (r - t) - r;
        let eq = format!("sqrt(x + ({s})) = x - ({t})");
        let other = 2 * t + 1 - r;
        let mut want = vec![r as f64];
        if other >= t {
            want.push(other as f64);
        }
        let (status, roots) = solve(&eq);
        assert_eq!(status, "exact", "{eq}");
        same_set(&roots, &want, &eq);
    }
}

#[test]
fn exponential_and_log_equations_give_back_their_chosen_roots() {
    let mut rng = Rng(0x1234_5678_9abc_def1);
    for _ in 0..40 {
        // a·b^(x + c) = a·b^(r + c), and log_b(x + c) = r + ... with x = b^r − c.
        let b = [2i64, 3, 5, 10][rng.int(0, 3) as usize];
        let (a, c, r) = (rng.int(1, 5), rng.int(-3, 3), rng.int(-3, 4));
        let k = r + c;
        let rhs = if k >= 0 {
            format!("{}", a * b.pow(k as u32))
        } else {
            format!("{a}/{}", b.pow((-k) as u32))
        };
        let eq = format!("{a}*{b}^(x + ({c})) = {rhs}");
        let (status, roots) = solve(&eq);
        assert_eq!(status, "exact", "{eq}");
        same_set(&roots, &[r as f64], &eq);
        let f = match b {
            2 => "log2",
            10 => "log",
            _ => continue,
        };
        let eq = format!("{f}(x + ({c})) = {}", r.abs());
        let (status, roots) = solve(&eq);
        assert_eq!(status, "exact", "{eq}");
        same_set(&roots, &[(b.pow(r.unsigned_abs() as u32) - c) as f64], &eq);
    }
}

#[test]
fn trigonometric_general_solutions_hold_their_chosen_root() {
    let mut rng = Rng(0x0bad_c0de_dead_beef);
    let pi = std::f64::consts::PI;
    for _ in 0..40 {
        // f(a·x + b) = f(θ) for θ = nπ/12 with f(θ) exact: x₀ = (θ − b)/a
        // is one member of a family.
        let (f, n) = match rng.int(0, 2) {
            0 => (
                "sin",
                [-6i64, -4, -3, -2, 0, 2, 3, 4, 6][rng.int(0, 8) as usize],
            ),
            1 => (
                "cos",
                [0i64, 2, 3, 4, 6, 8, 9, 10, 12][rng.int(0, 8) as usize],
            ),
            _ => ("tan", [-4i64, -3, -2, 0, 2, 3, 4][rng.int(0, 6) as usize]),
        };
        let (a, b) = (
            rng.int(1, 4) * if rng.int(0, 1) == 0 { 1 } else { -1 },
            rng.int(-3, 3),
        );
        let eq = format!("{f}({a}x + ({b})) = {f}({n}*pi/12)");
        let (status, offsets) = solve(&eq);
        assert_eq!(status, "general", "{eq}");
        let x0 = (n as f64 * pi / 12.0 - b as f64) / a as f64;
        let half = pi / (a.abs() as f64);
        assert!(
            offsets.iter().any(|o| {
                let k = ((x0 - o) / half).round();
                (o + k * half - x0).abs() < 1e-9
            }),
            "{eq}: {x0} not in {offsets:?}"
        );
    }
}

/// The calculator's result text of `eq`.
fn result(eq: &str) -> String {
    let out = (FUNCTION.compute)(&inputs(
        &[("equation", eq), ("variable", ""), ("operation", "solve")],
        &[],
        &["operation"],
    ))
    .unwrap_or_else(|e| panic!("{eq}: {e:?}"));
    out.text_of("result").unwrap().to_string()
}

#[test]
fn inequalities_give_back_the_intervals_their_roots_make() {
    let mut rng = Rng(0x5151_7272_9393_b4b4);
    for _ in 0..60 {
        // (x − p)(x − q) and (x − p)/(x − q), p < q: negative exactly
        // between them; the product is 0 at both ends, the fraction at p
        // only (at q it is undefined).
        let p = rng.int(-9, 8);
        let q = rng.int(p + 1, 9);
        let product = format!("(x - ({p}))*(x - ({q}))");
        let fraction = format!("(x - ({p}))/(x - ({q}))");
        assert_eq!(result(&format!("{product} < 0")), format!("x ∈ ({p}, {q})"));
        assert_eq!(
            result(&format!("{product} <= 0")),
            format!("x ∈ [{p}, {q}]")
        );
        assert_eq!(
            result(&format!("{product} > 0")),
            format!("x ∈ (-∞, {p}) ∪ ({q}, ∞)")
        );
        assert_eq!(
            result(&format!("{fraction} <= 0")),
            format!("x ∈ [{p}, {q})")
        );
        assert_eq!(
            result(&format!("{fraction} >= 0")),
            format!("x ∈ (-∞, {p}] ∪ ({q}, ∞)")
        );
        // |x − m| < d: (m − d, m + d).
        let (m, d) = (rng.int(-9, 9), rng.int(1, 9));
        assert_eq!(
            result(&format!("|x - ({m})| < {d}")),
            format!("x ∈ ({}, {})", m - d, m + d)
        );
    }
}
