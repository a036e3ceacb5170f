import AndroidModel
import TestExpectations
import Testing

/// The built-in profiles: API levels, form factors and app structures, and their flags.
@Suite struct ProfileTests {
  @Test func profilesCoverAPI21To35OnPhonesAndTabletsAndFoldablesFrom29ForEachStructure() {
    expectEqual(AndroidProfile.all.count, 8 * 2 * 4 + 7 * 3 * 4)
    expectEqual(AndroidProfile.all.first?.name, "phone-api21-views")
    #expect(AndroidProfile.named("foldable-api28-views") == nil)
    #expect(AndroidProfile.named("foldable-api29-views") != nil)
    expectEqual(AndroidProfile.named("tablet-api35-flutter")?.density, 2.0)
    expectEqual(AndroidProfile.named("phone-api34-views")?.flags.recentsSnapshotAtHomePress, false)
    expectEqual(AndroidProfile.named("phone-api35-views")?.flags.recentsSnapshotAtHomePress, true)
  }
}
