import LifecycleFuzz
import LifecycleFuzzCLI
import TestExpectations
import Testing

/// The `leaked:` line names what showed the sensitive points: the keyboard's suggestion bar repeating a field's text is
/// drawn above the app's windows below its level, so it is the keyboard, not the app's label under the cover (a
/// security reviewer's run named `'details'`, the label under cover-window's opaque window).
@Suite("leaked: the keyboard's typing is named as the keyboard of its field")
struct LeakedKeyboardNameTests {
  @Test("cover-window with the suggestion bar repeating the field's text: the keyboard of note-field leaked")
  func suggestionBarIsTheKeyboard() {
    let result = run([
      "run", "--strategy", "cover-window", "--flag", "suggestionBarShowsFieldText=true", "--traces", "20",
      "--no-corpus", "--jobs", "1",
    ])
    expectEqual(result.code, .failure)
    #expect(result.out.contains("leaked: 'keyboard of note-field' in x 0-390, y 506-549 pt of scene A"))
    #expect(!result.out.contains("leaked: 'details'"))
  }
}
