//! The floating widget's props: the same texts the calculator page shows,
//! in the page's language.

use super::markdown;
use crate::content::raw::{Reference, Variable};
use crate::content::strings::WidgetStrings;
use crate::content::Site;
use crate::routes::{Page, RouteTable};
use serde::Serialize;
use ts_rs::TS;

/// The Widget island's props.
// Its first fields are like the other islands' props (icons, lang, id,
// title): each island reads its own TypeScript type, so they stay apart.
#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct WidgetProps<'a> {
    /// URL of the icon sprite that `<use href>` draws from (crate::icons).
    pub icons: &'a str,
    pub lang: &'a str,
    pub id: &'a str,
    pub title: &'a str,
    pub description: &'a str,
    pub formulas: Vec<WidgetFormula<'a>>,
    pub faqs: Vec<WidgetFaq<'a>>,
    pub references: &'a [Reference],
    /// Absolute URLs, for sharing and embedding.
    pub page_url: String,
    pub embed_url: String,
    pub strings: &'a WidgetStrings,
}

#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct WidgetFormula<'a> {
    pub expression: &'a str,
    pub explanation_html: String,
    pub variables: &'a [Variable],
}

#[derive(Serialize, TS)]
#[serde(rename_all = "camelCase")]
pub struct WidgetFaq<'a> {
    pub question: &'a str,
    pub answer_html: String,
}

pub fn props<'a>(
    site: &'a Site,
    routes: &RouteTable,
    i: usize,
    lang: usize,
    icons: &'a str,
) -> WidgetProps<'a> {
    let calc = &site.calculators[i];
    let code = &site.languages[lang].code;
    let texts = calc.texts(code);
    WidgetProps {
        icons,
        lang: code,
        id: &calc.id,
        title: &texts.title,
        description: &texts.description,
        formulas: texts
            .formulas
            .iter()
            .map(|f| WidgetFormula {
                expression: &f.expression,
                explanation_html: markdown::to_html(&f.explanation),
                variables: &f.variables,
            })
            .collect(),
        faqs: texts
            .faqs
            .iter()
            .map(|f| WidgetFaq {
                question: &f.question,
                answer_html: markdown::to_html(&f.answer),
            })
            .collect(),
        references: &texts.references,
        page_url: format!("{}{}", site.url, routes.path(Page::Calculator(i), lang)),
        embed_url: format!("{}{}", site.url, routes.path(Page::Embed(i), lang)),
        strings: &site.strings[code].widget,
    }
}
