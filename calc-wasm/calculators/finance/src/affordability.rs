//! How much house an income affords under the debt-to-income rules lenders
//! use: housing costs at most the front-end share of gross monthly income
//! (28 % by custom), housing plus other monthly debts at most the back-end
//! share (36 %). The monthly cost of a home of price P is the mortgage
//! page's monthly payment,
//!
//!   M(P) = a·L(P) + tax(P)/12 + insurance/12 + PMI(P) + HOA + other,
//!
//! a the payment per dollar borrowed, L(P) the loan (P less the down
//! payment, or P times one less the down payment's share), tax a yearly
//! amount or a share of P, PMI m·L(P) a month while the loan is above 80 %
//! of the price. M is linear in P on each side of the 80 % line, so the
//! largest price with M(P) ≤ budget is solved in closed form on each side.

/// The down payment: an amount, or a share (a fraction) of the price.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Down {
    Amount(f64),
    Share(f64),
}

/// The yearly property tax: an amount, or a share (a fraction) of the price.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Tax {
    Amount(f64),
    Share(f64),
}

/// What a home costs a month besides its price.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Costs {
    /// Principal and interest a month per dollar borrowed.
    pub payment_per_dollar: f64,
    /// PMI a month per dollar borrowed (the yearly rate / 12).
    pub pmi_per_dollar: f64,
    pub down: Down,
    pub tax: Tax,
    /// Insurance / 12 + HOA + other costs: a month, whatever the price.
    pub fixed_monthly: f64,
}

/// Which limit sets the most a month for housing.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    FrontEnd,
    BackEnd,
}

/// The most a month for housing and the rule that sets it: the front-end
/// share of monthly income, or the back-end share less the other debts.
pub fn budget(annual_income: f64, debts: f64, front: f64, back: f64) -> (f64, Rule) {
    let monthly = annual_income / 12.0;
    let (front, back) = (monthly * front, monthly * back - debts);
    if front <= back {
        (front, Rule::FrontEnd)
    } else {
        (back, Rule::BackEnd)
    }
}

/// The largest price affordable on `budget` a month.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Price {
    /// M(price) = budget.
    Exact(f64),
    /// A dollar more would cross the 80 % line and add PMI beyond the
    /// budget: the price at the line, M below the budget.
    PmiLine(f64),
    /// Even the lowest price (all down payment, no loan) costs more than the
    /// budget a month.
    Nothing,
    /// No price is too much: nothing borrowed and no tax on the price.
    Unbounded,
}

impl Costs {
    /// The loan at price `p`.
    pub fn loan(&self, p: f64) -> f64 {
        match self.down {
            Down::Amount(d) => p - d,
            Down::Share(s) => p * (1.0 - s),
        }
    }

    /// M(P) as slope and intercept, with or without PMI: the loan is
    /// λ·P − D, the tax τ·P + T.
    fn line(&self, pmi: bool) -> (f64, f64) {
        let (lambda, d) = match self.down {
            Down::Amount(d) => (1.0, d),
            Down::Share(s) => (1.0 - s, 0.0),
        };
        let (tau, t) = match self.tax {
            Tax::Amount(t) => (0.0, t),
            Tax::Share(s) => (s, 0.0),
        };
        let a = self.payment_per_dollar + if pmi { self.pmi_per_dollar } else { 0.0 };
        (
            a * lambda + tau / 12.0,
            -a * d + t / 12.0 + self.fixed_monthly,
        )
    }

    /// M(P), PMI as the mortgage page charges it (the loan above 80 %).
    pub fn monthly(&self, p: f64) -> f64 {
        let (k, c) = self.line(self.loan(p) > 0.8 * p);
        k * p + c
    }

    /// The largest price whose monthly cost is within `budget`.
    pub fn most(&self, budget: f64) -> Price {
        let lowest = match self.down {
            Down::Amount(d) => d,
            Down::Share(_) => 0.0,
        };
        if self.monthly(lowest) > budget {
            return Price::Nothing;
        }
        let solve = |pmi: bool| {
            let (k, c) = self.line(pmi);
            (k > 0.0).then(|| (budget - c) / k)
        };
        match self.down {
            Down::Share(s) => match solve(1.0 - s > 0.8) {
                Some(p) => Price::Exact(p),
                None => Price::Unbounded,
            },
            // The loan reaches 80 % of the price at 5·D.
            Down::Amount(d) => {
                let line = 5.0 * d;
                let without = solve(false).filter(|&p| p <= line);
                let with = solve(true).filter(|&p| p > line);
                match (d > 0.0, without, with) {
                    (true, Some(p), _) => Price::Exact(p),
                    (_, _, Some(p)) => Price::Exact(p),
                    _ => Price::PmiLine(self.below_pmi(line)),
                }
            }
        }
    }

    /// `line`, or the double just under it where rounding puts the loan a
    /// hair above 80 % of it.
    fn below_pmi(&self, line: f64) -> f64 {
        let mut p = line;
        while self.loan(p) > 0.8 * p {
            p = f64::from_bits(p.to_bits() - 1);
        }
        p
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::close;

    /// 6.5 % for 30 years: mpmath, 0.065/12 / (1 − (1 + 0.065/12)^−360).
    const A: f64 = 0.006_320_680_234_929_637;

    fn costs(down: Down, tax: Tax, pmi_rate: f64, fixed: f64) -> Costs {
        Costs {
            payment_per_dollar: A,
            pmi_per_dollar: pmi_rate / 12.0,
            down,
            tax,
            fixed_monthly: fixed,
        }
    }

    #[test]
    fn the_lower_limit_binds() {
        // 100,000 a year: 8,333.33 a month; 28 % = 2,333.33; 36 % less
        // 500 of debts = 2,500.
        let (b, rule) = budget(100_000.0, 500.0, 0.28, 0.36);
        close(b, 7_000.0 / 3.0, 1e-15);
        assert_eq!(rule, Rule::FrontEnd);
        let (b, rule) = budget(120_000.0, 1_200.0, 0.28, 0.36);
        close(b, 2_400.0, 1e-15);
        assert_eq!(rule, Rule::BackEnd);
    }

    #[test]
    fn a_share_down_solves_on_its_side_of_the_line() {
        // 10 % down with PMI 0.5 %, tax 1.2 % of the price, 125 fixed:
        // M(P) = 0.9·(A + 0.005/12)·P + 0.001·P + 125.
        let c = costs(Down::Share(0.1), Tax::Share(0.012), 0.005, 125.0);
        let Price::Exact(p) = c.most(2_000.0) else {
            panic!()
        };
        close(p, 1_875.0 / (0.9 * (A + 0.005 / 12.0) + 0.001), 1e-14);
        close(c.monthly(p), 2_000.0, 1e-14);
        // All down and no tax on the price: any price.
        let c = costs(Down::Share(1.0), Tax::Amount(1_200.0), 0.005, 0.0);
        assert_eq!(c.most(2_000.0), Price::Unbounded);
    }

    #[test]
    fn a_budget_in_the_pmi_jump_stops_at_the_line() {
        // 50,000 down: the line is at 250,000 (a 200,000 loan). Without PMI
        // M(250,000) = 200,000·A = 1,264.14; with it 83.33 more.
        let c = costs(Down::Amount(50_000.0), Tax::Amount(0.0), 0.005, 0.0);
        let at_line = 200_000.0 * A;
        assert_eq!(c.most(at_line + 40.0), Price::PmiLine(250_000.0));
        let Price::Exact(p) = c.most(at_line - 40.0) else {
            panic!()
        };
        assert!(p < 250_000.0);
        let Price::Exact(p) = c.most(at_line + 200.0) else {
            panic!()
        };
        assert!(p > 250_000.0);
        close(c.monthly(p), at_line + 200.0, 1e-14);
        // Costs above the budget before any loan: nothing.
        let c = costs(Down::Amount(50_000.0), Tax::Amount(6_000.0), 0.005, 0.0);
        assert_eq!(c.most(400.0), Price::Nothing);
    }
}
