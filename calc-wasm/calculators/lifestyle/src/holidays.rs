//! Public holidays of a page's market, as rules with the law each comes
//! from: U.S. federal holidays with their observed dates (English pages),
//! Brazilian national holidays (Portuguese pages). The published calendars
//! they must reproduce are in `data/holidays-2025-2027.csv` (sources in
//! `data/README.md`); a test below ties the rules to them.

use super::calendar::days;
use time::{Date, Month, Weekday};

/// When a holiday falls in a given year.
#[derive(Debug, Clone, Copy)]
pub enum On {
    /// A fixed day of a month.
    Fixed(Month, u8),
    /// The n-th given weekday of a month (1 = first; -1 = last).
    Nth(Month, Weekday, i8),
    /// Days from Easter Sunday (Gregorian computus).
    Easter(i16),
}

#[derive(Debug, Clone, Copy)]
pub struct Rule {
    /// Label id in the locales.
    pub id: &'static str,
    pub on: On,
    /// First year the rule applies.
    pub since: i32,
    /// A day off by custom or decree, not by law (ponto facultativo):
    /// counted only when the visitor asks for it.
    pub optional: bool,
    /// The law or publication the rule comes from.
    pub source: &'static str,
}

pub struct Calendar {
    pub rules: &'static [Rule],
    /// Years before this one are counted without holidays: the rules here
    /// are the ones in force since then.
    pub since: i32,
    /// A Saturday holiday is observed on the Friday before, a Sunday one on
    /// the Monday after (5 U.S.C. 6103(b); Executive Order 11582, 1971).
    pub weekend_shift: bool,
}

const fn rule(id: &'static str, on: On, since: i32, source: &'static str) -> Rule {
    Rule {
        id,
        on,
        since,
        optional: false,
        source,
    }
}

const US_CODE: &str = "5 U.S.C. 6103(a)";
const MONDAY_ACT: &str = "5 U.S.C. 6103(a), as set by the Uniform Monday Holiday Act (Pub. L. 90-363, 1968; in force 1971)";

/// U.S. federal holidays: the list of 5 U.S.C. 6103(a), as OPM publishes them.
pub const US: Calendar = Calendar {
    rules: &[
        rule("newYearsDay", On::Fixed(Month::January, 1), 1971, US_CODE),
        rule(
            "martinLutherKingDay",
            On::Nth(Month::January, Weekday::Monday, 3),
            1986,
            "5 U.S.C. 6103(a), as amended by Pub. L. 98-144 (1983; first observed 1986)",
        ),
        rule(
            "washingtonsBirthday",
            On::Nth(Month::February, Weekday::Monday, 3),
            1971,
            MONDAY_ACT,
        ),
        rule(
            "memorialDay",
            On::Nth(Month::May, Weekday::Monday, -1),
            1971,
            MONDAY_ACT,
        ),
        rule(
            "juneteenth",
            On::Fixed(Month::June, 19),
            2021,
            "5 U.S.C. 6103(a), as amended by Pub. L. 117-17 (2021)",
        ),
        rule("independenceDay", On::Fixed(Month::July, 4), 1971, US_CODE),
        rule(
            "laborDay",
            On::Nth(Month::September, Weekday::Monday, 1),
            1971,
            US_CODE,
        ),
        rule(
            "columbusDay",
            On::Nth(Month::October, Weekday::Monday, 2),
            1971,
            MONDAY_ACT,
        ),
        // 1971–1977 on the fourth Monday of October; back on 11 November
        // from 1978 (Pub. L. 94-97, 1975).
        rule(
            "veteransDay",
            On::Nth(Month::October, Weekday::Monday, 4),
            1971,
            MONDAY_ACT,
        ),
        rule(
            "veteransDay",
            On::Fixed(Month::November, 11),
            1978,
            "5 U.S.C. 6103(a), as amended by Pub. L. 94-97 (1975; in force 1978)",
        ),
        rule(
            "thanksgivingDay",
            On::Nth(Month::November, Weekday::Thursday, 4),
            1971,
            US_CODE,
        ),
        rule(
            "christmasDay",
            On::Fixed(Month::December, 25),
            1971,
            US_CODE,
        ),
    ],
    since: 1971,
    weekend_shift: true,
};

const LEI_662: &str = "Lei 662/1949, art. 1º, na redação da Lei 10.607/2002";
/// Declared each year for federal employees by the Ministério da Gestão e
/// da Inovação em Serviços Públicos.
const PORTARIA: &str = "Ponto facultativo (portaria anual do governo federal)";

/// A holiday of Lei 662/1949 as the 2002 law states it, the calendar's start.
const fn lei_662(id: &'static str, on: On) -> Rule {
    rule(id, on, 2002, LEI_662)
}

const fn optional(id: &'static str, on: On, source: &'static str) -> Rule {
    Rule {
        id,
        on,
        since: 2002,
        optional: true,
        source,
    }
}

/// Brazilian national holidays (feriados nacionais), and the optional days
/// off of Carnaval and Corpus Christi.
pub const BR: Calendar = Calendar {
    rules: &[
        lei_662("confraternizacaoUniversal", On::Fixed(Month::January, 1)),
        optional("carnivalMonday", On::Easter(-48), PORTARIA),
        optional("carnivalTuesday", On::Easter(-47), PORTARIA),
        rule(
            "goodFriday",
            On::Easter(-2),
            2002,
            "Lei 9.093/1995, art. 2º (Sexta-Feira da Paixão)",
        ),
        lei_662("tiradentes", On::Fixed(Month::April, 21)),
        lei_662("labourDay", On::Fixed(Month::May, 1)),
        optional("corpusChristi", On::Easter(60), PORTARIA),
        lei_662("independence", On::Fixed(Month::September, 7)),
        rule(
            "nossaSenhoraAparecida",
            On::Fixed(Month::October, 12),
            2002,
            "Lei 6.802/1980",
        ),
        lei_662("finados", On::Fixed(Month::November, 2)),
        lei_662("proclamacaoDaRepublica", On::Fixed(Month::November, 15)),
        rule(
            "consciencianegra",
            On::Fixed(Month::November, 20),
            2024,
            "Lei 14.759/2023",
        ),
        lei_662("christmas", On::Fixed(Month::December, 25)),
    ],
    since: 2002,
    weekend_shift: false,
};

/// Easter Sunday of a Gregorian year (the anonymous algorithm of Meeus,
/// "Astronomical Algorithms", ch. 8).
pub fn easter(year: i32) -> Option<Date> {
    let (a, b, c) = (
        year.rem_euclid(19),
        year.div_euclid(100),
        year.rem_euclid(100),
    );
    let (d, e) = (b / 4, b % 4);
    let f = (b + 8) / 25;
    let g = (b - f + 1) / 3;
    let h = (19 * a + b - d - g + 15).rem_euclid(30);
    let (i, k) = (c / 4, c % 4);
    let l = (32 + 2 * e + 2 * i - h - k).rem_euclid(7);
    let m = (a + 11 * h + 22 * l) / 451;
    let month = (h + l - 7 * m + 114) / 31;
    let day = (h + l - 7 * m + 114) % 31 + 1;
    let month = Month::try_from(u8::try_from(month).ok()?).ok()?;
    Date::from_calendar_date(year, month, u8::try_from(day).ok()?).ok()
}

fn nth_weekday(year: i32, month: Month, weekday: Weekday, n: i8) -> Option<Date> {
    let offset = |from: Weekday, to: Weekday| {
        (i64::from(to.number_days_from_monday()) - i64::from(from.number_days_from_monday()))
            .rem_euclid(7)
    };
    if n > 0 {
        let first = Date::from_calendar_date(year, month, 1).ok()?;
        let shift = offset(first.weekday(), weekday) + 7 * (i64::from(n) - 1);
        days::shift("", first, shift).ok()
    } else {
        let last = Date::from_calendar_date(year, month, month.length(year)).ok()?;
        let shift = offset(weekday, last.weekday()) + 7 * (-i64::from(n) - 1);
        days::shift("", last, -shift).ok()
    }
}

/// The date a rule gives in `year` (before any weekend shift).
fn date_in(on: On, year: i32) -> Option<Date> {
    match on {
        On::Fixed(month, day) => Date::from_calendar_date(year, month, day).ok(),
        On::Nth(month, weekday, n) => nth_weekday(year, month, weekday, n),
        On::Easter(offset) => days::shift("", easter(year)?, i64::from(offset)).ok(),
    }
}

/// A day off: the date it is observed and the holiday's id.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub struct Holiday {
    pub date: Date,
    pub id: &'static str,
    /// The law or publication that makes it a day off.
    pub source: &'static str,
}

/// The rule for a holiday id in `year`: the latest one in force then.
fn in_force(calendar: &Calendar, year: i32, optional: bool) -> Vec<&'static Rule> {
    let mut rules: Vec<&Rule> = Vec::new();
    for r in calendar.rules {
        if r.since > year || year < calendar.since || (r.optional && !optional) {
            continue;
        }
        match rules.iter_mut().find(|k| k.id == r.id) {
            Some(k) if k.since <= r.since => *k = r,
            Some(_) => {}
            None => rules.push(r),
        }
    }
    rules
}

/// Holidays observed from `first` to `last` (inclusive), in date order.
pub fn between(calendar: &Calendar, first: Date, last: Date, optional: bool) -> Vec<Holiday> {
    let mut found = Vec::new();
    // A holiday of the next year may be observed on 31 December.
    for year in first.year()..=last.year().saturating_add(1) {
        for r in in_force(calendar, year, optional) {
            let Some(mut date) = date_in(r.on, year) else {
                continue;
            };
            if calendar.weekend_shift {
                let shift = match date.weekday() {
                    Weekday::Saturday => -1,
                    Weekday::Sunday => 1,
                    _ => 0,
                };
                date = days::shift("", date, shift).unwrap_or(date);
            }
            if (first..=last).contains(&date) {
                found.push(Holiday {
                    date,
                    id: r.id,
                    source: r.source,
                });
            }
        }
    }
    found.sort();
    found
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::date as d;

    #[test]
    fn easter_sundays() {
        // python-dateutil 2.9.0, dateutil.easter.easter(year) (Gregorian).
        for (year, date) in [
            (1818, "1818-03-22"),
            (1900, "1900-04-15"),
            (1943, "1943-04-25"),
            (1961, "1961-04-02"),
            (2000, "2000-04-23"),
            (2024, "2024-03-31"),
            (2025, "2025-04-20"),
            (2026, "2026-04-05"),
            (2027, "2027-03-28"),
            (2038, "2038-04-25"),
            (2200, "2200-04-06"),
            (2285, "2285-03-22"),
        ] {
            assert_eq!(easter(year), Some(d(date)), "{year}");
        }
    }

    /// The published calendars, `market,date,id,optional` lines.
    fn published(market: &str) -> Vec<(Holiday, bool)> {
        include_str!("data/holidays-2025-2027.csv")
            .lines()
            .filter(|l| !l.starts_with('#') && !l.starts_with("market,"))
            .filter_map(|l| {
                let f: Vec<&str> = l.split(',').collect();
                (f[0] == market).then(|| {
                    let date = d(f[1]);
                    let rule = calendar_of(market)
                        .rules
                        .iter()
                        .filter(|r| r.id == f[2] && r.since <= date.year() + 1)
                        .max_by_key(|r| r.since)
                        .unwrap_or_else(|| panic!("no rule {}", f[2]));
                    let holiday = Holiday {
                        date,
                        id: rule.id,
                        source: rule.source,
                    };
                    (holiday, f[3] == "yes")
                })
            })
            .collect()
    }

    fn calendar_of(market: &str) -> &'static Calendar {
        if market == "us" {
            &US
        } else {
            &BR
        }
    }

    #[test]
    fn rules_reproduce_the_published_calendars() {
        for market in ["us", "br"] {
            let calendar = calendar_of(market);
            let rows = published(market);
            assert!(rows.len() >= 30, "{market}: {} rows", rows.len());
            let (first, last) = (d("2025-01-01"), d("2027-12-31"));
            let all: Vec<Holiday> = rows.iter().map(|(h, _)| *h).collect();
            let required: Vec<Holiday> = rows.iter().filter(|(_, o)| !o).map(|(h, _)| *h).collect();
            assert_eq!(
                between(calendar, first, last, true),
                all,
                "{market} with optional days"
            );
            assert_eq!(
                between(calendar, first, last, false),
                required,
                "{market} without"
            );
        }
    }

    #[test]
    fn rules_in_force_by_year() {
        // Juneteenth from 2021, the Black Consciousness day from 2024,
        // Veterans Day on the fourth Monday of October 1971–1977.
        let ids = |c: &Calendar, y: i32| -> Vec<&str> {
            between(c, d(&format!("{y}-01-01")), d(&format!("{y}-12-31")), false)
                .iter()
                .map(|h| h.id)
                .collect()
        };
        assert!(!ids(&US, 2020).contains(&"juneteenth"));
        assert!(ids(&US, 2021).contains(&"juneteenth"));
        assert!(!ids(&BR, 2023).contains(&"consciencianegra"));
        assert!(ids(&BR, 2024).contains(&"consciencianegra"));
        assert!(!ids(&US, 1985).contains(&"martinLutherKingDay"));
        let vets = between(&US, d("1975-01-01"), d("1975-12-31"), false);
        assert!(vets
            .iter()
            .any(|h| h.date == d("1975-10-27") && h.id == "veteransDay"));
        assert!(between(&US, d("1960-01-01"), d("1970-12-31"), true).is_empty());
        assert_eq!(ids(&US, 2026).len(), 11);
        assert_eq!(ids(&BR, 2026).len(), 10);
    }

    #[test]
    fn every_rule_names_its_source() {
        for r in US.rules.iter().chain(BR.rules) {
            assert!(r.source.len() > 5, "{}", r.id);
        }
    }
}
