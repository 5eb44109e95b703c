//! How current a data file is against today's date and its cadence: a
//! monthly series may be its publication lag plus one month of grace
//! behind; a yearly table must reach the current year less its lag.

use super::period::{month_of, Period};
use super::{Cadence, DataFile, Holding};
use jiff::civil::Date;

/// What `calcula data list` prints and `calcula check` warns about.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct State {
    /// `3 months`, `1 year`: how far the last period is behind today.
    pub age: Option<String>,
    /// `ok`, `stale`, `fixed`, `not fetched`.
    pub verdict: &'static str,
    /// The warning, when the file is older than its cadence allows.
    pub warning: Option<String>,
}

/// One month of grace beyond the publication lag, for monthly series:
/// publishers' dates move by days from one month to the next.
const GRACE_MONTHS: i32 = 1;

fn plural(n: i32, unit: &str) -> String {
    if n == 1 {
        format!("1 {unit}")
    } else {
        format!("{n} {unit}s")
    }
}

/// The oldest last period `file` may hold on `today`.
pub fn oldest_allowed(file: &DataFile, today: Date) -> Option<Period> {
    let lag = i32::try_from(file.lag).unwrap_or(i32::MAX / 2);
    match file.cadence {
        Cadence::Monthly => {
            let Period::Month(y, m) = month_of(today) else {
                return None;
            };
            Some(Period::from_month_count(
                Period::month_count(y, m) - lag - GRACE_MONTHS,
            ))
        }
        Cadence::Yearly => Some(Period::Year(i32::from(today.year()) - lag)),
        Cadence::Fixed => None,
    }
}

fn age(last: Period, today: Date) -> String {
    match (last, month_of(today)) {
        (Period::Month(y, m), Period::Month(ty, tm)) => plural(
            Period::month_count(ty, tm) - Period::month_count(y, m),
            "month",
        ),
        (p, _) => plural(i32::from(today.year()) - p.year(), "year"),
    }
}

pub fn assess(file: &DataFile, holding: &Holding, today: Date) -> State {
    let series = match holding {
        Holding::Missing => {
            return State {
                age: None,
                verdict: "not fetched",
                warning: None,
            }
        }
        Holding::Fixed => {
            return State {
                age: None,
                verdict: "fixed",
                warning: None,
            }
        }
        Holding::Through(series) => series,
    };
    let Some(last) = holding.through() else {
        return State {
            age: None,
            verdict: "ok",
            warning: None,
        };
    };
    let Some(allowed) = oldest_allowed(file, today) else {
        return State {
            age: Some(age(last, today)),
            verdict: "ok",
            warning: None,
        };
    };
    // Years compare with years; a monthly file's periods are months.
    let behind: Vec<String> = series
        .iter()
        .filter(|(_, p)| *p < allowed)
        .map(|(name, p)| match name {
            Some(name) => format!("{name} through {p}"),
            None => format!("through {p}"),
        })
        .collect();
    if behind.is_empty() {
        return State {
            age: Some(age(last, today)),
            verdict: "ok",
            warning: None,
        };
    }
    let expectation = match file.cadence {
        Cadence::Yearly if file.lag == 0 => {
            format!("there is no table for {}, the current year", today.year())
        }
        Cadence::Yearly => format!(
            "published yearly, {} after the year ends, it should reach {allowed} by {today}",
            plural(file.lag as i32, "year")
        ),
        _ => format!(
            "published monthly, {} after the month ends, it should reach {allowed} by {today} (one month of grace)",
            plural(file.lag as i32, "month")
        ),
    };
    State {
        age: Some(age(last, today)),
        verdict: "stale",
        warning: Some(format!(
            "{} ({}): {}; {expectation}\n  hint: calcula data update {}, or replace the file with the publisher's latest",
            file.id,
            file.file.display(),
            behind.join(", "),
            file.id
        )),
    }
}

/// The warnings of every file in the manifest.
pub fn warnings(root: &std::path::Path, today: Date) -> anyhow::Result<Vec<String>> {
    let Some(manifest) = super::Manifest::load(root)? else {
        return Ok(Vec::new());
    };
    let mut out = Vec::new();
    for file in &manifest.files {
        let holding = file.holding(root)?;
        out.extend(assess(file, &holding, today).warning);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn file(cadence: Cadence, lag: u32) -> DataFile {
        serde_yaml::from_str::<DataFile>(&format!(
            "{{id: x, file: x.csv, source: s, licence: l, cadence: {}, lag: {lag}}}",
            format!("{cadence:?}").to_lowercase()
        ))
        .unwrap()
    }

    fn date(s: &str) -> Date {
        s.parse().unwrap()
    }

    fn through(p: Period) -> Holding {
        Holding::Through(vec![(None, p)])
    }

    #[test]
    fn a_monthly_series_has_its_lag_and_one_month_of_grace() {
        let f = file(Cadence::Monthly, 1);
        // December 2026: November's index is not out yet, October's may be late.
        let ok = assess(&f, &through(Period::Month(2026, 10)), date("2026-12-06"));
        assert_eq!((ok.verdict, ok.age.as_deref()), ("ok", Some("2 months")));
        let stale = assess(&f, &through(Period::Month(2026, 9)), date("2026-12-06"));
        assert_eq!(stale.verdict, "stale");
        assert!(stale.warning.unwrap().contains("should reach 2026-10"));
    }

    #[test]
    fn a_yearly_table_must_cover_the_current_year() {
        let f = file(Cadence::Yearly, 0);
        assert_eq!(
            assess(&f, &through(Period::Year(2026)), date("2026-12-31")).verdict,
            "ok"
        );
        let next = assess(&f, &through(Period::Year(2026)), date("2027-01-01"));
        assert!(next.warning.unwrap().contains("no table for 2027"));
    }

    #[test]
    fn fixed_and_unfetched_files_are_never_stale() {
        let f = file(Cadence::Fixed, 0);
        assert_eq!(
            assess(&f, &Holding::Fixed, date("2099-01-01")).warning,
            None
        );
        let m = file(Cadence::Monthly, 1);
        assert_eq!(
            assess(&m, &Holding::Missing, date("2099-01-01")).warning,
            None
        );
    }
}
