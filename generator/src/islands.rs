//! Island markup, and server rendering of every island in batches through
//! the Vite SSR bundle (crate::renderer, islands/render.mjs), so the
//! browser hydrates markup React rendered itself.

use crate::error::Result;
use crate::render::json::escape_script_json;
use crate::renderer::Renderers;
use serde::Serialize;
use serde_json::value::RawValue;
use sha2::Digest;
use std::collections::HashMap;
use std::ops::Range;

/// When the loader hydrates an island.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub enum Hydrate {
    Idle,
    Visible,
    /// Only when first used (pointer, focus, a key); the first click is
    /// replayed once hydrated. For islands whose server HTML is the whole
    /// first view.
    Interaction,
}

impl Hydrate {
    fn as_str(self) -> &'static str {
        match self {
            Hydrate::Idle => "idle",
            Hydrate::Visible => "visible",
            Hydrate::Interaction => "interaction",
        }
    }
}

/// Every island the generator writes: its name in `data-island` (a key of
/// islands/src/islands/index.ts) and the props type it receives (generated
/// into islands/src/generated/ by `calcula bindings`). The generator names
/// islands only through this type, and the islands contract tests check
/// both files against `IslandName::ALL`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum IslandName {
    Calculator,
    Graph,
    Widget,
    Header,
    Sidebar,
    ConsentBanner,
    HomeTabs,
    Stats,
    ScrollTop,
}

impl IslandName {
    pub const ALL: [IslandName; 9] = [
        IslandName::Calculator,
        IslandName::Graph,
        IslandName::Widget,
        IslandName::Header,
        IslandName::Sidebar,
        IslandName::ConsentBanner,
        IslandName::HomeTabs,
        IslandName::Stats,
        IslandName::ScrollTop,
    ];

    pub fn name(self) -> &'static str {
        match self {
            IslandName::Calculator => "Calculator",
            IslandName::Graph => "Graph",
            IslandName::Widget => "Widget",
            IslandName::Header => "Header",
            IslandName::Sidebar => "Sidebar",
            IslandName::ConsentBanner => "ConsentBanner",
            IslandName::HomeTabs => "HomeTabs",
            IslandName::Stats => "Stats",
            IslandName::ScrollTop => "ScrollTop",
        }
    }

    /// The TypeScript type of the island's props.
    pub fn props_type(self) -> &'static str {
        match self {
            // The graphing page's plane takes the calculator's props.
            IslandName::Calculator | IslandName::Graph => "CalculatorProps",
            IslandName::Widget => "WidgetProps",
            IslandName::Header => "HeaderProps",
            IslandName::Sidebar => "SidebarProps",
            IslandName::ConsentBanner => "ConsentProps",
            IslandName::HomeTabs => "HomeTabsProps",
            IslandName::Stats => "StatsProps",
            IslandName::ScrollTop => "ScrollTopProps",
        }
    }
}

/// One island to render: what the SSR bundle's `renderIslands` receives.
#[derive(Serialize)]
pub struct Request<'a> {
    island: &'a str,
    props: &'a RawValue,
    prefix: String,
}

struct Island {
    name: IslandName,
    /// The element id; also the useId prefix.
    id: String,
    /// The props as JSON, kept as text: a chunk of a large site holds
    /// thousands of them, which as parsed values would take ten times the
    /// memory.
    props: Box<RawValue>,
    hydrate: Hydrate,
    /// Digest of the name, id, hydration and props (the island's identity).
    identity: [u8; 32],
    /// Digest of the identity and the rendered HTML, once asked for.
    fingerprint: std::sync::OnceLock<[u8; 32]>,
    shown: Shown,
    /// What the loader reads besides the name and directive: `data-prefetch`
    /// (the files it fetches ahead of first use), `data-today`.
    loader_attrs: Vec<(&'static str, String)>,
}

/// Where an island's server HTML comes from.
enum Shown {
    /// Its own render.
    Rendered,
    /// Another island's render (by index), with edits made (`add_marked`).
    Marked {
        base: usize,
        edits: Vec<(String, String)>,
    },
}

/// Renders a batch of island requests: their HTML, in order.
pub type RenderBatch<'r> = dyn FnMut(&[Request]) -> Result<Vec<String>> + 'r;

/// Props per Node process (its heap holds them, parsed, plus the HTML).
const BATCH_BYTES: usize = 24 << 20;

/// Every island of the site, collected while building view models, then
/// rendered together. Islands with the same name, id and props (the header
/// of every page in one language, say) are rendered once.
#[derive(Default)]
pub struct IslandSet {
    islands: Vec<Island>,
    /// Index of each island by its identity.
    seen: HashMap<[u8; 32], usize>,
    html: Vec<String>,
}

/// A handle to an island added to an `IslandSet`.
#[derive(Clone, Copy, Debug)]
pub struct IslandKey(usize);

impl IslandKey {
    /// This key's island after its set was absorbed (`IslandSet::absorb`
    /// answered `moved`).
    pub fn moved(self, moved: &[IslandKey]) -> IslandKey {
        moved[self.0]
    }
}

impl IslandSet {
    /// `props`: the island's typed props (their TypeScript types are
    /// generated from the same structs: generator/src/bindings.rs).
    pub fn add(
        &mut self,
        name: IslandName,
        id: &str,
        props: &impl Serialize,
        hydrate: Hydrate,
    ) -> IslandKey {
        // Props are structs, string-keyed maps and plain values: nothing
        // serde_json cannot represent. Through a Value, whose maps sort
        // their keys, so the same props always give the same text.
        let json = serde_json::to_value(props)
            .expect("island props serialize to JSON")
            .to_string();
        // Keyed by a digest of the props, not the props: a large site has
        // tens of thousands of islands.
        let identity: [u8; 32] = sha2::Sha256::new()
            .chain_update(format!("{}#{id}#{}", name.name(), hydrate.as_str()).as_bytes())
            .chain_update(sha2::Sha256::digest(json.as_bytes()))
            .finalize()
            .into();
        if let Some(&k) = self.seen.get(&identity) {
            return IslandKey(k);
        }
        self.push(Island {
            name,
            id: id.to_string(),
            props: RawValue::from_string(json).expect("serde_json wrote valid JSON"),
            hydrate,
            identity,
            fingerprint: std::sync::OnceLock::new(),
            shown: Shown::Rendered,
            loader_attrs: Vec::new(),
        })
    }

    /// An island whose server HTML is that of the same island with
    /// `base_props`, with `edits` made (each `(from, to)`; `from` must be
    /// there exactly once). For islands that differ from a shared render
    /// only in a mark, such as the sidebar of each page of a group, which
    /// marks the page's own link: the group's sidebar is rendered once.
    pub fn add_marked(
        &mut self,
        name: IslandName,
        id: &str,
        props: &impl Serialize,
        hydrate: Hydrate,
        base_props: &impl Serialize,
        edits: Vec<(String, String)>,
    ) -> IslandKey {
        let base = self.add(name, id, base_props, hydrate);
        let key = self.add(name, id, props, hydrate);
        let island = &mut self.islands[key.0];
        if key.0 != base.0 && matches!(island.shown, Shown::Rendered) {
            island.shown = Shown::Marked {
                base: base.0,
                edits,
            };
        }
        key
    }

    /// Sets an attribute the loader reads on the island's element (see
    /// islands/src/main.ts): `data-prefetch`, the files it fetches when the
    /// browser is idle, ahead of the island's first use (space-separated
    /// URLs); `data-today`, the build's date in the island's "today" fields.
    /// The same island (one identity) always gets the same attributes.
    pub fn set_loader_attr(&mut self, key: IslandKey, name: &'static str, value: String) {
        let attrs = &mut self.islands[key.0].loader_attrs;
        match attrs.iter_mut().find(|(n, _)| *n == name) {
            Some(attr) => attr.1 = value,
            None => attrs.push((name, value)),
        }
    }

    fn push(&mut self, island: Island) -> IslandKey {
        self.seen.insert(island.identity, self.islands.len());
        self.islands.push(island);
        IslandKey(self.islands.len() - 1)
    }

    /// Moves the islands of `other` (not yet rendered) into this set, each
    /// once; returns, for each key `other` gave, the key it has here.
    /// Routes planned on several threads each fill a set of their own.
    pub fn absorb(&mut self, other: IslandSet) -> Vec<IslandKey> {
        let mut moved: Vec<IslandKey> = Vec::with_capacity(other.islands.len());
        for mut island in other.islands {
            // A base is added before the islands marked on it.
            if let Shown::Marked { base, .. } = &mut island.shown {
                *base = moved[*base].0;
            }
            let key = match self.seen.get(&island.identity) {
                Some(&k) => IslandKey(k),
                None => self.push(island),
            };
            moved.push(key);
        }
        moved
    }

    pub fn len(&self) -> usize {
        self.islands.len()
    }

    pub fn is_empty(&self) -> bool {
        self.islands.is_empty()
    }

    /// Renders every island on `renderers`: batches of about BATCH_BYTES
    /// of props (a renderer's heap holds one, parsed, plus its HTML), as
    /// many at a time as there are renderers (rendering is most of a
    /// build's time).
    pub fn render(&mut self, renderers: &mut Renderers) -> Result<()> {
        let (requests, lengths) = self.requests();
        let batches: Vec<Vec<&Request>> = batches(&lengths, BATCH_BYTES, renderers.count())
            .into_iter()
            .map(|range| requests[range].iter().collect())
            .collect();
        let mut html = Vec::with_capacity(requests.len());
        for round in batches.chunks(renderers.count()) {
            html.extend(renderers.render(round)?);
        }
        self.store(html);
        Ok(())
    }

    /// Renders every island with `render_batch`, one batch after another,
    /// which returns the HTML of each request in order (`calcula serve`
    /// remembers what it rendered).
    pub fn render_with(&mut self, render_batch: &mut RenderBatch) -> Result<()> {
        let (requests, lengths) = self.requests();
        let mut html = Vec::with_capacity(requests.len());
        for range in batches(&lengths, BATCH_BYTES, 1) {
            html.extend(render_batch(&requests[range])?);
        }
        self.store(html);
        Ok(())
    }

    /// What to render (the islands shown by their own render, in order),
    /// and the length of each one's props.
    fn requests(&self) -> (Vec<Request<'_>>, Vec<usize>) {
        self.islands
            .iter()
            .filter(|i| matches!(i.shown, Shown::Rendered))
            .map(|i| {
                let request = Request {
                    island: i.name.name(),
                    props: &i.props,
                    prefix: format!("{}-", i.id),
                };
                (request, i.props.get().len())
            })
            .unzip()
    }

    /// Keeps the HTML of `requests()`, in its order, by island.
    fn store(&mut self, rendered: Vec<String>) {
        let mut rendered = rendered.into_iter();
        self.html = self
            .islands
            .iter()
            .map(|i| match i.shown {
                Shown::Rendered => rendered.next().unwrap_or_default(),
                Shown::Marked { .. } => String::new(),
            })
            .collect();
    }

    /// The server HTML of island `key`.
    fn inner(&self, key: IslandKey) -> Result<std::borrow::Cow<'_, str>> {
        let island = &self.islands[key.0];
        let html = |i: usize| self.html.get(i).map_or("", String::as_str);
        match &island.shown {
            Shown::Rendered => Ok(html(key.0).into()),
            Shown::Marked { base, edits } => {
                let mut out = html(*base).to_string();
                for (from, to) in edits {
                    let mut at = out.match_indices(from.as_str()).map(|(i, _)| i);
                    match (at.next(), at.next()) {
                        (Some(i), None) => out.replace_range(i..i + from.len(), to),
                        _ => {
                            return Err(anyhow::anyhow!(
                                "the {} island's server HTML does not hold {from:?} exactly once: the render it shares cannot be marked for {}",
                                island.name.name(), island.props
                            ))
                        }
                    }
                }
                Ok(out.into())
            }
        }
    }

    /// The island element around its server-rendered HTML, then its props.
    /// No whitespace inside the element: React hydrates it byte for byte.
    /// A digest of everything `markup` is made of, without building it (a
    /// page's islands decide whether `calcula serve` renders it again).
    pub fn fingerprint(&self, key: IslandKey) -> Result<[u8; 32]> {
        let island = &self.islands[key.0];
        if let Some(done) = island.fingerprint.get() {
            return Ok(*done);
        }
        let digest = sha2::Sha256::new()
            .chain_update(island.identity)
            .chain_update(self.inner(key)?.as_bytes())
            .chain_update(self.loader_attrs(island).as_bytes())
            .finalize()
            .into();
        Ok(*island.fingerprint.get_or_init(|| digest))
    }

    pub fn markup(&self, key: IslandKey) -> Result<String> {
        let island = &self.islands[key.0];
        Ok(format!(
            "<div id=\"{id}\" class=\"island\" data-island=\"{name}\" data-hydrate=\"{h}\"{attrs} data-props=\"{id}-props\">{inner}</div>\n<script type=\"application/json\" id=\"{id}-props\">{props}</script>",
            id = island.id,
            name = island.name.name(),
            h = island.hydrate.as_str(),
            attrs = self.loader_attrs(island),
            inner = self.inner(key)?,
            props = escape_script_json(island.props.get()),
        ))
    }

    /// The island's loader attributes as HTML (each with a space before it).
    fn loader_attrs(&self, island: &Island) -> String {
        island
            .loader_attrs
            .iter()
            .map(|(name, value)| format!(" {name}=\"{}\"", crate::icons::escape(value)))
            .collect()
    }
}

/// Splits islands (their props' lengths) into consecutive batches of at
/// least `budget` bytes each (the last may be smaller), `budget` lowered so
/// that `workers` processes all get a share.
fn batches(lengths: &[usize], budget: usize, workers: usize) -> Vec<Range<usize>> {
    let total: usize = lengths.iter().sum();
    let budget = budget.min(total.div_ceil(workers.max(1))).max(1);
    let mut batches = Vec::new();
    let mut start = 0;
    while start < lengths.len() {
        let mut bytes = 0;
        let mut end = start;
        while end < lengths.len() && (end == start || bytes < budget) {
            bytes += lengths[end];
            end += 1;
        }
        batches.push(start..end);
        start = end;
    }
    batches
}

#[cfg(test)]
mod tests {
    use super::batches;

    #[test]
    fn one_batch_per_worker_when_small() {
        assert_eq!(batches(&[10, 10, 10, 10], 1000, 2), vec![0..2, 2..4]);
        assert_eq!(batches(&[10, 10, 10], 1000, 1), vec![0..3]);
    }

    #[test]
    fn batches_stay_near_the_budget() {
        assert_eq!(batches(&[10; 4], 15, 1), vec![0..2, 2..4]);
        // An island larger than the budget gets a batch of its own.
        assert_eq!(batches(&[5, 100, 5], 20, 1), vec![0..2, 2..3]);
    }

    #[test]
    fn covers_every_island_once() {
        assert!(batches(&[], 10, 4).is_empty());
        assert_eq!(batches(&[0, 0], 10, 4), vec![0..2]);
        let lengths: Vec<usize> = (1..=97).collect();
        let split = batches(&lengths, 300, 3);
        assert_eq!(split.first().unwrap().start, 0);
        assert_eq!(split.last().unwrap().end, 97);
        assert!(split.windows(2).all(|w| w[0].end == w[1].start));
    }
}
