//! The `hash` WebAssembly module: the hash generator, with the streaming hasher its pages feed files through. Built for speed rather than size.

calc_core::module!(calc_hash::FUNCTIONS);
