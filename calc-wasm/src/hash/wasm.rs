//! The streaming hasher the browser's file hashing feeds, chunk by chunk,
//! from a Web Worker: a file never has to fit in memory.

use super::digest::{Algorithm, Digester, BLAKE3_KEY_LEN};
use super::encoding::{matches, read_pasted, Encoding};
use js_sys::{Object, Reflect};
use wasm_bindgen::prelude::{wasm_bindgen, JsValue};

/// An error as the form's are, `{input, code, ...params}`, for the page to translate.
fn input_error(input: &str, code: &str, params: &[(&str, f64)]) -> JsValue {
    let obj = Object::new();
    let set = |k: &str, v: JsValue| {
        // Setting a property on a fresh plain object cannot fail.
        let _ = Reflect::set(&obj, &JsValue::from_str(k), &v);
    };
    set("input", JsValue::from_str(input));
    set("code", JsValue::from_str(code));
    for (k, v) in params {
        set(k, JsValue::from_f64(*v));
    }
    obj.into()
}

#[wasm_bindgen]
pub struct StreamHasher(Option<Digester>);

#[wasm_bindgen]
impl StreamHasher {
    /// `algorithm`: an option id (`sha256`, ...); `key`: empty for a plain
    /// digest, else HMAC (BLAKE3: its keyed mode, exactly 32 bytes). Throws
    /// an error `{input, code, ...params}` (`unknownOption`, `keyLength`)
    /// the page translates like the form's.
    #[wasm_bindgen(constructor)]
    pub fn new(algorithm: &str, key: &str) -> Result<StreamHasher, JsValue> {
        let algorithm = Algorithm::from_id(algorithm)
            .ok_or_else(|| input_error("algorithm", "unknownOption", &[]))?;
        let key = Some(key.as_bytes()).filter(|k| !k.is_empty());
        Digester::new(algorithm, key)
            .map(|d| StreamHasher(Some(d)))
            .map_err(|_| input_error("key", "keyLength", &[("length", BLAKE3_KEY_LEN as f64)]))
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
