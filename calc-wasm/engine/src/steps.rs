//! Worked steps: a list of {rule, before, after}, with expressions in the
//! calculator's own syntax. `rule` is a camelCase id the page translates
//! (`productRule`-style names without the suffix: `product`, `chain`, ...).

use super::expr::{to_text, Expr};
use super::simplify::int;
use serde_json::{json, Value};

/// Most steps kept for one calculation; the rest are summarised.
pub const MAX_STEPS: usize = 200;

#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Step {
    pub rule: &'static str,
    pub before: String,
    pub after: String,
    /// What was done, in notation (`R2 - 3*R1`), where the rule alone
    /// does not say.
    pub detail: Option<String>,
}

#[derive(Debug, Clone, Default)]
pub struct Steps {
    pub list: Vec<Step>,
    /// Steps that did not fit.
    pub dropped: usize,
}

impl Steps {
    pub fn new() -> Self {
        Steps::default()
    }

    /// Adds a step; returns its index (for filling in `after` later).
    pub fn push(
        &mut self,
        rule: &'static str,
        before: impl Into<String>,
        after: impl Into<String>,
    ) -> Option<usize> {
        if self.list.len() >= MAX_STEPS {
            self.dropped += 1;
            return None;
        }
        self.list.push(Step {
            rule,
            before: before.into(),
            after: after.into(),
            detail: None,
        });
        Some(self.list.len() - 1)
    }

    pub fn push_detail(
        &mut self,
        rule: &'static str,
        detail: String,
        before: impl Into<String>,
        after: impl Into<String>,
    ) {
        if let Some(i) = self.push(rule, before, after) {
            if let Some(step) = self.list.get_mut(i) {
                step.detail = Some(detail);
            }
        }
    }

    /// As `push`, writing the expressions out only when the step is kept.
    pub fn push_exprs(&mut self, rule: &'static str, before: &Expr, after: &Expr) -> Option<usize> {
        if self.list.len() >= MAX_STEPS {
            self.dropped += 1;
            return None;
        }
        self.push(rule, to_text(before), to_text(after))
    }

    pub fn set_after(&mut self, index: Option<usize>, after: &Expr) {
        if let Some(step) = index.and_then(|i| self.list.get_mut(i)) {
            step.after = to_text(after);
        }
    }

    pub fn to_json(&self) -> Value {
        let mut v: Vec<Value> = self
            .list
            .iter()
            .map(|s| match &s.detail {
                Some(d) => {
                    json!({"rule": s.rule, "before": s.before, "after": s.after, "detail": d})
                }
                None => json!({"rule": s.rule, "before": s.before, "after": s.after}),
            })
            .collect();
        if self.dropped > 0 {
            v.push(json!({"rule": "moreSteps", "before": "", "after": self.dropped.to_string()}));
        }
        Value::Array(v)
    }
}

/// The steps of a calculation that records them only when asked: `None`
/// writes nothing, so the math runs alike either way.
pub trait OptionalSteps {
    /// Adds a step whose `after` is filled in by `close` once known.
    fn open(&mut self, rule: &'static str, before: &Expr) -> Option<usize>;
    fn close(&mut self, index: Option<usize>, after: &Expr);
}

impl OptionalSteps for Option<&mut Steps> {
    fn open(&mut self, rule: &'static str, before: &Expr) -> Option<usize> {
        self.as_mut()
            .and_then(|s| s.push_exprs(rule, before, &int(0)))
    }

    fn close(&mut self, index: Option<usize>, after: &Expr) {
        if let Some(s) = self.as_mut() {
            s.set_after(index, after);
        }
    }
}
