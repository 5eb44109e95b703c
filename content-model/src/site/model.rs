//! The validated site model: references resolved, every calculator with its
//! texts in every language. Templates never see this; they get view models.

use super::raw::{
    ChartEntry, ChartTexts, ColumnEntry, Display, Faq, Featured, Format, Formula, Reference, Unit,
};
use crate::spec::{CalcSpec, Condition, FormulaSpec, InputSpec};
use std::collections::BTreeMap;
use std::path::PathBuf;

#[derive(Debug)]
pub struct Site {
    pub name: String,
    /// Absolute base URL, no trailing slash.
    pub url: String,
    pub copyright_year: u16,
    pub analytics_id: Option<String>,
    pub languages: Vec<Language>,
    pub categories: Vec<Category>,
    /// In sidebar order: by category, then `order`, then id.
    pub calculators: Vec<Calculator>,
    /// Interface strings by language code.
    pub strings: BTreeMap<String, super::strings::InterfaceStrings>,
    /// Static pages (about, contact, ...), in every language.
    pub pages: Vec<Article>,
    /// The statistics band: (label key, value).
    pub stats: Vec<(String, u64)>,
}

#[derive(Debug)]
pub struct Article {
    /// File name without `.md`; also the page's path segment.
    pub slug: String,
    pub texts: BTreeMap<String, ArticleTexts>,
}

#[derive(Debug)]
pub struct ArticleTexts {
    pub title: String,
    pub description: String,
    /// Markdown.
    pub body: String,
}

#[derive(Debug, Clone)]
pub struct Language {
    pub code: String,
    pub prefix: String,
    pub number_locale: String,
    pub currency: String,
    pub currency_symbol: String,
}

#[derive(Debug)]
pub struct Category {
    pub id: String,
    pub icon: String,
    pub color: String,
    pub landing: String,
}

#[derive(Debug)]
pub struct Calculator {
    pub id: String,
    pub source: PathBuf,
    pub category: String,
    pub icon: String,
    pub order: u32,
    pub related: Vec<String>,
    pub featured: Vec<Featured>,
    /// The currency of its amounts on every page, when it is not the
    /// page's language's (raw::CalculatorFile::currency).
    pub currency: Option<String>,
    /// Language code → the page's path segment, where it is not
    /// `<id>-calculator` (raw::CalculatorFile::slugs).
    pub slugs: BTreeMap<String, String>,
    /// The definition for every language without a market of its own.
    pub base: Definition,
    /// Language code → that market's definition.
    pub markets: BTreeMap<String, Definition>,
    /// Languages whose market has errors: their texts are not checked
    /// against the main definition, which those pages would not use.
    pub failed_markets: std::collections::BTreeSet<String>,
    pub texts: BTreeMap<String, Texts>,
}

/// What a calculator takes and gives, computed by one calc-wasm function.
#[derive(Debug)]
pub struct Definition {
    pub function: String,
    pub inputs: Vec<Input>,
    pub outputs: Vec<Output>,
    pub charts: Vec<ChartEntry>,
    pub summary_by: Option<String>,
    /// A formula calculator's outputs (empty when `function` computes it).
    pub formulas: Vec<FormulaSpec>,
    /// The outputs its examples compare with a literal value (every one
    /// computed and checked when the content loads).
    pub example_outputs: std::collections::BTreeSet<String>,
}

impl Definition {
    /// The spec for `lang`'s pages (its defaults), or the plain one for `eval`.
    pub fn spec(&self, lang: Option<&str>) -> CalcSpec {
        let inputs = self
            .inputs
            .iter()
            .map(|input| {
                let mut spec = input.spec.clone();
                if let Some(d) = lang.and_then(|l| input.default_for.get(l)) {
                    spec.default = d.clone();
                }
                spec
            })
            .collect();
        CalcSpec {
            function: self.function.clone(),
            inputs,
            formulas: self.formulas.clone(),
        }
    }
}

#[derive(Debug, Clone)]
pub struct Input {
    /// Default written plainly; per-language overrides in `default_for`.
    pub spec: InputSpec,
    /// A date input whose default is the visitor's today (`default: today`):
    /// the build date here, replaced by the browser's date on the page.
    pub today: bool,
    pub default_for: BTreeMap<String, String>,
    pub unit: Unit,
    pub display: Display,
    /// What a field of a metric/imperial switch measures (`height`).
    pub quantity: Option<String>,
    /// A keypad's angle key: the select input it switches.
    pub keypad_angle: Option<String>,
    /// A keypad's session variables: the text input = appends them to.
    pub keypad_variables: Option<String>,
    /// This percent is (amount input, base input): `amount` as a share of `base`.
    pub share_of: Option<(String, String)>,
}

#[derive(Debug, Clone)]
pub struct Output {
    pub id: String,
    pub format: Format,
    pub decimals: u8,
    pub primary: bool,
    pub unit: Unit,
    pub format_when: Vec<(Condition, Format)>,
    pub when: Option<Condition>,
    pub columns: Vec<ColumnEntry>,
    /// A table only charts draw.
    pub chart_only: bool,
    /// Not listed on the page; a solve may aim at it.
    pub solve_only: bool,
}

/// A calculator's texts in one language, validated against its inputs and outputs.
#[derive(Debug, Clone)]
pub struct Texts {
    pub source: PathBuf,
    pub title: String,
    pub name: String,
    pub description: String,
    pub seo_title: String,
    pub seo_description: String,
    pub keywords: Vec<String>,
    /// Other names and phrasings searched for (raw.rs: `synonyms`).
    pub synonyms: Vec<String>,
    pub inputs: BTreeMap<String, super::raw::InputTexts>,
    pub outputs: BTreeMap<String, super::raw::OutputTexts>,
    /// Option value → sentence; the key is "" when there is one sentence.
    pub summary: BTreeMap<String, String>,
    /// Sentences to use, the first that fits, when the picked one quotes a
    /// result that is not shown (`summary` written as a list).
    pub summary_fallback: Vec<String>,
    pub charts: BTreeMap<String, ChartTexts>,
    pub explanation: String,
    pub formulas: Vec<Formula>,
    pub faqs: Vec<Faq>,
    pub references: Vec<Reference>,
}

impl Definition {
    /// Decimals of the grid a value solved for input `id` is given on: an
    /// amount of money in cents, as the page writes amounts; `None` for
    /// any other input (a whole-number input's grid is its `integer`).
    pub fn solve_grid(&self, id: &str) -> Option<u8> {
        let input = self.inputs.iter().find(|i| i.spec.id == id)?;
        (input.unit == Unit::Currency).then_some(2)
    }

    /// Decimals output `id` is shown with, as the page's formatOutput
    /// (islands/src/lib/format.ts) shows it: money always in cents, an
    /// integer in units, a number or a percent to its `decimals`; `None`
    /// for other formats (written out exactly, or with significant digits).
    pub fn shown_decimals(&self, id: &str) -> Option<u8> {
        let output = self.outputs.iter().find(|o| o.id == id)?;
        match output.format {
            Format::Currency => Some(2),
            Format::Integer => Some(0),
            Format::Number | Format::Percent => Some(output.decimals.min(20)),
            _ => None,
        }
    }
}

impl Calculator {
    /// The definition `lang`'s pages use.
    pub fn def(&self, lang: &str) -> &Definition {
        self.markets.get(lang).unwrap_or(&self.base)
    }

    /// The spec for `lang`'s pages, with that language's defaults.
    pub fn spec(&self, lang: &str) -> CalcSpec {
        self.def(lang).spec(Some(lang))
    }

    pub fn texts(&self, lang: &str) -> &Texts {
        &self.texts[lang]
    }
}
