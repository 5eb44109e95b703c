//! Pearson's chi-square test of the integer draws over 10^6 draws, for a
//! die (1–6) and for 1–(10^9 + 7) counted in 100 buckets. The same test
//! run on a deliberately biased generator (the bare modulo of a short
//! random word) must fail, which shows the test can tell.
//!
//! The draws use a fixed seed, so the test is deterministic: it passed
//! once and keeps passing unless the generator changes.

use super::rng::{between, Source};
use rand_core::RngCore;

const DRAWS: usize = 1_000_000;
/// Upper 0.001 points of the chi-square distribution (mpmath: the root of
/// gammainc(df/2, 0, x/2, regularized=True) = 0.999):
/// 5 degrees of freedom 20.515, 99 degrees of freedom 148.230. A fair
/// generator exceeds them once in a thousand seeds.
const CRITICAL_5: f64 = 20.515;
const CRITICAL_99: f64 = 148.230;
const LARGE: i64 = 1_000_000_007;
const BUCKETS: i64 = 100;

/// Σ (observed − expected)² / expected, the expected counts in proportion
/// to how many values each bucket holds.
fn chi_square(counts: &[u64], sizes: &[f64]) -> f64 {
    let total_size: f64 = sizes.iter().sum();
    counts
        .iter()
        .zip(sizes)
        .map(|(&o, &s)| {
            let e = DRAWS as f64 * s / total_size;
            (o as f64 - e).powi(2) / e
        })
        .sum()
}

/// The die's chi-square statistic for draws of 1..=6 by `draw`.
fn die_statistic(mut draw: impl FnMut() -> i64) -> f64 {
    let mut counts = [0u64; 6];
    for _ in 0..DRAWS {
        counts[(draw() - 1) as usize] += 1;
    }
    chi_square(&counts, &[1.0; 6])
}

/// 1..=10^9+7 in 100 buckets of 10^7 values each, the last 10^7 + 7.
fn large_statistic(mut draw: impl FnMut() -> i64) -> f64 {
    let width = LARGE / BUCKETS;
    let mut counts = vec![0u64; BUCKETS as usize];
    for _ in 0..DRAWS {
        let bucket = ((draw() - 1) / width).min(BUCKETS - 1);
        counts[bucket as usize] += 1;
    }
    let mut sizes = vec![width as f64; BUCKETS as usize];
    sizes[BUCKETS as usize - 1] = (LARGE - width * (BUCKETS - 1)) as f64;
    chi_square(&counts, &sizes)
}

#[test]
fn a_die_is_fair() {
    let mut rng = Source::for_seed("chi-square die", 1);
    let stat = die_statistic(|| between(&mut rng, 1, 6));
    assert!(stat < CRITICAL_5, "chi-square {stat}");
}

#[test]
fn a_billion_and_seven_is_fair() {
    let mut rng = Source::for_seed("chi-square large", 1);
    let stat = large_statistic(|| between(&mut rng, 1, LARGE));
    assert!(stat < CRITICAL_99, "chi-square {stat}");
}

#[test]
fn the_test_catches_modulo_bias() {
    // A byte mod 6: 256 = 6 × 42 + 4, so 1–4 come 43 times in 256 and 5–6
    // 42 times: 1.6 % more often, plenty for 10^6 draws.
    let mut rng = Source::for_seed("chi-square die", 1);
    let stat = die_statistic(|| (rng.next_u32() as u8 % 6) as i64 + 1);
    assert!(stat > CRITICAL_5, "chi-square {stat}");
    // A 32-bit word mod 10^9+7: 2^32 = 4 (10^9+7) + 294967268, so the
    // first 29 % of the range comes five times in 2^32, the rest four.
    let mut rng = Source::for_seed("chi-square large", 1);
    let stat = large_statistic(|| (rng.next_u32() as i64 % LARGE) + 1);
    assert!(stat > CRITICAL_99, "chi-square {stat}");
}
