import Foundation
import LifecycleFuzz

/// What `merge` checks across its results files before it reads their blocks: that they are one run's shards, all of
/// them, and where two configurations differ.
enum MergeShards {
  /// One line per problem of `files` (path and shard, in the order given): a shard count that is not the first file's,
  /// then each shard of the count that no file holds, naming the files' shards. Empty when every shard is there.
  static func problems(_ files: [(path: String, shard: Shard)]) -> [String] {
    guard let first = files.first else { return [] }
    var out: [String] = []
    for (path, shard) in files where shard.count != first.shard.count {
      out.append(
        "\(path): shard \(shard) of a run in \(shard.count) shard(s), but \(first.path) is shard \(first.shard):"
          + " one run's shards share one count")
    }
    guard out.isEmpty else { return out }
    let given = files.map { "\($0.shard) (\($0.path))" }.joined(separator: ", ")
    for index in 1...first.shard.count where !files.contains(where: { $0.shard.index == index }) {
      out.append(
        "shard \(index)/\(first.shard.count) is missing: the results files given are shard \(given); merge every"
          + " shard's file (nothing was written)")
    }
    return out
  }

  /// The first setting in which the run configurations `a` and `b` (JSON objects) differ, as `KEY: A here, B there`
  /// with `b` the file's own (keys in sorted order, so the same two files give the same line).
  static func difference(_ a: String, _ b: String) -> String {
    guard let x = object(a), let y = object(b) else { return "its JSON differs" }
    for key in Set(x.keys).union(y.keys).sorted() {
      let u = x[key].map(json) ?? "(none)"
      let v = y[key].map(json) ?? "(none)"
      if u != v { return "\(key) \(v) here, \(u) there" }
    }
    return "its JSON differs"
  }

  private static func object(_ text: String) -> [String: Any]? {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
  }

  /// `value` as compact JSON with sorted keys, cut to 80 characters (a list of strategies runs long).
  private static func json(_ value: Any) -> String {
    guard
      let data = try? JSONSerialization.data(
        withJSONObject: value, options: [.fragmentsAllowed, .sortedKeys, .withoutEscapingSlashes])
    else { return String(describing: value) }
    let text = String(decoding: data, as: UTF8.self)
    return text.count > 80 ? text.prefix(79) + "…" : text
  }
}
