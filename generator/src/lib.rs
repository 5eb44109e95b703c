//! The generator's phases, as a library so tests drive them like the binary.

pub mod assets;
pub mod bindings;
pub mod build;
pub mod compress;
pub mod content;
pub mod data;
pub mod error;
pub mod eval;
pub mod icons;
pub mod islands;
pub mod offline;
pub mod project;
pub mod props_export;
pub mod render;
pub mod renderer;
pub mod routes;
pub mod schema;
pub mod serve;
