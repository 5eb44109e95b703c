//! JSON that is safe inside `<script type="application/json">`.

/// Serialises `value`, escaping `<`, `>`, `&` and the JavaScript line
/// separators, so no content can close the script element.
pub fn script_json<T: serde::Serialize>(value: &T) -> String {
    escape_script_json(&serde_json::to_string(value).unwrap_or_else(|_| "null".into()))
}

/// JSON text with the same escapes as `script_json`.
pub fn escape_script_json(json: &str) -> String {
    replace_chars(
        json,
        &[
            ('<', "\\u003c"),
            ('>', "\\u003e"),
            ('&', "\\u0026"),
            ('\u{2028}', "\\u2028"),
            ('\u{2029}', "\\u2029"),
        ],
    )
}

/// `text` with each character that `escapes` lists replaced by its escape.
pub fn replace_chars(text: &str, escapes: &[(char, &str)]) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match escapes.iter().find(|(from, _)| *from == c) {
            Some((_, to)) => out.push_str(to),
            None => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cannot_close_the_script() {
        let s = script_json(&"</script><script>alert(1)</script>");
        assert!(!s.contains('<'));
        let back: String = serde_json::from_str(&s).unwrap();
        assert_eq!(back, "</script><script>alert(1)</script>");
    }
}
