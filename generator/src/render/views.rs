//! View models: what templates see, separate from the content model.

use serde::Serialize;

#[derive(Serialize)]
pub struct PageView {
    pub lang: String,
    pub title: String,
    pub description: String,
    pub canonical: String,
    pub alternates: Vec<Alternate>,
    /// Other languages of this page, for the language switcher.
    pub languages: Vec<LanguageLink>,
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

#[derive(Serialize)]
pub struct LanguageLink {
    pub lang: String,
    pub href: String,
    pub label: String,
}

#[derive(Serialize)]
pub struct CalculatorView {
    pub id: String,
    pub title: String,
    pub description: String,
    pub category: String,
    pub island: String,
    pub explanation: String,
    pub formulas: Vec<FormulaView>,
    pub faqs: Vec<FaqView>,
    pub references: Vec<crate::content::raw::Reference>,
    pub related: Vec<CardView>,
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

#[derive(Serialize)]
pub struct CardView {
    pub href: String,
    pub title: String,
    pub description: String,
}

#[derive(Serialize)]
pub struct CategoryGroupView {
    pub id: String,
    pub title: String,
    pub calculators: Vec<CardView>,
}
