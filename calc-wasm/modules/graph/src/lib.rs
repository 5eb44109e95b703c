//! The `graph` WebAssembly module: the graphing calculator and its `Graph` class.

calc_core::module!(calc_graph::calculator::FUNCTIONS);
