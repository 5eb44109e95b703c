//! The streaming hasher the browser's file hashing feeds, chunk by chunk,
//! from a Web Worker: a file never has to fit in memory.
//!
//! The worker copies each chunk straight into one buffer that lives inside
//! WebAssembly memory (`buffer_ptr`, allocated once per hasher) and then
//! calls `update_from_buffer`: no allocation and no extra copy per chunk,
//! which `update(&[u8])` costs (wasm-bindgen mallocs and copies every call).

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

/// Big enough that the calls into WebAssembly are few (64 per 256 MiB),
/// small enough that memory stays flat whatever the file's size.
const BUFFER_BYTES: usize = 4 * 1024 * 1024;

#[wasm_bindgen]
pub struct StreamHasher {
    digester: Option<Digester>,
    buffer: Vec<u8>,
}

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
            .map(|d| StreamHasher {
                digester: Some(d),
                buffer: Vec::new(),
            })
            .map_err(|_| input_error("key", "keyLength", &[("length", BLAKE3_KEY_LEN as f64)]))
    }

    pub fn update(&mut self, chunk: &[u8]) {
        if let Some(d) = self.digester.as_mut() {
            d.update(chunk);
        }
    }

    /// Where in WebAssembly memory the caller writes bytes for
    /// `update_from_buffer`; allocated on the first call, then the same.
    /// The caller makes a fresh view of `memory.buffer` for each chunk:
    /// memory may have grown (and its ArrayBuffer changed) since.
    #[wasm_bindgen(js_name = bufferPtr)]
    pub fn buffer_ptr(&mut self) -> usize {
        if self.buffer.is_empty() {
            self.buffer = vec![0; BUFFER_BYTES];
        }
        self.buffer.as_ptr() as usize
    }

    /// The buffer's size in bytes: at most this many per `update_from_buffer`.
    #[wasm_bindgen(js_name = bufferCapacity)]
    pub fn buffer_capacity(&self) -> usize {
        BUFFER_BYTES
    }

    /// Hashes the first `len` bytes the caller wrote at `buffer_ptr`
    /// (clamped to the buffer).
    #[wasm_bindgen(js_name = updateFromBuffer)]
    pub fn update_from_buffer(&mut self, len: usize) {
        let len = len.min(self.buffer.len());
        if let Some(d) = self.digester.as_mut() {
            d.update(&self.buffer[..len]);
        }
    }

    /// The digest's bytes; the hasher is spent (a second call throws).
    pub fn finalize(&mut self) -> Result<Vec<u8>, JsValue> {
        self.buffer = Vec::new();
        let digest = self
            .digester
            .take()
            .ok_or_else(|| JsValue::from_str("badInput"))?;
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
