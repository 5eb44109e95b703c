//! The math as content validation sees it: content-model checks each
//! calculator's YAML against the function it names, its defaults with the
//! page's own parser and its examples by computing them, all through this,
//! over every module.

use calc_content::ContentMath;
use calc_core::registry::Modules;

/// Every module's functions, as content-model sees them.
pub static MATH: ContentMath<'static> = ContentMath::new(Modules(crate::registry::MODULES));
