import AppLogic
import TestExpectations
import Testing

/// The one "split at commas outside parentheses" of the app-logic readers (`screens:` on iOS and Android, Android's
/// `leadsTo=none` rewrite; s43 fold of three copies): the items and what the split saw of the parentheses.
@Suite struct AppLogicListItemsTests {
  @Test func commasInsideParenthesesSplitNothing() {
    let split = AppLogicListItems(splitting: " main(sensitive, leadsTo=a|b) , card(activity), settings ")
    expectEqual(split.items, ["main(sensitive, leadsTo=a|b)", "card(activity)", "settings"])
    #expect(split.isBalanced)
    expectEqual(split.deepestNesting, 1)
  }

  @Test func nestedParenthesesAreOneItemAndCounted() {
    let split = AppLogicListItems(splitting: "a(b(c, d), e), f")
    expectEqual(split.items, ["a(b(c, d), e)", "f"])
    #expect(split.isBalanced)
    expectEqual(split.deepestNesting, 2)
  }

  @Test func emptyItemsStay() {
    expectEqual(AppLogicListItems(splitting: "").items, [""])
    expectEqual(AppLogicListItems(splitting: "a,,b").items, ["a", "", "b"])
    expectEqual(AppLogicListItems(splitting: "a, ").items, ["a", ""])
    expectEqual(AppLogicListItems(splitting: "(), a").items, ["()", "a"])
  }

  @Test func unbalancedParenthesesAreNamed() {
    let unclosed = AppLogicListItems(splitting: "a(b, c")
    expectEqual(unclosed.items, ["a(b, c"])
    #expect(!unclosed.hasUnopenedClose)
    expectEqual(unclosed.openAtEnd, 1)
    #expect(!unclosed.isBalanced)
    // Past a `)` that closes nothing the depth is negative: its commas split nothing, as the rewrite read them.
    let unopened = AppLogicListItems(splitting: "a), b(c), d")
    #expect(unopened.hasUnopenedClose)
    expectEqual(unopened.openAtEnd, -1)
    expectEqual(unopened.items, ["a), b(c), d"])
    #expect(!unopened.isBalanced)
  }
}
