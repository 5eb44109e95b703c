//! Markdown for content texts. Raw HTML in Markdown is shown as text, never
//! passed through: content is escaped like everything else.

use pulldown_cmark::{html, Event, Options, Parser};

pub fn to_html(markdown: &str) -> String {
    let parser = Parser::new_ext(
        markdown,
        Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH,
    )
    .map(|event| match event {
        Event::Html(raw) | Event::InlineHtml(raw) => Event::Text(raw),
        other => other,
    });
    let mut out = String::new();
    html::push_html(&mut out, parser);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renders_markdown() {
        assert_eq!(
            to_html("Some *emphasis*."),
            "<p>Some <em>emphasis</em>.</p>\n"
        );
    }

    #[test]
    fn raw_html_is_escaped() {
        let out = to_html("Hi <script>alert(1)</script>\n\n<div onclick=x>block</div>");
        assert!(!out.contains("<script"), "{out}");
        assert!(!out.contains("<div"), "{out}");
        assert!(out.contains("&lt;script&gt;"), "{out}");
    }
}
