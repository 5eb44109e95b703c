//! The `random` module's door for data the page fetches (wordlist.rs).

use wasm_bindgen::prelude::wasm_bindgen;

/// Hands over data named by a `needsData` error; false when the name is
/// unknown or the text is not that data (the page then shows the error).
#[wasm_bindgen(js_name = provideData)]
pub fn provide_data(name: &str, text: String) -> bool {
    name == super::wordlist::DATA_NAME && super::wordlist::provide(text)
}
