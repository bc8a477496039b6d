import Exercise
import ExerciseGrader
import ExerciseSolution
import Foundation
import ResponderCore
import ResponderScene
import Testing


/// What the starter ships: UIKit's `next`.
final class UnchangedPhoto: View, SceneConstructible {
  required init() { super.init() }
}

/// Set GRADE=1 to grade your own PhotoView (Sources/Exercise).
private let grading = ProcessInfo.processInfo.environment["GRADE"] != nil

/// The exercise's grader, proved on the solution and on an unchanged
/// photo; `GRADE=1 swift test --filter Grader` grades yours.
@Suite("Grader: a tap on the photo reaches main", .serialized)
struct GraderTests {
  @Test("the solution passes")
  func solution() throws {
    #expect(try Grader.grade(PhotoSolution.types) == [])
  }

  @Test("a photo that keeps UIKit's next fails, saying where the tap went")
  func unchanged() throws {
    var types = SceneTypes()
    types.register(UnchangedPhoto.self, as: "PhotoView")
    #expect(
      try Grader.grade(types) == [
        "the tap should reach main; it was handled by gallery (chain: photo → frame → gallery)",
        "photo.next should be main; it is frame",
        "the tap should skip the views between the photo and main",
      ])
  }

  @Test("your PhotoView (Sources/Exercise/PhotoView.swift) passes", .enabled(if: grading))
  func yours() throws {
    let problems = try Grader.grade(PhotoExercise.types)
    #expect(problems == [], "\(problems.joined(separator: "\n"))")
  }
}
