//! `calcula`: Calcula's static site generator. A thin command line over the
//! phases in the library: content → routes → render → write.

use clap::{Parser, Subcommand};
use generator::build::{build, BuildOptions, BuildReport};
use generator::error::report;
use generator::eval::{eval, EvalError};
use generator::serve::rebuild::Rebuilder;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

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
    },
    /// Validate all content and report every problem, writing nothing.
    Check,
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
        #[arg(long, default_value = "dist")]
        out: PathBuf,
    },
}

/// The folder given, else the current one if it holds content/, else the
/// repository this binary was built from.
fn site_root(given: Option<PathBuf>) -> PathBuf {
    if let Some(root) = given {
        return root;
    }
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    if cwd.join("content").is_dir() {
        return cwd;
    }
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .map(Path::to_path_buf)
        .unwrap_or(cwd)
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
    }
}

/// Builds, printing the outcome.
fn run_build(opts: &BuildOptions) -> Result<(), String> {
    print_outcome(opts, build(opts))
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
            eprintln!(
                "built {} pages into {} in {total:.0} ms ({})",
                report.pages,
                opts.out.display(),
                phases.join(", ")
            );
            Ok(())
        }
        Err(e) => {
            let e = report(&e);
            eprintln!(
                "error: build failed; {} was left unchanged\n{e}",
                opts.out.display()
            );
            Err(e)
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let root = site_root(cli.root);
    match cli.command {
        Command::Build {
            out,
            no_precompress,
        } => {
            let opts = BuildOptions {
                precompress: !no_precompress,
                ..build_options(&root, &out)
            };
            if run_build(&opts).is_ok() {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Command::Check => match generator::content::load(&root)
            .map_err(generator::error::Error::from)
            .and_then(|site| {
                generator::icons::site_sprite(&root, &root.join("islands"), &site).map(|_| site)
            }) {
            Ok(site) => {
                eprintln!(
                    "content is valid: {} calculators in {} languages",
                    site.calculators.len(),
                    site.languages.len()
                );
                ExitCode::SUCCESS
            }
            // Content errors as they are, each line its own file:line:column.
            Err(errors) if errors.is::<generator::content::ContentErrors>() => {
                eprintln!("{}", report(&errors));
                ExitCode::FAILURE
            }
            Err(e) => {
                eprintln!("error: {}", report(&e));
                ExitCode::FAILURE
            }
        },
        Command::Eval {
            calculator,
            describe: true,
            lang,
            ..
        } => match generator::eval::describe(&root, &calculator, lang.as_deref()) {
            Ok(text) => {
                print!("{text}");
                ExitCode::SUCCESS
            }
            Err(EvalError::Input(msg)) if lang.is_some() => {
                eprintln!("error: {msg}");
                ExitCode::from(2)
            }
            Err(EvalError::Input(msg) | EvalError::Content(msg)) => {
                eprintln!("{msg}");
                ExitCode::FAILURE
            }
        },
        Command::Eval {
            calculator,
            inputs,
            lang,
            ..
        } => match eval(&root, &calculator, lang.as_deref(), &inputs) {
            Ok(json) => {
                println!("{json}");
                ExitCode::SUCCESS
            }
            Err(EvalError::Input(msg)) => {
                eprintln!("error: {msg}");
                ExitCode::from(2)
            }
            Err(EvalError::Content(msg)) => {
                eprintln!("{msg}");
                ExitCode::FAILURE
            }
        },
        Command::Bindings { out } => match generator::bindings::export(&root.join(out)) {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: {}", report(&e));
                ExitCode::FAILURE
            }
        },
        Command::Props { out, calculators } => {
            match generator::props_export::write_props(&root, &root.join(out), &calculators) {
                Ok(n) => {
                    eprintln!("wrote {n} props files");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("error: {}", report(&e));
                    ExitCode::FAILURE
                }
            }
        }
        Command::Schema { out } => match generator::schema::write(&root.join(out)) {
            Ok(n) => {
                eprintln!("wrote {n} JSON Schemas");
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("error: {}", report(&e));
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
                    eprintln!("error: {}", report(&e));
                    ExitCode::FAILURE
                }
            }
        }
    }
}
