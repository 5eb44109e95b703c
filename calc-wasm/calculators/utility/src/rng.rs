//! Where random numbers come from, and how they become unbiased draws.
//!
//! Without a seed every draw reads the operating system's generator (in
//! the browser, `crypto.getRandomValues`, through getrandom's `js`
//! backend). With a seed the draw is ChaCha20 (RFC 8439's stream cipher as
//! a generator, rand_chacha) keyed by
//! SHA-256("calcula-random-v1" 0x00 <draw number in decimal> 0x00 <seed text as UTF-8>),
//! so the same seed and draw number give the same draw in every browser
//! and in `calcula eval`. Integers are turned into ranges by rejection
//! (`below`), never by a bare modulo, so every value is equally likely.

use rand_chacha::ChaCha20Rng;
use rand_core::{OsRng, RngCore, SeedableRng};
use sha2::{Digest, Sha256};

/// Bumped if the derivation ever changes, so old share links are not
/// silently reinterpreted.
const SEED_DOMAIN: &[u8] = b"calcula-random-v1";

pub enum Source {
    /// Cryptographic: the operating system's (or browser's) generator.
    Os(OsRng),
    /// Reproducible from a seed that is not secret.
    Seeded(Box<ChaCha20Rng>),
}

impl Source {
    pub fn os() -> Source {
        Source::Os(OsRng)
    }

    /// The generator for `seed` and `draw`: the operating system's when
    /// the seed is empty.
    pub fn for_seed(seed: &str, draw: u64) -> Source {
        if seed.is_empty() {
            return Source::os();
        }
        Source::Seeded(Box::new(ChaCha20Rng::from_seed(seed_key(seed, draw))))
    }

    pub fn is_seeded(&self) -> bool {
        matches!(self, Source::Seeded(_))
    }
}

fn seed_key(seed: &str, draw: u64) -> [u8; 32] {
    let mut hash = Sha256::new();
    hash.update(SEED_DOMAIN);
    hash.update([0]);
    hash.update(draw.to_string().as_bytes());
    hash.update([0]);
    hash.update(seed.as_bytes());
    hash.finalize().into()
}

impl RngCore for Source {
    fn next_u32(&mut self) -> u32 {
        match self {
            Source::Os(r) => r.next_u32(),
            Source::Seeded(r) => r.next_u32(),
        }
    }
    fn next_u64(&mut self) -> u64 {
        match self {
            Source::Os(r) => r.next_u64(),
            Source::Seeded(r) => r.next_u64(),
        }
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        match self {
            Source::Os(r) => r.fill_bytes(dest),
            Source::Seeded(r) => r.fill_bytes(dest),
        }
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
        match self {
            Source::Os(r) => r.try_fill_bytes(dest),
            Source::Seeded(r) => r.try_fill_bytes(dest),
        }
    }
}

/// A uniform integer in `0..n` (`n` ≥ 1). A 64-bit word is kept only when
/// it falls below the largest multiple of `n` that fits (2^64 − (2^64 mod
/// n)); then every remainder has exactly the same number of words. At
/// most half the words are ever rejected, so the loop ends quickly.
pub fn below(rng: &mut impl RngCore, n: u64) -> u64 {
    debug_assert!(n > 0);
    let n = n.max(1);
    // 2^64 mod n, computed without 2^64.
    let excess = (u64::MAX % n + 1) % n;
    loop {
        let x = rng.next_u64();
        if excess == 0 || x < 0u64.wrapping_sub(excess) {
            return x % n;
        }
    }
}

/// A uniform integer in `low..=high` (`low` ≤ `high`).
pub fn between(rng: &mut impl RngCore, low: i64, high: i64) -> i64 {
    let span = (high as i128 - low as i128 + 1) as u64;
    // A span of 2^64 (the whole of i64) wraps to 0: every word is fine.
    let offset = if span == 0 {
        rng.next_u64()
    } else {
        below(rng, span)
    };
    (low as i128 + offset as i128) as i64
}

/// `count` distinct values of `0..n` in random order (Floyd's sampling,
/// then a shuffle): uniform over all ordered selections, in memory
/// proportional to `count`, not `n`.
pub fn distinct_below(rng: &mut impl RngCore, n: u64, count: usize) -> Vec<u64> {
    debug_assert!(count as u64 <= n);
    let mut chosen = std::collections::HashSet::with_capacity(count);
    let mut order = Vec::with_capacity(count);
    for j in n - count as u64..n {
        let t = below(rng, j + 1);
        let pick = if chosen.insert(t) { t } else { j };
        chosen.insert(pick);
        order.push(pick);
    }
    shuffle(rng, &mut order);
    order
}

/// Fisher–Yates: every order equally likely.
pub fn shuffle<T>(rng: &mut impl RngCore, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        let j = below(rng, i as u64 + 1) as usize;
        items.swap(i, j);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A generator that replays fixed words, to drive the rejection.
    struct Replay(Vec<u64>);
    impl RngCore for Replay {
        fn next_u32(&mut self) -> u32 {
            self.next_u64() as u32
        }
        fn next_u64(&mut self) -> u64 {
            self.0.remove(0)
        }
        fn fill_bytes(&mut self, dest: &mut [u8]) {
            rand_core::impls::fill_bytes_via_next(self, dest)
        }
        fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), rand_core::Error> {
            self.fill_bytes(dest);
            Ok(())
        }
    }

    #[test]
    fn words_in_the_incomplete_last_block_are_rejected() {
        // 2^64 mod 6 = 4 (2^64 = 18446744073709551616 = 6 × 3074457345618258602 + 4),
        // so the last four words would favour 0..3 and are drawn again.
        let top = u64::MAX - 3; // 2^64 − 4, the first rejected word
        let mut r = Replay(vec![top, u64::MAX, top - 1]);
        // 2^64 − 5 = 18446744073709551611 ≡ 5 (mod 6)
        assert_eq!(below(&mut r, 6), 5);
        // A power of two rejects nothing.
        let mut r = Replay(vec![u64::MAX]);
        assert_eq!(below(&mut r, 8), 7);
    }

    #[test]
    fn ranges_stay_inside_their_bounds() {
        let mut r = Source::for_seed("bounds", 1);
        for _ in 0..10_000 {
            let v = between(&mut r, -1_000_000_000_000_000, 1_000_000_000_000_000);
            assert!((-1_000_000_000_000_000..=1_000_000_000_000_000).contains(&v));
            assert!((-3..=-1).contains(&between(&mut r, -3, -1)));
        }
        assert_eq!(between(&mut r, 7, 7), 7);
        let mut r = Replay(vec![u64::MAX]);
        assert_eq!(between(&mut r, i64::MIN, i64::MAX), i64::MAX);
    }

    #[test]
    fn distinct_draws_have_no_repeats_and_cover_small_ranges() {
        let mut r = Source::for_seed("distinct", 1);
        let mut all = distinct_below(&mut r, 10, 10);
        all.sort();
        assert_eq!(all, (0..10).collect::<Vec<_>>());
        let some = distinct_below(&mut r, 1_000_000_000_000_000, 1000);
        let set: std::collections::HashSet<_> = some.iter().collect();
        assert_eq!(set.len(), 1000);
    }

    #[test]
    fn a_seed_and_draw_number_give_one_stream() {
        let take = |seed: &str, draw| {
            let mut r = Source::for_seed(seed, draw);
            (0..4).map(|_| r.next_u64()).collect::<Vec<_>>()
        };
        assert_eq!(take("party", 1), take("party", 1));
        assert_ne!(take("party", 1), take("party", 2));
        assert_ne!(take("party", 1), take("Party", 1));
        assert!(Source::for_seed("x", 1).is_seeded());
        assert!(!Source::for_seed("", 1).is_seeded());
    }
}
