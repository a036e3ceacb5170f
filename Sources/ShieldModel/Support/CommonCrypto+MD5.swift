// swift-format-ignore-file: AlwaysUseLowerCamelCase
import Foundation

// CommonCrypto's MD5 (`import CommonCrypto` becomes the model's: AppFilesPlugin), which an app
// uses to hash a lock's passcode or pattern before storing it.

/// CommonCrypto's length type (`CC_LONG`, a 32-bit unsigned integer; Apple, "CommonDigest.h").
public typealias CC_LONG = UInt32

/// The length in bytes of an MD5 digest, 16 (CommonCrypto's `CC_MD5_DIGEST_LENGTH`).
public let CC_MD5_DIGEST_LENGTH: Int32 = 16

/// Writes the MD5 digest (RFC 1321, https://www.rfc-editor.org/rfc/rfc1321 ) of the `len` bytes at
/// `data` into the 16 bytes at `md` and returns `md`, as CommonCrypto's `CC_MD5` does (Apple,
/// "CC_MD5", CommonDigest.h; iOS 2+, deprecated in iOS 13 as cryptographically broken but still
/// present; high). The digest is computed, not approximated: a passcode hashed by the app and
/// compared later matches as on a device.
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!)
  -> UnsafeMutablePointer<UInt8>!
{
  let bytes = Array(UnsafeRawBufferPointer(start: data, count: Int(len)))
  let digest = MD5.digest(bytes)
  for i in 0..<16 { md[i] = digest[i] }
  return md
}

/// RFC 1321's algorithm.
nonisolated enum MD5 {
  private static let shifts: [UInt32] = [
    7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22,
    5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20,
    4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23,
    6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15, 21,
  ]
  /// `floor(abs(sin(i + 1)) × 2^32)`, RFC 1321 section 3.4.
  private static let table: [UInt32] = (0..<64).map {
    UInt32(truncatingIfNeeded: Int64(abs(sin(Double($0 + 1))) * 4_294_967_296))
  }

  /// The 16-byte digest of `message`.
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var bytes = message
    let bitLength = UInt64(message.count) &* 8
    bytes.append(0x80)
    while bytes.count % 64 != 56 { bytes.append(0) }
    for i in 0..<8 { bytes.append(UInt8(truncatingIfNeeded: bitLength >> (8 * UInt64(i)))) }
    var a0: UInt32 = 0x6745_2301
    var b0: UInt32 = 0xefcd_ab89
    var c0: UInt32 = 0x98ba_dcfe
    var d0: UInt32 = 0x1032_5476
    for chunk in stride(from: 0, to: bytes.count, by: 64) {
      var m = [UInt32](repeating: 0, count: 16)
      for i in 0..<16 {
        let j = chunk + 4 * i
        m[i] = UInt32(bytes[j]) | UInt32(bytes[j + 1]) << 8 | UInt32(bytes[j + 2]) << 16 | UInt32(bytes[j + 3]) << 24
      }
      var (a, b, c, d) = (a0, b0, c0, d0)
      for i in 0..<64 {
        var f: UInt32
        let g: Int
        switch i {
        case 0..<16: (f, g) = ((b & c) | (~b & d), i)
        case 16..<32: (f, g) = ((d & b) | (~d & c), (5 * i + 1) % 16)
        case 32..<48: (f, g) = (b ^ c ^ d, (3 * i + 5) % 16)
        default: (f, g) = (c ^ (b | ~d), (7 * i) % 16)
        }
        f = f &+ a &+ table[i] &+ m[g]
        a = d
        d = c
        c = b
        b = b &+ (f << shifts[i] | f >> (32 - shifts[i]))
      }
      a0 = a0 &+ a
      b0 = b0 &+ b
      c0 = c0 &+ c
      d0 = d0 &+ d
    }
    return [a0, b0, c0, d0].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (8 * UInt32($0))) } }
  }
}
