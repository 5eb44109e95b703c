//! Offsets from the tz database bundled in jiff (eval, prerender, tests).

use super::{Instant, Zone};
use jiff::tz::TimeZone;
use jiff::Timestamp;

pub struct Tzdb(TimeZone);

pub fn find(id: &str) -> Option<Tzdb> {
    TimeZone::get(id).ok().map(Tzdb)
}

impl Zone for Tzdb {
    fn offset_at(&self, instant: Instant) -> i64 {
        // Instants come from dates the inputs bound (years 1900 to 2200).
        Timestamp::from_second(instant).map_or(0, |t| i64::from(self.0.to_offset(t).seconds()))
    }
}
