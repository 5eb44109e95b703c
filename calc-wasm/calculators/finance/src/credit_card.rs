//! Cartão de crédito (Brazil): a fatura paid in full, paid at the minimum
//! with the rest left in the rotativo each month, or parcelada in equal
//! (Price) instalments, month by month, side by side.
//!
//! - The cap (Lei 14.690/2023 art. 28; Res. CMN 5.112/2023, from
//!   03.01.2024): the interest and financial charges of the rotativo and of
//!   the parcelamento da fatura may not exceed the original debt. Each
//!   option's interest stops once its total reaches the amount it
//!   financed: the fatura less the payment made on it (rotativo), the
//!   fatura (parcelamento). The Ministry of Finance said when announcing
//!   the rule that IOF, a tax, is outside the cap; so it is here.
//! - IOF on credit to individuals (Decreto 6.306/2007 art. 7º I and §15):
//!   0.0082 % a day on the amount financed for its days (at most 365) plus
//!   0.38 % once. Assumed here, and said on the page: each month in the
//!   rotativo is a new 30-day financing of the balance carried (0.38 % +
//!   30 days of the daily rate), charged on the next fatura; a
//!   parcelamento is a loan whose instalment k is due 30·k days after the
//!   fatura, each amortised part paying the daily rate for its days
//!   (IN SRF 47/1997), the IOF charged with the first instalment.
//! - The minimum payment: since June 2018 each issuer sets its own (the
//!   15 % of Circular BCB 3.512/2010 is gone), so it is an input: the
//!   larger of a share of the fatura and an amount, never above the fatura.
//!
//! No new purchases, no late fees: what the fatura owes and nothing else.

use crate::common::{Row, Sum, Table};
use calc_core::error::InputError;
use serde_json::Value;

calc_core::calculator! {
    mod credit_card = "credit-card" (compute) {
        inputs {
            fatura: Number,
            minimumPercent: Number,
            minimumAmount: Number,
            rotativoRate: Number,
            parcelRate: Number,
            instalments: Number,
        }
        outputs {
            minimumTotal: Number,
            minimumInterest: Number,
            minimumIof: Number,
            minimumEndMonth: Json,
            minimumCapMonth: Json,
            instalment: Number,
            parcelTotal: Number,
            parcelInterest: Number,
            parcelIof: Number,
            parcelEndMonth: Integer,
            parcelCapMonth: Json,
            fullTotal: Number,
            fullInterest: Number,
            rotativoAnnual: Number,
            parcelAnnual: Number,
            capNotice: Text,
            schedule: Json,
        }
    }
}
pub const FUNCTION: calc_core::registry::Function = credit_card::FUNCTION;
use credit_card::{input as i, output as o, In, Out};

/// Days between two faturas, as this page counts them.
pub const DAYS_PER_MONTH: f64 = 30.0;
/// The longest a minimum-payment plan is followed: 50 years.
pub const MAX_MONTHS: usize = 600;

/// The IOF on `amount` financed for `days` and repaid at once (the
/// rates are `crate::iof`'s, shared with the loan pages' CET).
pub fn iof(amount: f64, days: f64) -> f64 {
    crate::iof::credit(amount, [(days as i64, amount)])
}

/// One month of a plan: what was paid, its interest and IOF, and the
/// balance left after the payment.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Month {
    pub payment: f64,
    pub interest: f64,
    pub iof: f64,
    pub balance: f64,
}

/// A plan month by month (month 0 is the fatura's due date), with the
/// month its interest reached the cap, if it did.
#[derive(Debug, Clone, PartialEq)]
pub struct Plan {
    pub months: Vec<Month>,
    pub cap_month: Option<usize>,
}

impl Plan {
    fn total(&self, f: impl Fn(&Month) -> f64) -> f64 {
        let mut s = Sum::default();
        self.months.iter().for_each(|m| s.add(f(m)));
        s.value()
    }
    pub fn paid(&self) -> f64 {
        self.total(|m| m.payment)
    }
    pub fn interest(&self) -> f64 {
        self.total(|m| m.interest)
    }
    pub fn iof(&self) -> f64 {
        self.total(|m| m.iof)
    }
    /// The month the debt was paid off; `None` if it still is owed.
    pub fn end(&self) -> Option<usize> {
        let last = self.months.last()?;
        (last.balance <= 0.0).then_some(self.months.len() - 1)
    }
}

/// Interest for a month on `balance` at `rate`, no more than what the cap
/// leaves (`cap` less `so_far`).
fn capped(balance: f64, rate: f64, cap: f64, so_far: f64) -> (f64, bool) {
    let due = balance * rate;
    let room = (cap - so_far).max(0.0);
    if due >= room && due > 0.0 {
        (room, true)
    } else {
        (due, false)
    }
}

/// The minimum payment of a fatura of `due`: the larger of `share` of it
/// and `floor`, never more than it.
pub fn minimum(due: f64, share: f64, floor: f64) -> f64 {
    (due * share).max(floor).min(due)
}

/// Paying the minimum each month and leaving the rest in the rotativo at
/// `rate` a month, until it is paid or `MAX_MONTHS`.
pub fn rotativo(fatura: f64, share: f64, floor: f64, rate: f64) -> Plan {
    let first = minimum(fatura, share, floor);
    let debt = fatura - first;
    let mut months = vec![Month {
        payment: first,
        interest: 0.0,
        iof: 0.0,
        balance: debt,
    }];
    let (mut charged, mut cap_month) = (0.0, None);
    let mut balance = debt;
    while balance > 0.0 && months.len() <= MAX_MONTHS {
        let (interest, bites) = capped(balance, rate, debt, charged);
        if bites && cap_month.is_none() {
            cap_month = Some(months.len());
        }
        charged += interest;
        let tax = iof(balance, DAYS_PER_MONTH);
        let due = balance + interest + tax;
        let payment = minimum(due, share, floor);
        balance = due - payment;
        months.push(Month {
            payment,
            interest,
            iof: tax,
            balance,
        });
    }
    Plan { months, cap_month }
}

/// The Price instalment of `amount` over `n` months at `rate` a month.
pub fn price(amount: f64, rate: f64, n: f64) -> f64 {
    if rate == 0.0 {
        amount / n
    } else {
        amount * rate / (1.0 - (1.0 + rate).powf(-n))
    }
}

/// The parcelamento of the whole fatura in `n` Price instalments at `rate`
/// a month, the first a month after the fatura; once the interest reaches
/// the cap, the instalments only amortise and the debt ends sooner. The
/// IOF of each amortised part, for its days, and the 0.38 % are charged
/// with the first instalment.
pub fn parcelamento(fatura: f64, rate: f64, n: usize) -> (Plan, f64) {
    let instalment = price(fatura, rate, n as f64);
    let mut months = vec![Month {
        payment: 0.0,
        interest: 0.0,
        iof: 0.0,
        balance: fatura,
    }];
    let (mut charged, mut cap_month) = (0.0, None);
    let mut balance = fatura;
    let mut tax = Sum::default();
    tax.add(fatura * crate::iof::ADDITIONAL_RATE);
    for k in 1..=n {
        if balance <= 0.0 {
            break;
        }
        let (interest, bites) = capped(balance, rate, fatura, charged);
        if bites && cap_month.is_none() {
            cap_month = Some(k);
        }
        charged += interest;
        // The last instalment pays what is left (the float's last bits, or
        // a shorter debt once the cap has bitten).
        let (payment, amortised) = if k == n || instalment >= balance + interest {
            (balance + interest, balance)
        } else {
            (instalment, instalment - interest)
        };
        let days = (DAYS_PER_MONTH * k as f64).min(crate::iof::MAX_DAYS as f64);
        tax.add(amortised * crate::iof::DAILY_RATE * days);
        balance = if amortised == balance {
            0.0
        } else {
            balance - amortised
        };
        months.push(Month {
            payment,
            interest,
            iof: 0.0,
            balance,
        });
    }
    if let Some(first) = months.get_mut(1) {
        first.iof = tax.value();
        first.payment += tax.value();
    }
    (Plan { months, cap_month }, instalment)
}

/// A monthly rate's equivalent a year, compounded: (1 + i)¹² − 1.
pub fn annual(monthly: f64) -> f64 {
    (1.0 + monthly).powi(12) - 1.0
}

fn schedule(minimum: &Plan, parcel: &Plan) -> Result<Value, InputError> {
    let rows = minimum.months.len().max(parcel.months.len());
    let mut table = Table::new();
    for m in 0..rows {
        let mut row = Row::new().int("month", m as i64);
        for (plan, prefix) in [(minimum, "minimum"), (parcel, "parcel")] {
            // A plan that has ended pays nothing more and owes nothing.
            let month = plan.months.get(m).copied().unwrap_or(Month {
                payment: 0.0,
                interest: 0.0,
                iof: 0.0,
                balance: 0.0,
            });
            row = row
                .num(&format!("{prefix}Payment"), month.payment)
                .num(&format!("{prefix}Interest"), month.interest)
                .num(&format!("{prefix}Iof"), month.iof)
                .num(&format!("{prefix}Balance"), month.balance);
        }
        table.push(row);
    }
    table.finish(i::fatura.id())
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let fatura = inputs.number(i::fatura)?;
    let share = inputs.number(i::minimumPercent)? / 100.0;
    let floor = inputs.number(i::minimumAmount)?;
    let rotativo_rate = inputs.number(i::rotativoRate)? / 100.0;
    let parcel_rate = inputs.number(i::parcelRate)? / 100.0;
    let n = inputs.number(i::instalments)? as usize;

    let minimum = rotativo(fatura, share, floor, rotativo_rate);
    let (parcel, instalment) = parcelamento(fatura, parcel_rate, n);
    let notice = match (minimum.cap_month, parcel.cap_month) {
        (None, None) => "none",
        (Some(_), None) => "rotativo",
        (None, Some(_)) => "parcel",
        (Some(_), Some(_)) => "both",
    };
    let month = |m: Option<usize>| m.map_or(Value::Null, |m| Value::from(m as u64));
    Ok(Out::new()
        .number(o::minimumTotal, minimum.paid())
        .number(o::minimumInterest, minimum.interest())
        .number(o::minimumIof, minimum.iof())
        .json(o::minimumEndMonth, month(minimum.end()))
        .json(o::minimumCapMonth, month(minimum.cap_month))
        .number(o::instalment, instalment)
        .number(o::parcelTotal, parcel.paid())
        .number(o::parcelInterest, parcel.interest())
        .number(o::parcelIof, parcel.iof())
        .integer(o::parcelEndMonth, parcel.end().unwrap_or(n) as i64)
        .json(o::parcelCapMonth, month(parcel.cap_month))
        .number(o::fullTotal, fatura)
        .number(o::fullInterest, 0.0)
        .number(o::rotativoAnnual, annual(rotativo_rate) * 100.0)
        .number(o::parcelAnnual, annual(parcel_rate) * 100.0)
        .text(o::capNotice, notice)
        .json(o::schedule, schedule(&minimum, &parcel)?))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{agrees, inputs, json};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value as V;

    fn close(got: f64, expected: f64) {
        assert!(
            (got - expected).abs() <= 1e-9 * expected.abs().max(1.0),
            "{got} vs {expected}"
        );
    }

    fn run(fatura: f64, share: f64, floor: f64, rotativo: f64, parcel: f64, n: f64) -> Outputs {
        (FUNCTION.compute)(&inputs([
            ("fatura", V::Number(fatura)),
            ("minimumPercent", V::Number(share)),
            ("minimumAmount", V::Number(floor)),
            ("rotativoRate", V::Number(rotativo)),
            ("parcelRate", V::Number(parcel)),
            ("instalments", V::Number(n)),
        ]))
        .unwrap()
    }

    /// Lei 14.690/2023 art. 28 (Res. CMN 5.112/2023): the interest of the
    /// rotativo stops at the original debt. A fatura of 1 000,00, 20 %
    /// paid (no floor), 30 % a month; by hand (Python decimal, 40 digits):
    /// the rotativo holds 800,00, the cap. Month 1: interest 240,00, IOF
    /// 800 × (0,38 % + 30 × 0,0082 %) = 5,008, fatura 1 045,008, 20 % paid
    /// = 209,0016. Months 2 and 3: interest 250,80192 and
    /// 262,09001281536, 752,89193281536 in all; month 4 would charge about
    /// 274, the cap leaves 47,10806718464: the cap bites in month 4 and no
    /// interest follows, while IOF (outside the cap) still does.
    #[test]
    fn rotativo_stops_at_the_cap_of_lei_14690() {
        let plan = rotativo(1000.0, 0.2, 0.0, 0.3);
        let m = &plan.months;
        close(m[0].payment, 200.0);
        close(m[1].interest, 240.0);
        close(m[1].iof, 5.008);
        close(m[1].payment, 209.0016);
        close(m[1].balance, 836.0064);
        close(m[2].interest, 250.80192);
        close(m[3].interest, 262.09001281536);
        close(m[4].interest, 47.10806718464);
        assert_eq!(plan.cap_month, Some(4));
        close(plan.interest(), 800.0);
        assert!(m[5..].iter().all(|x| x.interest == 0.0 && x.iof > 0.0));
        // 20 % of a balance that no longer grows never reaches zero: after
        // 50 years the plan stops and says the debt is still owed.
        assert_eq!(plan.end(), None);
        assert_eq!(m.len(), MAX_MONTHS + 1);

        let out = run(1000.0, 20.0, 0.0, 30.0, 0.0, 1.0);
        assert_eq!(json(&out, "minimumCapMonth"), serde_json::json!(4));
        assert_eq!(json(&out, "minimumEndMonth"), Value::Null);
        agrees(&out, "minimumInterest", 800.0);
        assert_eq!(out.text_of("capNotice"), Some("rotativo"));
    }

    /// A parcelamento against an independent Price payment: numpy-financial
    /// 1.0.0 (numpy 2.4.6), -npf.pmt(0.09, 12, 2000) = 279.30131693900734.
    /// IOF by hand (Python decimal): 0,38 % × 2 000 = 7,60 plus each
    /// amortised part × 0,0082 % × 30·k days (k ≤ 12, under 365) =
    /// 44,544165289327779978955 in all; interest 12 × PMT − 2 000 =
    /// 1 351,6158032680895114 (below the cap of 2 000).
    #[test]
    fn parcelamento_is_price_with_iof() {
        // Checks of this case's own figures: like-shaped checks elsewhere test others.
        let out = run(2000.0, 15.0, 50.0, 14.0, 9.0, 12.0);
        agrees(&out, "instalment", 279.30131693900734);
        agrees(&out, "parcelIof", 44.544_165_289_327_78);
        agrees(&out, "parcelInterest", 1_351.615_803_268_089_6);
        agrees(
            &out,
            "parcelTotal",
            2000.0 + 1_351.615_803_268_089_6 + 44.544_165_289_327_78,
        );
        assert_eq!(
            out.get("parcelEndMonth"),
            Some(&calc_core::OutValue::Integer(12))
        );
        assert_eq!(json(&out, "parcelCapMonth"), Value::Null);
        let rows = json(&out, "schedule");
        close(
            rows[1]["parcelPayment"].as_f64().unwrap(),
            279.30131693900734 + 44.544_165_289_327_78,
        );
        close(rows[12]["parcelBalance"].as_f64().unwrap(), 0.0);
    }

    /// The daily IOF counts at most 365 days (Decreto 6.306/2007 art. 7º I):
    /// 2 400,00 in 24 interest-free parts of 100,00: by hand, parts 1–12 pay
    /// 100 × 0,0082 % × 30k (19,188 in all), parts 13–24 pay 365 days
    /// (12 × 2,993 = 35,916), plus 0,38 % × 2 400 = 9,12: 64,224.
    #[test]
    fn parcelamento_iof_counts_at_most_365_days() {
        let (plan, instalment) = parcelamento(2400.0, 0.0, 24);
        close(instalment, 100.0);
        close(plan.iof(), 64.224);
        close(plan.interest(), 0.0);
        assert_eq!(plan.end(), Some(24));
    }

    /// A parcelamento whose Price interest would pass the fatura stops
    /// charging interest at the cap and ends sooner: 2 000,00 in 24 at
    /// 14,5 % charges 2 000,00 of interest, no more.
    #[test]
    fn parcelamento_stops_at_the_cap() {
        let (plan, instalment) = parcelamento(2000.0, 0.145, 24);
        assert!(instalment * 24.0 - 2000.0 > 2000.0, "the cap must bite");
        close(plan.interest(), 2000.0);
        assert!(plan.cap_month.is_some());
        let end = plan.end().unwrap();
        assert!(end < 24, "{end}");
        close(plan.paid() - plan.iof(), 4000.0);
    }

    /// Paying in full costs the fatura and nothing else.
    #[test]
    fn paying_in_full_has_no_interest() {
        let out = run(2000.0, 15.0, 50.0, 14.0, 9.0, 12.0);
        agrees(&out, "fullTotal", 2000.0);
        assert_eq!(out.number_of("fullInterest"), Some(0.0));
    }

    /// A minimum at or above the fatura pays it all: nothing goes to the
    /// rotativo, no interest, no IOF, the debt ends on the due date.
    #[test]
    fn minimum_at_least_the_fatura_pays_it() {
        for (share, floor) in [(100.0, 0.0), (15.0, 5000.0)] {
            let out = run(2000.0, share, floor, 14.0, 9.0, 12.0);
            agrees(&out, "minimumTotal", 2000.0);
            assert_eq!(out.number_of("minimumInterest"), Some(0.0));
            assert_eq!(out.number_of("minimumIof"), Some(0.0));
            assert_eq!(json(&out, "minimumEndMonth"), serde_json::json!(0));
            assert_eq!(json(&out, "minimumCapMonth"), Value::Null);
        }
    }

    /// Rates of zero: no interest, only IOF. The rotativo of 1 000,00 at
    /// 50 % or at least 100,00 a month, by hand (Python decimal): 500,00
    /// paid, then 251,565, 126,56989845, 100,00 and the rest in month 4;
    /// 1 005,668411999146499 paid, 5,668411999146499 of it IOF.
    #[test]
    fn zero_rates_charge_only_iof() {
        let out = run(1000.0, 50.0, 100.0, 0.0, 0.0, 10.0);
        assert_eq!(out.number_of("minimumInterest"), Some(0.0));
        agrees(&out, "minimumTotal", 1_005.668_411_999_146_5);
        agrees(&out, "minimumIof", 5.668411999146499);
        assert_eq!(json(&out, "minimumEndMonth"), serde_json::json!(4));
        agrees(&out, "instalment", 100.0);
        assert_eq!(out.number_of("parcelInterest"), Some(0.0));
        assert_eq!(out.number_of("rotativoAnnual"), Some(0.0));
        assert_eq!(out.text_of("capNotice"), Some("none"));
    }

    /// One instalment: the fatura with a month's interest; IOF for 30 days
    /// plus 0,38 %: 1 000 × 1,10 = 1 100,00 and 1 000 × 0,626 % = 6,26.
    #[test]
    fn one_instalment() {
        let out = run(1000.0, 15.0, 50.0, 14.0, 10.0, 1.0);
        agrees(&out, "instalment", 1100.0);
        agrees(&out, "parcelIof", 6.26);
        agrees(&out, "parcelTotal", 1106.26);
        assert_eq!(
            out.get("parcelEndMonth"),
            Some(&calc_core::OutValue::Integer(1))
        );
    }

    /// 14,5 % a month is (1,145)¹² − 1 a year, by hand: 1,145² = 1,311025,
    /// ⁴ = 1,718786550625, ⁸ = 2,954227206…, ¹² = ⁴ × ⁸ = 5,077685990…:
    /// 407,7686 % a year.
    #[test]
    fn monthly_rate_shown_a_year() {
        close(annual(0.145), 1.145_f64.powi(12) - 1.0);
        assert!(
            (annual(0.145) - 4.077_685_990).abs() < 1e-9,
            "{}",
            annual(0.145)
        );
    }
}
