import ResponderScene
import Testing

/// `type: segmentedControl` (UISegmentedControl): `selectedSegmentIndex` is a
/// segment's index or -1 (`noSegment`), and `segments` belongs to it alone.
@Suite("Scene keys of a segmented control")
struct SegmentedKeysTests {
  @Test("an index that is not a segment, and segments on another kind, are refused")
  func badKeys() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        view:
          id: root
          subviews:
            - { id: a, type: segmentedControl, segments: [One, Two], selectedSegmentIndex: 2 }
            - { id: b, type: button, segments: [One] }
            - { id: c, type: segmentedControl, segments: [One, Two], selectedSegmentIndex: -1 }
      """)
    #expect(
      errors == [
        "s.yaml:7:9: selectedSegmentIndex 2 is not a segment: -1 (none) or 0 to 1 for 2 segments",
        "s.yaml:8:32: `segments` applies only to segmentedControl views, not button",
      ])
  }
}

/// `when:` on a view's property (`ID.prop`): the id and the property are
/// checked at load as a `set` path is.
@Suite("when: on a view's property")
struct ViewPropertyConditionTests {
  @Test("an unknown id, a property the view lacks and a bad comparison are refused where written")
  func refused() {
    let errors = sceneErrors(
      """
      window: { width: 390, height: 844 }
      root:
        controller: main
        on:
          a: [{ when: { nope.selected: "== true" }, log: x }]
          b: [{ when: { fav.isOn: "== true" }, log: y }]
          c: [{ when: { fav.selected: "maybe" }, log: z }]
        view:
          id: root
          subviews:
            - { id: fav, type: button }
      """)
    #expect(errors.count == 3)
    #expect(errors.first == "s.yaml:5:19: unknown id 'nope' in `when`")
    // Issue 41: the message lists the properties a button has to read.
    #expect(
      errors.dropFirst().first?.hasPrefix(
        "s.yaml:6:19: 'fav' (a button) has no property 'isOn' a condition can read (properties: color,")
        == true)
    #expect(
      errors.last
        == "s.yaml:7:33: 'maybe' is not a comparison; write \"== row3\", \"!= none\" or a number comparison such as \">= 2\""
    )
  }
}
