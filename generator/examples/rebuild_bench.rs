//! Times `calcula serve`'s rebuilds on a site root (argument 1, default .):
//! one cold build, then rebuilds after touching a calculator's locale file,
//! its title (on every page, in the sidebar) then its explanation (on its
//! pages only), printing each phase and the process's CPU time (the machine may be busy,
//! so wall time alone says little). `cargo run --release --example rebuild_bench -- ROOT`
use generator::build::BuildOptions;
use generator::serve::rebuild::Rebuilder;
use std::path::PathBuf;
use std::time::Instant;

/// CPU time of this process's main thread in ms (Linux; 0 elsewhere).
fn cpu_ms() -> f64 {
    std::fs::read_to_string("/proc/self/schedstat")
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse::<f64>().ok())
        .map_or(0.0, |ns| ns / 1e6)
}

fn main() {
    let root = PathBuf::from(std::env::args().nth(1).unwrap_or_else(|| ".".into()));
    let out = std::env::temp_dir().join(format!("calcula-bench-{}", std::process::id()));
    let mut rebuilder = Rebuilder::new(BuildOptions {
        root: root.clone(),
        out: out.clone(),
        islands_build: root.join("islands/build"),
        islands_dir: root.join("islands"),
        quiet: true,
        precompress: false,
        site_url: None,
    });
    let texts = root.join("locales/en/calculators/tip.yaml");
    let original = std::fs::read_to_string(&texts).expect("tip's texts");
    for run in 0..7 {
        if run > 0 {
            // An edit like an editor's save: the text changes every time.
            let key = if run <= 3 {
                "title: "
            } else {
                "explanation: |\n  "
            };
            let edited = original.replacen(key, &format!("{key}Bench{run} "), 1);
            std::fs::write(&texts, edited).expect("editing tip's texts");
        }
        let (wall, cpu) = (Instant::now(), cpu_ms());
        let report = rebuilder.rebuild().expect("rebuild");
        let (wall, cpu) = (wall.elapsed().as_secs_f64() * 1000.0, cpu_ms() - cpu);
        let phases: Vec<String> = report
            .phases
            .iter()
            .map(|(name, ms)| format!("{name} {ms:.0}"))
            .collect();
        println!(
            "run {run} ({}): wall {wall:.0} ms, cpu {cpu:.0} ms, {} pages | {}",
            ["cold", "title", "explanation"][usize::from(run > 0) + usize::from(run > 3)],
            report.pages,
            phases.join(", ")
        );
    }
    std::fs::write(&texts, original).expect("restoring tip's texts");
    rebuilder.rebuild().expect("rebuild");
    // Left for comparing with `calcula build` of the same root.
    println!("output: {}", out.display());
}
