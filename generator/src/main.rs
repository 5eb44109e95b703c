//! `calcula`: Calcula's static site generator. A thin command line over the
//! phases in the library: content → routes → render → write.

use clap::{Parser, Subcommand};
use generator::build::{build, BuildOptions, BuildReport};
use generator::error::{one_line, report, say, terminal_safe};
use generator::eval::{eval, EvalError};
use generator::serve::rebuild::Rebuilder;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// Exit status when stdout was closed before the output was written
/// (`calcula eval quadratic | head -c 10`): 128 + SIGPIPE, what a shell
/// reports for a Unix tool the closed pipe stopped. Nothing is printed.
const EXIT_CLOSED_PIPE: u8 = 141;
/// Exit status when no project was found: a usage error, as clap's own.
const EXIT_USAGE: u8 = 2;
/// Exit status when stdout could not be written otherwise (a full disk,
/// `> /dev/full`): sysexits' EX_IOERR, after a message on stderr.
const EXIT_WRITE_FAILED: u8 = 74;

/// Writes `text` to stdout, [`terminal_safe`], and flushes it: success, or
/// the exit status of a failed write (docs/eval.md).
fn print_stdout(text: &str) -> ExitCode {
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_all(terminal_safe(text).as_bytes())
        .and_then(|()| stdout.flush());
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::from(EXIT_CLOSED_PIPE),
        Err(e) => {
            say(&format!("error: cannot write to standard output: {e}"));
            ExitCode::from(EXIT_WRITE_FAILED)
        }
    }
}

/// A build compresses thousands of pages on every core, each allocating and
/// freeing megabytes of encoder tables: the system allocator gave most of
/// that memory back to the kernel and faulted it in again each time.
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(
    name = "calcula",
    version,
    about = "Builds the Calcula calculator site from its content"
)]
struct Cli {
    /// The site's root folder (with content/, locales/ and islands/).
    /// Default: the CALCULA_ROOT environment variable, else the current
    /// folder or the nearest folder above it with content/site.yaml.
    #[arg(long, global = true)]
    root: Option<PathBuf>,
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build the site into dist/ (replaced only if the build succeeds).
    Build {
        #[arg(long, default_value = "dist")]
        out: PathBuf,
        /// Skip the .gz and .br copies of text files (a host that compresses
        /// by itself does not need them; the build is faster without).
        #[arg(long)]
        no_precompress: bool,
        /// The address the site is served at (https://your.host): canonical
        /// links, hreflang, the sitemap and structured data name it.
        /// Default: the CALCULA_URL environment variable, else `url` in
        /// content/site.yaml.
        #[arg(long, value_name = "URL")]
        url: Option<String>,
    },
    /// Validate all content and report every problem, writing nothing;
    /// warn about data older than its publisher's cadence allows.
    Check {
        /// Treat the data warnings as errors (for a deployer's CI).
        #[arg(long)]
        strict: bool,
    },
    /// The published data the calculators read (calc-wasm/data.yaml).
    Data {
        #[command(subcommand)]
        command: DataCommand,
    },
    /// Run a calculator: `calcula eval mortgage homePrice=400000`.
    Eval {
        calculator: String,
        inputs: Vec<String>,
        /// Print the calculator's inputs and outputs instead of running it.
        #[arg(long)]
        describe: bool,
        /// Run what the pages of this language run (`pt-BR`): its market,
        /// inputs and defaults. Values stay plain.
        #[arg(long)]
        lang: Option<String>,
        /// Find the value of INPUT that makes OUTPUT equal a target:
        /// `--solve homePrice monthlyPayment=2500` (docs/eval.md).
        #[arg(long, num_args = 2, value_names = ["INPUT", "OUTPUT=TARGET"])]
        solve: Option<Vec<String>>,
    },
    /// Write the TypeScript types of the islands' props (make does).
    #[command(hide = true)]
    Bindings {
        #[arg(long, default_value = "islands/src/generated")]
        out: PathBuf,
    },
    /// Write islands' props as the build makes them, for the islands' unit
    /// tests: `calcula props --out DIR [calculator ids]` (make unit does).
    #[command(hide = true)]
    Props {
        #[arg(long)]
        out: PathBuf,
        calculators: Vec<String>,
    },
    /// Write the JSON Schemas of the content files (for editors).
    Schema {
        #[arg(long, default_value = generator::schema::DIR)]
        out: PathBuf,
    },
    /// Build, then serve on 127.0.0.1, rebuild when content changes and
    /// reload the open pages (or show the error over them).
    Serve {
        #[arg(long, default_value_t = 8080)]
        port: u16,
        /// The preview's own folder, apart from dist/: it has no .gz/.br
        /// copies, so it is not what a CDN should serve.
        #[arg(long, default_value = "dist-preview")]
        out: PathBuf,
    },
}

#[derive(Subcommand)]
enum DataCommand {
    /// Every data file: its cadence, last period, age, source and licence.
    List,
    /// Fetch the series from their publishers' APIs, check them against
    /// the files and write what is new: `calcula data update IPCA CPI-U`
    /// (all when none is named). Nothing is written when anything fails.
    Update {
        /// Series names or file ids (`IPCA`, `br-price-indices`).
        series: Vec<String>,
        /// Take values the publisher revised since the file was written.
        #[arg(long)]
        accept_revisions: bool,
    },
}

/// `calcula check`'s data warnings; with `strict`, errors.
fn data_warnings(root: &Path, strict: bool) -> Result<usize, String> {
    let today = generator::data::period::today().map_err(|e| report(&e))?;
    let warnings = generator::data::freshness::warnings(root, today).map_err(|e| report(&e))?;
    let level = if strict { "error" } else { "warning" };
    for w in &warnings {
        say(&format!("{level}: data {w}"));
    }
    Ok(warnings.len())
}

fn run_data(root: &Path, command: DataCommand) -> ExitCode {
    let outcome = match command {
        DataCommand::List => generator::data::list(root),
        DataCommand::Update {
            series,
            accept_revisions,
        } => generator::data::update::update(
            root,
            &generator::data::update::Options {
                only: series,
                accept_revisions,
            },
        )
        .map(|text| format!("{text}\n")),
    };
    match outcome {
        Ok(text) => print_stdout(&text),
        Err(e) => {
            say(&format!("error: {}", report(&e)));
            ExitCode::FAILURE
        }
    }
}

fn build_options(root: &Path, out: &Path) -> BuildOptions {
    BuildOptions {
        root: root.to_path_buf(),
        out: if out.is_absolute() {
            out.to_path_buf()
        } else {
            root.join(out)
        },
        islands_build: root.join("islands/build"),
        islands_dir: root.join("islands"),
        quiet: false,
        precompress: true,
        site_url: None,
    }
}

/// Builds, printing the outcome, and a warning when the pages name a
/// placeholder address (content/site.yaml's `https://calcula.example`).
fn run_build(opts: &BuildOptions) -> Result<(), String> {
    let outcome = build(opts);
    if let Ok(report) = &outcome {
        if generator::build::is_example_url(&report.site_url) {
            say(&format!(
                "warning: the site's address is still {}: canonical links, hreflang and the sitemap name it\n  \
                 hint: give the address the site is served at: calcula build --url https://your.host, \
                 CALCULA_URL=https://your.host make build, or url in content/site.yaml (README: Deploying)",
                report.site_url
            ));
        }
    }
    print_outcome(opts, outcome)
}

/// Prints a build's outcome; a failure's text, as printed (for content
/// errors, what `calcula check` prints), is also `calcula serve`'s overlay.
fn print_outcome(
    opts: &BuildOptions,
    outcome: generator::error::Result<BuildReport>,
) -> Result<(), String> {
    match outcome {
        Ok(report) => {
            let total: f64 = report.phases.iter().map(|(_, ms)| ms).sum();
            let phases: Vec<String> = report
                .phases
                .iter()
                .map(|(n, ms)| format!("{n} {ms:.0} ms"))
                .collect();
            say(&format!(
                "built {} pages into {} in {total:.0} ms ({})",
                report.pages,
                opts.out.display(),
                phases.join(", ")
            ));
            Ok(())
        }
        Err(e) => {
            let e = report(&e);
            say(&format!(
                "error: build failed; {} was left unchanged\n{e}",
                opts.out.display()
            ));
            Err(e)
        }
    }
}

fn main() -> ExitCode {
    // clap's own messages quote the command line too (an unknown
    // subcommand, a bad option): printed through the same escaping.
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(e) => {
            let text = e.render().to_string();
            return if e.use_stderr() {
                say(text.trim_end());
                ExitCode::from(u8::try_from(e.exit_code()).unwrap_or(2))
            } else {
                print_stdout(&text)
            };
        }
    };
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let root =
        match generator::project::find_root(cli.root, std::env::var("CALCULA_ROOT").ok(), &cwd) {
            Ok(root) => root,
            Err(e) => {
                say(&format!("error: {e}"));
                return ExitCode::from(EXIT_USAGE);
            }
        };
    match cli.command {
        Command::Build {
            out,
            no_precompress,
            url,
        } => {
            let opts = BuildOptions {
                precompress: !no_precompress,
                site_url: url.or_else(|| {
                    std::env::var("CALCULA_URL")
                        .ok()
                        .filter(|v| !v.trim().is_empty())
                }),
                ..build_options(&root, &out)
            };
            if run_build(&opts).is_ok() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Command::Data { command } => run_data(&root, command),
        Command::Check { strict } => match generator::content::load(&root)
            .map_err(generator::error::Error::from)
            .and_then(|site| {
                generator::icons::site_sprite(&root, &root.join("islands"), &site).map(|_| site)
            }) {
            Ok(site) => {
                say(&format!(
                    "content is valid: {} calculators in {} languages",
                    site.calculators.len(),
                    site.languages.len()
                ));
                match data_warnings(&root, strict) {
                    Ok(n) if n > 0 && strict => ExitCode::FAILURE,
                    Ok(_) => ExitCode::SUCCESS,
                    Err(e) => {
                        say(&format!("error: {e}"));
                        ExitCode::FAILURE
                    }
                }
            }
            // Content errors as they are, each line its own file:line:column.
            Err(errors) if errors.is::<generator::content::ContentErrors>() => {
                say(&report(&errors));
                ExitCode::FAILURE
            }
            Err(e) => {
                say(&format!("error: {}", report(&e)));
                ExitCode::FAILURE
            }
        },
        Command::Eval {
            calculator,
            describe: true,
            lang,
            ..
        } => match generator::eval::describe(&root, &calculator, lang.as_deref()) {
            Ok(text) => print_stdout(&text),
            Err(EvalError::Input(msg)) if lang.is_some() => {
                say(&format!("error: {}", one_line(&msg)));
                ExitCode::from(2)
            }
            Err(EvalError::Input(msg) | EvalError::Content(msg)) => {
                say(&msg);
                ExitCode::FAILURE
            }
        },
        Command::Eval {
            calculator,
            inputs,
            lang,
            solve,
            ..
        } => match match &solve {
            Some(solve) => {
                generator::eval::solve(&root, &calculator, lang.as_deref(), solve, &inputs)
            }
            None => eval(&root, &calculator, lang.as_deref(), &inputs),
        } {
            Ok(json) => print_stdout(&format!("{json}\n")),
            // One line, as docs/eval.md promises, whatever the input held.
            Err(EvalError::Input(msg)) => {
                say(&format!("error: {}", one_line(&msg)));
                ExitCode::from(2)
            }
            Err(EvalError::Content(msg)) => {
                say(&msg);
                ExitCode::FAILURE
            }
        },
        Command::Bindings { out } => match generator::bindings::export(&root.join(out)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                say(&format!("error: {}", report(&e)));
                ExitCode::FAILURE
            }
        },
        Command::Props { out, calculators } => {
            match generator::props_export::write_props(&root, &root.join(out), &calculators) {
                Ok(n) => {
                    say(&format!("wrote {n} props files"));
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    say(&format!("error: {}", report(&e)));
                    ExitCode::FAILURE
                }
            }
        }
        Command::Schema { out } => match generator::schema::write(&root.join(out)) {
            Ok(n) => {
                say(&format!("wrote {n} JSON Schemas"));
                ExitCode::SUCCESS
            }
            Err(e) => {
                say(&format!("error: {}", report(&e)));
                ExitCode::FAILURE
            }
        },
        Command::Serve { port, out } => {
            // The preview server sends files as they are: no need for copies.
            let mut rebuilder = Rebuilder::new(BuildOptions {
                precompress: false,
                ..build_options(&root, &out)
            });
            let dist = rebuilder.options().out.clone();
            let outcome = rebuilder.rebuild();
            let initial = print_outcome(rebuilder.options(), outcome);
            // A broken first build still serves the previous site, with the
            // error over its pages; without one there is nothing to show.
            if initial.is_err() && !dist.join("index.html").is_file() {
                return ExitCode::FAILURE;
            }
            let rebuild = move || {
                let outcome = rebuilder.rebuild();
                print_outcome(rebuilder.options(), outcome)
            };
            match generator::serve::serve(&root, &dist, port, initial, rebuild) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    say(&format!("error: {}", report(&e)));
                    ExitCode::FAILURE
                }
            }
        }
    }
}
