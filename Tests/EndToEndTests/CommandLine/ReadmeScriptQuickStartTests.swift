import Foundation
import TestExpectations
import Testing

/// The README's quick start for an app-logic script, run as the README prints it (fortieth session: the s39 new
/// user found the script's section 1,800 lines down, and no command of it was checked). Every command of the
/// section's `sh` blocks runs here in order, in a folder of its own, from the script block the README shows: a `cp`
/// of the example, `swift run lifecycle-fuzz ...` as the built tool, a trace file written from its block, and the fix
/// appended from its block. The output lines the README quotes must be in the output, and each command's exit code is
/// the one its `# exits N` comment says (0 when it says none).
@Suite("The README's script quick start runs as printed", .tags(.slow))
struct ReadmeScriptQuickStartTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path

  /// The README's section `## Quick start: your app's own logic`, to the next `## ` heading.
  static func section() throws -> String {
    let readme = try String(contentsOfFile: repository + "/README.md", encoding: .utf8)
    let start = try #require(readme.range(of: "\n## Quick start: your app's own logic\n"))
    let rest = readme[start.upperBound...]
    return String(rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)])
  }

  /// The fenced blocks of `text`, each with its info string (`sh`, `text`, or empty).
  static func blocks(_ text: String) -> [(info: String, body: String)] {
    var blocks: [(String, String)] = []
    var open: (info: String, lines: [String])?
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") {
        if let block = open {
          blocks.append((block.info, block.lines.joined(separator: "\n") + "\n"))
          open = nil
        } else {
          open = (String(line.dropFirst(3)), [])
        }
      } else if open != nil {
        open!.lines.append(String(line))
      }
    }
    return blocks
  }

  /// `line` split into words as a POSIX shell splits it (single quotes only; the README needs no more), with its
  /// `# ...` comment.
  static func words(_ line: String) -> (words: [String], comment: String) {
    var words: [String] = []
    var word = ""
    var inQuote = false
    var started = false
    var comment = ""
    var index = line.startIndex
    while index < line.endIndex {
      let c = line[index]
      if inQuote {
        if c == "'" { inQuote = false } else { word.append(c) }
      } else if c == "'" {
        inQuote = true
        started = true
      } else if c == "#" && !started {
        comment = String(line[index...])
        break
      } else if c == " " {
        if started { words.append(word) }
        word = ""
        started = false
      } else {
        word.append(c)
        started = true
      }
      index = line.index(after: index)
    }
    if started { words.append(word) }
    return (words, comment)
  }

  @Test("the script is the example file, and every command gives what the README says")
  func commandsRunAsPrinted() throws {
    let section = try Self.section()
    let blocks = Self.blocks(section)
    // The first plain block is the script, the example file as it is.
    let script = try #require(blocks.first { $0.info.isEmpty }).body
    let example = try String(
      contentsOfFile: Self.repository + "/Examples/app-logic/quick-start.logic", encoding: .utf8)
    expectEqual(script, example)
    let dir = try makeTempDirectory()
    var ran = 0
    var lastOut = ""
    for block in blocks {
      switch block.info {
      case "sh":
        for line in block.body.split(separator: "\n") where !line.hasPrefix("#") {
          let (words, comment) = Self.words(String(line))
          guard !words.isEmpty else { continue }
          let expected =
            comment.range(of: #"exits (\d)"#, options: .regularExpression).map {
              Int32(comment[$0].last!.wholeNumberValue!)
            } ?? 0
          if words[0] == "cp" {
            expectEqual(words.count, 3)
            try FileManager.default.copyItem(atPath: Self.repository + "/" + words[1], toPath: dir + "/" + words[2])
            continue
          }
          #expect(Array(words.prefix(3)) == ["swift", "run", "lifecycle-fuzz"], "\(line)")
          let result = try runTool(Array(words.dropFirst(3)), in: dir)
          #expect(result.status == expected, "\(line)\n\(result.out)\(result.err)")
          lastOut = result.out
          ran += 1
        }
      case "text":
        // Output the README quotes: each line is in the last command's output (`...` alone marks lines left out,
        // at a line's end the rest of it).
        for line in block.body.split(separator: "\n") where line.trimmingCharacters(in: .whitespaces) != "..." {
          let quoted = line.hasSuffix(" ...") ? line.dropLast(3) : line
          #expect(lastOut.contains(quoted), "README quotes '\(line)', not in:\n\(lastOut)")
        }
      case "trace":
        // A trace file the README asks for: written as `my.trace`.
        try block.body.write(toFile: dir + "/my.trace", atomically: true, encoding: .utf8)
      case "logic":
        // The fix: lines appended to the user's copy of the script.
        let handle = try #require(FileHandle(forWritingAtPath: dir + "/bank.logic"))
        handle.seekToEndOfFile()
        handle.write(Data(block.body.utf8))
        try handle.close()
      default: continue
      }
    }
    #expect(ran >= 5)
  }
}
