import Foundation
import TestExpectations
import Testing

@testable import LifecycleFuzz

@Suite("Replay commands paste into a POSIX shell")
struct ShellQuotingTests {
  @Test(
    "a word is quoted only when a shell would change it; a quote inside is kept",
    arguments: [
      ("corpus/a--snapshot-leak--iphone-ios17-scenes+doubleResign=true--0f.trace", nil),
      ("lock[as=root]", "'lock[as=root]'"), ("a b", "'a b'"), ("it's", "'it'\\''s'"), ("", "''"),
      ("*.trace", "'*.trace'"), ("=x", "'=x'"), ("$HOME", "'$HOME'"),
    ] as [(String, String?)])
  func words(word: String, quoted: String?) {
    #expect(ShellQuoting.word(word) == quoted ?? word)
  }

  @Test(
    "a word with a control or format character is ANSI-C quoted, printable as it pastes (a tester's corpus path)",
    arguments: [
      ("c\tx/a.trace", "$'c\\tx/a.trace'"), ("a\nb", "$'a\\nb'"), ("it's\u{1B}[31m", "$'it\\'s\\E[31m'"),
      ("a\u{7}\\b", "$'a\\x07\\\\b'"), ("r\u{200F}l", "$'r\\u200Fl'"), ("é\u{7F}", "$'é\\x7F'"),
    ] as [(String, String)])
  func controlCharacters(word: String, quoted: String) throws {
    expectEqual(ShellQuoting.word(word), quoted)
    expectEqual(ShellQuoting.quoted(word), quoted)
    // Nothing in it is escaped again on a terminal, and bash reads it back as the word.
    expectEqual(Escape.terminal(quoted), quoted)
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/bash")
    shell.arguments = ["-c", "printf '%s' " + quoted]
    let out = Pipe()
    shell.standardOutput = out
    try shell.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    expectEqual(String(decoding: data, as: UTF8.self), word)
  }

  @Test("a path that starts with '-' gets './' so replay reads it as a path (found by an adversarial run)")
  func dashPath() {
    expectEqual(ShellQuoting.path("-neg/android/a.trace"), "./-neg/android/a.trace")
    expectEqual(ShellQuoting.path("-neg/a b.trace"), "'./-neg/a b.trace'")
    expectEqual(ShellQuoting.path("corpus/a.trace"), "corpus/a.trace")
    expectEqual(ShellQuoting.path("/tmp/-x.trace"), "/tmp/-x.trace")
  }

  @Test("a family member's replay command gives the tool the same words, brackets and all, through /bin/sh")
  func lockMemberRoundTrip() throws {
    let name = "lock[shield=resign,when=launch+becomeActive,as=window,level=1002,key,release=biometry]"
    let trace = try Trace<IOSPlatform>(
      parsing:
        "lifecycle-fuzz trace 2\nstrategy: \(name)\nprofile: iphone-ios17-scenes\nexpect: holds\nlaunch\ngoHome\n",
      file: "t.trace")
    let command = RunReport.replayCommand(trace)
    expectEqual(
      command,
      "swift run lifecycle-fuzz replay --strategy '\(name)' --profile iphone-ios17-scenes --expect holds"
        + " --events 'launch · goHome'")
    // The shell splits the printed line into the words the tool reads.
    let shell = Process()
    shell.executableURL = URL(fileURLWithPath: "/bin/sh")
    shell.arguments = ["-c", "printf '%s\\n' " + command.dropFirst("swift run ".count)]
    let out = Pipe()
    shell.standardOutput = out
    try shell.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    shell.waitUntilExit()
    expectEqual(
      String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init),
      [
        "lifecycle-fuzz", "replay", "--strategy", name, "--profile", "iphone-ios17-scenes", "--expect", "holds",
        "--events", "launch · goHome",
      ])
  }
}
