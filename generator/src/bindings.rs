//! TypeScript declarations of every island's props, generated from the
//! Rust structs that serialise them (ts-rs), so the islands and the
//! generator cannot disagree: `calcula bindings --out islands/src/generated`
//! (the Makefile runs it before tsc) writes one file per type. With them,
//! the WebAssembly boundary's answers (calc_core::wire, and the graph
//! module's, calc_graph::wire), which the modules' glue declares its
//! functions with.

use crate::error::{Context, Result};
use crate::render::calculator_view::CalculatorProps;
use crate::render::home_view::{HomeTabsProps, StatsProps};
use crate::render::search::SearchEntry;
use crate::render::shell_view::{ConsentProps, HeaderProps, ScrollTopProps, SidebarProps};
use crate::render::widget_view::WidgetProps;
use calc_core::wire::{Answer, OutputValues, Shown, Solved};
use calc_graph::wire::{LineView, ParamView, PointView};
use std::path::Path;
use ts_rs::{Config, TS};

/// Writes the declarations of the islands' props, and of the types they
/// use, into `dir` (its other files are left alone).
pub fn export(dir: &Path) -> Result<()> {
    // Integers in props are counts and sizes: JavaScript numbers, not bigint.
    let cfg = Config::new().with_out_dir(dir).with_large_int("number");
    let results = [
        CalculatorProps::export_all(&cfg),
        WidgetProps::export_all(&cfg),
        HeaderProps::export_all(&cfg),
        SidebarProps::export_all(&cfg),
        ConsentProps::export_all(&cfg),
        ScrollTopProps::export_all(&cfg),
        HomeTabsProps::export_all(&cfg),
        StatsProps::export_all(&cfg),
        SearchEntry::export_all(&cfg),
        Answer::<OutputValues>::export_all(&cfg),
        Solved::export_all(&cfg),
        Shown::export_all(&cfg),
        LineView::export_all(&cfg),
        ParamView::export_all(&cfg),
        PointView::export_all(&cfg),
    ];
    for r in results {
        r.with_context(|| format!("cannot write TypeScript bindings into {}", dir.display()))?;
    }
    Ok(())
}
