//! Renda fixa: one amount invested for a term in calendar days, in six
//! investments side by side, each after IOF, IR and fees.
//!
//! Day count: the term is in calendar days, as the IR and IOF tables count
//! it. CDI, Selic and the Tesouro's rates are effective yearly rates that
//! the market compounds per business day, 252 a year; the page takes a
//! year's average of 252 business days in 365 calendar days, so a term of D
//! days has D × 252/365 business days and an annual rate r grows by
//! (1 + r)^(D/365). A CDB at X % of the CDI earns X % of each business
//! day's CDI, (1 + X × ((1 + CDI)^(1/252) − 1))^(D × 252/365). The
//! poupança credits on each monthly anniversary: one every 365/12 days.
//!
//! Tax and fees: IOF regressivo on the yield within 30 days, then IR
//! regressivo on the yield net of IOF and of the custody fee (LCI/LCA and
//! poupança are exempt from IR; the poupança from IOF too). B3's custody
//! fee of the Tesouro accrues each day on that day's gross value (Tesouro
//! Selic: above the exempt amount).

use super::rules::{
    iof_rate, ir_rate, poupanca_monthly, CUSTODY_RATE_PER_YEAR, CUSTODY_SELIC_EXEMPT,
};
use crate::common::err;
use calc_core::declare::Number;
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use fixed_income::{input as i, output as o, In, Out};
use serde_json::{json, Value};
/// An input of this calculator, of kind `K`.
type Input<K> = calc_core::declare::Input<fixed_income::Calc, K>;

calc_core::calculator! {
    mod fixed_income = "fixed-income" (compute) {
        inputs {
            amount: Number,
            days: Number,
            selic: Number,
            cdi: Number,
            ipca: Number,
            tr: Number,
            cdbPercent: Number,
            lciPercent: Number,
            prefixadoRate: Number,
            ipcaRealRate: Number,
        }
        outputs {
            bestNet: Number,
            best: Text,
            bestReturn: Number,
            irRate: Number,
            iofRate: Number,
            poupancaMonthly: Number,
            comparison: Json,
            timeline: Json,
        }
    }
}

pub const FUNCTION: Function = fixed_income::FUNCTION;

/// Calendar days in the year and business days in it (the market's 252).
const DAYS_PER_YEAR: f64 = 365.0;
const BUSINESS_DAYS_PER_YEAR: f64 = 252.0;
/// The longest term, in days (50 years).
const MAX_DAYS: f64 = 18_250.0;
/// Rows of the chart's table at most (besides day 0 and the last day).
const CHART_POINTS: u32 = 60;

/// How an investment is taxed and charged.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Taxes {
    /// Poupança: no IR, no IOF.
    None,
    /// LCI/LCA: IOF within 30 days, no IR.
    IofOnly,
    /// CDB/LC: IOF and IR.
    IofAndIr,
    /// A Tesouro title: IOF, IR and the custody fee above `exempt`.
    Tesouro { exempt: f64 },
}

/// How an investment grows.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Growth {
    /// The poupança: this monthly rate on each anniversary.
    Monthly(f64),
    /// A share of the CDI: this factor each business day.
    Daily(f64),
    /// This yearly rate, compounded over the calendar days.
    Yearly(f64),
}

impl Growth {
    /// The gross growth factor after `days` calendar days.
    fn factor(self, days: u32) -> f64 {
        match self {
            Growth::Monthly(rate) => (1.0 + rate).powf(f64::from(anniversaries(days))),
            Growth::Daily(daily) => {
                daily.powf(f64::from(days) * BUSINESS_DAYS_PER_YEAR / DAYS_PER_YEAR)
            }
            Growth::Yearly(rate) => (1.0 + rate).powf(f64::from(days) / DAYS_PER_YEAR),
        }
    }
}

/// One investment: its id (a label in the locales), how it is taxed and
/// how it grows.
struct Investment {
    id: &'static str,
    taxes: Taxes,
    growth: Growth,
}

/// What a redemption on one day gives.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Redemption {
    pub gross: f64,
    pub iof: f64,
    pub ir: f64,
    pub fees: f64,
    pub net: f64,
}

/// `share` of the CDI (fractions), day by business day.
fn share_of_cdi(cdi: f64, share: f64) -> Growth {
    Growth::Daily(1.0 + share * ((1.0 + cdi).powf(1.0 / BUSINESS_DAYS_PER_YEAR) - 1.0))
}

/// Monthly anniversaries in `days` calendar days (one every 365/12 days).
pub fn anniversaries(days: u32) -> u32 {
    days * 12 / 365
}

/// B3's custody fee on `amount` growing at `yearly` for `days` days: each
/// day k from 0 to days − 1, a 365th of the rate on that day's gross value
/// above `exempt`. The value grows by q = (1 + yearly)^(1/365) a day, so
/// the days above `exempt` are those from the first k0 with amount·q^k0 >
/// exempt on, and their sum is geometric: amount·q^k0·(q^n − 1)/(q − 1) −
/// exempt·n over the n = days − k0 of them (what a day-by-day sum gives,
/// without a loop of up to 18 250 days).
fn custody(amount: f64, yearly: f64, exempt: f64, days: u32) -> f64 {
    let ln_q = yearly.ln_1p() / DAYS_PER_YEAR;
    let first = if amount > exempt {
        0
    } else if ln_q <= 0.0 {
        days
    } else {
        // k > ln(exempt/amount)/ln q, the least such whole day.
        let k = ((exempt / amount).ln() / ln_q).floor() + 1.0;
        k.min(f64::from(days)) as u32
    };
    let n = f64::from(days - first);
    let sum = if ln_q == 0.0 {
        n
    } else {
        (n * ln_q).exp_m1() / ln_q.exp_m1()
    };
    (amount * (f64::from(first) * ln_q).exp() * sum - exempt * n).max(0.0) * CUSTODY_RATE_PER_YEAR
        / DAYS_PER_YEAR
}

/// The redemption of `amount` on each of `days`.
fn redeem(amount: f64, investment: &Investment, days: &[u32]) -> Vec<Redemption> {
    days.iter()
        .map(|&day| {
            let gross = amount * investment.growth.factor(day);
            let fees = match (investment.taxes, investment.growth) {
                (Taxes::Tesouro { exempt }, Growth::Yearly(rate)) => {
                    custody(amount, rate, exempt, day)
                }
                _ => 0.0,
            };
            on_day(amount, gross, fees, investment.taxes, day)
        })
        .collect()
}

/// Taxes on a redemption of `gross` on `day`, `fees` charged.
fn on_day(amount: f64, gross: f64, fees: f64, taxes: Taxes, day: u32) -> Redemption {
    let gain = (gross - amount).max(0.0);
    let iof = match taxes {
        Taxes::None => 0.0,
        _ if day == 0 => 0.0,
        _ => gain * iof_rate(day),
    };
    let ir = match taxes {
        Taxes::IofAndIr | Taxes::Tesouro { .. } if day > 0 => {
            (gain - iof - fees).max(0.0) * ir_rate(day)
        }
        _ => 0.0,
    };
    Redemption {
        gross,
        iof,
        ir,
        fees,
        net: gross - iof - ir - fees,
    }
}

/// The days the chart shows: 0, every `step` days, and the last.
fn chart_days(days: u32) -> Vec<u32> {
    let step = days.div_ceil(CHART_POINTS).max(1);
    let mut list: Vec<u32> = (0..days).step_by(step as usize).collect();
    list.push(days);
    list
}

/// A percent input of at least `low`, as a fraction.
fn percent(inputs: &In, id: Input<Number>, low: f64) -> Result<f64, InputError> {
    let v = inputs.number(id)?;
    if v < low {
        return Err(err(id.id(), ErrorKind::BelowMin { min: low }));
    }
    Ok(v / 100.0)
}

fn compute(inputs: In) -> Result<Out, InputError> {
    let amount = inputs.number(i::amount)?;
    if amount <= 0.0 {
        return Err(err(i::amount.id(), ErrorKind::NotAbove { above: 0.0 }));
    }
    let days = inputs.number(i::days)?;
    if days < 1.0 {
        return Err(err(i::days.id(), ErrorKind::BelowMin { min: 1.0 }));
    }
    if days > MAX_DAYS {
        return Err(err(i::days.id(), ErrorKind::AboveMax { max: MAX_DAYS }));
    }
    if days.fract() != 0.0 {
        return Err(err(i::days.id(), ErrorKind::NotAnInteger));
    }
    let days = days as u32;
    let selic = percent(&inputs, i::selic, 0.0)?;
    let cdi = percent(&inputs, i::cdi, 0.0)?;
    let ipca = percent(&inputs, i::ipca, -50.0)?;
    let tr = percent(&inputs, i::tr, -50.0)?;
    let cdb = percent(&inputs, i::cdbPercent, 0.0)?;
    let lci = percent(&inputs, i::lciPercent, 0.0)?;
    let prefixado = percent(&inputs, i::prefixadoRate, 0.0)?;
    let real = percent(&inputs, i::ipcaRealRate, 0.0)?;

    let poupanca = poupanca_monthly(selic, tr);
    let investments = [
        Investment {
            id: "poupanca",
            taxes: Taxes::None,
            growth: Growth::Monthly(poupanca),
        },
        Investment {
            id: "cdb",
            taxes: Taxes::IofAndIr,
            growth: share_of_cdi(cdi, cdb),
        },
        Investment {
            id: "lci",
            taxes: Taxes::IofOnly,
            growth: share_of_cdi(cdi, lci),
        },
        Investment {
            id: "tesouroSelic",
            taxes: Taxes::Tesouro {
                exempt: CUSTODY_SELIC_EXEMPT,
            },
            growth: Growth::Yearly(selic),
        },
        Investment {
            id: "tesouroPrefixado",
            taxes: Taxes::Tesouro { exempt: 0.0 },
            growth: Growth::Yearly(prefixado),
        },
        Investment {
            id: "tesouroIpca",
            taxes: Taxes::Tesouro { exempt: 0.0 },
            // The real rate over the IPCA: (1 + real) × (1 + IPCA) a year.
            growth: Growth::Yearly((1.0 + real) * (1.0 + ipca) - 1.0),
        },
    ];
    let shown = chart_days(days);
    let runs: Vec<Vec<Redemption>> = investments
        .iter()
        .map(|inv| redeem(amount, inv, &shown))
        .collect();
    let last: Vec<Redemption> = runs.iter().map(|r| r[r.len() - 1]).collect();
    if last.iter().any(|r| !r.net.is_finite()) {
        return Err(err(i::amount.id(), ErrorKind::ResultTooLarge));
    }
    // The best: the largest net value, the first listed on a tie.
    let best = (0..last.len()).fold(0, |b, k| if last[k].net > last[b].net { k } else { b });
    let rank = |k: usize| 1 + last.iter().filter(|r| r.net > last[k].net).count();
    let comparison: Vec<Value> = investments
        .iter()
        .zip(&last)
        .enumerate()
        .map(|(k, (inv, r))| {
            json!({
                "investment": inv.id,
                "gross": r.gross,
                "iof": r.iof,
                "ir": r.ir,
                "fees": r.fees,
                "net": r.net,
                "netReturn": (r.net / amount - 1.0) * 100.0,
                "rank": rank(k),
            })
        })
        .collect();
    let timeline: Vec<Value> = shown
        .iter()
        .enumerate()
        .map(|(row, day)| {
            let mut entry = serde_json::Map::new();
            entry.insert("day".into(), json!(day));
            // The net earnings, not the net value: on an axis from zero the
            // values would be six lines on top of one another.
            for (inv, run) in investments.iter().zip(&runs) {
                entry.insert(inv.id.into(), json!(run[row].net - amount));
            }
            Value::Object(entry)
        })
        .collect();
    Ok(Out::new()
        .number(o::bestNet, last[best].net)
        .text(o::best, investments[best].id)
        .number(o::bestReturn, (last[best].net / amount - 1.0) * 100.0)
        .number(o::irRate, ir_rate(days) * 100.0)
        .number(o::iofRate, iof_rate(days) * 100.0)
        .number(o::poupancaMonthly, poupanca * 100.0)
        .json(o::comparison, Value::Array(comparison))
        .json(o::timeline, Value::Array(timeline)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{inputs, rows};
    use calc_core::outputs::Outputs;
    use calc_core::values::Value as V;

    /// A case: R$ 10 000.00, CDI
    /// 14.90 %, Selic 15 %, IPCA 4.26 %, TR 0, CDB 100 %, LCI 90 %,
    /// prefixado 13.5 %, IPCA+ 7.5 %.
    fn run_with(amount: f64, days: f64, change: &[(&str, f64)]) -> Result<Outputs, InputError> {
        let mut given = [
            ("amount", amount),
            ("days", days),
            ("selic", 15.0),
            ("cdi", 14.9),
            ("ipca", 4.26),
            ("tr", 0.0),
            ("cdbPercent", 100.0),
            ("lciPercent", 90.0),
            ("prefixadoRate", 13.5),
            ("ipcaRealRate", 7.5),
        ];
        for (id, v) in change {
            given.iter_mut().find(|(k, _)| k == id).unwrap().1 = *v;
        }
        (FUNCTION.compute)(&inputs(given.map(|(k, v)| (k, V::Number(v)))))
    }

    fn run(days: f64) -> Outputs {
        run_with(10_000.0, days, &[]).unwrap()
    }

    /// The comparison's row of `investment`, a column of it.
    fn cell(out: &Outputs, investment: &str, column: &str) -> f64 {
        rows(out, "comparison")
            .iter()
            .find(|r| r["investment"] == investment)
            .and_then(|r| r[column].as_f64())
            .unwrap()
    }

    fn close(got: f64, expected: f64) {
        assert!(
            (got - expected).abs() < 1e-8 * expected.abs().max(1.0),
            "{got} vs {expected}"
        );
    }

    /// Issue 45's case: a CDB at 100 % of the CDI (14.90 % a year) held 200
    /// and 800 days against an LCI at 90 %, R$ 10 000.00. By hand with
    /// Python 3's decimal (50 digits), the rules of this file's header:
    /// CDB gross 10 000 × 1.149^(D/365); IR 20 % at 200 days (Lei 11.033
    /// art. 1º II), 15 % at 800 (IV); the LCI's daily factor
    /// 1 + 0.9 × (1.149^(1/252) − 1) over D × 252/365 business days, exempt
    /// (art. 3º II).
    #[test]
    fn cdb_against_lci_200_and_800_days() {
        let out = run(200.0);
        close(cell(&out, "cdb", "gross"), 10_790.760_922_333_617);
        close(cell(&out, "cdb", "ir"), 158.152_184_466_723_4);
        close(cell(&out, "cdb", "iof"), 0.0);
        close(cell(&out, "cdb", "net"), 10_632.608_737_866_894);
        close(cell(&out, "lci", "net"), 10_708.969_535_536_65);
        close(cell(&out, "lci", "ir"), 0.0);
        assert_eq!(out.number_of("irRate"), Some(20.0));
        let out = run(800.0);
        close(cell(&out, "cdb", "gross"), 13_558.394_996_647_985);
        close(cell(&out, "cdb", "ir"), 533.759_249_497_197_8);
        close(cell(&out, "cdb", "net"), 13_024.635_747_150_788);
        close(cell(&out, "lci", "net"), 13_151.967_663_868_477);
        close(cell(&out, "cdb", "netReturn"), 30.246_357_471_507_88);
        assert_eq!(out.number_of("irRate"), Some(15.0));
        // At 100 % of the CDI an LCI grows exactly as the CDB does before tax.
        let same = run_with(10_000.0, 800.0, &[("lciPercent", 100.0)]).unwrap();
        close(cell(&same, "lci", "net"), 13_558.394_996_647_985);
    }

    /// IOF regressivo on day 10: 66 % of the yield (Decreto 6.306/2007's
    /// annex), then IR 22.5 % on what is left. Python decimal: gross
    /// 10 038.125094377870; IOF 25.162562289394512; IR 2.9165697199070911.
    #[test]
    fn iof_on_day_ten() {
        let out = run(10.0);
        close(cell(&out, "cdb", "gross"), 10_038.125_094_377_87);
        close(cell(&out, "cdb", "iof"), 25.162_562_289_394_51);
        close(cell(&out, "cdb", "ir"), 2.916_569_719_907_091);
        close(cell(&out, "cdb", "net"), 10_010.045_962_368_57);
        assert_eq!(out.number_of("iofRate"), Some(66.0));
        // The poupança has had no anniversary: nothing credited yet.
        close(cell(&out, "poupanca", "net"), 10_000.0);
    }

    /// One day: IOF takes 96 % of the yield (day 1), IR 22.5 % of the rest.
    /// Python decimal: gross 10 003.805984335039, IOF 3.6537449616376914,
    /// IR 0.034253859015353357.
    #[test]
    fn one_day() {
        let out = run(1.0);
        close(cell(&out, "cdb", "iof"), 3.653_744_961_637_691);
        close(cell(&out, "cdb", "ir"), 0.034_253_859_015_353_36);
        close(cell(&out, "cdb", "net"), 10_000.117_985_514_386);
        assert_eq!(rows(&out, "timeline").len(), 2);
    }

    /// Poupança by Lei 12.703/2012: Selic 15 % (above 8.5 %) pays 0.5 % a
    /// month; 200 days hold 6 anniversaries (200 × 12 ÷ 365 = 6.6), 800
    /// days 26: 10 000 × 1.005⁶ = 10 303.775093937656, × 1.005²⁶ =
    /// 11 384.595529618508. At Selic 7.25 %: 0.4134 % a month (A19a).
    #[test]
    fn poupanca_both_rules() {
        let out = run(200.0);
        assert_eq!(out.number_of("poupancaMonthly"), Some(0.5));
        close(cell(&out, "poupanca", "net"), 10_303.775_093_937_656);
        close(run(800.0).number_of("poupancaMonthly").unwrap(), 0.5);
        close(cell(&run(800.0), "poupanca", "net"), 11_384.595_529_618_508);
        let low = run_with(10_000.0, 31.0, &[("selic", 7.25)]).unwrap();
        let monthly = low.number_of("poupancaMonthly").unwrap();
        assert!((monthly - 0.4134).abs() < 5e-5, "{monthly}");
        close(
            cell(&low, "poupanca", "net"),
            10_000.0 * (1.0 + monthly / 100.0),
        );
        close(
            cell(&low, "poupanca", "ir") + cell(&low, "poupanca", "iof"),
            0.0,
        );
    }

    /// Tesouro IPCA+ at 7.5 % plus IPCA 4.26 %, 800 days: gross 10 000 ×
    /// (1.075 × 1.0426)^(800/365); custody 0.20 % a year ÷ 365 on each
    /// day's gross value, days 0 to 799; IR 15 % on the yield less the fee.
    /// Python decimal: gross 12 839.571855490048, fee 49.792559374060741,
    /// IR 418.46689441739811, net 12 371.312401698589.
    #[test]
    fn tesouro_ipca_plus() {
        let out = run(800.0);
        close(cell(&out, "tesouroIpca", "gross"), 12_839.571_855_490_048);
        close(cell(&out, "tesouroIpca", "fees"), 49.792_559_374_060_74);
        close(cell(&out, "tesouroIpca", "ir"), 418.466_894_417_398_1);
        close(cell(&out, "tesouroIpca", "net"), 12_371.312_401_698_59);
    }

    /// Tesouro Selic's custody fee only above R$ 10 000.00: R$ 50 000.00 at
    /// 15 % for 200 days; Python decimal: fee 45.977449199923841, IR
    /// 786.71041340331337, net 53 146.841653613253. Below the exempt
    /// amount, no fee.
    #[test]
    fn tesouro_selic_custody_above_the_exempt_amount() {
        let out = run_with(50_000.0, 200.0, &[]).unwrap();
        close(cell(&out, "tesouroSelic", "fees"), 45.977_449_199_923_84);
        close(cell(&out, "tesouroSelic", "ir"), 786.710_413_403_313_4);
        close(cell(&out, "tesouroSelic", "net"), 53_146.841_653_613_25);
        assert_eq!(
            cell(
                &run_with(5_000.0, 200.0, &[]).unwrap(),
                "tesouroSelic",
                "fees"
            ),
            0.0
        );
    }

    /// The best is the largest net value, ranked 1 and named.
    #[test]
    fn best_is_marked() {
        let out = run(800.0);
        let nets: Vec<f64> = rows(&out, "comparison")
            .iter()
            .map(|r| r["net"].as_f64().unwrap())
            .collect();
        let top = nets.iter().cloned().fold(f64::MIN, f64::max);
        assert_eq!(out.number_of("bestNet"), Some(top));
        let best = crate::testing::text(&out, "best");
        assert_eq!(cell(&out, &best, "rank"), 1.0);
        assert_eq!(cell(&out, &best, "net"), top);
    }

    /// The chart's net earnings start at zero, end on the last day's net
    /// value less the amount, and take at most 62 rows.
    #[test]
    fn timeline_ends_on_the_comparison() {
        let out = run(800.0);
        let timeline = rows(&out, "timeline");
        assert!(timeline.len() <= 62);
        assert_eq!(timeline[0]["day"], 0);
        assert_eq!(timeline[0]["cdb"], 0.0);
        let last = &timeline[timeline.len() - 1];
        assert_eq!(last["day"], 800);
        assert_eq!(
            last["cdb"].as_f64().unwrap(),
            cell(&out, "cdb", "net") - 10_000.0
        );
    }

    /// Worked example A20 (comunidade.nubank.com.br): a yield of 100.00
    /// redeemed on day 9 pays IOF 70 % = 70.00, then IR 22.5 % of the 30.00
    /// left = 6.75: 23.25 of the yield remains.
    #[test]
    fn a20_iof_then_ir_on_day_nine() {
        let r = on_day(1000.0, 1100.0, 0.0, Taxes::IofAndIr, 9);
        close(r.iof, 70.0);
        close(r.ir, 6.75);
        close(r.net - 1000.0, 23.25);
    }

    /// The IPCA's default is the 12 months to the data's last month,
    /// compounded from br-price-indices-monthly.csv and rounded to 0.01 %
    /// as IBGE publishes it (2025: 4.26 %).
    #[test]
    fn ipca_default_is_the_datas_last_twelve_months() {
        let ipca = crate::cost_of_living_br::series("IPCA").unwrap();
        let last = ipca.percents.len();
        let factor: f64 = ipca.percents[last - 12..]
            .iter()
            .map(|p| 1.0 + p / 100.0)
            .product();
        let spec = crate::testing::spec("fixed-income");
        let default = &spec.inputs.iter().find(|i| i.id == "ipca").unwrap().default;
        let twelve = ((factor - 1.0) * 10_000.0).round() / 100.0;
        assert_eq!(default.parse::<f64>().unwrap(), twelve);
    }

    /// The fee's geometric sum is the day-by-day sum of its definition,
    /// also when the value crosses the exempt amount during the term (R$
    /// 9 900.00 at 15 % passes R$ 10 000.00 on day 27) and at a zero rate.
    #[test]
    fn custody_is_the_sum_of_its_days() {
        let by_day = |amount: f64, rate: f64, exempt: f64, days: u32| -> f64 {
            (0..days)
                .map(|k| {
                    let value = amount * (1.0 + rate).powf(f64::from(k) / 365.0);
                    (value - exempt).max(0.0) * 0.002 / 365.0
                })
                .sum()
        };
        for (amount, rate, exempt, days) in [
            (9_900.0, 0.15, 10_000.0, 200),
            (9_900.0, 0.15, 10_000.0, 20),
            (50_000.0, 0.15, 10_000.0, 800),
            (10_000.0, 0.1155, 0.0, 18_250),
            (10_000.0, 0.0, 0.0, 365),
            (10_000.0, 0.0, 10_000.0, 365),
        ] {
            let got = custody(amount, rate, exempt, days);
            let want = by_day(amount, rate, exempt, days);
            assert!(
                (got - want).abs() <= 1e-9 * want.max(1.0),
                "{amount} {rate} {days}: {got} vs {want}"
            );
        }
        close(custody(10_000.0, 0.0, 0.0, 365), 20.0);
    }

    #[test]
    fn zero_amount_and_bad_terms_are_refused() {
        assert_eq!(run_with(0.0, 200.0, &[]).unwrap_err().input, "amount");
        assert_eq!(run_with(-1.0, 200.0, &[]).unwrap_err().input, "amount");
        assert_eq!(run_with(10.0, 0.0, &[]).unwrap_err().input, "days");
        assert_eq!(run_with(10.0, 1.5, &[]).unwrap_err().input, "days");
        assert_eq!(
            run_with(10.0, 200.0, &[("cdi", -1.0)]).unwrap_err().input,
            "cdi"
        );
    }
}
