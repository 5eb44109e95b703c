//! The streaming hasher the browser's file hashing feeds, chunk by chunk,
//! from a Web Worker: a file never has to fit in memory.

use super::digest::{Algorithm, Digester};
use super::encoding::{matches, read_pasted, Encoding};
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

#[wasm_bindgen]
pub struct StreamHasher(Option<Digester>);

#[wasm_bindgen]
impl StreamHasher {
    /// `algorithm`: an option id (`sha256`, ...); `key`: empty for a plain
    /// digest, else HMAC (BLAKE3: its keyed mode, exactly 32 bytes). Throws
    /// the error code (`unknownOption`, `keyLength`) the page translates.
    #[wasm_bindgen(constructor)]
    pub fn new(algorithm: &str, key: &str) -> Result<StreamHasher, JsValue> {
        let algorithm =
            Algorithm::from_id(algorithm).ok_or_else(|| JsValue::from_str("unknownOption"))?;
        let key = Some(key.as_bytes()).filter(|k| !k.is_empty());
        Digester::new(algorithm, key)
            .map(|d| StreamHasher(Some(d)))
            .map_err(|_| JsValue::from_str("keyLength"))
    }

    pub fn update(&mut self, chunk: &[u8]) {
        if let Some(d) = self.0.as_mut() {
            d.update(chunk);
        }
    }

    /// The digest's bytes; the hasher is spent (a second call throws).
    pub fn finalize(&mut self) -> Result<Vec<u8>, JsValue> {
        let digest = self.0.take().ok_or_else(|| JsValue::from_str("badInput"))?;
        Ok(digest.finalize())
    }
}

/// A digest as text: `hex` (lower case) or `base64`.
#[wasm_bindgen(js_name = encodeDigest)]
pub fn encode_digest(digest: &[u8], encoding: &str) -> Result<String, JsValue> {
    let encoding = Encoding::from_id(encoding).ok_or_else(|| JsValue::from_str("unknownOption"))?;
    Ok(encoding.encode(digest))
}

/// Whether a pasted hash (hex or Base64) is this digest, compared in
/// constant time; `undefined` when the pasted text is no hash.
#[wasm_bindgen(js_name = hashMatches)]
pub fn hash_matches(expected: &str, digest: &[u8]) -> Option<bool> {
    Some(matches(&read_pasted(expected)?, digest))
}
