//! `calcula eval` as docs/eval.md states it, on the valid fixture site's
//! calculators (its mortgage, bmi and percentage are copies of the real
//! ones, as they were when the fixture was made).

use crate::support::{assert_contains, assert_exit, Fixture};

fn json(out: &std::process::Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).unwrap()
}

fn close(v: &serde_json::Value, expected: f64) -> bool {
    let got = v.as_f64().unwrap();
    ((got - expected) / expected).abs() <= 1e-9
}

#[test]
fn mortgage_contract_example() {
    let site = Fixture::valid();
    let v = json(&site.calcula(&[
        "eval",
        "mortgage",
        "homePrice=400000",
        "downPayment=80000",
        "loanTerm=30",
        "interestRate=6.5",
        "propertyTax=4800",
        "insurance=1500",
    ]));
    // mpmath at 50 digits: 2022.61767517748394254666…, 408142.36306389421931…
    assert!(close(&v["loanAmount"], 320000.0));
    assert!(close(&v["monthlyPrincipalInterest"], 2_022.617_675_177_484));
    assert!(close(&v["monthlyPayment"], 2_547.617_675_177_484));
    assert!(close(&v["totalInterest"], 408_142.363_063_894_2));
    assert!(close(&v["totalPaid"], 728_142.363_063_894_2));
}

#[test]
fn defaults_fill_missing_inputs() {
    let site = Fixture::valid();
    let v = json(&site.calcula(&["eval", "bmi", "heightCm=180", "weightKg=81"]));
    assert!(close(&v["bmi"], 25.0));
    assert_eq!(v["category"], "overweight");
}

#[test]
fn percentage_modes() {
    let site = Fixture::valid();
    assert_eq!(
        json(&site.calcula(&["eval", "percentage", "mode=total", "value=30", "percent=15"]))
            ["result"],
        200.0
    );
    assert_eq!(
        json(&site.calcula(&["eval", "percentage", "mode=change", "from=80", "to=100"]))["result"],
        25.0
    );
}

fn assert_rejected(site: &Fixture, args: &[&str], prefix: &str) {
    let out = site.calcula(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "nothing on stdout");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.starts_with(prefix) && stderr.lines().count() == 1,
        "{args:?}: {stderr}"
    );
}

#[test]
fn bad_input_exits_2_with_one_line() {
    // The command line's words, space-separated, and the start of the one line on stderr.
    let cases = [
        ("eval bmi heightCm=0", "error: heightCm: "),
        ("eval bmi weightKg=-70", "error: weightKg: "),
        (
            "eval bmi unit=stone",
            "error: unit: unknown option; expected one of: metric, imperial",
        ),
        (
            "eval mortgage homePrice=abc",
            "error: homePrice: not a number",
        ),
        (
            "eval mortgage homePrice=NaN",
            "error: homePrice: not a number",
        ),
        (
            "eval mortgage loanTerm=12.5",
            "error: loanTerm: must be a whole number",
        ),
        (
            "eval mortgage downPayment=500000",
            "error: downPayment: must not be more than homePrice",
        ),
        ("eval mortgage colour=red", "error: colour: unknown input"),
        (
            "eval percentage mode=percentage total=0",
            "error: total: must not be zero",
        ),
        ("eval nope", "error: nope: unknown calculator"),
        (
            "eval ../content/site",
            "error: ../content/site: unknown calculator",
        ),
    ];
    let site = Fixture::valid();
    for (args, prefix) in cases {
        let args: Vec<&str> = args.split(' ').collect();
        assert_rejected(&site, &args, prefix);
    }
}

/// `--lang pt-BR` runs what the Portuguese pages run: the fixture's
/// mortgage has a market of its own there (`mortgage-br`, SAC and Price).
#[test]
fn lang_runs_the_languages_market() {
    let site = Fixture::valid();
    // The market's example, worked by hand: 1,200 over 3 months at 1 % a
    // month (a 1,500 property with 300 down); SAC 412, 408, 404; Price
    // 408.0265337777631… (mpmath).
    let args = [
        "propertyValue=1500",
        "downPayment=300",
        "interestRate=12",
        "rateType=nominal",
        "loanTerm=3",
        "startDate=2026-01-31",
    ];
    for lang in ["pt-BR", "pt-br"] {
        let mut command = vec!["eval", "mortgage", "--lang", lang];
        command.extend(args);
        let v = json(&site.calcula(&command));
        assert!(close(&v["sacFirstPayment"], 412.0), "{lang}: {v}");
        assert!(close(&v["sacLastPayment"], 404.0));
        assert!(close(&v["priceFirstPayment"], 408.026_533_777_763_1));
        assert!(close(&v["interestDifference"], 0.079_601_333_289_330_39));
        assert_eq!(v["sacSchedule"][2]["date"], "2026-03-31");
        assert!(v.get("monthlyPayment").is_none(), "not the U.S. outputs");
    }
    // Its defaults, not the main definition's: R$ 300,000 financed (375,000
    // less 75,000) at 10.99 % a year over 360 months (the market's example,
    // mpmath).
    let v = json(&site.calcula(&["eval", "mortgage", "--lang", "pt-BR"]));
    assert!(close(&v["sacFirstPayment"], 3_580.833_333_333_333));
    assert!(close(&v["priceFirstPayment"], 2_854.703_536_623_559));
    // The flag may come anywhere after the id, as clap reads it.
    let v = json(&site.calcula(&[
        "eval",
        "mortgage",
        "loanTerm=3",
        "--lang",
        "pt-BR",
        "propertyValue=1500",
        "downPayment=300",
        "interestRate=12",
        "startDate=2026-01-31",
    ]));
    assert!(close(&v["sacFirstPayment"], 412.0));
}

/// A language's defaults apply with `--lang` only: the fixture's bmi is
/// imperial on English pages (`default_for`), metric elsewhere and in
/// plain `eval`.
#[test]
fn lang_takes_that_languages_defaults() {
    let site = Fixture::valid();
    let metric = ["heightCm=180", "weightKg=81"];
    for lang in [None, Some("pt-BR")] {
        let mut command = vec!["eval", "bmi"];
        if let Some(lang) = lang {
            command.extend(["--lang", lang]);
        }
        command.extend(metric);
        assert!(
            close(&json(&site.calcula(&command))["bmi"], 25.0),
            "{lang:?}"
        );
    }
    let mut command = vec!["eval", "bmi", "--lang", "en", "unit=metric"];
    command.extend(metric);
    assert!(close(&json(&site.calcula(&command))["bmi"], 25.0));
    // Without unit=metric the English page's imperial fields are read and
    // the centimetres ignored.
    let mut command = vec!["eval", "bmi", "--lang", "en"];
    command.extend(metric);
    let imperial = json(&site.calcula(&command));
    assert!(!close(&imperial["bmi"], 25.0), "{imperial}");
}

#[test]
fn describe_lists_the_languages_inputs() {
    let site = Fixture::valid();
    let out = site.calcula(&["eval", "mortgage", "--describe", "--lang", "pt-BR"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("mortgage (pt-BR)\ninputs:\n"), "{text}");
    assert_contains(
        &text,
        "  rateType: one of nominal, effective, default nominal\n",
    );
    assert_contains(
        &text,
        "  loanTerm: whole number, at least 1, at most 420, default 360\n",
    );
    // The entrada as a share, read only when chosen.
    assert_contains(
        &text,
        "  downPaymentPercent: number, at least 0, at most 100, default 20 (read when downPaymentUnit is percent)\n",
    );
    assert!(text.contains("  sacFirstPayment\n"), "{text}");
    assert!(!text.contains("homePrice"), "{text}");
    // Without --lang, the main definition, as before.
    let out = site.calcula(&["eval", "mortgage", "--describe"]);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.starts_with("mortgage\ninputs:\n  homePrice: "),
        "{text}"
    );
}

#[test]
fn lang_errors_exit_2_with_one_line() {
    let site = Fixture::valid();
    let cases = [
        (
            "eval mortgage --lang fr",
            "error: --lang: unknown language 'fr'; expected one of: en, pt-BR",
        ),
        (
            "eval mortgage --describe --lang fr",
            "error: --lang: unknown language 'fr'; expected one of: en, pt-BR",
        ),
        (
            "eval mortgage --lang pt-BR homePrice=400000",
            "error: homePrice: unknown input; expected one of: propertyValue, ",
        ),
        (
            "eval mortgage --lang pt-BR rateType=annual",
            "error: rateType: unknown option; expected one of: nominal, effective",
        ),
        ("eval nope --lang pt-BR", "error: nope: unknown calculator"),
    ];
    for (args, prefix) in cases {
        let args: Vec<&str> = args.split(' ').collect();
        assert_rejected(&site, &args, prefix);
    }
    // A calculator without a page in the language (no texts in it).
    std::fs::remove_file(site.path("locales/pt-BR/calculators/bmi.yaml")).unwrap();
    assert_rejected(
        &site,
        &["eval", "bmi", "--lang", "pt-BR"],
        "error: bmi: no pt-BR page to run (there is no locales/pt-BR/calculators/bmi.yaml)",
    );
}

/// The real cost-of-living's Portuguese page: correção de valores by a
/// Brazilian index, as the Banco Central's Calculadora do Cidadão does it.
/// From 01/2024 to 12/2024 by IPCA: factor 1.0483130, R$ 1,000 → 1,048.31.
#[test]
fn real_cost_of_living_in_portuguese() {
    let site = Fixture::real();
    let run = |args: &[&str]| {
        let mut command = vec!["eval", "cost-of-living", "--lang", "pt-BR"];
        command.extend(args);
        json(&site.calcula(&command))
    };
    let v = run(&["index=IPCA", "amount=1000", "from=2024-01", "to=2024-12"]);
    let cents = (v["result"].as_f64().unwrap() * 100.0).round() / 100.0;
    assert_eq!(cents, 1048.31, "{v}");
    let factor = v["factor"].as_f64().unwrap();
    assert_eq!((factor * 1e7).round() / 1e7, 1.048_313, "{v}");
    assert_eq!(v["months"], 12);
    // IGP-M fell in 2023 (−3.18 %, FGV); months written as on the page.
    let v = run(&["index=IGP-M", "amount=1000", "from=01/2023", "to=12/2023"]);
    let percent = v["percentChange"].as_f64().unwrap();
    assert!((percent - -3.18).abs() < 0.005, "{v}");
    // Past the last month of data: refused, saying which months there are
    // (the last is the data's, not a claim about what is published).
    let out = site.calcula(&["eval", "cost-of-living", "--lang", "pt-BR", "to=2099-01"]);
    let last = std::fs::read_to_string(
        site.path("calc-wasm/calculators/finance/src/data/br-price-indices-monthly.csv"),
    )
    .unwrap()
    .lines()
    .rfind(|l| l.starts_with("IPCA,"))
    .map(|l| {
        let f: Vec<&str> = l.split(',').collect();
        format!("{:0>2}/{}", f[2], f[1])
    })
    .unwrap();
    assert_exit(
        &out,
        2,
        &format!("error: to: no data for this month; the series runs from 02/1980 to {last}, the last month in the data\n"),
    );
    // The English page keeps the U.S. CPI.
    let v = json(&site.calcula(&["eval", "cost-of-living", "fromYear=2000", "toYear=2025"]));
    assert!(close(&v["result"], 1_869.587_688_734_030_2));
}

/// `calcula` with `args` on `site`, its stdout `stdout`.
fn calcula_to(site: &Fixture, args: &[&str], stdout: std::process::Stdio) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_calcula"))
        .arg("--root")
        .arg(site.root())
        .args(args)
        .stdout(stdout)
        .output()
        .unwrap()
}

#[test]
fn a_closed_pipe_ends_quietly_with_status_141() {
    let site = Fixture::valid();
    // `calcula eval amortization | head -c 10`, with head already gone.
    let (reader, writer) = std::io::pipe().unwrap();
    drop(reader);
    let out = calcula_to(&site, &["eval", "amortization"], writer.into());
    assert_eq!(out.status.code(), Some(141));
    assert_eq!(String::from_utf8_lossy(&out.stderr), "");
}

#[cfg(target_os = "linux")]
#[test]
fn a_full_disk_is_an_error_message_not_a_panic() {
    let site = Fixture::valid();
    for args in [
        &["eval", "quadratic"][..],
        &["eval", "quadratic", "--describe"],
    ] {
        let full = std::fs::File::options()
            .write(true)
            .open("/dev/full")
            .unwrap();
        let out = calcula_to(&site, args, full.into());
        assert_exit(
            &out,
            74,
            "error: cannot write to standard output: No space left on device (os error 28)\n",
        );
    }
}

#[test]
fn messages_escape_the_control_characters_they_quote() {
    let site = Fixture::valid();
    let title = "A\u{1b}]0;pwned\u{7}";
    let key = format!("{title}=1");
    let cases = [
        (
            vec!["eval", "bmi", &key],
            "error: A\\u{1b}]0;pwned\\u{7}: unknown input",
        ),
        (
            vec!["eval", "bmi", "unit=a\u{1b}[2J\nb"],
            "error: unit: unknown option",
        ),
        (
            vec!["eval", title],
            "error: A\\u{1b}]0;pwned\\u{7}: unknown calculator",
        ),
        // clap's own messages: their escapes are dropped (StyledStr).
        (vec![title], "error: unrecognized subcommand 'A"),
    ];
    for (args, prefix) in cases {
        let out = site.calcula(&args);
        assert!(!out.status.success(), "{args:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert!(stderr.starts_with(prefix), "{args:?}: {stderr:?}");
        let body = stderr.strip_suffix('\n').unwrap();
        assert!(
            !body.chars().any(|c| c.is_control() && c != '\n'),
            "{args:?}: {stderr:?}"
        );
    }
    // `calcula eval`'s one line stays one line.
    let out = site.calcula(&["eval", "bmi", "x\ny=1"]);
    assert_eq!(String::from_utf8_lossy(&out.stderr).lines().count(), 1);
}

#[test]
fn a_computed_limit_prints_without_float_noise() {
    // One monthly payment is 1/12 of a year: shown to six digits, rounded
    // up so that it still holds (0.08333333333333333 before).
    let out = Fixture::valid().calcula(&["eval", "amortization", "loanTerm=0"]);
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: loanTerm: must be at least 0.0833334\n"
    );
}

#[test]
fn a_letter_grade_on_the_ten_point_scale_says_so() {
    let out = Fixture::real().calcula(&[
        "eval",
        "gpa",
        "scale=tenPoint",
        "courses=Cálculo 8,5 4\nFísica A 4",
    ]);
    assert_exit(&out, 2, "error: courses: line 2: 'A' is a letter grade, and this scale takes numbers from 0 to 10, like 8.5; write the grade as a number, or choose a letter scale\n");
}

#[test]
fn standard_deviation_takes_the_length_it_declares() {
    let site = Fixture::real();
    let describe = site.calcula(&["eval", "standard-deviation", "--describe"]);
    let describe = String::from_utf8(describe.stdout).unwrap();
    let declared: usize = describe
        .lines()
        .find_map(|l| l.trim().strip_prefix("values: text, at most "))
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no limit in {describe}"));
    // Exactly `declared` characters, ten to a value.
    let mut list = "1234567.8,".repeat(declared / 10);
    list.truncate(declared.saturating_sub(1));
    list.push('9');
    assert_eq!(list.chars().count(), declared);
    let ok = site.calcula(&["eval", "standard-deviation", &format!("values={list}")]);
    assert!(
        ok.status.success(),
        "{}",
        String::from_utf8_lossy(&ok.stderr)
    );
    let over = site.calcula(&["eval", "standard-deviation", &format!("values={list}1")]);
    assert_eq!(
        String::from_utf8_lossy(&over.stderr),
        format!("error: values: too long; at most {declared} characters\n")
    );
}

/// `--solve` runs a calculator backwards (docs/eval.md, "Solving for an
/// input"): the value found with every output at it, or the honest reason
/// on one line with exit 2.
#[test]
fn solve_finds_the_input_or_says_why_not() {
    let site = Fixture::valid();
    // $2,500 a month leaves $1,975 of principal and interest after $400 tax
    // and $125 insurance: numpy_financial.pv(0.065/12, 360, -1975) + 80,000
    // down = 392466.36858571926: in cents 392,466.37, where the payment is
    // still shown as $2,500.00.
    let v = json(&site.calcula(&[
        "eval",
        "mortgage",
        "--solve",
        "homePrice",
        "monthlyPayment=2500",
        "downPayment=80000",
    ]));
    assert_eq!(v["input"], "homePrice");
    assert_eq!(v["value"], 392_466.37, "{v}");
    assert_eq!(v["solution"]["kind"], "reached");
    let payment = v["outputs"]["monthlyPayment"].as_f64().unwrap();
    assert_eq!((payment * 100.0).round(), 250_000.0, "{v}");
    assert!(close(&v["outputs"]["loanAmount"], 312_466.37), "{v}");

    let cases = [
        // Taxes and insurance alone are $525 a month: $100 is out of reach
        // with any price; the least is at a price of 80,000 (no loan).
        (
            "eval mortgage --solve homePrice monthlyPayment=100 downPayment=80000",
            "error: monthlyPayment: monthlyPayment cannot be 100 by changing homePrice: with these inputs it is at least 525",
        ),
        (
            "eval mortgage --solve loanTerm monthlyPayment=2400",
            "error: monthlyPayment: no whole value of loanTerm gives monthlyPayment = 2400 exactly",
        ),
        (
            "eval mortgage --solve homePrice monthlyPayment=2500 homePrice=1",
            "error: homePrice: given a value and solved for",
        ),
        (
            "eval mortgage --solve homePrice monthlyPayment=abc",
            "error: target: not a number",
        ),
        ("eval mortgage --solve homePrice 2500", "error: 2500: expected output=target"),
        (
            "eval bmi --solve unit bmi=22",
            "error: unit: cannot solve for this input",
        ),
        (
            "eval bmi --solve weightKg category=22",
            "error: category: this result is not a number",
        ),
    ];
    for (args, prefix) in cases {
        let args: Vec<&str> = args.split(' ').collect();
        assert_rejected(&site, &args, prefix);
    }
}

/// Outside any project, `calcula check` (or any command) stops with exit 2
/// and says what it looked for, instead of checking the source tree the
/// binary was compiled from.
#[test]
fn outside_a_project_exits_2_naming_what_it_looked_for() {
    let dir = tempfile::tempdir().unwrap();
    for args in [&["check"][..], &["build"], &["eval", "tip"]] {
        let out = std::process::Command::new(env!("CARGO_BIN_EXE_calcula"))
            .args(args)
            .current_dir(dir.path())
            .env_remove("CALCULA_ROOT")
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {stderr}");
        assert!(out.stdout.is_empty(), "{args:?}");
        assert!(
            stderr.contains("no Calcula project here: looked for content/site.yaml in")
                && stderr.contains(&dir.path().display().to_string()),
            "{args:?}: {stderr}"
        );
        assert!(!dir.path().join("dist").exists(), "{args:?} wrote a site");
    }
}

/// The real tax page in Portuguese, annual mode (issue 45): both
/// declarations and the lower one recommended; the 2026 reduction of Lei
/// 15.270/2025. Worked by hand from the annual tables in the unit tests of
/// calc-wasm/calculators/finance/src/tax.rs (2025: 27,5 % − 10.853,78,
/// simplified 20 % up to 16.754,34; 2026: 22,5 % − 8.105,85, 27,5 % −
/// 10.904,66, reduction up to 60.000 / 8.429,73 − 0,095575 × income).
#[test]
fn irpf_annual_simplified_and_complete_in_portuguese() {
    let site = Fixture::real();
    let run = |args: &[&str]| {
        let mut command = vec!["eval", "tax", "--lang", "pt-BR", "mode=annual"];
        command.extend(args);
        json(&site.calcula(&command))
    };
    // The issue's case: complete 9.420,573; simplified at its cap 9.288,7765.
    let v = run(&[
        "taxYear=2025",
        "income=90000",
        "inss=9000",
        "dependants=1",
        "otherDeductions=5000",
    ]);
    assert!(close(&v["taxComplete"], 9420.573), "{v}");
    assert!(close(&v["taxSimplified"], 9288.7765), "{v}");
    assert!(close(&v["simplifiedDiscount"], 16_754.34), "{v}");
    assert_eq!(v["deductionUsed"], "simplified");
    assert!(close(&v["tax"], 9288.7765), "{v}");
    // Two dependants and 10.000 of health: the complete one, 7.419,926.
    let v = run(&[
        "taxYear=2025",
        "income=90000",
        "inss=9000",
        "dependants=2",
        "health=10000",
    ]);
    assert_eq!(v["deductionUsed"], "complete");
    assert!(close(&v["tax"], 7419.926), "{v}");
    // 2026: 60.000 pays nothing (the table's 2.694,15 all reduced); 70.000
    // has 1.739,48 of reduction: simplified 4.495,34 − 1.739,48.
    let v = run(&["taxYear=2026", "income=60000", "inss=6000"]);
    assert_eq!(v["tax"], 0.0, "{v}");
    assert!(close(&v["reduction"], 2694.15), "{v}");
    let v = run(&["taxYear=2026", "income=70000", "inss=7000", "dependants=1"]);
    assert!(close(&v["reduction"], 1739.48), "{v}");
    assert!(close(&v["tax"], 2755.86), "{v}");
    // A year without a table is refused, naming the ones there are.
    assert_rejected(
        &site,
        &[
            "eval",
            "tax",
            "--lang",
            "pt-BR",
            "mode=annual",
            "taxYear=2024",
        ],
        "error: taxYear: unknown option; expected one of: 2026, 2025",
    );
}

/// The credit card page in Portuguese (issue 45 item 2): the rotativo's
/// interest stops at the original debt (Lei 14.690/2023 art. 28). By hand:
/// 1.000,00 with 20 % paid leaves 800,00, the cap; at 30 % a month the
/// interest is 240,00, 250,80192 and 262,09001281536, and month 4's would
/// pass 800,00: it is 47,10806718464, and none follows. Paying 20 % of a
/// balance that no longer grows never ends it (no end month), and a rate
/// above the field's 30 % a month is refused at the field.
#[test]
fn credit_card_rotativo_stops_at_the_cap_in_portuguese() {
    let site = Fixture::real();
    let v = json(&site.calcula(&[
        "eval",
        "credit-card",
        "--lang",
        "pt-BR",
        "fatura=1000",
        "minimumPercent=20",
        "minimumAmount=0",
        "rotativoRate=30",
    ]));
    assert!(close(&v["minimumInterest"], 800.0), "{v}");
    assert_eq!(v["minimumCapMonth"], 4, "{v}");
    assert_eq!(v["minimumEndMonth"], serde_json::Value::Null, "{v}");
    assert!(
        close(&v["schedule"][4]["minimumInterest"], 47.10806718464),
        "{v}"
    );
    assert_eq!(v["capNotice"], "rotativo");
    assert_rejected(
        &site,
        &["eval", "credit-card", "--lang", "pt-BR", "rotativoRate=31"],
        "error: rotativoRate: must be at most 30",
    );
}

/// Regra de três in Portuguese: 2 kg for 2,99 → 5 kg for 7,475 (direct);
/// 4 workers in 6 days → 3 in 8 (inverse); a zero or negative quantity is
/// refused at its field.
#[test]
fn rule_of_three_in_portuguese() {
    let site = Fixture::real();
    let run = |args: &[&str]| {
        let mut command = vec!["eval", "percentage", "--lang", "pt-BR"];
        command.extend(args);
        json(&site.calcula(&command))
    };
    let v = run(&["mode=proportion", "ratioA=2", "ratioB=2.99", "ratioC=5"]);
    assert!(close(&v["result"], 7.475), "{v}");
    assert!(close(&v["factor"], 1.495), "{v}");
    let v = run(&["mode=inverseProportion", "ratioA=4", "ratioB=6", "ratioC=3"]);
    assert_eq!(v["result"], 8.0, "{v}");
    for (args, prefix) in [
        (
            "mode=proportion ratioA=0",
            "error: ratioA: must be greater than 0",
        ),
        (
            "mode=inverseProportion ratioC=-3",
            "error: ratioC: must be greater than 0",
        ),
        (
            "mode=proportion ratioB=-1",
            "error: ratioB: must be greater than 0",
        ),
    ] {
        let mut command = vec!["eval", "percentage", "--lang", "pt-BR"];
        command.extend(args.split(' '));
        assert_rejected(&site, &command, prefix);
    }
}

#[test]
fn ovulation_states_the_luteal_limit_its_cycle_sets() {
    let site = Fixture::real();
    let out = site.calcula(&["eval", "ovulation", "--describe"]);
    let text = String::from_utf8(out.stdout).unwrap();
    // The YAML's 18, and the cycle's limit beside it (a 21-day cycle refuses 17).
    assert_contains(
        &text,
        "  lutealPhase: whole number, at least 9, at most 18, at most cycleLength − 5, default 14\n",
    );
    let args = [
        "eval",
        "ovulation",
        "lastPeriod=2026-03-01",
        "cycleLength=21",
    ];
    let out = site.calcula(&[&args[..], &["lutealPhase=17"]].concat());
    assert_exit(
        &out,
        2,
        "error: lutealPhase: must be at most 16 here: at most cycleLength − 5\n",
    );
    assert!(site
        .calcula(&[&args[..], &["lutealPhase=16"]].concat())
        .status
        .success());
}

/// The real BMI page in Portuguese, child mode (issue 45 item 6): WHO 2007
/// from 5 to 19 years and WHO 2006 under 5, with the SISVAN categories,
/// where the English page keeps the CDC 2000 percentiles. The values are
/// those of calc-wasm/calculators/health/src/bmi_who.rs's tests (mpmath at
/// 50 digits from the WHO rows; pygrowup2 1.0.0 for the z beyond +3 SD).
#[test]
fn child_bmi_in_portuguese_reads_the_who_references() {
    let site = Fixture::real();
    let run = |lang: &str, args: &[&str]| {
        let mut command = vec!["eval", "bmi", "--lang", lang, "unit=metric"];
        command.extend(args);
        json(&site.calcula(&command))
    };
    let boy = ["heightCm=140", "weightKg=40", "age=10", "sex=male"];
    let v = run("pt-BR", &boy);
    assert_eq!(v["reference"], "who2007", "{v}");
    assert!(close(&v["zScore"], 1.7040440188779463), "{v}");
    assert!(close(&v["percentile"], 95.58135680714207), "{v}");
    assert_eq!(v["childCategory"], "overweight");
    // The English page, unchanged: CDC's percentile, no WHO reference.
    let en = run("en", &boy);
    assert!(close(&en["percentile"], 90.26578996824345), "{en}");
    assert!(en.get("reference").is_none(), "{en}");
    // 30 at 10 years: beyond +3 SD, WHO's restricted z (pygrowup2: 3.84).
    let v = run(
        "pt-BR",
        &["heightCm=100", "weightKg=30", "age=10", "sex=male"],
    );
    assert!(close(&v["zScore"], 3.8402818446021864), "{v}");
    assert_eq!(v["childCategory"], "severeObesity");
    // A baby of 6 months: the 2006 standards, which the English page's
    // ages (2 and up) do not reach.
    let v = run(
        "pt-BR",
        &["heightCm=66", "weightKg=7.5", "age=0.5", "sex=male"],
    );
    assert_eq!(v["reference"], "who2006", "{v}");
    assert_eq!(v["childCategoryUnder5"], "normal", "{v}");
    assert_rejected(
        &site,
        &["eval", "bmi", "--lang", "en", "age=0.5"],
        "error: age: ",
    );
    assert_rejected(
        &site,
        &["eval", "bmi", "--lang", "pt-BR", "age=-1"],
        "error: age: ",
    );
}

/// Renda fixa in Portuguese (issue 45 item 4): the issue's case, a CDB at
/// 100 % of the CDI against an LCI at 90 %, R$ 10.000,00 for 200 days at a
/// CDI of 14,90 %, worked by hand with Python's decimal in the comments of
/// content/calculators/fixed-income.yaml (CDB net 10.632,608737866894 after
/// IR 20 %; LCI 10.708,969535536649, exempt, the best); at 800 days the
/// CDB pays 15 %. A zero amount is refused at its field.
#[test]
fn fixed_income_in_portuguese() {
    let site = Fixture::real();
    let run = |args: &[&str]| {
        let mut command = vec![
            "eval",
            "fixed-income",
            "--lang",
            "pt-BR",
            "amount=10000",
            "cdi=14.9",
        ];
        command.extend(args);
        json(&site.calcula(&command))
    };
    let v = run(&["days=200", "cdbPercent=100", "lciPercent=90"]);
    let row = |v: &serde_json::Value, k: usize, key: &str| v["comparison"][k][key].clone();
    assert_eq!(row(&v, 1, "investment"), "cdb", "{v}");
    assert!(close(&row(&v, 1, "net"), 10_632.608_737_866_894), "{v}");
    assert!(close(&row(&v, 2, "net"), 10_708.969_535_536_65), "{v}");
    assert_eq!(v["best"], "lci", "{v}");
    assert_eq!(v["irRate"], 20.0, "{v}");
    let v = run(&["days=800", "cdbPercent=100", "lciPercent=90"]);
    assert!(close(&row(&v, 1, "net"), 13_024.635_747_150_788), "{v}");
    assert_eq!(v["irRate"], 15.0, "{v}");
    assert_rejected(
        &site,
        &["eval", "fixed-income", "--lang", "pt-BR", "amount=0"],
        "error: amount: must be greater than 0",
    );
}
