import Foundation

// CryptoKit's hash functions (`import CryptoKit` becomes the model's: AppFilesPlugin), which a
// lock hashes its passcode with before storing and comparing it (Apple, "CryptoKit",
// https://developer.apple.com/documentation/cryptokit ; iOS 13+; high). The digests are the real
// ones (SHA-256 by FIPS 180-4, MD5 by RFC 1321, the model's `CC_MD5`): an app that compares a
// stored digest with a new one compares as on a device. SHA-384, SHA-512 and the keyed and
// public-key APIs are not in the model.

/// A digest a hash function produced: its bytes, in order (Apple, "Digest").
nonisolated public protocol Digest: Hashable, Sequence, CustomStringConvertible where Element == UInt8 {
  /// The number of bytes in the digest.
  static var byteCount: Int { get }
  /// Calls `body` with the digest's bytes.
  func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R
}

/// A hash function: fed data in parts, finalized into a digest (Apple, "HashFunction").
nonisolated public protocol HashFunction {
  /// The digest this function produces.
  associatedtype Digest: ShieldModel.Digest
  /// A hash function with nothing fed yet.
  init()
  /// Feeds `data`.
  mutating func update<D: DataProtocol>(data: D)
  /// The digest of everything fed.
  func finalize() -> Digest
}

extension HashFunction {
  /// The digest of `data`.
  nonisolated public static func hash<D: DataProtocol>(data: D) -> Digest {
    var function = Self()
    function.update(data: data)
    return function.finalize()
  }
}

/// The bytes of a digest, with CryptoKit's description ("NAME digest: hex").
nonisolated struct DigestBytes: Hashable, Sendable {
  let bytes: [UInt8]
  func description(named name: String) -> String {
    "\(name) digest: " + bytes.map { String(format: "%02x", $0) }.joined()
  }
}

/// SHA-256 (Apple, "SHA256"; FIPS 180-4).
nonisolated public struct SHA256: HashFunction, Sendable {
  /// A SHA-256 digest, 32 bytes (Apple, "SHA256Digest").
  public struct Digest: ShieldModel.Digest, Sendable {
    let storage: DigestBytes
    public static var byteCount: Int { 32 }
    public func makeIterator() -> IndexingIterator<[UInt8]> { storage.bytes.makeIterator() }
    public var description: String { storage.description(named: "SHA256") }
    public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
      try storage.bytes.withUnsafeBytes(body)
    }
  }
  private var message: [UInt8] = []
  /// A SHA-256 function with nothing fed yet.
  public init() {}
  /// Feeds `data`.
  public mutating func update<D: DataProtocol>(data: D) { message.append(contentsOf: data) }
  /// The digest of everything fed.
  public func finalize() -> Digest { Digest(storage: DigestBytes(bytes: Self.digest(message))) }

  private static let k: [UInt32] = [
    0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
    0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
    0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
    0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
    0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
    0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
    0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
    0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
  ]

  /// The SHA-256 digest of `message` (FIPS 180-4, section 6.2).
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var h: [UInt32] = [
      0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    var padded = message + [0x80]
    while padded.count % 64 != 56 { padded.append(0) }
    let bits = UInt64(message.count) &* 8
    for shift in stride(from: 56, through: 0, by: -8) {
      padded.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift)))
    }
    func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
    var w = [UInt32](repeating: 0, count: 64)
    for chunk in stride(from: 0, to: padded.count, by: 64) {
      for i in 0..<16 {
        let b = chunk + 4 * i
        w[i] =
          UInt32(padded[b]) << 24 | UInt32(padded[b + 1]) << 16 | UInt32(padded[b + 2]) << 8 | UInt32(padded[b + 3])
      }
      for i in 16..<64 {
        let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
        let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
      }
      var (a, b, c, d, e, f, g, hh) = (h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7])
      for i in 0..<64 {
        let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
        let ch = (e & f) ^ (~e & g)
        let t1 = hh &+ s1 &+ ch &+ k[i] &+ w[i]
        let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
        let maj = (a & b) ^ (a & c) ^ (b & c)
        let t2 = s0 &+ maj
        (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
      }
      for (i, v) in [a, b, c, d, e, f, g, hh].enumerated() { h[i] = h[i] &+ v }
    }
    return h.flatMap { v in [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: v >> UInt32($0)) } }
  }
}

/// CryptoKit's hash functions kept for compatibility with older systems (Apple, "Insecure").
nonisolated public enum Insecure {
  /// MD5 (Apple, "Insecure.MD5"; RFC 1321).
  public struct MD5: HashFunction, Sendable {
    /// An MD5 digest, 16 bytes (Apple, "Insecure.MD5Digest").
    public struct Digest: ShieldModel.Digest, Sendable {
      let storage: DigestBytes
      public static var byteCount: Int { 16 }
      public func makeIterator() -> IndexingIterator<[UInt8]> { storage.bytes.makeIterator() }
      public var description: String { storage.description(named: "MD5") }
      public func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
        try storage.bytes.withUnsafeBytes(body)
      }
    }
    private var message: [UInt8] = []
    /// An MD5 function with nothing fed yet.
    public init() {}
    /// Feeds `data`.
    public mutating func update<D: DataProtocol>(data: D) { message.append(contentsOf: data) }
    /// The digest of everything fed.
    public func finalize() -> Digest { Digest(storage: DigestBytes(bytes: ShieldModel.MD5.digest(message))) }
  }
}
