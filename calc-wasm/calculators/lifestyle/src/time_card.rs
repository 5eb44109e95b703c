//! A week's time card: one line per day, each with its times in and out
//! (several pairs; the gaps between them are unpaid) and an optional unpaid
//! break, totalled and paid at an hourly rate with an overtime rule.
//!
//! The rules offered are the common ones of time-card calculators: hours
//! over 40 in the week (the US Fair Labor Standards Act), hours over 8 in a
//! day, or both (a day's hours over 8 first, then the week's remaining
//! hours over 40, each hour counted once, as California's rule does), and
//! Brazil's: hours over 8 in a day, then the week's remaining hours over 44
//! (CF art. 7º XIII, CLT arts. 58 and 59), each hour counted once.
//! Overtime hours are paid at the rate times the multiplier (1.5 by
//! default). Weekly overtime is attributed to the days in the order given.

use super::durations::{self, SECONDS_PER_DAY};
use calc_core::error::{ErrorKind, InputError};
use calc_core::values::NumberStyle;

/// One week: a line per day.
pub const MAX_DAYS: usize = 7;
const DAY_LIMIT: i64 = 8 * 3_600;
const WEEK_LIMIT: i64 = 40 * 3_600;
/// Brazil's week: 44 hours (CF art. 7º XIII).
const CLT_WEEK_LIMIT: i64 = 44 * 3_600;

/// Words that start a line's unpaid break, in either language.
const BREAK_WORDS: [&str; 5] = ["break", "lunch", "pausa", "intervalo", "almoço"];
/// Words between a time in and a time out, besides a dash.
const TO_WORDS: [&str; 4] = ["to", "até", "a", "às"];

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rule {
    None,
    Weekly,
    Daily,
    DailyWeekly,
    /// 8 hours a day, then 44 a week (Brazil).
    Clt,
}

impl Rule {
    pub fn from_id(id: &str) -> Option<Rule> {
        Some(match id {
            "none" => Rule::None,
            "weekly" => Rule::Weekly,
            "daily" => Rule::Daily,
            "dailyWeekly" => Rule::DailyWeekly,
            "clt" => Rule::Clt,
            _ => return None,
        })
    }
}

/// A day as read: its label (the words before the first time, maybe
/// empty) and the seconds worked, breaks taken off.
#[derive(Debug, Clone, PartialEq)]
pub struct Day {
    pub label: String,
    pub worked: i64,
}

/// A day's seconds split into regular and overtime.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Split {
    pub regular: i64,
    pub overtime: i64,
}

/// Reads the lines (blank ones skipped); the error names the input `id`
/// and the line.
pub fn parse(text: &str, style: NumberStyle, id: &str) -> Result<Vec<Day>, InputError> {
    let mut days = Vec::new();
    for (i, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        if days.len() == MAX_DAYS {
            return Err(InputError::new(
                id,
                ErrorKind::TooManyEntries { max: MAX_DAYS },
            ));
        }
        let day = parse_line(line, style)
            .ok_or_else(|| InputError::new(id, ErrorKind::NotAShift { line: i + 1 }))?;
        days.push(day);
    }
    if days.is_empty() {
        return Err(InputError::new(id, ErrorKind::NotAShift { line: 1 }));
    }
    Ok(days)
}

fn parse_line(line: &str, style: NumberStyle) -> Option<Day> {
    let start = line.find(|c: char| c.is_ascii_digit())?;
    let label = line[..start].trim().trim_end_matches([':', '-']).trim();
    let rest = &line[start..];
    let lower = rest.to_ascii_lowercase();
    // The break, after its word, is a duration; a bare number is minutes.
    let (times, pause) = match BREAK_WORDS
        .iter()
        .filter_map(|w| lower.find(w).map(|at| (at, w.len())))
        .min()
    {
        Some((at, len)) => {
            let text = rest[at + len..].trim().trim_start_matches(':');
            let nanos = durations::parse_sum(text, style, Some(60)).ok()?;
            (&rest[..at], nanos.checked_div(durations::NANOS_PER_SECOND)?)
        }
        None => (rest, 0),
    };
    if pause < 0 {
        return None;
    }
    let worked = ranges(times)?.into_iter().try_fold(0i64, |sum, (a, b)| {
        let length = if b > a {
            b - a
        } else {
            b + SECONDS_PER_DAY - a
        };
        (a != b).then_some(sum + length)
    })?;
    (worked > pause).then(|| Day {
        label: label.to_string(),
        worked: worked - pause,
    })
}

/// `9:00-12:30 13:00 - 5:30 pm, 18:00 to 19:00` as (in, out) pairs of
/// seconds since midnight.
fn ranges(text: &str) -> Option<Vec<(i64, i64)>> {
    let spaced = text.replace(['-', '–', '—'], " - ");
    let mut tokens: Vec<String> = Vec::new();
    for word in spaced
        .split([' ', '\t', ',', ';'])
        .filter(|w| !w.is_empty())
    {
        let lower = word.to_ascii_lowercase();
        if TO_WORDS.contains(&lower.as_str()) {
            tokens.push("-".into());
        } else if matches!(lower.as_str(), "am" | "pm" | "a.m." | "p.m.") {
            tokens.last_mut()?.push_str(&lower);
        } else {
            tokens.push(lower);
        }
    }
    if tokens.is_empty() || !tokens.len().is_multiple_of(3) {
        return None;
    }
    tokens
        .chunks(3)
        .map(|t| match t {
            [a, dash, b] if dash == "-" => Some((
                durations::parse_time_of_day(a)?,
                durations::parse_time_of_day(b)?,
            )),
            _ => None,
        })
        .collect()
}

/// Each day's regular and overtime seconds under `rule`.
pub fn split(days: &[Day], rule: Rule) -> Vec<Split> {
    let daily = matches!(rule, Rule::Daily | Rule::DailyWeekly | Rule::Clt);
    let weekly = matches!(rule, Rule::Weekly | Rule::DailyWeekly | Rule::Clt);
    let week_limit = if rule == Rule::Clt {
        CLT_WEEK_LIMIT
    } else {
        WEEK_LIMIT
    };
    let mut regular_so_far = 0;
    days.iter()
        .map(|d| {
            let mut regular = if daily {
                d.worked.min(DAY_LIMIT)
            } else {
                d.worked
            };
            let mut overtime = d.worked - regular;
            if weekly {
                let over = (regular_so_far + regular - week_limit).clamp(0, regular);
                regular -= over;
                overtime += over;
            }
            regular_so_far += regular;
            Split { regular, overtime }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hours(text: &str) -> Vec<f64> {
        parse(text, NumberStyle::En, "shifts")
            .unwrap()
            .iter()
            .map(|d| d.worked as f64 / 3_600.0)
            .collect()
    }

    #[test]
    fn reads_pairs_breaks_and_labels() {
        // 9:00–12:30 is 3.5 h, 13:00–17:30 is 4.5 h: 8 h.
        let days = parse("Mon 9:00-12:30 13:00-17:30", NumberStyle::En, "shifts").unwrap();
        assert_eq!(
            days,
            vec![Day {
                label: "Mon".into(),
                worked: 8 * 3_600
            }]
        );
        // 9:00 am to 5:30 pm is 8.5 h, less a 30-minute break (a bare
        // number is minutes): 8 h; "lunch 45 min" from 8.5 h: 7.75 h.
        assert_eq!(hours("Tue: 9:00 am - 5:30 pm break 30"), vec![8.0]);
        assert_eq!(hours("9:00 am to 5:30 pm, lunch 45 min"), vec![7.75]);
        // A night shift, 22:00 to 06:30, less 1 h: 7.5 h.
        assert_eq!(hours("Fri 22:00–06:30 break 1 h"), vec![7.5]);
        // Portuguese: 8h00–12h00 and 13h00–17h48 is 4 + 4.8 h; "pausa 0,5 h" is 30 min.
        let pt = parse(
            "Seg 8h00 até 12h00, 13h00 a 17h48 pausa 0,5 h",
            NumberStyle::PtBr,
            "shifts",
        )
        .unwrap();
        assert_eq!(pt[0].label, "Seg");
        assert_eq!(pt[0].worked, 8 * 3_600 + 18 * 60);
        // Blank lines are skipped.
        assert_eq!(hours("\n9:00-10:00\n\n10:00-10:15\n"), vec![1.0, 0.25]);
    }

    /// A weekday before whole hours with am/pm, as people jot a week down
    /// (issue 42): Wed 9am–5:30pm is 8.5 h; Qua 8h–17h is 9 h.
    #[test]
    fn weekday_and_whole_hours_with_am_pm() {
        let days = parse("Wed 9am-5:30pm", NumberStyle::En, "shifts").unwrap();
        assert_eq!(days[0].label, "Wed");
        assert_eq!(days[0].worked, 8 * 3_600 + 30 * 60);
        assert_eq!(hours("Wednesday 9 am - 5 pm"), vec![8.0]);
        assert_eq!(hours("Thu: 12pm to 8:15pm, break 15"), vec![8.0]);
        let pt = parse("Qua 8h–17h pausa 1 h", NumberStyle::PtBr, "shifts").unwrap();
        assert_eq!(pt[0].label, "Qua");
        assert_eq!(pt[0].worked, 8 * 3_600);
        let sexta = parse("Sexta-feira 8h às 12h", NumberStyle::PtBr, "shifts").unwrap();
        assert_eq!(sexta[0].label, "Sexta-feira");
        assert_eq!(sexta[0].worked, 4 * 3_600);
    }

    #[test]
    fn bad_lines_are_named() {
        let err = |text: &str| parse(text, NumberStyle::En, "shifts").unwrap_err();
        let line = |n| InputError::new("shifts", ErrorKind::NotAShift { line: n });
        assert_eq!(err("9:00-17:00\nTue 9:00"), line(2));
        assert_eq!(err("Mon 9:00-25:00"), line(1));
        assert_eq!(err("Mon 9:00-9:00"), line(1));
        // A break as long as the time worked.
        assert_eq!(err("9:00-10:00 break 60"), line(1));
        assert_eq!(err("9:00-10:00 break soon"), line(1));
        assert_eq!(err("Mon"), line(1));
        assert_eq!(err(" \n "), line(1));
        let week = "9:00-17:00\n".repeat(8);
        assert_eq!(
            err(&week),
            InputError::new("shifts", ErrorKind::TooManyEntries { max: 7 })
        );
    }

    /// Brazil's 44-hour week (CLT art. 58), by hand: six days of 8 hours
    /// are 48, no day over 8; the week passes 44 four hours into Saturday,
    /// so Saturday has 4 h of overtime. The U.S. weekly rule would count 8
    /// (all of Saturday).
    #[test]
    fn clt_counts_overtime_past_44_a_week() {
        let days: Vec<Day> = (0..6)
            .map(|_| Day {
                label: String::new(),
                worked: 8 * 3_600,
            })
            .collect();
        let ot = |rule| -> Vec<i64> {
            split(&days, rule)
                .iter()
                .map(|s| s.overtime / 3_600)
                .collect()
        };
        assert_eq!(ot(Rule::Clt), vec![0, 0, 0, 0, 0, 4]);
        assert_eq!(ot(Rule::Weekly), vec![0, 0, 0, 0, 0, 8]);
    }

    /// Worked by hand: days of 8, 8.5, 9.5, 7.5, 10 and 4 hours (47.5 h).
    /// - weekly: the first 40 h are regular; they are reached 6.5 h into
    ///   Friday (8 + 8.5 + 9.5 + 7.5 = 33.5), so Friday has 3.5 h over and
    ///   Saturday 4 h: 7.5 h overtime.
    /// - daily: over 8 h on Tue 0.5, Wed 1.5, Fri 2: 4 h.
    /// - daily then weekly: regular 8 + 8 + 8 + 7.5 + 8 + 4 = 43.5 h, of
    ///   which the 3.5 h past 40 (all on Saturday: 39.5 by Friday) are
    ///   overtime too: 4 + 3.5 = 7.5 h, Saturday 3.5 of its 4.
    #[test]
    fn overtime_rules_by_hand() {
        let hours = [8.0, 8.5, 9.5, 7.5, 10.0, 4.0];
        let days: Vec<Day> = hours
            .iter()
            .map(|h| Day {
                label: String::new(),
                worked: (h * 3_600.0) as i64,
            })
            .collect();
        let ot = |rule| -> Vec<f64> {
            split(&days, rule)
                .iter()
                .map(|s| s.overtime as f64 / 3_600.0)
                .collect()
        };
        assert_eq!(ot(Rule::None), vec![0.0; 6]);
        assert_eq!(ot(Rule::Weekly), vec![0.0, 0.0, 0.0, 0.0, 3.5, 4.0]);
        assert_eq!(ot(Rule::Daily), vec![0.0, 0.5, 1.5, 0.0, 2.0, 0.0]);
        assert_eq!(ot(Rule::DailyWeekly), vec![0.0, 0.5, 1.5, 0.0, 2.0, 3.5]);
        // Brazil: the same 43.5 regular hours after the daily 8 stay under
        // 44, so only the daily overtime counts: 4 h.
        assert_eq!(ot(Rule::Clt), vec![0.0, 0.5, 1.5, 0.0, 2.0, 0.0]);
        // Regular and overtime always add up to the day.
        for rule in [
            Rule::None,
            Rule::Weekly,
            Rule::Daily,
            Rule::DailyWeekly,
            Rule::Clt,
        ] {
            for (s, d) in split(&days, rule).iter().zip(&days) {
                assert_eq!(s.regular + s.overtime, d.worked);
            }
        }
    }
}
