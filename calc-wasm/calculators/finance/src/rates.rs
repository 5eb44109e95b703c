//! Interest rates as Brazilian credit quotes them: per month ("2,99 %
//! a.m.") or per year ("42,42 % a.a."), both effective, one the compound
//! equivalent of the other: (1 + i_m)^12 = 1 + i_a. The Portuguese credit
//! pages read a rate and its unit here and show it both ways.

use super::common::{err, unknown_option};
use calc_core::declare::{Choice, Input, Number, Read, Reads};
use calc_core::error::{ErrorKind, InputError};

/// The rate-unit select's options: per month (a.m.) or per year (a.a.).
pub const UNITS: &[&str] = &["monthly", "yearly"];

/// The highest monthly rate taken, in percent. Credit cards are the
/// costliest credit Brazilians quote: the BCB's rotativo averages have
/// stood around 15 % a.m. (some 430 % a.a.), so 30 % a.m. (about 2 230 %
/// a.a.) leaves room for any real card or overdraft while still refusing
/// a typo of a hundredfold (299 for 2,99). The U.S. pages' 100 % a year
/// would refuse a card's 14 % a.m. (168 % a.a. nominal).
pub const MAX_MONTHLY_PERCENT: f64 = 30.0;

/// The yearly rate equivalent to monthly rate `m` (fractions).
pub fn yearly_from_monthly(m: f64) -> f64 {
    (12.0 * m.ln_1p()).exp_m1()
}

/// The monthly rate equivalent to yearly rate `a` (fractions).
pub fn monthly_from_yearly(a: f64) -> f64 {
    (a.ln_1p() / 12.0).exp_m1()
}

/// The highest yearly rate taken, in percent: the equivalent of
/// `MAX_MONTHLY_PERCENT` a month.
pub fn max_yearly_percent() -> f64 {
    yearly_from_monthly(MAX_MONTHLY_PERCENT / 100.0) * 100.0
}

/// A rate both ways, as fractions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Quoted {
    pub monthly: f64,
    pub yearly: f64,
}

impl Quoted {
    /// The rate per payment period of `per_year` periods a year (12: the
    /// monthly rate itself; 26: biweekly), by the same equivalence.
    pub fn per_period(&self, per_year: f64) -> f64 {
        if per_year == 12.0 {
            self.monthly
        } else {
            (12.0 / per_year * self.monthly.ln_1p()).exp_m1()
        }
    }
}

/// Rate input `rate` (percent) in the unit select `unit` says, refused
/// below 0 and above the card-sized limits.
pub fn read<C, G, H>(
    inputs: Read<C>,
    rate: Input<G, Number>,
    unit: Input<H, Choice>,
) -> Result<Quoted, InputError>
where
    C: Reads<G> + Reads<H>,
{
    match inputs.option(unit)? {
        "monthly" => monthly_of(inputs.number(rate)?, rate.id()),
        "yearly" => yearly_of(inputs.number(rate)?, rate.id()),
        _ => Err(unknown_option(unit.id(), UNITS)),
    }
}

/// Rate input `rate` (percent) a month, 0 to `MAX_MONTHLY_PERCENT`.
pub fn monthly<C: Reads<G>, G>(
    inputs: Read<C>,
    rate: Input<G, Number>,
) -> Result<Quoted, InputError> {
    monthly_of(inputs.number(rate)?, rate.id())
}

/// Rate input `rate` (percent) a year, effective, 0 to `max_yearly_percent`.
pub fn yearly<C: Reads<G>, G>(
    inputs: Read<C>,
    rate: Input<G, Number>,
) -> Result<Quoted, InputError> {
    yearly_of(inputs.number(rate)?, rate.id())
}

/// `value`, the percent a month of input `id`.
fn monthly_of(value: f64, id: &str) -> Result<Quoted, InputError> {
    let monthly = percent(value, id, MAX_MONTHLY_PERCENT)? / 100.0;
    Ok(Quoted {
        monthly,
        yearly: yearly_from_monthly(monthly),
    })
}

/// `value`, the effective percent a year of input `id`.
fn yearly_of(value: f64, id: &str) -> Result<Quoted, InputError> {
    let yearly = percent(value, id, max_yearly_percent())? / 100.0;
    Ok(Quoted {
        monthly: monthly_from_yearly(yearly),
        yearly,
    })
}

/// `value`, of input `id`, refused below 0 and above `max`.
fn percent(value: f64, id: &str, max: f64) -> Result<f64, InputError> {
    if value < 0.0 {
        Err(err(id, ErrorKind::BelowMin { min: 0.0 }))
    } else if value > max {
        Err(err(id, ErrorKind::AboveMax { max }))
    } else {
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{close, inputs};
    use calc_core::values::Value;

    // A page that only quotes a rate, to read one as the loan pages do.
    calc_core::calculator! {
        mod quote = "quote" (compute) {
            inputs { interestRate: Number, rateUnit: Choice }
            outputs { monthly: Number, yearly: Number }
        }
    }

    fn compute(inputs: quote::In) -> Result<quote::Out, InputError> {
        use quote::{input as i, output as o};
        let q = read(inputs, i::interestRate, i::rateUnit)?;
        Ok(quote::Out::new()
            .number(o::monthly, q.monthly)
            .number(o::yearly, q.yearly))
    }

    fn quoted(rate: f64, unit: &str) -> Result<Quoted, InputError> {
        let out = (quote::FUNCTION.compute)(&inputs([
            ("interestRate", Value::Number(rate)),
            ("rateUnit", Value::Option(unit.into())),
        ]))?;
        Ok(Quoted {
            monthly: out.number_of("monthly").unwrap(),
            yearly: out.number_of("yearly").unwrap(),
        })
    }

    #[test]
    fn monthly_and_yearly_round_trip_by_compound_equivalence() {
        // 1.0299^12 − 1 = 0.424 100 692 899 132 572 8… (mpmath 1.4.1 at 40
        // digits), so 2,99 % a.m. is 42,41 % a.a.; and back.
        let m = quoted(2.99, "monthly").unwrap();
        close(m.yearly, 0.424_100_692_899_132_6, 1e-14);
        let a = quoted(m.yearly * 100.0, "yearly").unwrap();
        close(a.monthly, 0.0299, 1e-14);
        // 12 % a.a. is 0.948 879 293 458 297 4… % a.m. (mpmath: 1.12^(1/12) − 1),
        // the BCB example's monthly rate.
        close(
            quoted(12.0, "yearly").unwrap().monthly,
            0.009_488_792_934_582_974,
            1e-14,
        );
        // Biweekly payments: (1.0299)^(12/26) − 1 (mpmath) =
        // 0.013 690 581 727 179 392 7…
        close(m.per_period(26.0), 0.013_690_581_727_179_393, 1e-13);
        close(m.per_period(12.0), 0.0299, 1e-15);
    }

    #[test]
    fn credit_card_rates_are_taken_beyond_the_old_100_percent_cap() {
        // A card's 14 % a.m. and the 168 % a.a. it is often (nominally) called.
        let m = quoted(14.0, "monthly").unwrap();
        // 1.14^12 − 1 = 3.817 904 819 828 488 9… (mpmath), 381.79 % a.a.
        close(m.yearly, 3.817_904_819_828_489, 1e-14);
        let a = quoted(168.0, "yearly").unwrap();
        // 2.68^(1/12) − 1 = 0.085 620 159 784 656 061 7… (mpmath)
        close(a.monthly, 0.085_620_159_784_656_06, 1e-13);
    }

    #[test]
    fn rates_beyond_the_card_limits_or_below_zero_are_refused() {
        assert_eq!(
            quoted(30.01, "monthly").unwrap_err().kind,
            ErrorKind::AboveMax { max: 30.0 }
        );
        assert!(quoted(30.0, "monthly").is_ok());
        // 1.3^12 − 1 = 22.298 085 122 481 (exact): 2 229.808 512 248 1 % a.a.
        close(max_yearly_percent(), 2_229.808_512_248_1, 1e-13);
        assert!(quoted(max_yearly_percent(), "yearly").is_ok());
        assert!(matches!(
            quoted(2_300.0, "yearly").unwrap_err().kind,
            ErrorKind::AboveMax { .. }
        ));
        assert_eq!(
            quoted(-1.0, "yearly").unwrap_err().kind,
            ErrorKind::BelowMin { min: 0.0 }
        );
    }
}
