//! The cards that link to calculators and categories, and the view model of
//! a calculator page's own text.

use super::views::*;
use super::{markdown, Ctx};
use crate::content::Site;
use crate::routes::{Page, RouteTable};

fn card(ctx: &Ctx, i: usize, l: usize) -> CardView {
    card_of(ctx.site, ctx.routes, i, l)
}

/// The card that links to calculator `i` in language `l`.
pub(super) fn card_of(site: &Site, routes: &RouteTable, i: usize, l: usize) -> CardView {
    let calc = &site.calculators[i];
    let texts = calc.texts(&site.languages[l].code);
    let color = site
        .categories
        .iter()
        .find(|c| c.id == calc.category)
        .map_or(String::new(), |c| c.color.clone());
    CardView {
        id: calc.id.clone(),
        href: routes.path(Page::Calculator(i), l).to_string(),
        title: texts.title.clone(),
        description: texts.description.clone(),
        icon: calc.icon.clone(),
        color,
    }
}

/// Every category with its calculators' cards (the all-calculators page).
pub(super) fn category_groups(ctx: &Ctx, l: usize) -> Vec<CategoryGroupView> {
    let t = &ctx.site.strings[&ctx.site.languages[l].code];
    ctx.site
        .categories
        .iter()
        .enumerate()
        .map(|(c, cat)| CategoryGroupView {
            id: cat.id.clone(),
            title: t.category(&cat.id).title.clone(),
            href: ctx.routes.path(Page::Category(c), l).to_string(),
            calculators: listing_cards(ctx, &cat.id, l),
        })
        .filter(|g| !g.calculators.is_empty())
        .collect()
}

/// A card per category, with its calculator count.
pub(super) fn category_cards(ctx: &Ctx, l: usize) -> Vec<CategoryCardView> {
    let t = &ctx.site.strings[&ctx.site.languages[l].code];
    ctx.site
        .categories
        .iter()
        .enumerate()
        .map(|(c, cat)| CategoryCardView {
            id: cat.id.clone(),
            title: t.category(&cat.id).title.clone(),
            description: t.category(&cat.id).description.clone(),
            href: ctx.routes.path(Page::Category(c), l).to_string(),
            icon: cat.icon.clone(),
            color: cat.color.clone(),
            count: ctx
                .site
                .calculators
                .iter()
                .filter(|k| k.category == cat.id)
                .count(),
        })
        .collect()
}

/// The view model of calculator `i`'s page text in language `l`.
pub(super) fn calculator_page(ctx: &Ctx, i: usize, l: usize) -> CalculatorView {
    let calc = &ctx.site.calculators[i];
    let texts = calc.texts(&ctx.site.languages[l].code);
    let index = |id: &str| ctx.site.calculators.iter().position(|c| c.id == id);
    CalculatorView {
        id: calc.id.clone(),
        title: texts.title.clone(),
        description: texts.description.clone(),
        explanation: markdown::to_html(&texts.explanation),
        formulas: texts
            .formulas
            .iter()
            .map(|f| FormulaView {
                expression: f.expression.clone(),
                explanation: markdown::to_html(&f.explanation),
                variables: f.variables.clone(),
            })
            .collect(),
        faqs: texts
            .faqs
            .iter()
            .map(|f| FaqView {
                question: f.question.clone(),
                answer: markdown::to_html(&f.answer),
            })
            .collect(),
        references: texts.references.clone(),
        related: calc
            .related
            .iter()
            .filter_map(|id| index(id))
            .map(|k| card(ctx, k, l))
            .collect(),
        data_through: ctx.data.line(
            &calc.id,
            &ctx.site.languages[l].code,
            &ctx.site.strings[&ctx.site.languages[l].code].calculator,
        ),
    }
}

/// The cards of category `category`'s calculators, in content order.
pub(super) fn listing_cards(ctx: &Ctx, category: &str, l: usize) -> Vec<CardView> {
    ctx.site
        .calculators
        .iter()
        .enumerate()
        .filter(|(_, k)| k.category == category)
        .map(|(i, _)| card(ctx, i, l))
        .collect()
}
