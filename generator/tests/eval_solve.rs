//! `calcula eval` on the real calculators, as issue 41 found it: output
//! that was not JSON. Each test runs the issue's own command.

mod support;

use support::Fixture;

fn run(args: &[&str]) -> std::process::Output {
    Fixture::real().calcula(args)
}

fn json(out: &std::process::Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout)
        .unwrap_or_else(|e| panic!("not JSON ({e}): {}", String::from_utf8_lossy(&out.stdout)))
}

#[test]
fn eval_prints_json_escapes_for_the_characters_a_terminal_acts_on() {
    for (text, escaped) in [
        ("a\u{7f}b", "a\\u007fb"),
        ("a\u{9b}b", "a\\u009bb"),
        ("a\u{202e}b", "a\\u202eb"),
    ] {
        let list = format!("list={text}");
        let out = run(&["eval", "random-generator", "mode=pick", &list]);
        let printed = String::from_utf8(out.stdout.clone()).unwrap();
        assert!(printed.contains(escaped), "{printed}");
        assert!(!printed.contains("\\u{"), "a Rust escape: {printed}");
        // It reads back as the text given.
        let v = json(&out);
        assert_eq!(v["result"], text, "{v}");
    }
}
