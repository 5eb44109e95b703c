//! IOF on credit to individuals (pessoa física), Decreto 6.306/2007 (the
//! RIOF): art. 7º, I, "b", 0.0082 % a day (Decreto 8.392/2015's rate, left
//! as it was by Decretos 12.466 and 12.499/2025, which changed companies'
//! rates only), the days counted up to 365; and art. 7º, §15, 0.38 % of the
//! amount once, whatever the term. On a loan repaid in instalments the
//! daily rate falls on each amortisation for the days from the release to
//! its due date (IN SRF 47/1997, art. 2º), so at most 2.993 % + 0.38 %.
//!
//! Nothing is rounded here: banks round the tax to the cent, the page
//! rounds what it shows.

/// 0.0082 % a day (art. 7º, I, "b").
pub const DAILY_RATE: f64 = 0.000_082;
/// The daily part counts at most 365 days (art. 7º, I, "b").
pub const MAX_DAYS: i64 = 365;
/// 0.38 % on the amount, once (art. 7º, §15).
pub const ADDITIONAL_RATE: f64 = 0.003_8;

/// The IOF on credit `amount` repaid by `parts`: (days from the release to
/// the due date, principal amortised then).
pub fn credit(amount: f64, parts: impl IntoIterator<Item = (i64, f64)>) -> f64 {
    let daily: f64 = parts
        .into_iter()
        .map(|(days, principal)| principal * days.clamp(0, MAX_DAYS) as f64)
        .sum();
    ADDITIONAL_RATE * amount + DAILY_RATE * daily
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::close;

    #[test]
    fn one_repayment_after_a_year_pays_the_capped_daily_part() {
        // R$ 10 000.00 repaid at once after 400 days: 0.38 % = 38.00 and
        // 0.0082 % × 365 (the cap, not 400) = 299.30; 337.30 in all
        // (3.373 %, the most the tax can take).
        close(credit(10_000.0, [(400, 10_000.0)]), 337.30, 1e-14);
    }

    #[test]
    fn each_amortisation_counts_its_own_days() {
        // R$ 1 200.00 repaid as 600.00 at 30 days and 600.00 at 60:
        // 600 × 0.000082 × 30 = 1.476, 600 × 0.000082 × 60 = 2.952,
        // 1 200 × 0.0038 = 4.56; 8.988 in all.
        close(credit(1_200.0, [(30, 600.0), (60, 600.0)]), 8.988, 1e-14);
    }
}
