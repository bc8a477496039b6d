/// A belief students hold about UIKit's event handling that a wrong quiz
/// answer shows, the rule that corrects it and where the course shows it.
///
/// In the spirit of inventories of programming misconceptions (Sorva's
/// catalogue of novice misconceptions, 2012). Only the seam exists so far:
/// the catalogue is empty, so no wrong answer maps to an entry yet, and the
/// results file and class report carry the field empty (issue 39 keeps the
/// catalogue, docs/MISCONCEPTIONS.md and the reveal's naming open).
public struct Misconception: Sendable, Hashable {
  public var id: String
  /// What the student believes, in the student's words.
  public var belief: String
  /// The UIKit rule that corrects it.
  public var rule: String
  /// The lesson step or scene that shows it.
  public var shownBy: String

  /// The catalogue, by id.
  public static let catalogue: [Misconception] = []

  /// The entry with `id`, if the catalogue has it.
  public static func named(_ id: String) -> Misconception? { catalogue.first { $0.id == id } }

  /// The belief `id` stands for, for a page or a card (the id itself when unknown).
  public static func title(of id: String) -> String { named(id)?.belief ?? id }
}
