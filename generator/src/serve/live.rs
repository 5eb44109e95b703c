//! Live reload for `calcula serve`: a server-sent event stream that tells
//! open pages to reload after a rebuild, or to show the build's error over
//! the page, and the small script and style that listen to it. They are
//! added only to pages `calcula serve` sends, never written to dist/.

use std::io::Write;
use std::sync::{Arc, Condvar, Mutex};
use std::time::Duration;

/// URL of the event stream.
pub const EVENTS_URL: &str = "/__calcula/events";
/// URL of the listening script (a file, so the pages' CSP allows it as 'self').
pub const SCRIPT_URL: &str = "/__calcula/live.js";
pub const STYLE_URL: &str = "/__calcula/live.css";
pub const SCRIPT: &str = include_str!("live.js");
pub const STYLE: &str = include_str!("live.css");

/// How often an idle stream sends a comment, so proxies and the browser
/// keep it open and a closed tab's thread notices and ends.
const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// The outcome of the latest build, numbered so each stream sends it once.
#[derive(Clone, Default)]
struct State {
    generation: u64,
    error: Option<String>,
}

/// The latest build outcome, shared between the rebuilding thread and
/// every open event stream.
#[derive(Clone, Default)]
pub struct Hub {
    inner: Arc<(Mutex<State>, Condvar)>,
}

impl Hub {
    /// A successful rebuild: open pages reload (which also clears an overlay).
    pub fn built(&self) {
        self.publish(None);
    }

    /// A failed rebuild: open pages show `message` over the stale page.
    pub fn failed(&self, message: String) {
        self.publish(Some(message));
    }

    fn publish(&self, error: Option<String>) {
        let (lock, changed) = &*self.inner;
        let mut state = lock.lock().unwrap_or_else(|e| e.into_inner());
        state.generation += 1;
        state.error = error;
        changed.notify_all();
    }

    fn current(&self) -> State {
        let (lock, _) = &*self.inner;
        lock.lock().unwrap_or_else(|e| e.into_inner()).clone()
    }

    /// The state after `seen`, or None when KEEP_ALIVE passed first.
    fn next_after(&self, seen: u64) -> Option<State> {
        let (lock, changed) = &*self.inner;
        let state = lock.lock().unwrap_or_else(|e| e.into_inner());
        let (state, _) = changed
            .wait_timeout_while(state, KEEP_ALIVE, |s| s.generation == seen)
            .unwrap_or_else(|e| e.into_inner());
        (state.generation != seen).then(|| state.clone())
    }

    /// Answers an event-stream request on its own thread until the page
    /// goes away. The first event is the current state: a page opened while
    /// the content is broken shows the error at once.
    pub fn stream(&self, request: tiny_http::Request) {
        let hub = self.clone();
        std::thread::spawn(move || {
            let mut out = request.into_writer();
            let head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\nConnection: keep-alive\r\n\r\n";
            let mut state = hub.current();
            let mut sent = out.write_all(head.as_bytes()).and_then(|()| {
                let first = match &state.error {
                    Some(e) => event("error", e),
                    None => event("ready", &state.generation.to_string()),
                };
                out.write_all(first.as_bytes())
            });
            // The connection's writer buffers: unflushed, the first event
            // (and with it an error to show) would wait for the keep-alive.
            sent = sent.and_then(|()| out.flush());
            while sent.is_ok() {
                let text = match hub.next_after(state.generation) {
                    Some(next) => {
                        state = next;
                        match &state.error {
                            Some(e) => event("error", e),
                            None => event("reload", &state.generation.to_string()),
                        }
                    }
                    None => ": keep-alive\n\n".to_string(),
                };
                sent = out.write_all(text.as_bytes()).and_then(|()| out.flush());
            }
        });
    }
}

/// One server-sent event; each line of `data` becomes a `data:` line, which
/// the browser joins back with newlines.
fn event(name: &str, data: &str) -> String {
    let mut text = format!("event: {name}\n");
    for line in data.lines() {
        text.push_str("data: ");
        text.push_str(line);
        text.push('\n');
    }
    text.push('\n');
    text
}

/// `html` with the live script added before `</head>` (or at the end).
pub fn inject(html: &str) -> String {
    let tag = format!("<script src=\"{SCRIPT_URL}\" defer></script>\n");
    match html.find("</head>") {
        Some(at) => format!("{}{tag}{}", &html[..at], &html[at..]),
        None => format!("{html}{tag}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn multi_line_errors_stay_one_event() {
        assert_eq!(
            event("error", "a.yaml:3:1: bad\n  hint: fix"),
            "event: error\ndata: a.yaml:3:1: bad\ndata:   hint: fix\n\n"
        );
    }

    #[test]
    fn script_goes_into_the_head() {
        assert_eq!(
            inject("<html><head><title>x</title></head><body></body></html>"),
            format!("<html><head><title>x</title><script src=\"{SCRIPT_URL}\" defer></script>\n</head><body></body></html>")
        );
    }

    #[test]
    fn a_stream_sees_each_new_outcome() {
        let hub = Hub::default();
        let seen = hub.current().generation;
        hub.failed("broken".into());
        let next = hub.next_after(seen).unwrap();
        assert_eq!(next.error.as_deref(), Some("broken"));
        hub.built();
        assert_eq!(hub.next_after(next.generation).unwrap().error, None);
    }
}
