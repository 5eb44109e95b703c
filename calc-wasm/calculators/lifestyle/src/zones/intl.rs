//! Offsets from the browser's own time-zone data, through `Intl`: the
//! wall-clock time a zone shows at an instant, less the instant.

use super::{Instant, Zone};
use js_sys::{Array, Date, Intl::DateTimeFormat, Object, Reflect};
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

#[wasm_bindgen]
extern "C" {
    /// `Intl.DateTimeFormat(locale, options)`, which throws a RangeError
    /// for an unknown `timeZone`: caught, not a trap.
    #[wasm_bindgen(catch, js_namespace = Intl, js_name = DateTimeFormat)]
    fn date_time_format(locale: &str, options: &Object) -> Result<DateTimeFormat, JsValue>;
}

pub struct Intl(DateTimeFormat);

pub fn find(id: &str) -> Option<Intl> {
    let options = Object::new();
    let set = |k: &str, v: &str| Reflect::set(&options, &k.into(), &v.into()).is_ok();
    let ok = set("timeZone", id)
        && set("hourCycle", "h23")
        && ["year", "month", "day", "hour", "minute", "second"]
            .iter()
            .all(|k| set(k, "numeric"));
    if !ok {
        return None;
    }
    date_time_format("en-US", &options).ok().map(Intl)
}

impl Zone for Intl {
    fn offset_at(&self, instant: Instant) -> i64 {
        let date = Date::new(&JsValue::from_f64(instant as f64 * 1000.0));
        let parts: Array = self.0.format_to_parts(&date);
        let mut field = [0_i64; 6];
        for part in parts.iter() {
            let kind = Reflect::get(&part, &"type".into())
                .ok()
                .and_then(|v| v.as_string());
            let value = Reflect::get(&part, &"value".into())
                .ok()
                .and_then(|v| v.as_string());
            let slot = match kind.as_deref() {
                Some("year") => 0,
                Some("month") => 1,
                Some("day") => 2,
                Some("hour") => 3,
                Some("minute") => 4,
                Some("second") => 5,
                _ => continue,
            };
            field[slot] = value.and_then(|v| v.parse().ok()).unwrap_or(0);
        }
        let [y, mo, d, h, mi, s] = field;
        let wall = time::Month::try_from(mo as u8)
            .ok()
            .and_then(|m| time::Date::from_calendar_date(y as i32, m, d as u8).ok())
            .map_or(0, |date| {
                (date.to_julian_day() as i64 - UNIX_EPOCH_JULIAN_DAY) * 86_400
                    + h % 24 * 3_600
                    + mi * 60
                    + s
            });
        wall - instant
    }
}

/// The Julian day number of 1970-01-01.
const UNIX_EPOCH_JULIAN_DAY: i64 = 2_440_588;
