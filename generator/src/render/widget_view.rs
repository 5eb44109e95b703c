//! The floating widget's props (islands/src/lib/widget-props.ts): the same
//! texts the calculator page shows, in the page's language.

use super::markdown;
use crate::content::Site;
use crate::routes::{Page, RouteTable};
use serde_json::{json, Value};

pub fn props(site: &Site, routes: &RouteTable, i: usize, lang: usize) -> Value {
    let calc = &site.calculators[i];
    let code = &site.languages[lang].code;
    let texts = calc.texts(code);
    json!({
        "lang": code,
        "id": calc.id,
        "title": texts.title,
        "description": texts.description,
        "formulas": texts.formulas.iter().map(|f| json!({
            "expression": f.expression,
            "explanationHtml": markdown::to_html(&f.explanation),
            "variables": f.variables,
        })).collect::<Vec<_>>(),
        "faqs": texts.faqs.iter().map(|f| json!({ "question": f.question, "answerHtml": markdown::to_html(&f.answer) })).collect::<Vec<_>>(),
        "references": texts.references,
        "pageUrl": format!("{}{}", site.url, routes.path(Page::Calculator(i), lang)),
        "embedUrl": format!("{}{}", site.url, routes.path(Page::Embed(i), lang)),
        "strings": site.strings[code]["widget"],
    })
}
