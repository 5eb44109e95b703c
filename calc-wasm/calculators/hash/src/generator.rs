//! The hash generator: a text's digest by the chosen algorithm (the eval
//! contract's `hash`, lower-case hex by default), every algorithm's digest
//! at once, optionally keyed (HMAC; BLAKE3's keyed mode), and a pasted
//! hash checked against it.

use super::digest::{Algorithm, BadKeyLength, Digester, BLAKE3_KEY_LEN};
use super::encoding::{matches, read_pasted, Encoding};
use calc_core::error::{ErrorKind, InputError};
use calc_core::registry::Function;
use generator::{input as i, output as o, In, Out};

calc_core::calculator! {
    mod generator = "hash-generator" (compute) {
        inputs { algorithm: Choice, text: Text, key: Text, encoding: Choice, expected: Text }
        outputs {
            hash: Text, verification: Text,
            // Every algorithm's digest at once (`Algorithm::ALL`).
            md5: Text, sha1: Text, sha256: Text, sha512: Text, sha3_256: Text, blake3: Text,
        }
    }
}

pub const FUNCTION: Function = generator::FUNCTION;

fn compute(inputs: In) -> Result<Out, InputError> {
    let algorithm = Algorithm::from_id(inputs.option(i::algorithm)?).ok_or_else(|| {
        let options = Algorithm::ALL.map(|a| a.id().to_string()).to_vec();
        InputError::new(i::algorithm.id(), ErrorKind::UnknownOption { options })
    })?;
    let encoding = Encoding::from_id(inputs.option(i::encoding)?).ok_or_else(|| {
        let options = vec!["hex".to_string(), "base64".to_string()];
        InputError::new(i::encoding.id(), ErrorKind::UnknownOption { options })
    })?;
    let text = inputs.text(i::text)?.as_bytes();
    // An empty key means no key: a plain digest.
    let key = Some(inputs.text(i::key)?.as_bytes()).filter(|k| !k.is_empty());

    let bad_key = |_: BadKeyLength| {
        InputError::new(
            i::key.id(),
            ErrorKind::KeyLength {
                length: BLAKE3_KEY_LEN,
            },
        )
    };
    let digest = Digester::digest(algorithm, key, text).map_err(bad_key)?;

    let expected = inputs.text(i::expected)?;
    let verification = if expected.trim().is_empty() {
        "none"
    } else {
        let readings = read_pasted(expected)
            .ok_or_else(|| InputError::new(i::expected.id(), ErrorKind::NotAHash))?;
        if matches(&readings, &digest) {
            "match"
        } else {
            "noMatch"
        }
    };

    let mut out = Out::new()
        .text(o::hash, encoding.encode(&digest))
        .text(o::verification, verification);
    // Every algorithm at once, each an output named by its id (`sha3-256`
    // → `sha3_256`); empty for BLAKE3 when the key is not one it can take.
    for a in Algorithm::ALL {
        let text = Digester::digest(a, key, text).map_or(String::new(), |d| encoding.encode(&d));
        out = out.text(output_of(a), text);
    }
    Ok(out)
}

/// The output that shows an algorithm's digest.
fn output_of(
    a: Algorithm,
) -> calc_core::declare::Output<generator::Calc, calc_core::declare::Text> {
    match a {
        Algorithm::Md5 => o::md5,
        Algorithm::Sha1 => o::sha1,
        Algorithm::Sha256 => o::sha256,
        Algorithm::Sha512 => o::sha512,
        Algorithm::Sha3_256 => o::sha3_256,
        Algorithm::Blake3 => o::blake3,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calc_core::inputs::Inputs;
    use calc_core::outputs::Outputs;
    use calc_core::values::Value;
    use std::collections::BTreeMap;

    fn run(pairs: &[(&str, &str)]) -> Result<Outputs, InputError> {
        let mut values = BTreeMap::from([
            ("algorithm".to_string(), Value::Option("sha256".into())),
            ("encoding".to_string(), Value::Option("hex".into())),
        ]);
        for id in ["text", "key", "expected"] {
            values.insert(id.to_string(), Value::Text(String::new()));
        }
        for (id, v) in pairs {
            let value = match *id {
                "algorithm" | "encoding" => Value::Option(v.to_string()),
                _ => Value::Text(v.to_string()),
            };
            values.insert(id.to_string(), value);
        }
        (FUNCTION.compute)(&Inputs::new(values))
    }

    fn hash(pairs: &[(&str, &str)]) -> String {
        run(pairs).unwrap().text_of("hash").unwrap().to_string()
    }

    #[test]
    fn the_contract_hashes_text_in_lower_case_hex() {
        // FIPS 180-2 appendix B.1 (SHA-256 of "abc").
        assert_eq!(
            hash(&[("text", "abc")]),
            "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
        );
        // RFC 1321 A.5.
        assert_eq!(
            hash(&[("algorithm", "md5"), ("text", "abc")]),
            "900150983cd24fb0d6963f7d28e17f72"
        );
        // The text is UTF-8: Python hashlib.sha256("ã".encode()).hexdigest().
        assert_eq!(
            hash(&[("text", "ã")]),
            "59c63e6cac333a7b990ad1c2a342978cdb72e3e5e702e6620501a29e593e0d84"
        );
    }

    #[test]
    fn every_algorithm_at_once_in_the_chosen_encoding() {
        let out = run(&[("text", "abc"), ("encoding", "base64")]).unwrap();
        // The result and the verification first, then one output per algorithm.
        let ids: Vec<_> = out.ids().collect();
        assert_eq!(ids[..2], ["hash", "verification"]);
        assert_eq!(
            ids[2..],
            ["md5", "sha1", "sha256", "sha512", "sha3_256", "blake3"]
        );
        assert_eq!(ids, FUNCTION.outputs);
        // Python: base64.b64encode(hashlib.md5(b"abc").digest())
        assert_eq!(out.text_of("md5"), Some("kAFQmDzST7DWlj99KOF/cg=="));
        assert_eq!(out.text_of("hash"), out.text_of("sha256"));
    }

    #[test]
    fn a_key_gives_hmac_and_blake3_only_with_32_bytes() {
        // RFC 4231 test case 2: key "Jefe".
        assert_eq!(
            hash(&[("text", "what do ya want for nothing?"), ("key", "Jefe")]),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843"
        );
        let out = run(&[("text", "x"), ("key", "Jefe")]).unwrap();
        assert_eq!(out.text_of("blake3"), Some(""));
        let err = run(&[("algorithm", "blake3"), ("key", "Jefe")]).unwrap_err();
        assert_eq!(
            err,
            InputError::new("key", ErrorKind::KeyLength { length: 32 })
        );
        // BLAKE3's test_vectors.json: keyed_hash of the empty input, key
        // "whats the Elvish word for friend".
        assert_eq!(
            hash(&[
                ("algorithm", "blake3"),
                ("key", "whats the Elvish word for friend")
            ]),
            "92b2b75604ed3c761f9d6f62392c8a9227ad0ea3f09573e783f1498a4ed60d26"
        );
    }

    #[test]
    fn a_pasted_hash_is_verified() {
        let md5_abc = "900150983cd24fb0d6963f7d28e17f72";
        let verdict = |expected: &str| {
            let out = run(&[
                ("algorithm", "md5"),
                ("text", "abc"),
                ("expected", expected),
            ]);
            out.map(|o| o.text_of("verification").unwrap().to_string())
        };
        assert_eq!(verdict(""), Ok("none".into()));
        assert_eq!(verdict(md5_abc), Ok("match".into()));
        assert_eq!(verdict(&md5_abc.to_uppercase()), Ok("match".into()));
        assert_eq!(verdict("kAFQmDzST7DWlj99KOF/cg=="), Ok("match".into()));
        assert_eq!(
            verdict("900150983cd24fb0d6963f7d28e17f70"),
            Ok("noMatch".into())
        );
        assert_eq!(
            verdict("no hash here"),
            Err(InputError::new("expected", ErrorKind::NotAHash))
        );
    }
}
