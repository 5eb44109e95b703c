//! The contract with the islands: TypeScript types generated from the props
//! structs, and props files for the islands' unit tests written from the
//! content (both git-ignored, made by `make`).

use crate::support::{assert_contains, Fixture};
use generator::islands::IslandName;

fn run_ok(site: &Fixture, args: &[&str]) {
    let out = site.calcula(args);
    assert!(
        out.status.success(),
        "calcula {args:?} failed:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
}

#[test]
fn bindings_declare_every_island_props_type() {
    let site = Fixture::valid();
    run_ok(&site, &["bindings", "--out", "generated"]);
    let types = IslandName::ALL
        .iter()
        .map(|island| island.props_type())
        .chain(["SearchEntry"]);
    for name in types {
        let ts = site.read(&format!("generated/{name}.ts"));
        assert!(ts.contains(&format!("export type {name} = ")), "{ts}");
    }
    let calc = site.read("generated/CalculatorProps.ts");
    assert!(calc.contains("strings: CalculatorStrings"), "{calc}");
    // Fields serde leaves out when empty are optional, not `| null`.
    let kind = site.read("generated/InputKind.ts");
    assert_contains(&kind, "min?: number");
    assert_contains(&kind, "integer?: boolean");
    let strings = site.read("generated/CalculatorStrings.ts");
    assert_contains(&strings, "steps?: CalculatorStepStrings");
}

#[test]
fn props_are_written_from_the_content() {
    let site = Fixture::valid();
    run_ok(&site, &["props", "--out", "props", "bmi"]);
    let props: serde_json::Value = serde_json::from_str(&site.read("props/bmi.en.json")).unwrap();
    let yaml: serde_yaml::Value =
        serde_yaml::from_str(&site.read("content/calculators/bmi.yaml")).unwrap();
    let declared: Vec<&str> = yaml["inputs"]
        .as_sequence()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap())
        .collect();
    let written: Vec<&str> = props["spec"]["inputs"]
        .as_array()
        .unwrap()
        .iter()
        .map(|i| i["id"].as_str().unwrap())
        .collect();
    assert_eq!(written, declared);
    assert!(props["initial"]["bmi"].is_number(), "{}", props["initial"]);
    assert_eq!(props["strings"]["loading"], "Loading...");
    for file in [
        "bmi.pt-BR.json",
        "bmi.en.widget.json",
        "shell.en.json",
        "shell.pt-BR.json",
    ] {
        assert!(site.path(&format!("props/{file}")).is_file(), "{file}");
    }
    assert!(!site.path("props/mortgage.en.json").exists());
}

#[test]
fn props_of_an_unknown_calculator_fail() {
    let site = Fixture::valid();
    let out = site.calcula(&["props", "--out", "props", "bmii"]);
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("unknown calculator 'bmii'"), "{stderr}");
}

/// The loader and the server render find an island by its name in the
/// islands' index: every island the generator writes is there.
#[test]
fn the_islands_index_holds_every_island_the_generator_names() {
    let index = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../islands/src/islands/index.ts"
    ))
    .expect("islands/src/islands/index.ts is readable");
    let registry = index
        .split_once("export const islands")
        .and_then(|(_, rest)| rest.split_once("\n};"))
        .map(|(entries, _)| entries)
        .expect("index.ts declares `export const islands = { ... };`");
    for island in IslandName::ALL {
        let key = format!("\n  {}:", island.name());
        assert!(
            registry.contains(&key),
            "islands/src/islands/index.ts has no entry for the {} island",
            island.name()
        );
    }
}
