//! The generator's integration tests, as one test binary: each file below
//! was once a binary of its own, and every one of them linked the whole
//! workspace (about 50 CPU-seconds of `make test` for the same code twenty
//! times). `cargo test -p generator --test cli <module>` runs one file's tests.

mod support;

mod broken_content;
mod build_errors;
mod build_site;
mod data_cli;
mod eval_academic;
mod eval_caixa;
mod eval_cli;
mod eval_credit_br;
mod eval_mortgage;
mod eval_solve;
mod eval_state_tax;
mod eval_us_tax;
mod formula_calculator;
mod html_snapshots;
mod islands_contract;
mod schema;
mod search_names;
mod solve_every_calculator;
