//! The rules of Brazilian fixed income, from `data/br-fixed-income.yaml`
//! (compiled in by `build.rs`): IR and IOF regressivos, the poupança's
//! monthly yield by the Selic target and B3's custody fee.

include!(concat!(env!("OUT_DIR"), "/fixed_income_tables.rs"));

/// The IR rate on the yield of an investment held `days` calendar days.
pub fn ir_rate(days: u32) -> f64 {
    IR_REGRESSIVO
        .iter()
        .find(|(up_to, _)| days <= *up_to)
        .map_or(IR_REGRESSIVO[IR_REGRESSIVO.len() - 1].1, |(_, rate)| *rate)
}

/// The share of the yield IOF takes on a redemption `days` calendar days
/// after the investment (0 from day 30 on; day 0 is taken as day 1).
pub fn iof_rate(days: u32) -> f64 {
    let index = days.max(1) as usize - 1;
    IOF_PERCENT_BY_DAY.get(index).map_or(0.0, |p| p / 100.0)
}

/// The poupança's monthly yield for a Selic target and a monthly TR, both
/// fractions: the TR corrects the balance and the additional interest is
/// paid on the corrected balance.
pub fn poupanca_monthly(selic: f64, tr: f64) -> f64 {
    let additional = if selic > POUPANCA_THRESHOLD_SELIC {
        POUPANCA_FIXED_MONTHLY
    } else {
        (1.0 + POUPANCA_SHARE_OF_SELIC * selic).powf(1.0 / 12.0) - 1.0
    };
    // (1 + TR)(1 + additional) − 1, written so that a zero TR leaves the
    // additional exact (0.5 %, not 0.4999…).
    tr + additional + tr * additional
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Lei 11.033/2004 art. 1º: 22.5 % up to 180 days, 20 % from 181 to
    /// 360, 17.5 % from 361 to 720, 15 % above.
    #[test]
    fn ir_by_days() {
        for (days, rate) in [
            (1, 0.225),
            (180, 0.225),
            (181, 0.20),
            (200, 0.20),
            (360, 0.20),
            (361, 0.175),
            (720, 0.175),
            (721, 0.15),
            (800, 0.15),
        ] {
            assert_eq!(ir_rate(days), rate, "{days}");
        }
    }

    /// Decreto 6.306/2007's annex: day 1 96 %, day 9 70 % (the worked
    /// example A20, comunidade.nubank.com.br), day 10 66 %, day 29 3 %,
    /// day 30 and later nothing.
    #[test]
    fn iof_by_days() {
        for (days, rate) in [
            (1, 0.96),
            (9, 0.70),
            (10, 0.66),
            (29, 0.03),
            (30, 0.0),
            (31, 0.0),
        ] {
            assert_eq!(iof_rate(days), rate, "{days}");
        }
    }

    /// Worked example A19a (valor.com.br): Selic 7.25 % → 70 % = 5.075 % a
    /// year → 1.05075^(1/12) − 1 = 0.4134 % a month; A19b (Selic 8 %):
    /// 0.4551 %; above 8.5 %, 0.5 % (Lei 12.703/2012); and at 8.5 % exactly
    /// the 70 % rule still holds (the law's "igual ou inferior").
    #[test]
    fn poupanca_by_the_selic() {
        let at = |selic: f64| poupanca_monthly(selic, 0.0) * 100.0;
        assert!((at(0.0725) - 0.4134).abs() < 5e-5, "{}", at(0.0725));
        assert!((at(0.08) - 0.4551).abs() < 5e-5, "{}", at(0.08));
        assert_eq!(at(0.086), 0.5);
        assert_eq!(at(0.15), 0.5);
        // Python 3 decimal, 40 digits: 1.0595^(1/12) − 1 = 0.0048280425…
        assert!(
            (at(0.085) - 0.482_804_251_253_774_7).abs() < 1e-12,
            "{}",
            at(0.085)
        );
        // TR 0.1 % a month: 1.001 × 1.005 − 1 = 0.6005 %.
        assert!((poupanca_monthly(0.15, 0.001) * 100.0 - 0.6005).abs() < 1e-12);
    }
}
