//! The Calculator island's props (islands/src/lib/props.ts, field for field).

use crate::content::model::{Calculator, Input, Output};
use crate::content::raw::{Display, Format, Unit};
use crate::content::Language;
use calc_wasm::{CalcSpec, Condition, InputKind, Outputs};
use serde::Serialize;
use std::collections::BTreeMap;

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct CalculatorProps<'a> {
    pub lang: &'a str,
    pub number_locale: &'a str,
    pub currency: &'a str,
    pub id: &'a str,
    pub title: &'a str,
    pub spec: CalcSpec,
    pub fields: Vec<Field<'a>>,
    pub outputs: Vec<OutputView<'a>>,
    pub summary: SummaryView<'a>,
    pub initial: &'a Outputs,
    pub strings: &'a serde_json::Value,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Field<'a> {
    pub id: &'a str,
    pub label: &'a str,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub help: Option<&'a str>,
    pub unit: Unit,
    pub display: Display,
    pub options: Vec<OptionView<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<&'a Condition>,
}

#[derive(Serialize)]
pub struct OptionView<'a> {
    pub value: &'a str,
    pub label: &'a str,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
pub struct OutputView<'a> {
    pub id: &'a str,
    pub label: &'a str,
    pub format: Format,
    pub decimals: u8,
    pub primary: bool,
    pub unit: Unit,
    pub values: &'a BTreeMap<String, String>,
    pub format_when: Vec<FormatWhenView<'a>>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub when: Option<&'a Condition>,
}

#[derive(Serialize)]
pub struct FormatWhenView<'a> {
    pub when: &'a Condition,
    pub format: Format,
}

#[derive(Serialize)]
pub struct SummaryView<'a> {
    pub by: Option<&'a str>,
    pub texts: &'a BTreeMap<String, String>,
}

pub fn props<'a>(calc: &'a Calculator, lang: &'a Language, initial: &'a Outputs, strings: &'a serde_json::Value) -> CalculatorProps<'a> {
    let texts = calc.texts(&lang.code);
    CalculatorProps {
        lang: &lang.code,
        number_locale: &lang.number_locale,
        currency: &lang.currency,
        id: &calc.id,
        title: &texts.title,
        spec: calc.spec(Some(&lang.code)),
        fields: calc.inputs.iter().map(|i| field(i, &texts.inputs[&i.spec.id])).collect(),
        outputs: calc.outputs.iter().map(|o| output(o, &texts.outputs[&o.id])).collect(),
        summary: SummaryView { by: calc.summary_by.as_deref(), texts: &texts.summary },
        initial,
        strings,
    }
}

fn field<'a>(input: &'a Input, texts: &'a crate::content::raw::InputTexts) -> Field<'a> {
    let options = match &input.spec.kind {
        InputKind::Select { options } => options.iter().map(|o| OptionView { value: o, label: &texts.options[o] }).collect(),
        _ => Vec::new(),
    };
    Field {
        id: &input.spec.id,
        label: &texts.label,
        help: texts.help.as_deref(),
        unit: input.unit,
        display: input.display,
        options,
        when: input.spec.when.as_ref(),
    }
}

fn output<'a>(o: &'a Output, texts: &'a crate::content::raw::OutputTexts) -> OutputView<'a> {
    OutputView {
        id: &o.id,
        label: &texts.label,
        format: o.format,
        decimals: o.decimals,
        primary: o.primary,
        unit: o.unit,
        values: &texts.values,
        format_when: o.format_when.iter().map(|(when, format)| FormatWhenView { when, format: *format }).collect(),
        when: o.when.as_ref(),
    }
}
