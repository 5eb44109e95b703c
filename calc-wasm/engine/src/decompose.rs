//! Matrix power, LU and QR of rational matrices, exactly and with steps.
//! Each result is checked before it is returned (P·A = L·U and Q·R = A in
//! exact arithmetic, A·A⁻¹ = I for negative powers) and refused if the
//! check fails.

use super::error::{Code, EngineError, Result};
use super::eval::rat_bits;
use super::expr::{to_text, Expr};
use super::limits::Budget;
use super::matrix::{inverse, multiply, need_square, push_swap, rat_text, Matrix};
use super::simplify::{mul, num, sqrt};
use super::steps::Steps;
use dashu::base::Sign;
use dashu::rational::RBig;

/// Largest |n| in Aⁿ.
pub const MAX_POWER: i64 = 10_000;
/// Largest entry size, in bits, a power may reach.
const MAX_BITS: usize = 20_000;

fn failed_check(what: &str) -> EngineError {
    EngineError::new(
        Code::Unsupported,
        format!("the {what} failed its exact check, so it is not shown"),
    )
}

/// `A^3`, `A^(-2)`.
fn power_name(k: i64) -> String {
    if k < 0 {
        format!("A^({k})")
    } else {
        format!("A^{k}")
    }
}

/// Aⁿ by repeated squaring (negative n through A⁻¹), each square and
/// product a step.
pub fn power(a: &Matrix, n: i64, steps: &mut Steps, budget: &mut Budget) -> Result<Matrix> {
    need_square(a, "power")?;
    if n.abs() > MAX_POWER {
        return Err(EngineError::too_large());
    }
    let sign = n.signum();
    let mut base = if n < 0 {
        let inv = inverse(a, budget)?;
        if multiply(a, &inv, budget)? != Matrix::identity(a.rows) {
            return Err(failed_check("inverse"));
        }
        steps.push_detail("matrixInverse", "A^(-1)".into(), a.to_text(), inv.to_text());
        inv
    } else {
        a.clone()
    };
    if n == 0 {
        let id = Matrix::identity(a.rows);
        steps.push_detail("zeroPower", "A^0 = I".into(), a.to_text(), id.to_text());
        return Ok(id);
    }
    // acc = A^(sign·done), base = A^(sign·p)
    let mut e = n.unsigned_abs();
    let mut p: i64 = 1;
    let mut acc: Option<(Matrix, i64)> = None;
    loop {
        if e & 1 == 1 {
            acc = Some(match acc {
                None => (base.clone(), p),
                Some((m, done)) => {
                    let next = multiply(&m, &base, budget)?;
                    steps.push_detail(
                        "matrixProduct",
                        format!(
                            "{} = {}*{}",
                            power_name(sign * (done + p)),
                            power_name(sign * done),
                            power_name(sign * p)
                        ),
                        "",
                        next.to_text(),
                    );
                    (next, done + p)
                }
            });
        }
        e >>= 1;
        if e == 0 {
            break;
        }
        base = multiply(&base, &base, budget)?;
        steps.push_detail(
            "matrixSquare",
            format!(
                "{} = {}*{}",
                power_name(sign * 2 * p),
                power_name(sign * p),
                power_name(sign * p)
            ),
            "",
            base.to_text(),
        );
        p *= 2;
        let too_big = |m: &Matrix| m.data.iter().any(|x| rat_bits(x) > MAX_BITS);
        if too_big(&base) || acc.as_ref().is_some_and(|(m, _)| too_big(m)) {
            return Err(EngineError::too_large());
        }
    }
    Ok(acc
        .map(|(m, _)| m)
        .unwrap_or_else(|| Matrix::identity(a.rows)))
}

/// P·A = L·U.
#[derive(Debug, Clone)]
pub struct Lu {
    pub p: Matrix,
    pub l: Matrix,
    pub u: Matrix,
}

fn abs(x: &RBig) -> RBig {
    if x.sign() == Sign::Negative {
        -x.clone()
    } else {
        x.clone()
    }
}

fn paren(r: &RBig) -> String {
    let t = rat_text(r);
    if t.contains('/') || t.starts_with('-') {
        format!("({t})")
    } else {
        t
    }
}

/// LU with partial pivoting: in each column the entry of largest absolute
/// value becomes the pivot (the first of equals), as LAPACK chooses; the
/// multipliers fill L. A singular matrix gets a U with a zero on its
/// diagonal.
pub fn lu(a: &Matrix, steps: &mut Steps, budget: &mut Budget) -> Result<Lu> {
    need_square(a, "LU factorisation")?;
    let n = a.rows;
    let mut u = a.clone();
    let mut l = Matrix::zeros(n, n);
    let mut p = Matrix::identity(n);
    for col in 0..n {
        let mut pivot = col;
        for r in col + 1..n {
            if abs(&u.get(r, col)) > abs(&u.get(pivot, col)) {
                pivot = r;
            }
        }
        if u.get(pivot, col).is_zero() {
            continue;
        }
        if pivot != col {
            let before = u.to_text();
            for m in [&mut u, &mut l, &mut p] {
                m.swap_rows(col, pivot);
            }
            push_swap(steps, (col, pivot), before, u.to_text());
        }
        let d = u.get(col, col);
        for r in col + 1..n {
            let f = u.get(r, col) / &d;
            if f.is_zero() {
                continue;
            }
            let before = u.to_text();
            for c in col..n {
                budget.charge(10)?;
                let v = u.get(r, c) - &f * u.get(col, c);
                u.set(r, c, v);
            }
            l.set(r, col, f.clone());
            steps.push_detail(
                "addMultipleOfRow",
                format!("R{} - {}*R{}", r + 1, paren(&f), col + 1),
                before,
                u.to_text(),
            );
        }
    }
    for i in 0..n {
        l.set(i, i, RBig::ONE);
    }
    steps.push_detail("lowerFromMultipliers", "L".into(), "", l.to_text());
    if multiply(&l, &u, budget)? != multiply(&p, a, budget)? {
        return Err(failed_check("LU factorisation"));
    }
    Ok(Lu { p, l, u })
}

/// A = Q·R with orthonormal columns in Q and R upper triangular with a
/// positive diagonal: exact entries r·√s.
#[derive(Debug, Clone)]
pub struct Qr {
    pub q: Vec<Vec<Expr>>,
    pub r: Vec<Vec<Expr>>,
}

fn dot(x: &[RBig], y: &[RBig]) -> RBig {
    x.iter().zip(y).fold(RBig::ZERO, |acc, (a, b)| acc + a * b)
}

fn column(a: &Matrix, j: usize) -> Vec<RBig> {
    (0..a.rows).map(|i| a.get(i, j)).collect()
}

fn column_text(v: &[RBig]) -> String {
    v.iter().map(rat_text).collect::<Vec<_>>().join("; ")
}

/// x/√s written with the root upstairs: (x/s)·√s.
fn over_root(x: &RBig, s: &RBig) -> Expr {
    mul(vec![num(x / s), sqrt(num(s.clone()))])
}

/// Gram–Schmidt over the rationals: u_k = a_k − Σ_j (⟨a_k, u_j⟩/⟨u_j, u_j⟩)·u_j,
/// then q_k = u_k/‖u_k‖ and R = QᵀA (r_kj = ⟨u_k, a_j⟩/‖u_k‖). Only the
/// norms are irrational, so every entry is a rational times one square
/// root, and Q·R = A is checked exactly on the rational parts.
pub fn qr(a: &Matrix, steps: &mut Steps, budget: &mut Budget) -> Result<Qr> {
    let (m, n) = (a.rows, a.cols);
    let dependent = |k: usize| {
        let mut e = EngineError::new(
            Code::DependentColumns,
            format!("column {k} of A is a combination of the columns before it, so Gram–Schmidt cannot make it a unit vector; QR here needs independent columns"),
        );
        e.token = Some(k.to_string());
        e
    };
    if n > m {
        // More columns than rows: column m + 1 depends on the first m.
        return Err(dependent(m + 1));
    }
    let cols: Vec<Vec<RBig>> = (0..n).map(|j| column(a, j)).collect();
    let mut us: Vec<Vec<RBig>> = Vec::new();
    let mut norms: Vec<RBig> = Vec::new();
    for (k, ak) in cols.iter().enumerate() {
        let mut u = ak.clone();
        let mut terms = Vec::new();
        for (j, (uj, nj)) in us.iter().zip(&norms).enumerate() {
            budget.charge(10 * m as u64)?;
            let c = dot(ak, uj) / nj;
            if c.is_zero() {
                continue;
            }
            for (x, y) in u.iter_mut().zip(uj) {
                *x -= &c * y;
            }
            terms.push(format!(" - {}*u{}", paren(&c), j + 1));
        }
        let nk = dot(&u, &u);
        if nk.is_zero() {
            return Err(dependent(k + 1));
        }
        steps.push_detail(
            "gramSchmidtProjection",
            format!("u{0} = a{0}{1}", k + 1, terms.concat()),
            column_text(ak),
            column_text(&u),
        );
        let q: Vec<String> = u.iter().map(|x| to_text(&over_root(x, &nk))).collect();
        steps.push_detail(
            "normaliseVector",
            format!(
                "q{0} = u{0}/|u{0}|, |u{0}| = {1}",
                k + 1,
                to_text(&sqrt(num(nk.clone())))
            ),
            column_text(&u),
            q.join("; "),
        );
        us.push(u);
        norms.push(nk);
    }
    // The exact checks: the u_k are orthogonal and Σ_k u_k·⟨u_k, a_j⟩/n_k = a_j.
    for (k, uk) in us.iter().enumerate() {
        // Each pair once.
        for ul in us.iter().skip(k + 1) {
            if !dot(uk, ul).is_zero() {
                return Err(failed_check("QR factorisation"));
            }
        }
    }
    for aj in &cols {
        let mut rebuilt = vec![RBig::ZERO; m];
        for (uk, nk) in us.iter().zip(&norms) {
            let c = dot(uk, aj) / nk;
            for (x, y) in rebuilt.iter_mut().zip(uk) {
                *x += &c * y;
            }
        }
        if &rebuilt != aj {
            return Err(failed_check("QR factorisation"));
        }
    }
    let q = (0..m)
        .map(|i| {
            us.iter()
                .zip(&norms)
                .map(|(u, nk)| over_root(&u[i], nk))
                .collect()
        })
        .collect();
    let r: Vec<Vec<Expr>> = us
        .iter()
        .zip(&norms)
        .enumerate()
        .map(|(k, (u, nk))| {
            cols.iter()
                .enumerate()
                .map(|(j, aj)| {
                    if j < k {
                        num(RBig::ZERO)
                    } else {
                        over_root(&dot(u, aj), nk)
                    }
                })
                .collect()
        })
        .collect();
    let r_text = r
        .iter()
        .map(|row| row.iter().map(to_text).collect::<Vec<_>>().join(", "))
        .collect::<Vec<_>>()
        .join("; ");
    steps.push_detail("upperFromProjections", "R = Q^T*A".into(), "", r_text);
    Ok(Qr { q, r })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matrix::parse_matrix;
    use crate::test_rng::Rng;

    fn m(t: &str) -> Matrix {
        parse_matrix(t).unwrap()
    }

    fn pow(t: &str, n: i64) -> Result<Matrix> {
        power(&m(t), n, &mut Steps::new(), &mut Budget::default())
    }

    // Literals from sympy 1.14.0: Matrix(...)**n.
    #[test]
    fn powers_match_sympy() {
        assert_eq!(pow("1 1; 1 0", 10).unwrap().to_text(), "89 55; 55 34");
        assert_eq!(pow("2 1; 1 1", -3).unwrap().to_text(), "5 -8; -8 13");
        assert_eq!(
            pow("1 2; 3 4", 5).unwrap().to_text(),
            "1069 1558; 2337 3406"
        );
        assert_eq!(
            pow("1 2; 3 4", -2).unwrap().to_text(),
            "11/2 -5/2; -15/4 7/4"
        );
        assert_eq!(pow("0 1; -1 0", 7).unwrap().to_text(), "0 -1; 1 0");
        assert_eq!(
            pow("1 1 0; 0 1 1; 0 0 1", 6).unwrap().to_text(),
            "1 6 15; 0 1 6; 0 0 1"
        );
        assert_eq!(pow("1 2; 2 4", 0).unwrap().to_text(), "1 0; 0 1");
    }

    #[test]
    fn power_steps_square_and_multiply() {
        let mut steps = Steps::new();
        power(&m("1 1; 1 0"), -5, &mut steps, &mut Budget::default()).unwrap();
        let details: Vec<&str> = steps
            .list
            .iter()
            .filter_map(|s| s.detail.as_deref())
            .collect();
        assert_eq!(
            details,
            vec![
                "A^(-1)",
                "A^(-2) = A^(-1)*A^(-1)",
                "A^(-4) = A^(-2)*A^(-2)",
                "A^(-5) = A^(-1)*A^(-4)"
            ]
        );
    }

    #[test]
    fn powers_refuse_what_they_cannot_do_and_say_why() {
        assert_eq!(pow("1 2; 2 4", -1).unwrap_err().code, Code::Singular);
        assert_eq!(pow("1 2 3; 4 5 6", 2).unwrap_err().code, Code::NotSquare);
        assert_eq!(pow("1 2; 3 4", 20_000).unwrap_err().code, Code::TooLarge);
        assert_eq!(pow("9 9; 9 9", 9_999).unwrap_err().code, Code::TooLarge);
    }

    fn lu_of(t: &str) -> Lu {
        lu(&m(t), &mut Steps::new(), &mut Budget::default()).unwrap()
    }

    // Literals from scipy 1.17.1: scipy.linalg.lu(A) gives A = P·L·U, so its
    // Pᵀ is the P here (P·A = L·U); its decimals are these fractions.
    #[test]
    fn lu_matches_scipy() {
        let f = lu_of("1 2; 3 4");
        assert_eq!(
            (f.p.to_text(), f.l.to_text(), f.u.to_text()),
            ("0 1; 1 0".into(), "1 0; 1/3 1".into(), "3 4; 0 2/3".into())
        );
        let f = lu_of("2 1 1; 4 -6 0; -2 7 2");
        assert_eq!(
            (f.p.to_text(), f.l.to_text(), f.u.to_text()),
            (
                "0 1 0; 1 0 0; 0 0 1".into(),
                "1 0 0; 1/2 1 0; -1/2 1 1".into(),
                "4 -6 0; 0 4 1; 0 0 1".into()
            )
        );
        let f = lu_of("1 2 3; 4 5 6; 7 8 10");
        assert_eq!(
            (f.p.to_text(), f.l.to_text(), f.u.to_text()),
            (
                "0 0 1; 1 0 0; 0 1 0".into(),
                "1 0 0; 1/7 1 0; 4/7 1/2 1".into(),
                "7 8 10; 0 6/7 11/7; 0 0 -1/2".into()
            )
        );
        // Singular: U keeps a zero pivot.
        let f = lu_of("1 2; 2 4");
        assert_eq!(
            (f.p.to_text(), f.l.to_text(), f.u.to_text()),
            ("0 1; 1 0".into(), "1 0; 1/2 1".into(), "2 4; 0 0".into())
        );
        let f = lu_of("3 1 2; 6 3 4; 3 1 5");
        assert_eq!(
            (f.l.to_text(), f.u.to_text()),
            (
                "1 0 0; 1/2 1 0; 1/2 1 1".into(),
                "6 3 4; 0 -1/2 0; 0 0 3".into()
            )
        );
        let err = lu(
            &m("1 2 3; 4 5 6"),
            &mut Steps::new(),
            &mut Budget::default(),
        )
        .unwrap_err();
        assert_eq!(err.code, Code::NotSquare);
    }

    #[test]
    fn lu_steps_are_row_operations() {
        let mut steps = Steps::new();
        lu(&m("1 2; 3 4"), &mut steps, &mut Budget::default()).unwrap();
        let rows: Vec<(&str, &str)> = steps
            .list
            .iter()
            .map(|s| (s.rule, s.detail.as_deref().unwrap_or("")))
            .collect();
        assert_eq!(
            rows,
            vec![
                ("swapRows", "R1 <-> R2"),
                ("addMultipleOfRow", "R2 - (1/3)*R1"),
                ("lowerFromMultipliers", "L")
            ]
        );
    }

    fn texts(rows: &[Vec<Expr>]) -> String {
        rows.iter()
            .map(|r| r.iter().map(to_text).collect::<Vec<_>>().join(", "))
            .collect::<Vec<_>>()
            .join("; ")
    }

    fn qr_of(t: &str) -> Result<(String, String)> {
        let f = qr(&m(t), &mut Steps::new(), &mut Budget::default())?;
        Ok((texts(&f.q), texts(&f.r)))
    }

    // Literals from sympy 1.14.0: Matrix(...).QRdecomposition() (Gram–Schmidt,
    // positive diagonal in R), simplified.
    #[test]
    fn qr_matches_sympy() {
        assert_eq!(
            qr_of("3 1; 4 2").unwrap(),
            ("3/5, -4/5; 4/5, 3/5".into(), "5, 11/5; 0, 2/5".into())
        );
        assert_eq!(
            qr_of("12 -51 4; 6 167 -68; -4 24 -41").unwrap(),
            (
                "6/7, -69/175, -58/175; 3/7, 158/175, 6/175; -2/7, 6/35, -33/35".into(),
                "14, 21, -14; 0, 175, -70; 0, 0, 35".into()
            )
        );
        assert_eq!(
            qr_of("1 1; 1 -1").unwrap(),
            (
                "sqrt(2)/2, sqrt(2)/2; sqrt(2)/2, -sqrt(2)/2".into(),
                "sqrt(2), 0; 0, sqrt(2)".into()
            )
        );
        assert_eq!(
            qr_of("1 1 0; 1 0 1; 0 1 1").unwrap(),
            (
                "sqrt(2)/2, sqrt(6)/6, -sqrt(3)/3; sqrt(2)/2, -sqrt(6)/6, sqrt(3)/3; 0, sqrt(6)/3, sqrt(3)/3".into(),
                "sqrt(2), sqrt(2)/2, sqrt(2)/2; 0, sqrt(6)/2, sqrt(6)/6; 0, 0, 2*sqrt(3)/3".into()
            )
        );
        assert_eq!(
            qr_of("1 2; 3 4; 5 6").unwrap(),
            (
                "sqrt(35)/35, 13*sqrt(210)/210; 3*sqrt(35)/35, 2*sqrt(210)/105; sqrt(35)/7, -sqrt(210)/42".into(),
                "sqrt(35), 44*sqrt(35)/35; 0, 2*sqrt(210)/35".into()
            )
        );
    }

    #[test]
    fn qr_refuses_dependent_columns_and_says_which() {
        let err = qr_of("1 2; 2 4").unwrap_err();
        assert_eq!(
            (err.code, err.token.as_deref()),
            (Code::DependentColumns, Some("2"))
        );
        let err = qr_of("1 2 3; 4 5 6").unwrap_err();
        assert_eq!(
            (err.code, err.token.as_deref()),
            (Code::DependentColumns, Some("3"))
        );
    }

    /// A = P·D·P⁻¹ from a random invertible integer P and chosen integer
    /// eigenvalues: Aⁿ must be P·Dⁿ·P⁻¹ exactly, Dⁿ being the eigenvalues'
    /// own powers (so the expected matrix never goes through `power`), for
    /// negative n too when no eigenvalue is 0 (through A⁻¹), and A⁰ = I
    /// even when A is singular.
    #[test]
    fn property_powers_of_matrices_built_from_their_eigenvalues() {
        let mut rng = Rng(0x903e_40fa);
        for _ in 0..60 {
            let n = 1 + rng.below(4);
            let b = &mut Budget::default();
            let p = loop {
                let p = random(&mut rng, n, n);
                if let Ok(inv) = inverse(&p, b) {
                    break (p, inv);
                }
            };
            let eigen: Vec<i64> = (0..n).map(|_| rng.int(-3, 3)).collect();
            let k = rng.int(-6, 9);
            let a = multiply(&multiply(&p.0, &diagonal(&eigen, 1), b).unwrap(), &p.1, b).unwrap();
            let got = power(&a, k, &mut Steps::new(), b);
            if k < 0 && eigen.contains(&0) {
                // Singular: A⁻¹ does not exist, so neither does A^k.
                assert!(got.is_err(), "{} ^ {k}", a.to_text());
                continue;
            }
            let want =
                multiply(&multiply(&p.0, &diagonal(&eigen, k), b).unwrap(), &p.1, b).unwrap();
            assert_eq!(got.unwrap(), want, "{} ^ {k}", a.to_text());
        }
    }

    /// diag(λᵢᵏ), the powers taken exactly one eigenvalue at a time.
    fn diagonal(eigen: &[i64], k: i64) -> Matrix {
        let mut d = Matrix::zeros(eigen.len(), eigen.len());
        for (i, x) in eigen.iter().enumerate() {
            let base = RBig::from(*x);
            let mut v = RBig::ONE;
            for _ in 0..k.unsigned_abs() {
                v *= &base;
            }
            d.set(i, i, if k < 0 { RBig::ONE / v } else { v });
        }
        d
    }

    fn random(rng: &mut Rng, rows: usize, cols: usize) -> Matrix {
        let mut a = Matrix::zeros(rows, cols);
        for r in 0..rows {
            for c in 0..cols {
                let x = RBig::from(rng.int(-9, 9)) / RBig::from(rng.int(1, 3));
                a.set(r, c, x);
            }
        }
        a
    }

    /// Random matrices: P·A = L·U exactly with L unit lower triangular and
    /// U upper triangular (lu checks the product itself; the shapes are
    /// checked here), and Q·R = A in doubles from the shown entries.
    #[test]
    fn property_factors_rebuild_the_matrix() {
        let mut rng = Rng(0x1u64 << 40 | 0xfac7);
        for _ in 0..60 {
            let n = 1 + rng.below(5);
            let a = random(&mut rng, n, n);
            let b = &mut Budget::default();
            let f = lu(&a, &mut Steps::new(), b).unwrap();
            assert_eq!(
                multiply(&f.l, &f.u, b).unwrap(),
                multiply(&f.p, &a, b).unwrap()
            );
            for r in 0..n {
                assert!(f.l.get(r, r).is_one());
                for c in r + 1..n {
                    assert!(f.l.get(r, c).is_zero() && f.u.get(c, r).is_zero());
                }
            }
            let cols = 1 + rng.below(n);
            let a = random(&mut rng, n, cols);
            let Ok(f) = qr(&a, &mut Steps::new(), b) else {
                // Only dependent columns may fail: their rank is short.
                assert!(crate::matrix::rank(&a, b).unwrap() < cols);
                continue;
            };
            let val = |e: &Expr| crate::poly::val_f64(e);
            for i in 0..n {
                for j in 0..cols {
                    let qr: f64 = (0..cols).map(|k| val(&f.q[i][k]) * val(&f.r[k][j])).sum();
                    assert!((qr - a.get(i, j).to_f64().value()).abs() < 1e-9);
                }
            }
        }
    }
}
