//! The content, loaded and validated by the content-model crate, its math
//! checked by calc-wasm.

pub use content_model::*;

use std::path::Path;

/// The whole validated site, or every problem found.
pub fn load(root: &Path) -> Result<Site, ContentErrors> {
    load_with(root, &calc_catalogue::content::MATH)
}

/// `load`, with the math given (`calcula serve` remembers its results).
/// A select of data series offers only the series the data holds
/// (crate::data::options); a manifest that cannot be read is reported by
/// the build and `calcula check`, which read it again.
pub fn load_with(root: &Path, math: &dyn Math) -> Result<Site, ContentErrors> {
    let mut site = content_model::load(root, math)?;
    let _ = crate::data::options::offer_held(root, &mut site);
    Ok(site)
}

/// The plain spec of calculator `id` (for `eval`).
pub fn load_spec(root: &Path, id: &str) -> Result<CalcSpec, ContentErrors> {
    content_model::calculator::load_spec(root, id, &calc_catalogue::content::MATH)
}
