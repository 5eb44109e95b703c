// The floating widget's props: generated from the Rust structs that
// serialise them (generator/src/bindings.rs); named here.

export type { WidgetProps } from '../generated/WidgetProps';
export type { WidgetFormula } from '../generated/WidgetFormula';
export type { WidgetStrings } from '../generated/WidgetStrings';
