//! `calcula data list`, `calcula data update` and `calcula check`'s data
//! warnings, run as a deployer runs them. The publishers are played by a
//! server on 127.0.0.1 that answers with recorded bodies in their real
//! formats (SGS: a JSON list of `{"data": "dd/mm/yyyy", "valor": "0.16"}`;
//! BLS API v2: `Results.series[].data[]` of year, period, value); the
//! date is set through CALCULA_TODAY, not the machine's clock.

use crate::support::{assert_contains, Fixture};
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::{Arc, Mutex};
use std::time::Duration;

/// A manifest of two files as the real one writes them: Brazilian monthly
/// indices from SGS and the annual CPI-U from BLS.
const MANIFEST: &str = "files:
  - id: br-price-indices
    file: data/br.csv
    source: IBGE and FGV through SGS
    licence: official statistics
    cadence: monthly
    lag: 1
    layout: {kind: csv-monthly, series_column: index, year: year, month: month, value: percent}
    range: [-15, 100]
    series:
      - {name: IPCA, sgs: 433}
      - {name: IGP-M, sgs: 189}
    pages:
      - {calculator: bmi, lang: pt-BR}
  - id: cpi-u
    file: data/cpi.csv
    source: BLS
    licence: public domain
    cadence: yearly
    lag: 1
    layout: {kind: csv-yearly, year: year, value: cpi}
    series:
      - {name: CPI-U, bls: CUUR0000SA0}
    pages:
      - {calculator: bmi, lang: en}
  - id: br-interest-rates
    file: data/rates.csv
    source: Banco Central do Brasil, SGS
    licence: official statistics
    cadence: monthly
    lag: 1
    optional: true
    since: 2025-08
    layout: {kind: csv-monthly, series_column: index, year: year, month: month, value: percent}
    series:
      - {name: Selic, sgs: 4390}
";

/// IPCA 2025-08 to 2025-10 and IGP-M 2025-09 to 2025-10, as published.
const BR_CSV: &str = "index,year,month,percent
IPCA,2025,8,-0.11
IPCA,2025,9,0.48
IPCA,2025,10,0.09
IGP-M,2025,9,0.42
IGP-M,2025,10,-0.36
";

const CPI_CSV: &str = "year,cpi\n2023,304.702\n2024,313.689\n";

fn sgs(rows: &[(&str, &str)]) -> String {
    let rows: Vec<String> = rows
        .iter()
        .map(|(d, v)| format!(r#"{{"data":"{d}","valor":"{v}"}}"#))
        .collect();
    format!("[{}]", rows.join(","))
}

/// The IPCA answer for 2024-10 to today: the file's months again, then
/// November and December 2025 (0.18, 0.33: IBGE's figures).
fn ipca_answer() -> String {
    sgs(&[
        ("01/08/2025", "-0.11"),
        ("01/09/2025", "0.48"),
        ("01/10/2025", "0.09"),
        ("01/11/2025", "0.18"),
        ("01/12/2025", "0.33"),
    ])
}

fn igpm_answer() -> String {
    sgs(&[
        ("01/09/2025", "0.42"),
        ("01/10/2025", "-0.36"),
        ("01/11/2025", "0.27"),
    ])
}

fn bls_answer() -> String {
    r#"{"status":"REQUEST_SUCCEEDED","responseTime":120,"message":[],"Results":{"series":[{"seriesID":"CUUR0000SA0","data":[
      {"year":"2025","period":"M13","periodName":"Annual","latest":"true","value":"321.943","footnotes":[{"code":"P","text":"11 months"}]},
      {"year":"2025","period":"M12","periodName":"December","value":"324.054","footnotes":[{}]},
      {"year":"2024","period":"M13","periodName":"Annual","value":"313.689","footnotes":[{}]},
      {"year":"2023","period":"M13","periodName":"Annual","value":"304.702","footnotes":[{}]}]}]}}"#
        .to_string()
}

/// What the recorded server answers: a status and body per SGS series
/// code (`433`) or `bls`, or silence (a timeout).
#[derive(Clone)]
enum Reply {
    Body(u16, String),
    Silence,
}

/// A server on 127.0.0.1 that plays `replies`; it stops with the test.
struct Publisher {
    addr: String,
    requests: Arc<Mutex<Vec<String>>>,
}

impl Publisher {
    fn start(replies: HashMap<&'static str, Reply>) -> Publisher {
        let server = tiny_http::Server::http("127.0.0.1:0").unwrap();
        let addr = format!("http://{}", server.server_addr().to_ip().unwrap());
        let requests = Arc::new(Mutex::new(Vec::new()));
        let seen = Arc::clone(&requests);
        std::thread::spawn(move || {
            for mut request in server.incoming_requests() {
                let mut body = String::new();
                let _ = request.as_reader().read_to_string(&mut body);
                let url = request.url().to_string();
                seen.lock()
                    .unwrap()
                    .push(format!("{} {url} {body}", request.method()));
                let key = if url.starts_with("/bls") {
                    "bls".to_string()
                } else {
                    url.split("bcdata.sgs.")
                        .nth(1)
                        .and_then(|rest| rest.split('/').next())
                        .unwrap_or("")
                        .to_string()
                };
                match replies.get(key.as_str()) {
                    Some(Reply::Body(status, body)) => {
                        let _ = request.respond(
                            tiny_http::Response::from_string(body.clone())
                                .with_status_code(*status),
                        );
                    }
                    // Hold the connection open past the client's timeout.
                    Some(Reply::Silence) => {
                        std::thread::spawn(move || {
                            std::thread::sleep(Duration::from_secs(5));
                            drop(request);
                        });
                    }
                    None => {
                        let _ = request.respond(tiny_http::Response::empty(404));
                    }
                }
            }
        });
        Publisher { addr, requests }
    }

    fn requests(&self) -> Vec<String> {
        self.requests.lock().unwrap().clone()
    }
}

fn replies(extra: &[(&'static str, Reply)]) -> HashMap<&'static str, Reply> {
    let mut map = HashMap::from([
        ("433", Reply::Body(200, ipca_answer())),
        ("189", Reply::Body(200, igpm_answer())),
        (
            "4390",
            Reply::Body(200, sgs(&[("01/08/2025", "1.16"), ("01/09/2025", "1.22")])),
        ),
        ("bls", Reply::Body(200, bls_answer())),
    ]);
    map.extend(extra.iter().cloned());
    map
}

/// A folder with the manifest and its data files only: all `calcula data`
/// needs, in a project (calcula finds one by its content/site.yaml, which
/// `data` does not read).
fn data_root() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(dir.path().join("content")).unwrap();
    std::fs::write(dir.path().join(generator::project::MARKER), "").unwrap();
    write_data(dir.path());
    dir
}

fn write_data(root: &Path) {
    std::fs::create_dir_all(root.join("calc-wasm")).unwrap();
    std::fs::create_dir_all(root.join("data")).unwrap();
    std::fs::write(root.join("calc-wasm/data.yaml"), MANIFEST).unwrap();
    std::fs::write(root.join("data/br.csv"), BR_CSV).unwrap();
    std::fs::write(root.join("data/cpi.csv"), CPI_CSV).unwrap();
}

fn calcula(root: &Path, today: &str, publisher: Option<&Publisher>, args: &[&str]) -> Output {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_calcula"));
    cmd.arg("--root")
        .arg(root)
        .args(args)
        .env("CALCULA_TODAY", today);
    // Nowhere to go unless a test starts a publisher: no test reaches the
    // real APIs.
    let base = publisher.map_or("http://127.0.0.1:9".to_string(), |p| p.addr.clone());
    cmd.env("CALCULA_SGS_URL", format!("{base}/dados/serie"))
        .env("CALCULA_BLS_URL", format!("{base}/bls/"))
        .env("CALCULA_HTTP_TIMEOUT", "1")
        .env("BLS_API_KEY", "recorded-key");
    cmd.output().unwrap()
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn files(root: &Path) -> Vec<(PathBuf, Option<String>)> {
    ["data/br.csv", "data/cpi.csv", "data/rates.csv"]
        .iter()
        .map(|f| (root.join(f), std::fs::read_to_string(root.join(f)).ok()))
        .collect()
}

/// Runs an update that must fail with `message`, and checks that every
/// file is as it was and no temporary file is left beside them.
fn fails_untouched(extra: &[(&'static str, Reply)], message: &str) {
    let dir = data_root();
    let before = files(dir.path());
    let publisher = Publisher::start(replies(extra));
    let out = calcula(
        dir.path(),
        "2026-01-20",
        Some(&publisher),
        &["data", "update"],
    );
    assert!(!out.status.success(), "{}", text(&out.stdout));
    let err = text(&out.stderr);
    assert_contains(&err, message);
    assert_contains(&err, "no file was changed");
    assert_eq!(files(dir.path()), before);
    let left: Vec<_> = std::fs::read_dir(dir.path().join("data"))
        .unwrap()
        .map(|e| e.unwrap().file_name())
        .collect();
    assert_eq!(left.len(), 2, "{left:?}");
}

#[test]
fn update_appends_the_new_periods_and_says_what_changed() {
    let dir = data_root();
    let publisher = Publisher::start(replies(&[]));
    let out = calcula(
        dir.path(),
        "2026-01-20",
        Some(&publisher),
        &["data", "update"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    let report = text(&out.stdout);
    assert_contains(&report, "IPCA: 2 new (2025-11 to 2025-12, last 0.33)");
    assert_contains(&report, "IGP-M: 1 new (2025-11 to 2025-11, last 0.27)");
    assert_contains(&report, "CPI-U: 1 new (2025 to 2025, last 321.943)");
    assert_contains(&report, "wrote data/br.csv");
    let br = std::fs::read_to_string(dir.path().join("data/br.csv")).unwrap();
    assert_eq!(
        br,
        "index,year,month,percent\nIPCA,2025,8,-0.11\nIPCA,2025,9,0.48\nIPCA,2025,10,0.09\n\
         IPCA,2025,11,0.18\nIPCA,2025,12,0.33\nIGP-M,2025,9,0.42\nIGP-M,2025,10,-0.36\nIGP-M,2025,11,0.27\n"
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("data/cpi.csv")).unwrap(),
        "year,cpi\n2023,304.702\n2024,313.689\n2025,321.943\n"
    );
    // The optional file, created from its `since`.
    assert_eq!(
        std::fs::read_to_string(dir.path().join("data/rates.csv")).unwrap(),
        "index,year,month,percent\nSelic,2025,8,1.16\nSelic,2025,9,1.22\n"
    );
    // SGS was asked from a year before the file's last month to today;
    // BLS for the annual averages of the years around the file's last.
    let asked = publisher.requests();
    assert!(
        asked.iter().any(|r| r.contains(
            "/dados/serie/bcdata.sgs.433/dados?formato=json&dataInicial=01/10/2024&dataFinal=28/01/2026"
        )),
        "{asked:?}"
    );
    assert!(
        asked.iter().any(|r| r.starts_with("POST /bls/")
            && r.contains(r#""seriesid":["CUUR0000SA0"]"#)
            && r.contains(r#""annualaverage":true"#)
            && r.contains(r#""registrationkey":"recorded-key""#)),
        "{asked:?}"
    );
    // Run again: nothing new, nothing written.
    let again = calcula(
        dir.path(),
        "2026-01-20",
        Some(&publisher),
        &["data", "update", "IPCA"],
    );
    assert!(again.status.success(), "{}", text(&again.stderr));
    assert_eq!(
        text(&again.stdout),
        "IPCA: nothing new (through 2025-12)\nno file changed\n"
    );
}

#[test]
fn update_of_named_series_leaves_the_others() {
    let dir = data_root();
    let publisher = Publisher::start(replies(&[]));
    let out = calcula(
        dir.path(),
        "2026-01-20",
        Some(&publisher),
        &["data", "update", "CPI-U"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_eq!(
        std::fs::read_to_string(dir.path().join("data/br.csv")).unwrap(),
        BR_CSV
    );
    assert!(publisher
        .requests()
        .iter()
        .all(|r| r.starts_with("POST /bls/")));
    let unknown = calcula(
        dir.path(),
        "2026-01-20",
        Some(&publisher),
        &["data", "update", "IPCA-E"],
    );
    assert_contains(&text(&unknown.stderr), "no series or file \"IPCA-E\"");
}

#[test]
fn a_revised_value_is_reported_and_not_taken() {
    // IBGE's September 2025 as 0.47 where the file has 0.48.
    let revised = sgs(&[
        ("01/09/2025", "0.47"),
        ("01/10/2025", "0.09"),
        ("01/11/2025", "0.18"),
    ]);
    fails_untouched(
        &[("433", Reply::Body(200, revised.clone()))],
        "IPCA 2025-09: 0.48 in the file, 0.47 now",
    );
    // Taken when the deployer says so, and said.
    let dir = data_root();
    let publisher = Publisher::start(replies(&[("433", Reply::Body(200, revised))]));
    let out = calcula(
        dir.path(),
        "2026-01-20",
        Some(&publisher),
        &["data", "update", "--accept-revisions", "IPCA"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_contains(
        &text(&out.stdout),
        "revised (accepted): IPCA 2025-09: 0.48 in the file, 0.47 now",
    );
    assert_contains(
        &std::fs::read_to_string(dir.path().join("data/br.csv")).unwrap(),
        "IPCA,2025,9,0.47\nIPCA,2025,10,0.09\nIPCA,2025,11,0.18\n",
    );
}

#[test]
fn the_same_digits_written_differently_are_not_a_revision() {
    let dir = data_root();
    let answer = sgs(&[("01/10/2025", "0.090"), ("01/11/2025", "0.18")]);
    let publisher = Publisher::start(replies(&[("433", Reply::Body(200, answer))]));
    let out = calcula(
        dir.path(),
        "2026-01-20",
        Some(&publisher),
        &["data", "update", "IPCA"],
    );
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_contains(
        &text(&out.stdout),
        "IPCA: 1 new (2025-11 to 2025-11, last 0.18)",
    );
}

/// Answers an update must refuse, each leaving every file as it was: the
/// series asked, what the publisher replies, and what the refusal says.
#[test]
fn a_wrong_answer_is_refused() {
    let body = |text: String| Reply::Body(200, text);
    let cases = [
        // A gap in the answer.
        (
            "433",
            body(sgs(&[("01/10/2025", "0.09"), ("01/12/2025", "0.33")])),
            "IPCA: the answer skips from 2025-10 to 2025-12",
        ),
        // An answer that does not reach the file is a gap too.
        (
            "189",
            body(sgs(&[("01/12/2025", "0.33")])),
            "IGP-M: the answer starts at 2025-12",
        ),
        // A value out of range.
        (
            "433",
            body(sgs(&[("01/10/2025", "0.09"), ("01/11/2025", "118.00")])),
            "IPCA 2025-11: 118.00 is outside",
        ),
        // Malformed bodies: an HTML error page where JSON was expected, a
        // decimal comma, and the BLS's refusal.
        (
            "433",
            body("<html>Manutenção</html>".into()),
            "not the SGS answer expected",
        ),
        (
            "189",
            body(sgs(&[("01/11/2025", "0,27")])),
            "\"0,27\" is not a decimal number",
        ),
        (
            "bls",
            body(r#"{"status":"REQUEST_NOT_PROCESSED","message":["threshold reached"]}"#.into()),
            "threshold reached",
        ),
        // An HTTP error, and a timeout.
        (
            "189",
            Reply::Body(500, "Internal Server Error".into()),
            "the server answered HTTP 500",
        ),
        ("433", Reply::Silence, "no answer in time"),
    ];
    for (series, reply, message) in cases {
        fails_untouched(&[(series, reply)], message);
    }
}

#[test]
fn no_publisher_at_all_is_refused() {
    let dir = data_root();
    let before = files(dir.path());
    let out = calcula(dir.path(), "2026-01-20", None, &["data", "update"]);
    assert!(!out.status.success());
    assert_contains(&text(&out.stderr), "no file was changed");
    assert_eq!(files(dir.path()), before);
}

#[test]
fn list_gives_every_file_its_source_last_period_and_age() {
    let dir = data_root();
    let out = calcula(dir.path(), "2026-01-20", None, &["data", "list"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let list = text(&out.stdout);
    let line = |id: &str| {
        list.lines()
            .find(|l| l.starts_with(id))
            .unwrap_or_else(|| panic!("{id} not in\n{list}"))
            .split_whitespace()
            .collect::<Vec<_>>()
            .join(" ")
    };
    // The file is as current as its least current series.
    assert_eq!(
        line("br-price-indices"),
        "br-price-indices monthly 2025-10 3 months stale"
    );
    assert_contains(&list, "series: IPCA 2025-10, IGP-M 2025-10");
    assert_contains(&list, "source: IBGE and FGV through SGS");
    assert_eq!(line("cpi-u"), "cpi-u yearly 2024 2 years stale");
    assert_eq!(
        line("br-interest-rates"),
        "br-interest-rates monthly - not fetched"
    );
}

#[test]
fn list_of_the_real_site_reads_every_file() {
    let out = Command::new(env!("CARGO_BIN_EXE_calcula"))
        .arg("--root")
        .arg(Fixture::real().root())
        .args(["data", "list"])
        .output()
        .unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    let list = text(&out.stdout);
    for id in [
        "br-price-indices",
        "cpi-u",
        "us-federal-tax",
        "br-irpf-inss",
        "ssa-life-table",
    ] {
        assert!(
            list.lines().any(|l| l.starts_with(id)),
            "{id} not in\n{list}"
        );
    }
}

#[test]
fn check_warns_when_data_is_older_than_its_cadence() {
    let site = Fixture::valid();
    write_data(site.root());
    // January 2026: IPCA through October 2025 is one month late (November's
    // was due in December, with a month's grace); CPI-U 2024 is due.
    let fresh = calcula(site.root(), "2025-12-15", None, &["check"]);
    assert!(fresh.status.success(), "{}", text(&fresh.stderr));
    assert!(
        !text(&fresh.stderr).contains("warning"),
        "{}",
        text(&fresh.stderr)
    );
    let late = calcula(site.root(), "2026-01-20", None, &["check"]);
    assert!(late.status.success(), "{}", text(&late.stderr));
    let err = text(&late.stderr);
    assert_contains(&err, "warning: data br-price-indices (data/br.csv): IPCA through 2025-10, IGP-M through 2025-10; published monthly, 1 month after the month ends, it should reach 2025-11 by 2026-01-20");
    assert_contains(&err, "warning: data cpi-u (data/cpi.csv): through 2024; published yearly, 1 year after the year ends, it should reach 2025 by 2026-01-20");
    // --strict: the same, as errors.
    let strict = calcula(site.root(), "2026-01-20", None, &["check", "--strict"]);
    assert!(!strict.status.success());
    assert_contains(&text(&strict.stderr), "error: data br-price-indices");
}

#[test]
fn pages_say_how_current_their_data_is() {
    let site = Fixture::valid();
    write_data(site.root());
    // Series that end in different months are named.
    std::fs::write(
        site.path("data/br.csv"),
        format!("{BR_CSV}IGP-M,2025,11,0.27\n"),
    )
    .unwrap();
    site.build();
    let pt = site.read("dist/pt-br/bmi-calculator.html");
    assert_contains(
        &pt,
        r#"<p class="data-through">Dados até IPCA: outubro de 2025; IGP-M: novembro de 2025.</p>"#,
    );
    let en = site.read("dist/bmi-calculator.html");
    assert_contains(&en, r#"<p class="data-through">Data through 2024.</p>"#);
    // A page whose data the manifest does not name says nothing of it.
    assert!(!site
        .read("dist/mortgage-calculator.html")
        .contains("data-through"));
    // Updated data, updated line: nothing typed.
    std::fs::write(site.path("data/br.csv"), BR_CSV).unwrap();
    site.build();
    assert_contains(
        &site.read("dist/pt-br/bmi-calculator.html"),
        r#"<p class="data-through">Dados até outubro de 2025.</p>"#,
    );
}

#[test]
fn the_scheduled_update_workflow_is_valid_yaml_that_updates_and_tests() {
    let path = Fixture::real().path("docs/data-update-workflow.yml");
    let doc: serde_yaml::Value =
        serde_yaml::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    // YAML 1.1 reads the key `on` as true; GitHub reads it as `on`.
    let on = doc
        .get("on")
        .or_else(|| doc.get(serde_yaml::Value::Bool(true)))
        .unwrap();
    assert!(on["schedule"][0]["cron"].as_str().is_some());
    let steps = doc["jobs"]["update"]["steps"].as_sequence().unwrap();
    let runs: Vec<&str> = steps.iter().filter_map(|s| s["run"].as_str()).collect();
    assert!(runs.iter().any(|r| r.contains("-- data update")));
    assert!(runs.iter().any(|r| r.contains("cargo test --workspace")));
    assert!(runs.iter().any(|r| r.contains("check --strict")));
    assert!(steps.iter().any(|s| s["uses"]
        .as_str()
        .is_some_and(|u| u.starts_with("peter-evans/create-pull-request"))));
}

/// A select whose options are a data file's series (`offers`): the
/// fixture's percentage modes stand for the correction page's Selic, CDI,
/// TR and savings.
const OFFERS: &str = "files:
  - id: rates
    file: data/rates.csv
    source: a publisher
    licence: public domain
    cadence: monthly
    lag: 1
    optional: true
    layout: {kind: csv-monthly, series_column: index, year: year, month: month, value: percent}
    series:
      - {name: points, sgs: 1}
      - {name: moreLess, sgs: 2}
    offers: {calculator: percentage, lang: en, input: mode}
";

#[test]
fn a_select_offers_only_the_series_its_data_holds() {
    let site = Fixture::valid();
    std::fs::create_dir_all(site.path("calc-wasm")).unwrap();
    std::fs::write(site.path("calc-wasm/data.yaml"), OFFERS).unwrap();
    let modes = |site: &Fixture| {
        let out = calcula(
            site.root(),
            "2026-01-20",
            None,
            &["eval", "percentage", "--describe", "--lang", "en"],
        );
        assert!(out.status.success(), "{}", text(&out.stderr));
        let described = text(&out.stdout);
        described
            .lines()
            .find(|l| l.trim_start().starts_with("mode:"))
            .unwrap()
            .to_string()
    };
    // Not fetched: neither series is offered, the other options are.
    let none = modes(&site);
    assert_contains(&none, "difference");
    assert!(
        !none.contains("points") && !none.contains("moreLess"),
        "{none}"
    );
    // Fetched with one series: that one is offered, on the page too.
    std::fs::create_dir_all(site.path("data")).unwrap();
    std::fs::write(
        site.path("data/rates.csv"),
        "index,year,month,percent\npoints,2025,12,1.22\n",
    )
    .unwrap();
    let one = modes(&site);
    assert_contains(&one, "points");
    assert!(!one.contains("moreLess"), "{one}");
    site.build();
    let props = crate::support::calculator_props(&site.read("dist/percentage-calculator.html"));
    let ids: Vec<&str> = props["fields"]
        .as_array()
        .unwrap()
        .iter()
        .find(|f| f["id"] == "mode")
        .unwrap()["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap())
        .collect();
    assert!(
        ids.contains(&"points") && !ids.contains(&"moreLess"),
        "{ids:?}"
    );
}

#[test]
fn without_a_bls_key_the_cpi_is_left_as_it_is_and_said() {
    let dir = data_root();
    let publisher = Publisher::start(replies(&[]));
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_calcula"));
    cmd.arg("--root")
        .arg(dir.path())
        .args(["data", "update"])
        .env("CALCULA_TODAY", "2026-01-20")
        .env("CALCULA_SGS_URL", format!("{}/dados/serie", publisher.addr))
        .env("CALCULA_BLS_URL", format!("{}/bls/", publisher.addr))
        .env_remove("BLS_API_KEY");
    let out = cmd.output().unwrap();
    assert!(out.status.success(), "{}", text(&out.stderr));
    assert_contains(
        &text(&out.stdout),
        "CPI-U: not fetched: BLS gives annual averages only with a registration key; set BLS_API_KEY",
    );
    assert_eq!(
        std::fs::read_to_string(dir.path().join("data/cpi.csv")).unwrap(),
        CPI_CSV
    );
    assert_contains(&text(&out.stdout), "IPCA: 2 new");
    // Asked for by name, it is an error and nothing is written.
    let named = cmd.args(["CPI-U", "IPCA"]).output().unwrap();
    assert!(!named.status.success());
    assert_contains(&text(&named.stderr), "no file was changed");
}
