//! JSON that is safe inside `<script type="application/json">`.

/// Serialises `value`, escaping `<`, `>`, `&` and the JavaScript line
/// separators, so no content can close the script element.
pub fn script_json<T: serde::Serialize>(value: &T) -> String {
    let json = serde_json::to_string(value).unwrap_or_else(|_| "null".into());
    let mut out = String::with_capacity(json.len());
    for c in json.chars() {
        match c {
            '<' => out.push_str("\\u003c"),
            '>' => out.push_str("\\u003e"),
            '&' => out.push_str("\\u0026"),
            '\u{2028}' => out.push_str("\\u2028"),
            '\u{2029}' => out.push_str("\\u2029"),
            c => out.push(c),
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
