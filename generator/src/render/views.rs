//! View models: what templates see, separate from the content model.

use serde::Serialize;

#[derive(Serialize)]
pub struct PageView {
    pub lang: String,
    pub title: String,
    pub description: String,
    pub canonical: String,
    pub alternates: Vec<Alternate>,
    pub og_locale: String,
    pub og_locale_alternates: Vec<String>,
    /// JSON-LD script bodies, already escaped.
    pub json_ld: Vec<String>,
    /// (name, path) from the home page to this one; empty on the home page.
    pub breadcrumbs: Vec<Crumb>,
    pub home: String,
    pub css: Vec<String>,
    pub loader: String,
    pub csp: String,
    pub noindex: bool,
    pub site_name: String,
    pub year: u16,
}

#[derive(Serialize)]
pub struct Alternate {
    pub hreflang: String,
    pub href: String,
}

#[derive(Serialize, Clone)]
pub struct Crumb {
    pub name: String,
    pub href: String,
}

#[derive(Serialize)]
pub struct CalculatorView {
    pub id: String,
    pub title: String,
    pub description: String,
    pub explanation: String,
    pub formulas: Vec<FormulaView>,
    pub faqs: Vec<FaqView>,
    pub references: Vec<crate::content::raw::Reference>,
    pub related: Vec<CardView>,
    /// "Data through October 2026.": how current the published data the
    /// page computes with is, read from the data files.
    pub data_through: Option<String>,
}

#[derive(Serialize)]
pub struct FormulaView {
    pub expression: String,
    pub explanation: String,
    pub variables: Vec<crate::content::raw::Variable>,
}

#[derive(Serialize)]
pub struct FaqView {
    pub question: String,
    /// Rendered Markdown.
    pub answer: String,
}

#[derive(Serialize, Clone, ts_rs::TS)]
pub struct CardView {
    pub id: String,
    pub href: String,
    pub title: String,
    pub description: String,
    pub icon: String,
    pub color: String,
}

#[derive(Serialize)]
pub struct CategoryGroupView {
    pub id: String,
    pub title: String,
    pub href: String,
    pub calculators: Vec<CardView>,
}

#[derive(Serialize)]
pub struct CategoryCardView {
    pub id: String,
    pub title: String,
    pub description: String,
    pub href: String,
    pub icon: String,
    pub color: String,
    pub count: usize,
}
