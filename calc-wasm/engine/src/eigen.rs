//! Eigenvectors of a rational matrix. The characteristic polynomial is
//! split over Q: a rational eigenvalue λ gives its eigenvectors exactly as
//! the null space of A − λI over Q, a root of a quadratic factor (a real or
//! complex quadratic surd) exactly as the null space over Q(√m); each
//! exact vector is checked, (A − λI)·v = 0 in exact arithmetic, and refused
//! if the check fails. The other eigenvalues (roots of cubics and beyond)
//! get numeric eigenvectors by inverse iteration, checked by their residual.

use super::error::{EngineError, Result};
use super::limits::Budget;
use super::matrix::{characteristic_polynomial, Matrix};
use super::poly::{self, Poly};
use super::rational::{rational_sqrt, split_factors};
use super::steps::Steps;
use super::surd::{complex_f64_text, split_square, Field, Surd};
use dashu::integer::IBig;
use dashu::rational::RBig;

/// Largest entry size, in bits, carried through the elimination.
const MAX_BITS: usize = 4096;

/// One eigenvalue with its eigenvectors.
#[derive(Debug, Clone)]
pub struct Eigen {
    /// The eigenvalue in the calculator's syntax (decimals when numeric).
    pub value: String,
    pub re: f64,
    pub im: f64,
    /// Algebraic multiplicity (its power in the characteristic polynomial).
    pub multiplicity: usize,
    /// A basis of the eigenspace, each vector's entries as text.
    pub vectors: Vec<Vec<String>>,
    /// The same vectors as complex doubles.
    pub vectors_f64: Vec<Vec<(f64, f64)>>,
    /// Whether value and vectors are exact.
    pub exact: bool,
    /// For the steps of an exact one: A − λI and its reduced form.
    pub work: Option<(String, String)>,
}

/// Every eigenvalue of `a` with a basis of its eigenspace; real ones first,
/// descending, then complex ones. Steps: the characteristic polynomial,
/// then for each eigenvalue A − λI, its reduced form and the vectors.
pub fn eigenvectors(a: &Matrix, steps: &mut Steps, budget: &mut Budget) -> Result<Vec<Eigen>> {
    let p = characteristic_polynomial(a, budget)?;
    steps.push(
        "characteristicPolynomial",
        "det(x*I - A)",
        super::expr::to_text(&poly::to_expr(&p, "x")),
    );
    let mut out = Vec::new();
    for (factor, k) in poly::square_free(&p) {
        let (factors, rest) = split_factors(&factor, budget)?;
        for f in factors {
            for (field, lambda) in exact_roots(&f) {
                out.push(exact_eigen(a, &field, &lambda, k, budget)?);
            }
        }
        if poly::degree(&rest) > 0 {
            for (re, im) in poly::numeric_roots(&rest, budget)? {
                out.push(numeric_eigen(a, (re, im), k, budget)?);
            }
        }
    }
    crate::sort::sort_by(&mut out, |x, y| {
        let (xr, yr) = (x.im == 0.0, y.im == 0.0);
        yr.cmp(&xr)
            .then(y.re.total_cmp(&x.re))
            .then(y.im.total_cmp(&x.im))
    });
    for e in &out {
        e.push_steps(steps);
    }
    Ok(out)
}

impl Eigen {
    fn push_steps(&self, steps: &mut Steps) {
        let detail = if self.exact {
            format!("λ = {}", self.value)
        } else {
            format!("λ ≈ {}", self.value)
        };
        if let Some((shifted, reduced)) = &self.work {
            steps.push_detail("eigenvectorNullSpace", detail.clone(), shifted, reduced);
        }
        let rule = if self.exact {
            "eigenvector"
        } else {
            "eigenvectorInverseIteration"
        };
        for v in &self.vectors {
            // A column: the steps draw it as a matrix.
            steps.push_detail(rule, detail.clone(), "", v.join("; "));
        }
    }
}

/// Rows of field entries in the matrix syntax, with commas (entries hold
/// spaces).
fn rows_text(rows: &[Vec<Surd>], field: &Field) -> String {
    rows.iter()
        .map(|r| {
            r.iter()
                .map(|x| field.text(x))
                .collect::<Vec<_>>()
                .join(", ")
        })
        .collect::<Vec<_>>()
        .join("; ")
}

/// The roots of a factor over Q of degree 1 or 2, each with the field it
/// lives in: Q for a rational root, Q(√m) for a quadratic's.
fn exact_roots(f: &Poly) -> Vec<(Field, Surd)> {
    let c = |k: usize| f.get(k).cloned().unwrap_or(RBig::ZERO);
    match poly::degree(f) {
        1 => vec![(Field::rationals(), Surd::rational(-c(0) / c(1)))],
        2 => {
            // x² + βx + γ: λ = −β/2 ± √(β² − 4γ)/2
            let (beta, gamma) = (c(1) / c(2), c(0) / c(2));
            let half = RBig::ONE / RBig::from(2);
            let center = -&beta * &half;
            let disc = &beta * &beta - RBig::from(4) * &gamma;
            if let Some(s) = rational_sqrt(&disc) {
                let h = s * &half;
                return vec![
                    (Field::rationals(), Surd::rational(&center + &h)),
                    (Field::rationals(), Surd::rational(center - h)),
                ];
            }
            // √(p/q) = √(p·q)/q = k·√m/q
            let n = disc.numerator() * IBig::from(disc.denominator().clone());
            let (k, m) = split_square(&n);
            let b = RBig::from(k) / RBig::from(IBig::from(disc.denominator().clone())) * &half;
            let field = Field { m };
            vec![
                (
                    field.clone(),
                    Surd {
                        a: center.clone(),
                        b: b.clone(),
                    },
                ),
                (field, Surd { a: center, b: -b }),
            ]
        }
        _ => Vec::new(),
    }
}

/// A − λI over the field.
fn shifted(a: &Matrix, lambda: &Surd) -> Vec<Vec<Surd>> {
    (0..a.rows)
        .map(|r| {
            (0..a.cols)
                .map(|c| {
                    let x = Surd::rational(a.get(r, c));
                    if r == c {
                        x.sub(lambda)
                    } else {
                        x
                    }
                })
                .collect()
        })
        .collect()
}

/// Gauss–Jordan over the field: the reduced rows and the pivot columns.
fn reduce(
    mut rows: Vec<Vec<Surd>>,
    field: &Field,
    budget: &mut Budget,
) -> Result<(Vec<Vec<Surd>>, Vec<usize>)> {
    let n_rows = rows.len();
    let n_cols = rows.first().map_or(0, Vec::len);
    let mut pivots = Vec::new();
    let mut row = 0;
    for col in 0..n_cols {
        if row >= n_rows {
            break;
        }
        let Some(p) = (row..n_rows).find(|&r| !rows[r][col].is_zero()) else {
            continue;
        };
        rows.swap(p, row);
        let inv = field
            .inv(&rows[row][col])
            .ok_or_else(EngineError::too_complex)?;
        for x in rows[row].iter_mut() {
            budget.charge(20)?;
            *x = field.mul(x, &inv);
        }
        let pivot_row = rows[row].clone();
        for (r, target) in rows.iter_mut().enumerate() {
            if r == row || target[col].is_zero() {
                continue;
            }
            let f = target[col].clone();
            for (x, p) in target.iter_mut().zip(&pivot_row) {
                budget.charge(20)?;
                let v = x.sub(&field.mul(&f, p));
                if v.bits() > MAX_BITS {
                    return Err(EngineError::too_complex());
                }
                *x = v;
            }
        }
        pivots.push(col);
        row += 1;
    }
    Ok((rows, pivots))
}

fn exact_eigen(
    a: &Matrix,
    field: &Field,
    lambda: &Surd,
    multiplicity: usize,
    budget: &mut Budget,
) -> Result<Eigen> {
    let shifted = shifted(a, lambda);
    let (reduced, pivots) = reduce(shifted.clone(), field, budget)?;
    let n = a.cols;
    let mut basis = Vec::new();
    for free in (0..n).filter(|c| !pivots.contains(c)) {
        // The free variable set to 1, the others 0; each pivot variable
        // from its row.
        let mut v = vec![Surd::zero(); n];
        v[free] = Surd::one();
        for (i, &pc) in pivots.iter().enumerate() {
            v[pc] = reduced[i][free].neg();
        }
        basis.push(v);
    }
    // The check: every vector is non-zero and (A − λI)·v = 0 exactly.
    let checked = !basis.is_empty()
        && basis.iter().all(|v| {
            v.iter().any(|x| !x.is_zero())
                && shifted.iter().all(|row| {
                    row.iter()
                        .zip(v)
                        .fold(Surd::zero(), |acc, (x, y)| acc.add(&field.mul(x, y)))
                        .is_zero()
                })
        });
    if !checked {
        return Err(EngineError::new(
            super::error::Code::Unsupported,
            "an eigenvector failed its check (A − λI)·v = 0, so none is shown",
        ));
    }
    let (re, im) = field.to_f64(lambda);
    Ok(Eigen {
        value: field.text(lambda),
        re,
        im,
        multiplicity,
        vectors: basis
            .iter()
            .map(|v| v.iter().map(|x| field.text(x)).collect())
            .collect(),
        vectors_f64: basis
            .iter()
            .map(|v| v.iter().map(|x| field.to_f64(x)).collect())
            .collect(),
        exact: true,
        work: Some((rows_text(&shifted, field), rows_text(&reduced, field))),
    })
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct C(f64, f64);

impl C {
    fn add(self, o: C) -> C {
        C(self.0 + o.0, self.1 + o.1)
    }
    fn sub(self, o: C) -> C {
        C(self.0 - o.0, self.1 - o.1)
    }
    fn mul(self, o: C) -> C {
        C(self.0 * o.0 - self.1 * o.1, self.0 * o.1 + self.1 * o.0)
    }
    fn div(self, o: C) -> C {
        let d = o.0 * o.0 + o.1 * o.1;
        C(
            (self.0 * o.0 + self.1 * o.1) / d,
            (self.1 * o.0 - self.0 * o.1) / d,
        )
    }
    fn abs(self) -> f64 {
        self.0.hypot(self.1)
    }
}

/// Solves B·x = y by elimination with partial pivoting; a vanishing pivot
/// (B is A − λI, singular up to rounding) is replaced by a tiny one, which
/// is what makes inverse iteration converge to the eigenvector.
fn solve_shifted(mut b: Vec<Vec<C>>, mut y: Vec<C>, tiny: f64) -> Vec<C> {
    let n = y.len();
    for col in 0..n {
        let p = (col..n)
            .max_by(|&i, &j| b[i][col].abs().total_cmp(&b[j][col].abs()))
            .unwrap_or(col);
        b.swap(p, col);
        y.swap(p, col);
        if b[col][col].abs() < tiny {
            b[col][col] = C(tiny, 0.0);
        }
        for r in col + 1..n {
            let f = b[r][col].div(b[col][col]);
            let pivot_row = b[col].clone();
            // Left of `col` both rows are already 0.
            for (x, &p) in b[r].iter_mut().zip(&pivot_row).skip(col) {
                *x = x.sub(f.mul(p));
            }
            y[r] = y[r].sub(f.mul(y[col]));
        }
    }
    let mut x = vec![C(0.0, 0.0); n];
    for r in (0..n).rev() {
        let mut s = y[r];
        for c in r + 1..n {
            s = s.sub(b[r][c].mul(x[c]));
        }
        x[r] = s.div(b[r][r]);
    }
    x
}

/// v scaled so that its largest entry is 1 (which also fixes its phase).
fn normalise(v: &[C]) -> Option<Vec<C>> {
    let big = v
        .iter()
        .copied()
        .max_by(|x, y| x.abs().total_cmp(&y.abs()))?;
    let size = big.abs();
    if size == 0.0 || !size.is_finite() {
        return None;
    }
    Some(v.iter().map(|x| x.div(big)).collect())
}

fn numeric_eigen(
    a: &Matrix,
    (re, im): (f64, f64),
    multiplicity: usize,
    budget: &mut Budget,
) -> Result<Eigen> {
    let n = a.rows;
    let lambda = C(re, im);
    let entries: Vec<Vec<C>> = (0..n)
        .map(|r| {
            (0..n)
                .map(|c| C(a.get(r, c).to_f64().value(), 0.0))
                .collect()
        })
        .collect();
    let norm = entries
        .iter()
        .flatten()
        .map(|x| x.abs())
        .fold(0.0, f64::max)
        + lambda.abs()
        + 1.0;
    let shifted: Vec<Vec<C>> = entries
        .iter()
        .enumerate()
        .map(|(r, row)| {
            row.iter()
                .enumerate()
                .map(|(c, &x)| if r == c { x.sub(lambda) } else { x })
                .collect()
        })
        .collect();
    // A start with no special direction (an eigenvector of another
    // eigenvalue would be a bad one).
    let mut v: Vec<C> = (0..n).map(|i| C(1.0 + 0.1 * i as f64, 0.05)).collect();
    for _ in 0..4 {
        budget.charge((n * n * n) as u64 * 20)?;
        let x = solve_shifted(shifted.clone(), v.clone(), norm * 1e-14);
        v = normalise(&x).ok_or_else(EngineError::too_complex)?;
    }
    // The check: ‖(A − λI)·v‖ small beside ‖A‖·‖v‖ (‖v‖ ≥ 1 here).
    let residual = shifted
        .iter()
        .map(|row| {
            row.iter()
                .zip(&v)
                .fold(C(0.0, 0.0), |acc, (&x, &y)| acc.add(x.mul(y)))
                .abs()
        })
        .fold(0.0, f64::max);
    if !residual.is_finite() || residual > 1e-8 * norm {
        return Err(EngineError::new(
            super::error::Code::Unsupported,
            "a numeric eigenvector failed its check (A − λI)·v ≈ 0, so none is shown",
        ));
    }
    let clean = |x: f64| if x.abs() < 1e-13 { 0.0 } else { x };
    let vec_f64: Vec<(f64, f64)> = v.iter().map(|x| (clean(x.0), clean(x.1))).collect();
    Ok(Eigen {
        value: complex_f64_text(re, im),
        re,
        im,
        multiplicity,
        vectors: vec![vec_f64
            .iter()
            .map(|&(r, i)| complex_f64_text(r, i))
            .collect()],
        vectors_f64: vec![vec_f64],
        exact: false,
        work: None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::matrix::{inverse, multiply, parse_matrix};
    use crate::test_rng::Rng;

    fn eig(rows: &str) -> Vec<Eigen> {
        let a = parse_matrix(rows).unwrap();
        eigenvectors(&a, &mut Steps::new(), &mut Budget::default()).unwrap()
    }

    /// (value, multiplicity, vectors) as texts.
    fn texts(rows: &str) -> Vec<(String, usize, Vec<Vec<String>>)> {
        eig(rows)
            .into_iter()
            .map(|e| (e.value, e.multiplicity, e.vectors))
            .collect()
    }

    fn v(entries: &[&str]) -> Vec<String> {
        entries.iter().map(|s| s.to_string()).collect()
    }

    // Literals from sympy 1.14.0, Matrix(...).eigenvects(): the same null
    // space basis (free variable 1), so the same vectors.
    #[test]
    fn rational_eigenvectors_match_sympy() {
        assert_eq!(
            texts("2 1; 1 2"),
            vec![
                ("3".into(), 1, vec![v(&["1", "1"])]),
                ("1".into(), 1, vec![v(&["-1", "1"])])
            ]
        );
        assert_eq!(
            texts("4 1; 2 3"),
            vec![
                ("5".into(), 1, vec![v(&["1", "1"])]),
                ("2".into(), 1, vec![v(&["-1/2", "1"])])
            ]
        );
        assert_eq!(
            texts("2 0 0; 0 3 4; 0 4 9"),
            vec![
                ("11".into(), 1, vec![v(&["0", "1/2", "1"])]),
                ("2".into(), 1, vec![v(&["1", "0", "0"])]),
                ("1".into(), 1, vec![v(&["0", "-2", "1"])])
            ]
        );
        // A repeated eigenvalue with a two-dimensional eigenspace.
        assert_eq!(
            texts("5 4 2; 4 5 2; 2 2 2"),
            vec![
                ("10".into(), 1, vec![v(&["2", "2", "1"])]),
                (
                    "1".into(),
                    2,
                    vec![v(&["-1", "1", "0"]), v(&["-1/2", "0", "1"])]
                )
            ]
        );
        // Defective: algebraic multiplicity 2, one eigenvector.
        assert_eq!(
            texts("1 1; 0 1"),
            vec![("1".into(), 2, vec![v(&["1", "0"])])]
        );
    }

    #[test]
    fn surd_and_complex_eigenvectors_match_sympy() {
        // sympy: 5/2 ± sqrt(33)/2 with [−1/2 ± sqrt(33)/6, 1]
        assert_eq!(
            texts("1 2; 3 4"),
            vec![
                (
                    "5/2 + sqrt(33)/2".into(),
                    1,
                    vec![v(&["-1/2 + sqrt(33)/6", "1"])]
                ),
                (
                    "5/2 - sqrt(33)/2".into(),
                    1,
                    vec![v(&["-1/2 - sqrt(33)/6", "1"])]
                )
            ]
        );
        // sympy: 2 ± sqrt(2) with [1, ±sqrt(2), 1]; 2 with [−1, 0, 1]
        assert_eq!(
            texts("2 1 0; 1 2 1; 0 1 2"),
            vec![
                ("2 + sqrt(2)".into(), 1, vec![v(&["1", "sqrt(2)", "1"])]),
                ("2".into(), 1, vec![v(&["-1", "0", "1"])]),
                ("2 - sqrt(2)".into(), 1, vec![v(&["1", "-sqrt(2)", "1"])])
            ]
        );
        // sympy: ±I with [±I, 1]; 2 ± I with [−1 ± I, 1]
        assert_eq!(
            texts("0 -1; 1 0"),
            vec![
                ("i".into(), 1, vec![v(&["i", "1"])]),
                ("-i".into(), 1, vec![v(&["-i", "1"])])
            ]
        );
        assert_eq!(
            texts("1 -2; 1 3"),
            vec![
                ("2 + i".into(), 1, vec![v(&["-1 + i", "1"])]),
                ("2 - i".into(), 1, vec![v(&["-1 - i", "1"])])
            ]
        );
    }

    #[test]
    fn cubic_eigenvalues_get_checked_numeric_vectors() {
        // mpmath 1.3.0 eig([[4,1,2],[1,3,0],[2,0,5]]) at 30 digits, each
        // vector scaled so its largest entry is 1.
        let out = eig("4 1 2; 1 3 0; 2 0 5");
        assert!(out.iter().all(|e| !e.exact && e.vectors.len() == 1));
        let expected = [
            (
                6.669_079_088_282_288,
                [0.834_539_544_141_144_2, 0.227_452_045_611_761_73, 1.0],
            ),
            (
                3.476_023_602_918_134,
                [0.476_023_602_918_134, 1.0, -0.624_712_566_191_486_3],
            ),
            (
                1.854_897_308_799_577_6,
                [1.0, -0.873_284_123_497_858_6, -0.635_909_283_851_281_9],
            ),
        ];
        for (e, (value, vector)) in out.iter().zip(expected) {
            assert!((e.re - value).abs() < 1e-13 && e.im == 0.0, "{e:?}");
            for (x, y) in e.vectors_f64[0].iter().zip(vector) {
                assert!((x.0 - y).abs() < 1e-12 && x.1 == 0.0, "{e:?}");
            }
        }
        let a = [[4.0, 1.0, 2.0], [1.0, 3.0, 0.0], [2.0, 0.0, 5.0]];
        for e in &out {
            let x: Vec<f64> = e.vectors_f64[0].iter().map(|c| c.0).collect();
            for (row, xi) in a.iter().zip(&x) {
                let ax: f64 = row.iter().zip(&x).map(|(p, q)| p * q).sum();
                assert!((ax - e.re * xi).abs() < 1e-12, "{e:?}");
            }
        }
        let mut values: Vec<f64> = out.iter().map(|e| e.re).collect();
        values.sort_by(f64::total_cmp);
        let sum: f64 = values.iter().sum();
        assert!((sum - 12.0).abs() < 1e-12);
    }

    #[test]
    fn steps_show_the_null_space_of_each_eigenvalue() {
        let a = parse_matrix("2 1; 1 2").unwrap();
        let mut steps = Steps::new();
        eigenvectors(&a, &mut steps, &mut Budget::default()).unwrap();
        let rules: Vec<&str> = steps.list.iter().map(|s| s.rule).collect();
        assert_eq!(
            rules,
            vec![
                "characteristicPolynomial",
                "eigenvectorNullSpace",
                "eigenvector",
                "eigenvectorNullSpace",
                "eigenvector"
            ]
        );
        let s = &steps.list[1];
        assert_eq!(s.detail.as_deref(), Some("λ = 3"));
        assert_eq!(
            (s.before.as_str(), s.after.as_str()),
            ("-1, 1; 1, -1", "1, -1; 0, 0")
        );
        assert_eq!(steps.list[0].after, "x^2 - 4*x + 3");
    }

    #[test]
    fn non_square_matrices_are_refused() {
        let a = parse_matrix("1 2 3; 4 5 6").unwrap();
        let err = eigenvectors(&a, &mut Steps::new(), &mut Budget::default()).unwrap_err();
        assert_eq!(err.code, crate::error::Code::NotSquare);
    }

    fn random_invertible(rng: &mut Rng, n: usize) -> Matrix {
        loop {
            let mut p = Matrix::zeros(n, n);
            for r in 0..n {
                for c in 0..n {
                    p.set(r, c, RBig::from(rng.int(-3, 3)));
                }
            }
            if inverse(&p, &mut Budget::default()).is_ok() {
                return p;
            }
        }
    }

    /// A = P·D·P⁻¹ with distinct chosen eigenvalues: each eigenvalue comes
    /// back exactly, and its eigenvector is P's column, up to a factor.
    #[test]
    fn property_eigenvectors_of_matrices_built_from_them() {
        let mut rng = Rng(0x5eed_e16e);
        for _ in 0..40 {
            let n = 2 + rng.below(3);
            let p = random_invertible(&mut rng, n);
            let mut chosen: Vec<i64> = Vec::new();
            while chosen.len() < n {
                let x = rng.int(-6, 6);
                if !chosen.contains(&x) {
                    chosen.push(x);
                }
            }
            let mut d = Matrix::zeros(n, n);
            for (i, x) in chosen.iter().enumerate() {
                d.set(i, i, RBig::from(*x));
            }
            let b = &mut Budget::default();
            let a = multiply(&multiply(&p, &d, b).unwrap(), &inverse(&p, b).unwrap(), b).unwrap();
            let out = eigenvectors(&a, &mut Steps::new(), b).unwrap();
            assert_eq!(out.len(), n, "{}", a.to_text());
            for (i, x) in chosen.iter().enumerate() {
                let e = out.iter().find(|e| e.value == x.to_string()).unwrap();
                assert!(e.exact && e.vectors.len() == 1);
                // v ∥ column i of P: v_j·p_k = v_k·p_j for all j, k.
                let vec = &e.vectors_f64[0];
                for j in 0..n {
                    for k in 0..n {
                        let (pj, pk) = (p.get(j, i).to_f64().value(), p.get(k, i).to_f64().value());
                        assert!((vec[j].0 * pk - vec[k].0 * pj).abs() < 1e-9);
                    }
                }
            }
        }
    }

    /// A = P·C·P⁻¹ with C the companion matrix of x² − s·x + t (roots
    /// irrational or complex): the eigenvalues come back exactly as surds,
    /// with vectors that satisfy A·v = λ·v (checked here in doubles, too).
    #[test]
    fn property_surd_eigenvectors_of_matrices_built_from_them() {
        let mut rng = Rng(0x0ddba11);
        let mut tried = 0;
        while tried < 30 {
            let (s, t) = (rng.int(-5, 5), rng.int(-5, 5));
            let disc = s * s - 4 * t;
            if disc >= 0 && ((disc as f64).sqrt().round() as i64).pow(2) == disc {
                continue;
            }
            tried += 1;
            let p = random_invertible(&mut rng, 2);
            let c = parse_matrix(&format!("0 {}; 1 {s}", -t)).unwrap();
            let b = &mut Budget::default();
            let a = multiply(&multiply(&p, &c, b).unwrap(), &inverse(&p, b).unwrap(), b).unwrap();
            let out = eigenvectors(&a, &mut Steps::new(), b).unwrap();
            assert_eq!(out.len(), 2, "{}", a.to_text());
            let sum: f64 = out.iter().map(|e| e.re).sum();
            assert!((sum - s as f64).abs() < 1e-9);
            for e in &out {
                assert!(
                    e.exact && e.value.contains("sqrt") || e.value.contains('i'),
                    "{}",
                    e.value
                );
                let x = &e.vectors_f64[0];
                for r in 0..2 {
                    let (mut re, mut im) = (0.0, 0.0);
                    for (k, xk) in x.iter().enumerate() {
                        let m = a.get(r, k).to_f64().value();
                        re += m * xk.0;
                        im += m * xk.1;
                    }
                    let (lr, li) = (e.re * x[r].0 - e.im * x[r].1, e.re * x[r].1 + e.im * x[r].0);
                    assert!((re - lr).abs() < 1e-9 && (im - li).abs() < 1e-9);
                }
            }
        }
    }
}
