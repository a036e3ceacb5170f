import Foundation
import TestExpectations
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// `run --junit`: one test case per strategy and invariant, each failure with its signature and replay command,
/// well-formed whatever the corpus file names hold.
@Suite("JUnit report", .serialized)
struct JUnitReportTests {
  @Test("JUnit XML carries each failure's signature and replay command")
  func junit() throws {
    let dir = try makeTempDirectory()
    // On its own profile secure-layer's touch-blocked is expected (skipped); with a flag answered otherwise it fails.
    let r = try runTool(
      [
        "run", "--traces", "40", "--strategy", "secure-layer", "--no-corpus", "--junit", "j.xml", "--flag",
        "suggestionBarShowsFieldText=true",
      ], in: dir)
    expectEqual(r.status, 1)
    let xml = try String(contentsOfFile: dir + "/j.xml", encoding: .utf8)
    #expect(
      xml.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<testsuites name=\"lifecycle-fuzz seed 20261129\""))
    #expect(xml.contains("<testcase classname=\"secure-layer\" name=\"touch-blocked\" time=\"0\">"))
    let profile = "iphone-ios17-flutter3.29+suggestionBarShowsFieldText=true"
    #expect(xml.contains("signature: touch-blocked | secure-layer | \(profile) | launch · touch(0.5, 0.5) [new]"))
    #expect(
      xml.contains(
        "replay: swift run lifecycle-fuzz replay --strategy secure-layer --profile \(profile) --expect touch-blocked --events 'launch · touch(0.5, 0.5)'"
      ))
    #expect(xml.contains("<testcase classname=\"secure-layer\" name=\"crash\" time=\"0\"/>"))
  }

  @Test("JUnit XML with a control character in a corpus file name is well-formed")
  func junitControlCharacter() throws {
    let dir = try makeTempDirectory()
    try FileManager.default.createDirectory(atPath: dir + "/c", withIntermediateDirectories: true)
    let trace =
      "lifecycle-fuzz trace 2\nstrategy: secure-layer\nprofile: iphone-ios17-flutter3.29+suggestionBarShowsFieldText=true\n"
      + "expect: touch-blocked\nlaunch\ntouch(0.5, 0.5)\n"
    try trace.write(toFile: dir + "/c/bell\u{07}\u{1B}.trace", atomically: true, encoding: .utf8)
    // Keyboard leaks (the suggestion bar repeating the field's text) are the other, new signatures.
    let r = try runTool(
      [
        "run", "--traces", "40", "--strategy", "secure-layer", "--corpus", "c", "--junit", "j.xml",
        "--flag", "suggestionBarShowsFieldText=true",
      ], in: dir)
    expectEqual(r.status, 1)  // other signatures are new; this one is known, in the file below
    // The path's control characters make it an ANSI-C quoted shell word, which pastes as printed (session 34: it was
    // 'c/bell??.trace', the terminal escaping's '?', which named no file).
    #expect(r.out.contains("replay: swift run lifecycle-fuzz replay $'c/bell\\x07\\E.trace'"))
    #expect(!r.out.unicodeScalars.contains { $0.value == 0x07 || $0.value == 0x1B })
    let data = try #require(FileManager.default.contents(atPath: dir + "/j.xml"))
    let xml = String(decoding: data, as: UTF8.self)
    #expect(xml.contains("replay: swift run lifecycle-fuzz replay $'c/bell\\x07\\E.trace'"))
    #expect(!xml.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    #if canImport(FoundationXML) || os(macOS)
      #expect(throws: Never.self) { _ = try XMLDocument(data: data) }
    #endif
  }
}
