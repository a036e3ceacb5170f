import CoverStrategies
import Foundation
import LifecycleFuzz
import TestExpectations
import Testing

/// The one-pass declaration index answers as the line-by-line search it replaces (the SARIF locations of issue 28
/// stay the same; issue 30: the search was a tenth of the parent's CPU after its workers).
@Suite("Strategy source locations: the one-pass index")
struct SourceLocatorIndexTests {
  @Test("on texts with the patterns' edge cases: the same line or none")
  func edgeCases() {
    let texts = [
      "import UIKit\nfinal class Foo: Bar {}\n",
      "// a subclass Foo is not a declaration, but the search takes it\nstruct Foo {}\n",
      "@MainActor final class Foo\n{\n}\n",
      "enum Foo{ case a }\nstruct Foo2 {}\n",
      "struct Foo<T> {}\nactor Foo {}\n",
      "/// café: class Foo is declared below\nclass Foo {}\n",
      "class Fooé {}\nclass Foo {}\n",
      "line one\r\nclass Foo {}\r\n",
      "class  Foo {}\nclass A:B {}\nclass {}\nclass",
      "",
    ]
    for text in texts {
      let index = SourceLocator.DeclarationIndex(text)
      for name in ["Foo", "Foo2", "Fooé", "A:B", "A", "", "Bar", "T"] {
        #expect(index.line(declaring: name) == SourceLocator.line(declaring: name, in: text), "\(name) in \(text)")
      }
    }
    expectEqual(SourceLocator.DeclarationIndex("// café\nclass Foo: X {}\n").line(declaring: "Foo"), 2)
    expectEqual(SourceLocator.DeclarationIndex("a\nclass Foo {} // café\n").line(declaring: "Foo"), 2)
  }

  @Test("on this package's strategy sources, for every built-in's type name: the same line or none")
  @MainActor func packageSources() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/CoverStrategies").path
    let files = try #require(FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String })
      .filter { $0.hasSuffix(".swift") }
    try #require(files.count > 20)
    var names = StrategyCatalog.all.compactMap { IOSPlatform.implementationTypeName(of: $0) }
      .map { String($0.prefix { $0 != "<" && $0 != "." }) }
    names = Array(Set(names)).sorted()
    try #require(names.count > 10)
    var found = 0
    for file in files {
      let text = try String(contentsOfFile: (root as NSString).appendingPathComponent(file), encoding: .utf8)
      let index = SourceLocator.DeclarationIndex(text)
      for name in names {
        let line = index.line(declaring: name)
        #expect(line == SourceLocator.line(declaring: name, in: text), "\(name) in \(file)")
        if line != nil { found += 1 }
      }
    }
    // Most built-ins' types are declared in these files.
    #expect(found >= names.count / 2)
  }
}
