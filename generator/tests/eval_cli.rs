//! `calcula eval` as docs/eval.md states it, on the valid fixture site's
//! calculators (its mortgage, bmi and percentage are copies of the real
//! ones, as they were when the fixture was made).

mod support;

use support::Fixture;

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
        assert_eq!(out.status.code(), Some(74), "{args:?}");
        assert_eq!(
            String::from_utf8_lossy(&out.stderr),
            "error: cannot write to standard output: No space left on device (os error 28)\n"
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
    assert_eq!(out.status.code(), Some(2));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "error: courses: line 2: 'A' is a letter grade, and this scale takes numbers from 0 to 10, like 8.5; write the grade as a number, or choose a letter scale\n"
    );
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
