//! The six algorithms behind one streaming interface: plain digests, HMAC
//! (RFC 2104) for the RustCrypto ones, and BLAKE3's own keyed mode. The
//! text form and the browser's file hashing both feed a `Digester`, so a
//! file and the same bytes typed as text give the same hash.

use hmac::{Hmac, Mac};
use md5::Md5;
use sha1::Sha1;
use sha2::{Digest, Sha256, Sha512};
use sha3::Sha3_256;

/// The algorithms, by the option ids the calculator's YAML and `eval` use.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Algorithm {
    Md5,
    Sha1,
    Sha256,
    Sha512,
    Sha3_256,
    Blake3,
}

/// BLAKE3's keyed mode takes exactly this many key bytes.
pub const BLAKE3_KEY_LEN: usize = blake3::KEY_LEN;

impl Algorithm {
    /// In the order the page lists them.
    pub const ALL: [Algorithm; 6] = [
        Algorithm::Md5,
        Algorithm::Sha1,
        Algorithm::Sha256,
        Algorithm::Sha512,
        Algorithm::Sha3_256,
        Algorithm::Blake3,
    ];

    pub fn id(self) -> &'static str {
        match self {
            Algorithm::Md5 => "md5",
            Algorithm::Sha1 => "sha1",
            Algorithm::Sha256 => "sha256",
            Algorithm::Sha512 => "sha512",
            Algorithm::Sha3_256 => "sha3-256",
            Algorithm::Blake3 => "blake3",
        }
    }

    pub fn from_id(id: &str) -> Option<Algorithm> {
        Algorithm::ALL.into_iter().find(|a| a.id() == id)
    }
}

/// The key does not suit the algorithm (only BLAKE3's keyed mode is picky).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BadKeyLength;

/// One hash computation, fed in pieces of any size.
pub struct Digester(Box<dyn Absorb>);

impl Digester {
    /// With a key: HMAC, or BLAKE3's keyed mode (whose key must be exactly
    /// 32 bytes: BLAKE3 has no HMAC of its own, and HMAC over it is not a
    /// published construction, so the page offers the one BLAKE3 defines).
    pub fn new(algorithm: Algorithm, key: Option<&[u8]>) -> Result<Digester, BadKeyLength> {
        use Algorithm as A;
        let state: Box<dyn Absorb> = match (algorithm, key) {
            (A::Md5, None) => Box::new(Plain(Md5::new())),
            (A::Sha1, None) => Box::new(Plain(Sha1::new())),
            (A::Sha256, None) => Box::new(Plain(Sha256::new())),
            (A::Sha512, None) => Box::new(Plain(Sha512::new())),
            (A::Sha3_256, None) => Box::new(Plain(Sha3_256::new())),
            (A::Blake3, None) => Box::new(blake3::Hasher::new()),
            (A::Md5, Some(k)) => Box::new(keyed::<Hmac<Md5>>(k)?),
            (A::Sha1, Some(k)) => Box::new(keyed::<Hmac<Sha1>>(k)?),
            (A::Sha256, Some(k)) => Box::new(keyed::<Hmac<Sha256>>(k)?),
            (A::Sha512, Some(k)) => Box::new(keyed::<Hmac<Sha512>>(k)?),
            (A::Sha3_256, Some(k)) => Box::new(keyed::<Hmac<Sha3_256>>(k)?),
            (A::Blake3, Some(k)) => {
                let key: &[u8; BLAKE3_KEY_LEN] = k.try_into().map_err(|_| BadKeyLength)?;
                Box::new(blake3::Hasher::new_keyed(key))
            }
        };
        Ok(Digester(state))
    }

    pub fn update(&mut self, data: &[u8]) {
        self.0.absorb(data);
    }

    pub fn finalize(self) -> Vec<u8> {
        self.0.finish()
    }

    /// The digest of `data` in one go.
    pub fn digest(
        algorithm: Algorithm,
        key: Option<&[u8]>,
        data: &[u8],
    ) -> Result<Vec<u8>, BadKeyLength> {
        let mut d = Digester::new(algorithm, key)?;
        d.update(data);
        Ok(d.finalize())
    }
}

trait Absorb {
    fn absorb(&mut self, data: &[u8]);
    fn finish(self: Box<Self>) -> Vec<u8>;
}

struct Plain<D>(D);

impl<D: Digest> Absorb for Plain<D> {
    fn absorb(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finish(self: Box<Self>) -> Vec<u8> {
        self.0.finalize().to_vec()
    }
}

struct Keyed<M>(M);

/// HMAC takes keys of any length (longer ones are hashed first), so the
/// error cannot happen; it is still an error, never a panic.
fn keyed<M: Mac + hmac::digest::KeyInit>(key: &[u8]) -> Result<Keyed<M>, BadKeyLength> {
    <M as hmac::digest::KeyInit>::new_from_slice(key)
        .map(Keyed)
        .map_err(|_| BadKeyLength)
}

impl<M: Mac> Absorb for Keyed<M> {
    fn absorb(&mut self, data: &[u8]) {
        self.0.update(data);
    }
    fn finish(self: Box<Self>) -> Vec<u8> {
        self.0.finalize().into_bytes().to_vec()
    }
}

impl Absorb for blake3::Hasher {
    fn absorb(&mut self, data: &[u8]) {
        self.update(data);
    }
    fn finish(self: Box<Self>) -> Vec<u8> {
        self.finalize().as_bytes().to_vec()
    }
}
