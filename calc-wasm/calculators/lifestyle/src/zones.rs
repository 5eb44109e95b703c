//! Time zones: a wall-clock time in one IANA zone as an instant, and that
//! instant on the wall clocks of another. The rules are written once here,
//! over one question a zone must answer, "what is your offset from UTC at
//! this instant?": natively the tz database bundled in jiff answers it
//! (`tzdb.rs`), in the browser its own `Intl` does (`intl.rs`), so no tz
//! database ships in the WebAssembly module.
//!
//! A wall time may not exist (clocks skip forward: 02:30 on a spring-forward
//! day in New York) or exist twice (clocks fall back: 01:30 on the first
//! Sunday of November). Both are resolved as RFC 5545 and JavaScript's
//! Temporal ("compatible") do, and the resolution is reported: a skipped
//! time is read with the offset before the jump, i.e. moved forward by the
//! gap (02:30 → 03:30); a repeated time is its earlier occurrence.

#[cfg(target_arch = "wasm32")]
#[path = "zones/intl.rs"]
mod source;
#[cfg(not(target_arch = "wasm32"))]
#[path = "zones/tzdb.rs"]
mod source;

/// Seconds since 1970-01-01T00:00:00 UTC (no leap seconds, as in Unix).
pub type Instant = i64;

/// One zone's offset from UTC, in seconds east, at an instant.
pub trait Zone {
    fn offset_at(&self, instant: Instant) -> i64;
}

/// The zone with this IANA id (`America/New_York`), or `None` if unknown.
pub fn zone(id: &str) -> Option<impl Zone> {
    let plausible = !id.is_empty()
        && id.len() <= 64
        && id
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b"/_+-".contains(&b));
    if plausible {
        source::find(id)
    } else {
        None
    }
}

/// How a wall time maps onto the zone's instants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fit {
    /// Exactly one instant has this wall time.
    Exact,
    /// The clocks skipped this time by `seconds` (the length of the gap);
    /// the instant is `seconds` later on the wall clock.
    Gap { seconds: i64 },
    /// The time came twice, `seconds` apart; the instant is the first.
    Overlap { seconds: i64 },
}

/// A wall time given as seconds since 1970-01-01T00:00 on that wall clock
/// (the same arithmetic as an instant, read in the zone), and its instant.
pub fn resolve(zone: &impl Zone, wall: i64) -> (Instant, Fit) {
    // A day either side of the wall time (offsets lie within ±26 h) are
    // past any transition near it: the offsets in force before and after.
    const DAY: i64 = 86_400;
    let before = zone.offset_at(wall - DAY);
    let after = zone.offset_at(wall + DAY);
    let fits = |offset: i64| zone.offset_at(wall - offset) == offset;
    match (fits(before), fits(after)) {
        (true, true) if before != after => (
            wall - before.max(after),
            Fit::Overlap {
                seconds: (before - after).abs(),
            },
        ),
        (true, _) => (wall - before, Fit::Exact),
        (false, true) => (wall - after, Fit::Exact),
        // The instant the old offset would name lies past the jump: on the
        // wall clock it reads the gap's length later.
        (false, false) => (
            wall - before,
            Fit::Gap {
                seconds: zone.offset_at(wall - before) - before,
            },
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::values::parse_date;

    /// Seconds of `YYYY-MM-DD HH:MM[:SS]` read as UTC: a wall time as
    /// `resolve` takes it, or an instant.
    fn at(text: &str) -> i64 {
        let (date, clock) = text.split_once(' ').unwrap();
        let day = parse_date(date).unwrap().to_julian_day() as i64 - 2_440_588;
        day * 86_400 + crate::durations::parse_time_of_day(clock).unwrap()
    }

    fn ny() -> impl Zone {
        zone("America/New_York").unwrap()
    }

    /// Offsets and transitions checked against Python 3.11's zoneinfo
    /// (tzdata of the system), computed once:
    /// `datetime(2026, 3, 8, 1, 59, tzinfo=ZoneInfo("America/New_York")).utcoffset()`
    /// and so on; `fold=1` for the second of two repeated times.
    #[test]
    fn new_york_dst_2025_to_2027() {
        let z = ny();
        // An hour skipped in spring, an hour repeated in autumn.
        const GAP: Fit = Fit::Gap { seconds: 3600 };
        const FOLD: Fit = Fit::Overlap { seconds: 3600 };
        // (wall time, expected UTC instant, fit): spring forward at 02:00
        // EST → 03:00 EDT, fall back at 02:00 EDT → 01:00 EST.
        let cases = [
            // 2025-03-09: 01:59 EST is 06:59Z; 02:30 does not exist and is
            // read as 03:30 EDT = 07:30Z; 03:00 EDT = 07:00Z.
            ("2025-03-09 01:59", "2025-03-09 06:59", Fit::Exact),
            ("2025-03-09 02:30", "2025-03-09 07:30", GAP),
            ("2025-03-09 03:00", "2025-03-09 07:00", Fit::Exact),
            // 2025-11-02: 01:30 is 05:30Z (EDT, fold 0) or 06:30Z (EST, fold 1).
            ("2025-11-02 01:30", "2025-11-02 05:30", FOLD),
            ("2025-11-02 00:59", "2025-11-02 04:59", Fit::Exact),
            ("2025-11-02 02:00", "2025-11-02 07:00", Fit::Exact),
            ("2026-03-08 02:00", "2026-03-08 07:00", GAP),
            ("2026-03-08 12:00", "2026-03-08 16:00", Fit::Exact),
            ("2026-03-07 12:00", "2026-03-07 17:00", Fit::Exact),
            ("2026-11-01 01:00", "2026-11-01 05:00", FOLD),
            ("2026-11-01 01:59:59", "2026-11-01 05:59:59", FOLD),
            ("2026-11-01 12:00", "2026-11-01 17:00", Fit::Exact),
            ("2027-03-14 02:15", "2027-03-14 07:15", GAP),
            ("2027-11-07 01:45", "2027-11-07 05:45", FOLD),
        ];
        for (local, utc, fit) in cases {
            assert_eq!(resolve(&z, at(local)), (at(utc), fit), "{local}");
        }
    }

    /// São Paulo has kept UTC−3 all year since its last DST ended on
    /// 2019-02-17 (decree 9,772/2019); before, 2018-11-04 00:00 was skipped.
    /// Python zoneinfo: `datetime(2026, 1, 15, 12, tzinfo=ZoneInfo("America/Sao_Paulo")).utcoffset()`
    /// is −3 h in every month of 2025–2027.
    #[test]
    fn sao_paulo_has_no_dst_since_2019() {
        let z = zone("America/Sao_Paulo").unwrap();
        for year in 2020..=2027 {
            for month in 1..=12u8 {
                let d =
                    time::Date::from_calendar_date(year, month.try_into().unwrap(), 15).unwrap();
                let noon = d.midnight().assume_utc().unix_timestamp() + 12 * 3600;
                assert_eq!(resolve(&z, noon), (noon + 3 * 3600, Fit::Exact));
            }
        }
        // 2018-11-04 00:30 did not exist (clocks 00:00 → 01:00, UTC−2).
        let skipped = at("2018-11-04 00:30");
        assert_eq!(
            resolve(&z, skipped),
            (at("2018-11-04 03:30"), Fit::Gap { seconds: 3600 })
        );
    }

    /// New York 12:00 → São Paulo: 14:00 before the 2026-03-08 change (EST,
    /// 5 h behind UTC), 13:00 after (EDT). Python:
    /// `datetime(2026,3,7,12,tzinfo=NY).astimezone(ZoneInfo("America/Sao_Paulo"))`.
    #[test]
    fn new_york_to_sao_paulo_across_dst() {
        let sp = zone("America/Sao_Paulo").unwrap();
        for (ny_noon, sp_time) in [
            ("2026-03-07 12:00", "2026-03-07 14:00"),
            ("2026-03-09 12:00", "2026-03-09 13:00"),
            ("2026-10-31 12:00", "2026-10-31 13:00"),
            ("2026-11-02 12:00", "2026-11-02 14:00"),
        ] {
            let (t, _) = resolve(&ny(), at(ny_noon));
            assert_eq!(t + sp.offset_at(t), at(sp_time), "{ny_noon}");
        }
    }

    /// Half-hour and 45-minute zones, and a 30-minute DST (Lord Howe).
    /// Python zoneinfo, 2026-01-15 12:00 UTC: Kolkata +5:30, Kathmandu
    /// +5:45, Lord Howe +11:00 (summer); 2026-10-04 02:15 in Lord Howe is
    /// skipped (02:00 +10:30 → 02:30 +11:00).
    #[test]
    fn odd_offsets() {
        let t = at("2026-01-15 12:00");
        assert_eq!(zone("Asia/Kolkata").unwrap().offset_at(t), 19_800);
        assert_eq!(zone("Asia/Kathmandu").unwrap().offset_at(t), 20_700);
        let lord_howe = zone("Australia/Lord_Howe").unwrap();
        assert_eq!(lord_howe.offset_at(t), 39_600);
        assert_eq!(
            resolve(&lord_howe, at("2026-10-04 02:15")),
            (at("2026-10-03 15:45"), Fit::Gap { seconds: 1800 })
        );
    }

    #[test]
    fn unknown_or_odd_ids_are_none() {
        for id in [
            "",
            "Mars/Olympus_Mons",
            "America/New York",
            "../etc/passwd",
            &"A".repeat(65),
        ] {
            assert!(zone(id).is_none(), "{id}");
        }
        assert!(zone("UTC").is_some());
    }
}
