//! The publishers' public APIs: the Banco Central's SGS (JSON,
//! `[{"data":"01/10/2026","valor":"0.09"}, …]`) and the BLS API v2
//! (`Results.series[0].data[]` with `year`, `period` `M01`…`M13`, `value`).
//! Their addresses can be changed (`CALCULA_SGS_URL`, `CALCULA_BLS_URL`) so
//! tests talk to a server on 127.0.0.1 that plays recorded answers.

use super::period::Period;
use anyhow::{bail, Context, Result};
use serde::Deserialize;
use std::time::Duration;

pub const SGS_VAR: &str = "CALCULA_SGS_URL";
pub const BLS_VAR: &str = "CALCULA_BLS_URL";
pub const TIMEOUT_VAR: &str = "CALCULA_HTTP_TIMEOUT";
/// A BLS registration key, if the deployer has one (more years per request).
pub const BLS_KEY_VAR: &str = "BLS_API_KEY";

const SGS_DEFAULT: &str = "https://api.bcb.gov.br/dados/serie";
const BLS_DEFAULT: &str = "https://api.bls.gov/publicAPI/v2/timeseries/data/";
const TIMEOUT_DEFAULT_SECS: f64 = 60.0;

pub struct Client {
    agent: ureq::Agent,
    sgs: String,
    bls: String,
    bls_key: Option<String>,
}

fn env_or(var: &str, default: &str) -> String {
    std::env::var(var)
        .ok()
        .filter(|v| !v.trim().is_empty())
        .unwrap_or_else(|| default.to_string())
}

impl Client {
    /// A client with the addresses and timeout of the environment.
    pub fn from_env() -> Result<Client> {
        let secs = match std::env::var(TIMEOUT_VAR) {
            Ok(v) if !v.trim().is_empty() => v
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s > 0.0)
                .with_context(|| format!("{TIMEOUT_VAR}={v:?} is not a number of seconds"))?,
            _ => TIMEOUT_DEFAULT_SECS,
        };
        let config = ureq::Agent::config_builder()
            .timeout_global(Some(Duration::from_secs_f64(secs)))
            .http_status_as_error(false)
            .user_agent("calcula-data-update")
            .build();
        Ok(Client {
            agent: config.into(),
            sgs: env_or(SGS_VAR, SGS_DEFAULT),
            bls: env_or(BLS_VAR, BLS_DEFAULT),
            bls_key: std::env::var(BLS_KEY_VAR).ok().filter(|k| !k.is_empty()),
        })
    }

    /// The body of a successful answer, or an error that names the address
    /// and what went wrong (a timeout, a refused connection, an HTTP status).
    fn body(
        &self,
        url: &str,
        answer: Result<ureq::http::Response<ureq::Body>, ureq::Error>,
    ) -> Result<String> {
        let mut response = answer.map_err(|e| match e {
            ureq::Error::Timeout(_) => anyhow::anyhow!("{url}: no answer in time ({e})"),
            e => anyhow::anyhow!("{url}: {e}"),
        })?;
        let status = response.status();
        if !status.is_success() {
            bail!("{url}: the server answered HTTP {status}");
        }
        response
            .body_mut()
            .read_to_string()
            .map_err(|e| anyhow::anyhow!("{url}: the answer could not be read ({e})"))
    }

    /// SGS series `code`, monthly, from the month `from` to `to` (both
    /// included), each value as the API writes it.
    pub fn sgs_monthly(
        &self,
        code: u32,
        from: Period,
        to: Period,
    ) -> Result<Vec<(Period, String)>> {
        let day = |p: Period| match p {
            Period::Month(y, m) => format!("01/{m:02}/{y:04}"),
            Period::Year(y) => format!("01/01/{y:04}"),
        };
        let url = format!(
            "{}/bcdata.sgs.{code}/dados?formato=json&dataInicial={}&dataFinal={}",
            self.sgs.trim_end_matches('/'),
            day(from),
            // The last day of `to`'s month is after its first: any day in it.
            day(to).replacen("01/", "28/", 1)
        );
        let body = self.body(&url, self.agent.get(&url).call())?;
        parse_sgs(&body).with_context(|| format!("{url}: not the SGS answer expected"))
    }

    /// Whether BLS will give annual averages: only to a registered key.
    pub fn has_bls_key(&self) -> bool {
        self.bls_key.is_some()
    }

    /// The annual averages (BLS period M13) of BLS series `id`, years
    /// `from` to `to`.
    pub fn bls_annual(&self, id: &str, from: i32, to: i32) -> Result<Vec<(Period, String)>> {
        let mut request = serde_json::json!({
            "seriesid": [id],
            "startyear": from.to_string(),
            "endyear": to.to_string(),
            "annualaverage": true,
        });
        if let Some(key) = &self.bls_key {
            request["registrationkey"] = key.clone().into();
        }
        let url = self.bls.clone();
        let answer = self
            .agent
            .post(&url)
            .header("Content-Type", "application/json")
            .send(request.to_string());
        let body = self.body(&url, answer)?;
        parse_bls_annual(&body, id).with_context(|| format!("{url}: not the BLS answer expected"))
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct SgsRow {
    data: String,
    valor: String,
}

/// A decimal as publishers write it (`0.16`, `-1.05`, `12`): the text
/// itself, so that no digit is lost or added on the way to the file.
pub fn check_decimal(text: &str) -> Result<&str> {
    let digits = text.strip_prefix('-').unwrap_or(text);
    let (int, frac) = digits.split_once('.').unwrap_or((digits, "0"));
    let all_digits = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if all_digits(int) && all_digits(frac) {
        Ok(text)
    } else {
        bail!("{text:?} is not a decimal number")
    }
}

/// The SGS answer: rows dated `01/mm/yyyy` (a monthly series' months).
pub fn parse_sgs(body: &str) -> Result<Vec<(Period, String)>> {
    let rows: Vec<SgsRow> =
        serde_json::from_str(body).context("not a JSON list of {data, valor}")?;
    rows.into_iter()
        .map(|row| {
            let mut parts = row.data.split('/');
            let (Some(d), Some(m), Some(y), None) =
                (parts.next(), parts.next(), parts.next(), parts.next())
            else {
                bail!("{:?} is not a date dd/mm/yyyy", row.data);
            };
            let (Ok(d), Ok(m), Ok(y)) = (d.parse::<u8>(), m.parse::<u8>(), y.parse::<i32>()) else {
                bail!("{:?} is not a date dd/mm/yyyy", row.data);
            };
            // A monthly series dates each month by its first day: another
            // day means a daily series, which would repeat months.
            if d != 1 {
                bail!(
                    "{:?}: a daily value where a month (01/mm/yyyy) was expected",
                    row.data
                );
            }
            if !(1..=12).contains(&m) {
                bail!("{:?} is not a date dd/mm/yyyy", row.data);
            }
            Ok((Period::Month(y, m), check_decimal(&row.valor)?.to_string()))
        })
        .collect()
}

#[derive(Deserialize)]
struct BlsAnswer {
    status: String,
    #[serde(default)]
    message: Vec<String>,
    #[serde(rename = "Results")]
    results: Option<BlsResults>,
}

#[derive(Deserialize)]
struct BlsResults {
    // A refused request has an empty Results: the status says why.
    #[serde(default)]
    series: Vec<BlsSeries>,
}

#[derive(Deserialize)]
struct BlsSeries {
    #[serde(rename = "seriesID")]
    id: String,
    data: Vec<BlsRow>,
}

#[derive(Deserialize)]
struct BlsRow {
    year: String,
    period: String,
    value: String,
}

/// The BLS answer's annual averages (M13 rows), in year order.
pub fn parse_bls_annual(body: &str, id: &str) -> Result<Vec<(Period, String)>> {
    let answer: BlsAnswer = serde_json::from_str(body).context("not the BLS JSON")?;
    let said = answer.message.join("; ");
    if answer.status != "REQUEST_SUCCEEDED" {
        bail!("BLS: {} {said}", answer.status);
    }
    let series = answer
        .results
        .context("no Results")?
        .series
        .into_iter()
        .find(|s| s.id == id)
        .with_context(|| format!("no series {id}"))?;
    let mut out = Vec::new();
    for row in series.data {
        if row.period != "M13" {
            continue;
        }
        let year: i32 = row
            .year
            .parse()
            .with_context(|| format!("{:?} is not a year", row.year))?;
        out.push((Period::Year(year), check_decimal(&row.value)?.to_string()));
    }
    if out.is_empty() {
        bail!("no annual average (period M13) in the answer; BLS said: {said:?}");
    }
    // BLS lists the newest first.
    out.sort_by_key(|(p, _)| *p);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sgs_rows_are_months_and_decimal_texts() {
        let rows = parse_sgs(
            r#"[{"data":"01/09/2026","valor":"0.48"},{"data":"01/10/2026","valor":"-0.09"}]"#,
        )
        .unwrap();
        assert_eq!(
            rows,
            vec![
                (Period::Month(2026, 9), "0.48".to_string()),
                (Period::Month(2026, 10), "-0.09".to_string())
            ]
        );
        assert!(parse_sgs(r#"[{"data":"2026-10-01","valor":"0.48"}]"#).is_err());
        assert!(parse_sgs(r#"[{"data":"01/10/2026","valor":"0,48"}]"#).is_err());
        assert!(parse_sgs(r#"{"erro":"x"}"#).is_err());
        // A daily series (savings by anniversary day) is not a monthly one.
        let daily = parse_sgs(
            r#"[{"data":"01/10/2026","valor":"0.67"},{"data":"02/10/2026","valor":"0.68"}]"#,
        );
        assert!(daily.unwrap_err().to_string().contains("daily value"));
    }

    #[test]
    fn bls_annual_averages_only() {
        let body = r#"{"status":"REQUEST_SUCCEEDED","responseTime":1,"message":[],"Results":{"series":[{"seriesID":"CUUR0000SA0","data":[
            {"year":"2025","period":"M13","periodName":"Annual","value":"321.943","footnotes":[{}]},
            {"year":"2025","period":"M12","periodName":"December","value":"324.054","footnotes":[{}]},
            {"year":"2024","period":"M13","periodName":"Annual","value":"313.689","footnotes":[{}]}]}]}}"#;
        assert_eq!(
            parse_bls_annual(body, "CUUR0000SA0").unwrap(),
            vec![
                (Period::Year(2024), "313.689".to_string()),
                (Period::Year(2025), "321.943".to_string())
            ]
        );
        let refused =
            r#"{"status":"REQUEST_NOT_PROCESSED","message":["daily threshold"],"Results":{}}"#;
        assert!(parse_bls_annual(refused, "CUUR0000SA0")
            .unwrap_err()
            .to_string()
            .contains("daily threshold"));
    }
}
