//! Published test vectors, written as the documents print them. The RFC
//! 4231 values were also reproduced with Python 3's `hmac` (OpenSSL), the
//! FIPS ones with `hashlib`: two independent implementations agree.

use super::digest::{Algorithm, Digester};

fn hex(algorithm: Algorithm, key: Option<&[u8]>, data: &[u8]) -> String {
    hex::encode(Digester::digest(algorithm, key, data).unwrap())
}

/// Fed in uneven pieces: the streaming path the browser's file hashing takes.
fn hex_in_pieces(algorithm: Algorithm, key: Option<&[u8]>, data: &[u8]) -> String {
    let mut d = Digester::new(algorithm, key).unwrap();
    for piece in data.chunks(1021) {
        d.update(piece);
    }
    hex::encode(d.finalize())
}

const ABC: &[u8] = b"abc";
/// The 448-bit message of FIPS 180-4's examples (and RFC 3174 TEST2).
const MSG_448: &[u8] = b"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";
/// The 896-bit message of the SHA-512 examples.
const MSG_896: &[u8] = b"abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu";

fn million_a() -> Vec<u8> {
    vec![b'a'; 1_000_000]
}

#[test]
fn md5_rfc_1321_test_suite() {
    // RFC 1321, appendix A.5.
    let suite: [(&[u8], &str); 7] = [
        (b"", "d41d8cd98f00b204e9800998ecf8427e"),
        (b"a", "0cc175b9c0f1b6a831c399e269772661"),
        (b"abc", "900150983cd24fb0d6963f7d28e17f72"),
        (b"message digest", "f96b697d7cb7938d525a2f31aaf161d0"),
        (
            b"abcdefghijklmnopqrstuvwxyz",
            "c3fcd3d76192e4007dfb496cca67e13b",
        ),
        (
            b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789",
            "d174ab98d277d9f5a5611c2c9f419d9f",
        ),
        (
            b"12345678901234567890123456789012345678901234567890123456789012345678901234567890",
            "57edf4a22be3c955ac49da2e2107b67a",
        ),
    ];
    for (msg, want) in suite {
        assert_eq!(hex(Algorithm::Md5, None, msg), want);
    }
}

#[test]
fn sha1_fips_180_and_rfc_3174() {
    // FIPS 180-4 examples (SHA1.pdf) = RFC 3174 section 7.3 TEST1..TEST3.
    assert_eq!(
        hex(Algorithm::Sha1, None, ABC),
        "a9993e364706816aba3e25717850c26c9cd0d89d"
    );
    assert_eq!(
        hex(Algorithm::Sha1, None, MSG_448),
        "84983e441c3bd26ebaae4aa1f95129e5e54670f1"
    );
    assert_eq!(
        hex_in_pieces(Algorithm::Sha1, None, &million_a()),
        "34aa973cd4c4daa4f61eeb2bdbad27316534016f"
    );
    // RFC 3174 TEST4: "01234567" × 8, repeated 10 times.
    let test4 = b"0123456701234567012345670123456701234567012345670123456701234567".repeat(10);
    assert_eq!(
        hex(Algorithm::Sha1, None, &test4),
        "dea356a2cddd90c7a7ecedc5ebb563934f460452"
    );
}

#[test]
fn sha256_fips_180_examples() {
    // FIPS 180-4 examples (SHA256.pdf) and the CAVP one-million-"a" message.
    assert_eq!(
        hex(Algorithm::Sha256, None, ABC),
        "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
    );
    assert_eq!(
        hex(Algorithm::Sha256, None, MSG_448),
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
    );
    assert_eq!(
        hex_in_pieces(Algorithm::Sha256, None, &million_a()),
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0"
    );
}

#[test]
fn sha512_fips_180_examples() {
    // FIPS 180-4 examples (SHA512.pdf) and one million "a".
    assert_eq!(
        hex(Algorithm::Sha512, None, ABC),
        "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a\
         2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f"
    );
    assert_eq!(
        hex(Algorithm::Sha512, None, MSG_896),
        "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018\
         501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909"
    );
    assert_eq!(
        hex_in_pieces(Algorithm::Sha512, None, &million_a()),
        "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb\
         de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b"
    );
}

#[test]
fn sha3_256_fips_202_examples() {
    // NIST's FIPS 202 example values (SHA3-256_Msg0, the 1600-bit and
    // "abc" examples of the CSRC "Examples with intermediate values").
    assert_eq!(
        hex(Algorithm::Sha3_256, None, b""),
        "a7ffc6f8bf1ed76651c14756a061d662f580ff4de43b49fa82d80a4b80f8434a"
    );
    assert_eq!(
        hex(Algorithm::Sha3_256, None, ABC),
        "3a985da74fe225b2045c172d6bd390bd855f086e3e9d525b46bfe24511431532"
    );
    assert_eq!(
        hex(Algorithm::Sha3_256, None, MSG_448),
        "41c0dba2a9d6240849100376a8235e2c82e1b9998a999e21db32dd97496d3376"
    );
    assert_eq!(
        hex_in_pieces(Algorithm::Sha3_256, None, &million_a()),
        "5c8875ae474a3634ba4fd55ec85bffd661f32aca75c6d699d0cdcb6c115891c1"
    );
}

/// RFC 4231 section 4: key, data, HMAC-SHA-256, HMAC-SHA-512. Test case 5's
/// outputs are truncated to 128 bits, as the RFC prints them.
fn rfc_4231() -> Vec<(Vec<u8>, Vec<u8>, &'static str, &'static str)> {
    vec![
        (
            vec![0x0b; 20],
            b"Hi There".to_vec(),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
            "87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde\
             daa833b7d6b8a702038b274eaea3f4e4be9d914eeb61f1702e696c203a126854",
        ),
        (
            b"Jefe".to_vec(),
            b"what do ya want for nothing?".to_vec(),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
            "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea250554\
             9758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737",
        ),
        (
            vec![0xaa; 20],
            vec![0xdd; 50],
            "773ea91e36800e46854db8ebd09181a72959098b3ef8c122d9635514ced565fe",
            "fa73b0089d56a284efb0f0756c890be9b1b5dbdd8ee81a3655f83e33b2279d39\
             bf3e848279a722c806b485a47e67c807b946a337bee8942674278859e13292fb",
        ),
        (
            (1..=25).collect(),
            vec![0xcd; 50],
            "82558a389a443c0ea4cc819899f2083a85f0faa3e578f8077a2e3ff46729665b",
            "b0ba465637458c6990e5a8c5f61d4af7e576d97ff94b872de76f8050361ee3db\
             a91ca5c11aa25eb4d679275cc5788063a5f19741120c4f2de2adebeb10a298dd",
        ),
        (
            vec![0x0c; 20],
            b"Test With Truncation".to_vec(),
            "a3b6167473100ee06e0c796c2955552b",
            "415fad6271580a531d4179bc891d87a6",
        ),
        (
            vec![0xaa; 131],
            b"Test Using Larger Than Block-Size Key - Hash Key First".to_vec(),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
            "80b24263c7c1a3ebb71493c1dd7be8b49b46d1f41b4aeec1121b013783f8f352\
             6b56d037e05f2598bd0fd2215d6a1e5295e64f73f63f0aec8b915a985d786598",
        ),
        (
            vec![0xaa; 131],
            b"This is a test using a larger than block-size key and a larger than block-size data. \
              The key needs to be hashed before being used by the HMAC algorithm."
                .to_vec(),
            "9b09ffa71b942fcb27635fbcd5b0e944bfdc63644f0713938a7f51535c3a35e2",
            "e37b6a775dc87dbaa4dfa9f96e5e3ffddebd71f8867289865df5a32d20cdc944\
             b6022cac3c4982b10d5eeb55c3e4de15134676fb6de0446065c97440fa8c6a58",
        ),
    ]
}

#[test]
fn hmac_rfc_4231_test_cases_1_to_7() {
    for (i, (key, data, sha256, sha512)) in rfc_4231().into_iter().enumerate() {
        let case = i + 1;
        let mut got256 = hex(Algorithm::Sha256, Some(&key), &data);
        let mut got512 = hex_in_pieces(Algorithm::Sha512, Some(&key), &data);
        assert_eq!((got256.len(), got512.len()), (64, 128), "case {case}");
        if case == 5 {
            got256.truncate(32);
            got512.truncate(32);
        }
        assert_eq!(got256, sha256, "case {case}");
        assert_eq!(got512, sha512, "case {case}");
    }
}

/// BLAKE3's test_vectors.json (BLAKE3-team/BLAKE3, test_vectors/): the
/// input is bytes 0, 1, …, 250 repeated; the default 32-byte output is the
/// first 64 hex digits of each case's extended output.
fn blake3_input(len: usize) -> Vec<u8> {
    (0..len).map(|i| (i % 251) as u8).collect()
}

const BLAKE3_KEY: &[u8] = b"whats the Elvish word for friend";

#[test]
fn blake3_official_test_vectors() {
    let cases: [(usize, &str, &str); 5] = [
        (
            0,
            "af1349b9f5f9a1a6a0404dea36dcc9499bcb25c9adc112b7cc9a93cae41f3262",
            "92b2b75604ed3c761f9d6f62392c8a9227ad0ea3f09573e783f1498a4ed60d26",
        ),
        (
            1,
            "2d3adedff11b61f14c886e35afa036736dcd87a74d27b5c1510225d0f592e213",
            "6d7878dfff2f485635d39013278ae14f1454b8c0a3a2d34bc1ab38228a80c95b",
        ),
        (
            1023,
            "10108970eeda3eb932baac1428c7a2163b0e924c9a9e25b35bba72b28f70bd11",
            "c951ecdf03288d0fcc96ee3413563d8a6d3589547f2c2fb36d9786470f1b9d6e",
        ),
        (
            1024,
            "42214739f095a406f3fc83deb889744ac00df831c10daa55189b5d121c855af7",
            "75c46f6f3d9eb4f55ecaaee480db732e6c2105546f1e675003687c31719c7ba4",
        ),
        (
            1025,
            "d00278ae47eb27b34faecf67b4fe263f82d5412916c1ffd97c8cb7fb814b8444",
            "357dc55de0c7e382c900fd6e320acc04146be01db6a8ce7210b7189bd664ea69",
        ),
    ];
    for (len, hash, keyed) in cases {
        let input = blake3_input(len);
        assert_eq!(hex(Algorithm::Blake3, None, &input), hash, "len {len}");
        assert_eq!(
            hex_in_pieces(Algorithm::Blake3, None, &input),
            hash,
            "len {len}"
        );
        assert_eq!(
            hex(Algorithm::Blake3, Some(BLAKE3_KEY), &input),
            keyed,
            "len {len}"
        );
    }
}

#[test]
fn blake3_keyed_mode_wants_exactly_32_bytes() {
    assert!(Digester::new(Algorithm::Blake3, Some(b"short")).is_err());
    assert!(Digester::new(Algorithm::Blake3, Some(&[0; 33])).is_err());
    assert!(Digester::new(Algorithm::Blake3, Some(&[0; 32])).is_ok());
}

#[test]
fn algorithm_ids_round_trip() {
    for a in Algorithm::ALL {
        assert_eq!(Algorithm::from_id(a.id()), Some(a));
    }
    assert_eq!(Algorithm::from_id("sha-256"), None);
}
