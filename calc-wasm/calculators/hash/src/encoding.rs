//! Digests as text (lower-case hex or Base64) and the comparison of a
//! pasted hash with a computed one, in constant time.

use base64::engine::general_purpose::{STANDARD, STANDARD_NO_PAD};
use base64::Engine;
use subtle::ConstantTimeEq;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Encoding {
    Hex,
    Base64,
}

impl Encoding {
    pub fn from_id(id: &str) -> Option<Encoding> {
        match id {
            "hex" => Some(Encoding::Hex),
            "base64" => Some(Encoding::Base64),
            _ => None,
        }
    }

    pub fn encode(self, digest: &[u8]) -> String {
        match self {
            Encoding::Hex => hex::encode(digest),
            Encoding::Base64 => STANDARD.encode(digest),
        }
    }
}

/// The longest pasted hash read: a SHA-512 in hex is 128 characters; this
/// leaves room for spaces and line breaks around it.
pub const MAX_PASTED: usize = 512;

/// A pasted hash read as bytes, every way it can be read: hex (any case,
/// spaces and `:` between bytes allowed) and Base64 (with or without
/// padding). `None` when it is neither.
pub fn read_pasted(text: &str) -> Option<Vec<Vec<u8>>> {
    if text.len() > MAX_PASTED {
        return None;
    }
    let compact: String = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ':')
        .collect();
    if compact.is_empty() {
        return None;
    }
    let readings: Vec<Vec<u8>> = [
        hex::decode(&compact).ok(),
        STANDARD.decode(&compact).ok(),
        STANDARD_NO_PAD.decode(&compact).ok(),
    ]
    .into_iter()
    .flatten()
    .collect();
    (!readings.is_empty()).then_some(readings)
}

/// Whether any reading of the pasted hash is the digest. Each comparison
/// takes the same time wherever the bytes differ, so timing tells nothing
/// about how much of a guess was right; only the length (public: it is
/// the algorithm's) can end one early.
pub fn matches(readings: &[Vec<u8>], digest: &[u8]) -> bool {
    readings
        .iter()
        .fold(subtle::Choice::from(0), |found, r| {
            found | r.as_slice().ct_eq(digest)
        })
        .into()
}

#[cfg(test)]
mod tests {
    use super::*;

    // MD5("abc") (RFC 1321 A.5) as bytes.
    const MD5_ABC: [u8; 16] = [
        0x90, 0x01, 0x50, 0x98, 0x3c, 0xd2, 0x4f, 0xb0, 0xd6, 0x96, 0x3f, 0x7d, 0x28, 0xe1, 0x7f,
        0x72,
    ];

    #[test]
    fn hex_is_lower_case_and_base64_is_padded() {
        assert_eq!(
            Encoding::Hex.encode(&MD5_ABC),
            "900150983cd24fb0d6963f7d28e17f72"
        );
        // Python: base64.b64encode(bytes.fromhex("900150983cd24fb0d6963f7d28e17f72"))
        assert_eq!(
            Encoding::Base64.encode(&MD5_ABC),
            "kAFQmDzST7DWlj99KOF/cg=="
        );
    }

    #[test]
    fn pasted_hashes_match_in_any_usual_form() {
        for pasted in [
            "900150983cd24fb0d6963f7d28e17f72",
            "  900150983CD24FB0D6963F7D28E17F72\n",
            "90:01:50:98:3c:d2:4f:b0:d6:96:3f:7d:28:e1:7f:72",
            "kAFQmDzST7DWlj99KOF/cg==",
            "kAFQmDzST7DWlj99KOF/cg",
        ] {
            let readings = read_pasted(pasted).unwrap();
            assert!(matches(&readings, &MD5_ABC), "{pasted}");
        }
    }

    #[test]
    fn a_different_or_shorter_hash_does_not_match() {
        let readings = read_pasted("900150983cd24fb0d6963f7d28e17f73").unwrap();
        assert!(!matches(&readings, &MD5_ABC));
        let readings = read_pasted("900150983cd24fb0d6963f7d28e17f").unwrap();
        assert!(!matches(&readings, &MD5_ABC));
    }

    #[test]
    fn text_that_is_no_hash_is_rejected() {
        assert_eq!(read_pasted("not a hash!"), None);
        assert_eq!(read_pasted("   "), None);
        assert_eq!(read_pasted(&"a".repeat(MAX_PASTED + 1)), None);
    }
}
