import CoverStrategies
import LifecycleFuzz
import ShieldModel
import TestExpectations
import Testing

@Suite("Strategy catalog")
struct CatalogTests {
  @Test("names are unique kebab-case or canonical lock family names, and resolve")
  func names() {
    let names = StrategyCatalog.all.map(\.name)
    expectEqual(Set(names).count, names.count)
    for name in names {
      if name.hasPrefix(LockConfiguration.prefix) {
        expectEqual((try? LockConfiguration(parsing: name))?.name, name)
      } else {
        // Family members and two protections are named by their text form, the others in kebab-case.
        #expect(
          StrategyCatalog.isComposedName(name) || name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
      }
      expectEqual(StrategyCatalog.descriptor(named: name)?.name, name)
    }
    #expect(StrategyCatalog.descriptor(named: "no-such") == nil)
  }

  @Test("built-in names are unique and each has a source, a claim and a summary")
  func descriptors() {
    let names = StrategyCatalog.all.map(\.name)
    expectEqual(names.count, Set(names).count)
    #expect(names.contains(StrategyCatalog.recommended))
    for d in StrategyCatalog.all {
      // Only the alerts and the app locks without a shield claim nothing: the alerts detect a
      // capture after the fact (capture-alert, a detect member promising an alert), a lock guards
      // access (lock-bypass), not captures.
      let lock = try? LockConfiguration(parsing: d.name)
      let claimsNothing =
        d.name == "capture-alert" || d.name.contains("promise=alert") || d.name.hasSuffix("app-lock")
        || lock.map { $0.shield == .none } ?? false
      #expect(!d.source.isEmpty && !d.summary.isEmpty && (d.claims.isEmpty == claimsNothing), "\(d.name)")
    }
  }
}
