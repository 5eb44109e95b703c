//! Matrices of exact rationals: parsing (`1 2; 3 4`, `[[1,2],[3,4]]`),
//! determinant, inverse, transpose, product, sum, rank, reduced row echelon
//! form with its row operations as steps, characteristic polynomial and
//! eigenvalues.

use super::error::{Code, EngineError, Result};
use super::eval::{evaluate, EvalOptions, Value};
use super::limits::Budget;
use super::parser::{parse_expr, Options};
use super::poly::{self, Poly, Root};
use super::steps::Steps;
use dashu::base::Sign;
use dashu::rational::RBig;
use serde_json::{json, Value as Json};

/// Largest side accepted.
pub const MAX_SIDE: usize = 10;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Matrix {
    pub rows: usize,
    pub cols: usize,
    /// Row-major entries.
    pub data: Vec<RBig>,
}

impl Matrix {
    pub fn zeros(rows: usize, cols: usize) -> Matrix {
        Matrix {
            rows,
            cols,
            data: vec![RBig::ZERO; rows * cols],
        }
    }

    pub fn identity(n: usize) -> Matrix {
        let mut m = Matrix::zeros(n, n);
        for i in 0..n {
            m.set(i, i, RBig::ONE);
        }
        m
    }

    pub fn get(&self, r: usize, c: usize) -> RBig {
        self.data
            .get(r * self.cols + c)
            .cloned()
            .unwrap_or(RBig::ZERO)
    }

    fn at(&self, r: usize, c: usize) -> &RBig {
        static ZERO: RBig = RBig::ZERO;
        self.data.get(r * self.cols + c).unwrap_or(&ZERO)
    }

    pub fn set(&mut self, r: usize, c: usize, v: RBig) {
        if let Some(slot) = self.data.get_mut(r * self.cols + c) {
            *slot = v;
        }
    }

    pub fn is_square(&self) -> bool {
        self.rows == self.cols
    }

    pub(crate) fn swap_rows(&mut self, a: usize, b: usize) {
        for c in 0..self.cols {
            self.data.swap(a * self.cols + c, b * self.cols + c);
        }
    }

    /// The calculator's syntax: `1 2; 3 4` (fractions as `1/2`).
    pub fn to_text(&self) -> String {
        let mut s = String::new();
        for r in 0..self.rows {
            if r > 0 {
                s.push_str("; ");
            }
            for c in 0..self.cols {
                if c > 0 {
                    s.push(' ');
                }
                s.push_str(&rat_text(self.at(r, c)));
            }
        }
        s
    }

    /// Rows of exact values: integers as JSON numbers, fractions as "p/q".
    pub fn to_json(&self) -> Json {
        Json::Array(
            (0..self.rows)
                .map(|r| Json::Array((0..self.cols).map(|c| rat_json(self.at(r, c))).collect()))
                .collect(),
        )
    }

    pub fn to_json_f64(&self) -> Json {
        Json::Array(
            (0..self.rows)
                .map(|r| {
                    Json::Array(
                        (0..self.cols)
                            .map(|c| json!(self.at(r, c).to_f64().value()))
                            .collect(),
                    )
                })
                .collect(),
        )
    }
}

pub fn rat_text(r: &RBig) -> String {
    if r.is_int() {
        r.numerator().to_string()
    } else {
        format!("{}/{}", r.numerator(), r.denominator())
    }
}

/// An exact value as JSON: a number when it is an integer a double holds
/// exactly, else the text `p/q` (or the digits of a big integer).
pub fn rat_json(r: &RBig) -> Json {
    if r.is_int() {
        if let Ok(i) = i64::try_from(r.numerator()) {
            if i.unsigned_abs() <= 1 << 53 {
                return json!(i);
            }
        }
    }
    Json::String(rat_text(r))
}

/// Parses a matrix: rows separated by `;` or new lines, entries by commas
/// or spaces; each entry a number, fraction or rational expression.
pub fn parse_matrix(text: &str) -> Result<Matrix> {
    let bad = |m: String| EngineError::new(Code::BadNumber, m);
    if text.len() > super::limits::MAX_INPUT {
        return Err(EngineError::new(Code::TooLong, "the matrix is too long"));
    }
    let mut t = text.trim().to_string();
    if t.starts_with('[') {
        t = t
            .replace("],", ";")
            .replace("] ,", ";")
            .replace(['[', ']'], "");
    }
    let rows: Vec<&str> = t
        .split([';', '\n'])
        .map(str::trim)
        .filter(|r| !r.is_empty())
        .collect();
    if rows.is_empty() {
        return Err(bad(
            "the matrix is empty; write rows separated by ';', like 1 2; 3 4".into(),
        ));
    }
    if rows.len() > MAX_SIDE {
        return Err(bad(format!("at most {MAX_SIDE} rows")));
    }
    let mut data = Vec::new();
    let mut cols = None;
    let mut budget = Budget::default();
    for (i, row) in rows.iter().enumerate() {
        let entries: Vec<&str> = if row.contains(',') {
            row.split(',').map(str::trim).collect()
        } else {
            row.split_whitespace().collect()
        };
        if entries.len() > MAX_SIDE {
            return Err(bad(format!("at most {MAX_SIDE} columns")));
        }
        match cols {
            None => cols = Some(entries.len()),
            Some(c) if c != entries.len() => {
                return Err(bad(format!(
                    "row {} has {} entries but row 1 has {c}; every row needs the same number",
                    i + 1,
                    entries.len()
                )));
            }
            _ => {}
        }
        for entry in entries {
            let e = parse_expr(entry, &Options::default())?;
            match evaluate(&e, &EvalOptions::digits(20), &mut budget)? {
                Value::Exact(r) => data.push(r),
                _ => {
                    return Err(bad(format!(
                        "'{entry}' is not a rational number; use integers, decimals or fractions"
                    )))
                }
            }
        }
    }
    let cols = cols.unwrap_or(0);
    Ok(Matrix {
        rows: rows.len(),
        cols,
        data,
    })
}

fn dims(m: &Matrix) -> String {
    format!("{}×{}", m.rows, m.cols)
}

pub fn transpose(a: &Matrix) -> Matrix {
    let mut t = Matrix::zeros(a.cols, a.rows);
    for r in 0..a.rows {
        for c in 0..a.cols {
            t.set(c, r, a.get(r, c));
        }
    }
    t
}

pub fn add(a: &Matrix, b: &Matrix, subtract: bool) -> Result<Matrix> {
    if a.rows != b.rows || a.cols != b.cols {
        return Err(EngineError::new(
            Code::MatrixSizes,
            format!(
                "matrices of sizes {} and {} cannot be added; they must have the same size",
                dims(a),
                dims(b)
            ),
        ));
    }
    let data = a
        .data
        .iter()
        .zip(&b.data)
        .map(|(x, y)| if subtract { x - y } else { x + y })
        .collect();
    Ok(Matrix {
        rows: a.rows,
        cols: a.cols,
        data,
    })
}

pub fn multiply(a: &Matrix, b: &Matrix, budget: &mut Budget) -> Result<Matrix> {
    if a.cols != b.rows {
        return Err(EngineError::new(Code::MatrixSizes, format!("a {} matrix cannot multiply a {} matrix; the columns of A must equal the rows of B", dims(a), dims(b))));
    }
    let mut m = Matrix::zeros(a.rows, b.cols);
    for r in 0..a.rows {
        for c in 0..b.cols {
            let mut acc = RBig::ZERO;
            for k in 0..a.cols {
                budget.charge(10)?;
                acc += a.at(r, k) * b.at(k, c);
            }
            m.set(r, c, acc);
        }
    }
    Ok(m)
}

pub fn need_square(a: &Matrix, what: &str) -> Result<()> {
    if !a.is_square() {
        let mut e = EngineError::new(
            Code::NotSquare,
            format!("the {what} needs a square matrix; this one is {}", dims(a)),
        );
        // The page says the size in its own words around it.
        e.token = Some(dims(a));
        return Err(e);
    }
    Ok(())
}

pub fn determinant(a: &Matrix, budget: &mut Budget) -> Result<RBig> {
    need_square(a, "determinant")?;
    let mut m = a.clone();
    let n = m.rows;
    let mut det = RBig::ONE;
    for col in 0..n {
        let Some(pivot) = (col..n).find(|&r| !m.at(r, col).is_zero()) else {
            return Ok(RBig::ZERO);
        };
        if pivot != col {
            m.swap_rows(pivot, col);
            det = -det;
        }
        let p = m.get(col, col);
        det *= &p;
        for r in col + 1..n {
            let f = m.at(r, col) / &p;
            if f.is_zero() {
                continue;
            }
            for c in col..n {
                budget.charge(10)?;
                let v = m.at(r, c) - &f * m.at(col, c);
                m.set(r, c, v);
            }
        }
    }
    Ok(det)
}

/// The step of swapping rows `a` and `b` (counted from 1 in its text), as
/// row reduction and LU factorisation both write it.
pub(crate) fn push_swap(steps: &mut Steps, (a, b): (usize, usize), before: String, after: String) {
    steps.push_detail(
        "swapRows",
        format!("R{} <-> R{}", a + 1, b + 1),
        before,
        after,
    );
}

/// Reduced row echelon form, recording each row operation.
pub fn rref(
    a: &Matrix,
    mut steps: Option<&mut Steps>,
    budget: &mut Budget,
) -> Result<(Matrix, usize)> {
    let mut m = a.clone();
    let mut row = 0;
    for col in 0..m.cols {
        if row >= m.rows {
            break;
        }
        let Some(pivot) = (row..m.rows).find(|&r| !m.at(r, col).is_zero()) else {
            continue;
        };
        if pivot != row {
            let before = m.to_text();
            m.swap_rows(pivot, row);
            if let Some(s) = steps.as_deref_mut() {
                push_swap(s, (row, pivot), before, m.to_text());
            }
        }
        let p = m.get(row, col);
        if !p.is_one() {
            let before = m.to_text();
            for c in 0..m.cols {
                budget.charge(10)?;
                let v = m.at(row, c) / &p;
                m.set(row, c, v);
            }
            if let Some(s) = steps.as_deref_mut() {
                s.push_detail(
                    "scaleRow",
                    format!("R{} / {}", row + 1, paren(&p)),
                    before,
                    m.to_text(),
                );
            }
        }
        for r in 0..m.rows {
            if r == row {
                continue;
            }
            let f = m.get(r, col);
            if f.is_zero() {
                continue;
            }
            let before = m.to_text();
            for c in 0..m.cols {
                budget.charge(10)?;
                let v = m.at(r, c) - &f * m.at(row, c);
                m.set(r, c, v);
            }
            if let Some(s) = steps.as_deref_mut() {
                let (sign, k) = if f.sign() == Sign::Negative {
                    ("+", -f)
                } else {
                    ("-", f)
                };
                let k = if k.is_one() {
                    String::new()
                } else {
                    format!("{}*", paren(&k))
                };
                s.push_detail(
                    "addMultipleOfRow",
                    format!("R{} {sign} {k}R{}", r + 1, row + 1),
                    before,
                    m.to_text(),
                );
            }
        }
        row += 1;
    }
    Ok((m, row))
}

fn paren(r: &RBig) -> String {
    let t = rat_text(r);
    if t.contains('/') || t.starts_with('-') {
        format!("({t})")
    } else {
        t
    }
}

pub fn rank(a: &Matrix, budget: &mut Budget) -> Result<usize> {
    Ok(rref(a, None, budget)?.1)
}

pub fn inverse(a: &Matrix, budget: &mut Budget) -> Result<Matrix> {
    need_square(a, "inverse")?;
    let n = a.rows;
    let mut aug = Matrix::zeros(n, 2 * n);
    for r in 0..n {
        for c in 0..n {
            aug.set(r, c, a.get(r, c));
        }
        aug.set(r, n + r, RBig::ONE);
    }
    let (red, _) = rref(&aug, None, budget)?;
    for i in 0..n {
        if !red.at(i, i).is_one() {
            return Err(EngineError::new(
                Code::Singular,
                "the matrix is singular (its determinant is 0), so it has no inverse",
            ));
        }
    }
    let mut inv = Matrix::zeros(n, n);
    for r in 0..n {
        for c in 0..n {
            inv.set(r, c, red.get(r, n + c));
        }
    }
    Ok(inv)
}

/// A^k for an integer k (negative through the inverse).
pub fn power(a: &Matrix, k: i64, budget: &mut Budget) -> Result<Matrix> {
    need_square(a, "power")?;
    if k.unsigned_abs() > 1_000_000 {
        return Err(EngineError::too_complex());
    }
    let mut base = if k < 0 {
        inverse(a, budget)?
    } else {
        a.clone()
    };
    let mut e = k.unsigned_abs();
    let mut acc = Matrix::identity(a.rows);
    while e > 0 {
        if e & 1 == 1 {
            acc = multiply(&acc, &base, budget)?;
        }
        e >>= 1;
        if e > 0 {
            base = multiply(&base, &base, budget)?;
        }
        if acc
            .data
            .iter()
            .chain(&base.data)
            .any(|x| super::eval::rat_bits(x) > 20_000)
        {
            return Err(EngineError::too_large());
        }
    }
    Ok(acc)
}

pub fn trace(a: &Matrix) -> Result<RBig> {
    need_square(a, "trace")?;
    Ok((0..a.rows).fold(RBig::ZERO, |acc, i| acc + a.at(i, i)))
}

/// det(x·I − A), by Faddeev–LeVerrier (exact).
pub fn characteristic_polynomial(a: &Matrix, budget: &mut Budget) -> Result<Poly> {
    need_square(a, "characteristic polynomial")?;
    let n = a.rows;
    let mut coeffs = vec![RBig::ZERO; n + 1];
    if let Some(c) = coeffs.get_mut(n) {
        *c = RBig::ONE;
    }
    let mut m = Matrix::zeros(n, n);
    for k in 1..=n {
        // M_k = A·M_{k−1} + c_{n−k+1}·I
        let mut next = multiply(a, &m, budget)?;
        let c_prev = coeffs.get(n + 1 - k).cloned().unwrap_or(RBig::ZERO);
        for i in 0..n {
            let v = next.at(i, i) + &c_prev;
            next.set(i, i, v);
        }
        let am = multiply(a, &next, budget)?;
        let tr = (0..n).fold(RBig::ZERO, |acc, i| acc + am.at(i, i));
        if let Some(c) = coeffs.get_mut(n - k) {
            *c = -tr / RBig::from(k);
        }
        m = next;
    }
    Ok(poly::trim(coeffs))
}

/// Eigenvalues with multiplicity: exact where the characteristic
/// polynomial's roots have closed forms, numeric otherwise.
pub fn eigenvalues(a: &Matrix, budget: &mut Budget) -> Result<Vec<Root>> {
    let p = characteristic_polynomial(a, budget)?;
    poly::solve(&p, budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn m(t: &str) -> Matrix {
        parse_matrix(t).unwrap()
    }

    #[test]
    fn operations_are_exact() {
        let b = &mut Budget::default();
        assert_eq!(determinant(&m("1 2; 3 4"), b).unwrap(), RBig::from(-2));
        assert_eq!(
            inverse(&m("1 2; 3 4"), b).unwrap().to_text(),
            "-2 1; 3/2 -1/2"
        );
        assert_eq!(
            inverse(&m("[[2,0],[0,3]]"), b).unwrap().to_json(),
            json!([["1/2", 0], [0, "1/3"]])
        );
        assert_eq!(transpose(&m("1 2 3; 4 5 6")).to_text(), "1 4; 2 5; 3 6");
        assert_eq!(
            multiply(&m("1 2; 3 4"), &m("5 6; 7 8"), b)
                .unwrap()
                .to_text(),
            "19 22; 43 50"
        );
        assert_eq!(rank(&m("1 2; 2 4"), b).unwrap(), 1);
        assert_eq!(
            rref(&m("1 2 3; 4 5 6"), None, b).unwrap().0.to_text(),
            "1 0 -1; 0 1 2"
        );
        assert!(inverse(&m("1 2; 2 4"), b).is_err());
        assert!(parse_matrix("1 2; 3").is_err());
        assert_eq!(
            determinant(&m("0.1 0.2; 0.3 0.4"), b).unwrap(),
            RBig::from_parts((-1).into(), 50u8.into())
        );
        // sympy: Matrix([[2,1,0],[1,3,1],[0,1,4]]).det() = 18
        assert_eq!(
            determinant(&m("2 1 0; 1 3 1; 0 1 4"), b).unwrap(),
            RBig::from(18)
        );
    }

    #[test]
    fn eigenvalues_of_small_matrices() {
        let b = &mut Budget::default();
        let mut texts = |rows: &str| -> Vec<String> {
            let ev = eigenvalues(&m(rows), b).unwrap();
            ev.iter().map(Root::text).collect()
        };
        assert_eq!(texts("2 1; 1 2"), vec!["3", "1"]);
        assert_eq!(texts("0 -1; 1 0"), vec!["i", "-i"]);
        // numpy.linalg.eigvals([[4,1,2],[1,3,0],[2,0,5]]) → 6.6690..., 3.4760..., 1.8548...
        let ev = eigenvalues(&m("4 1 2; 1 3 0; 2 0 5"), b).unwrap();
        let mut re: Vec<f64> = ev.iter().map(|r| r.re).collect();
        re.sort_by(f64::total_cmp);
        let sum: f64 = re.iter().sum();
        assert!((sum - 12.0).abs() < 1e-12);
    }
}
