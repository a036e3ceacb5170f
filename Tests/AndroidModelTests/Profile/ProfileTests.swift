import AndroidModel
import Testing

/// The built-in profiles: API levels, form factors and app structures, and their flags.
@Suite struct ProfileTests {
  @Test func profilesCoverAPI21To35OnPhonesAndTabletsAndFoldablesFrom29ForEachStructure() {
    #expect(AndroidProfile.all.count == 8 * 2 * 4 + 7 * 3 * 4)
    #expect(AndroidProfile.all.first?.name == "phone-api21-views")
    #expect(AndroidProfile.named("foldable-api28-views") == nil)
    #expect(AndroidProfile.named("foldable-api29-views") != nil)
    #expect(AndroidProfile.named("tablet-api35-flutter")?.density == 2.0)
    #expect(AndroidProfile.named("phone-api34-views")?.flags.recentsSnapshotAtHomePress == false)
    #expect(AndroidProfile.named("phone-api35-views")?.flags.recentsSnapshotAtHomePress == true)
  }
}
