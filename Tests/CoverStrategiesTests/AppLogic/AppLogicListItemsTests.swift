import AppLogic
import Testing

/// The one "split at commas outside parentheses" of the app-logic readers (`screens:` on iOS and Android, Android's
/// `leadsTo=none` rewrite; s43 fold of three copies): the items and what the split saw of the parentheses.
@Suite struct AppLogicListItemsTests {
  @Test func commasInsideParenthesesSplitNothing() {
    let split = AppLogicListItems(splitting: " main(sensitive, leadsTo=a|b) , card(activity), settings ")
    #expect(split.items == ["main(sensitive, leadsTo=a|b)", "card(activity)", "settings"])
    #expect(split.isBalanced)
    #expect(split.deepestNesting == 1)
  }

  @Test func nestedParenthesesAreOneItemAndCounted() {
    let split = AppLogicListItems(splitting: "a(b(c, d), e), f")
    #expect(split.items == ["a(b(c, d), e)", "f"])
    #expect(split.isBalanced)
    #expect(split.deepestNesting == 2)
  }

  @Test func emptyItemsStay() {
    #expect(AppLogicListItems(splitting: "").items == [""])
    #expect(AppLogicListItems(splitting: "a,,b").items == ["a", "", "b"])
    #expect(AppLogicListItems(splitting: "a, ").items == ["a", ""])
    #expect(AppLogicListItems(splitting: "(), a").items == ["()", "a"])
  }

  @Test func unbalancedParenthesesAreNamed() {
    let unclosed = AppLogicListItems(splitting: "a(b, c")
    #expect(unclosed.items == ["a(b, c"])
    #expect(!unclosed.hasUnopenedClose)
    #expect(unclosed.openAtEnd == 1)
    #expect(!unclosed.isBalanced)
    // Past a `)` that closes nothing the depth is negative: its commas split nothing, as the rewrite read them.
    let unopened = AppLogicListItems(splitting: "a), b(c), d")
    #expect(unopened.hasUnopenedClose)
    #expect(unopened.openAtEnd == -1)
    #expect(unopened.items == ["a), b(c), d"])
    #expect(!unopened.isBalanced)
  }
}
