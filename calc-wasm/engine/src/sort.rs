//! One sort for every list the engine orders. The standard library's sort
//! is generic: each element type and comparison sorted with it compiles a
//! whole sort of its own (about 5 KB of WebAssembly each, issue 33's size
//! bound). Here the standard sort runs once, on indices, whatever is
//! sorted; only the small step that moves the elements is per type.

use std::cmp::Ordering;

/// Sorts `v` by `cmp`, stably (equal elements keep their order), as
/// `slice::sort_by` does.
pub fn sort_by<T>(v: &mut Vec<T>, mut cmp: impl FnMut(&T, &T) -> Ordering) {
    if v.len() < 2 {
        return;
    }
    let order = sorted_indices(v.len(), &mut |a, b| cmp(&v[a], &v[b]));
    let mut slots: Vec<Option<T>> = std::mem::take(v).into_iter().map(Some).collect();
    v.extend(order.into_iter().filter_map(|i| slots[i].take()));
}

/// Sorts `v` in ascending order, stably, as `slice::sort` does.
pub fn sort<T: Ord>(v: &mut Vec<T>) {
    sort_by(v, T::cmp);
}

/// The indices 0..n in the order `cmp` (which compares the elements at two
/// indices) puts them, stably: the one instance of the standard sort.
fn sorted_indices(n: usize, cmp: &mut dyn FnMut(usize, usize) -> Ordering) -> Vec<usize> {
    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by(|&a, &b| cmp(a, b));
    order
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::test_rng::Rng;

    #[test]
    fn sorts_as_the_standard_sort_does() {
        let mut rng = Rng(33);
        for len in [0usize, 1, 2, 3, 7, 20, 64, 500] {
            // Pairs compared by their first part only: the second shows
            // whether equal elements kept their order.
            let v: Vec<(u32, usize)> = (0..len).map(|i| (rng.below(10) as u32, i)).collect();
            let mut ours = v.clone();
            sort_by(&mut ours, |a, b| a.0.cmp(&b.0));
            let mut std_sorted = v.clone();
            std_sorted.sort_by_key(|a| a.0);
            assert_eq!(ours, std_sorted, "length {len}");
        }
    }

    #[test]
    fn sort_orders_by_ord_and_keeps_every_element() {
        let mut words: Vec<String> = ["y", "x", "b", "x", "a"].map(String::from).to_vec();
        sort(&mut words);
        assert_eq!(words, ["a", "b", "x", "x", "y"]);
    }
}
