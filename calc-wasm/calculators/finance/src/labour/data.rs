//! The Brazilian labour tables of `data/br-labour.yaml`, as constants that
//! `build.rs` generates (the WebAssembly module gets no YAML parser).

/// One year's table (`data/br-labour.yaml`, `seguro_desemprego`).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SeguroTable {
    pub year: u16,
    /// (year, month, day) the table takes effect.
    pub effective_from: (i32, u8, u8),
    pub band1_up_to: f64,
    pub band1_rate: f64,
    pub band2_up_to: f64,
    pub band2_rate: f64,
    pub fixed_amount: f64,
    pub ceiling: f64,
    /// The year's salário mínimo.
    pub floor: f64,
}

include!(concat!(env!("OUT_DIR"), "/labour_tables.rs"));
