import ResponderScene

/// The script parser's name for a YAML value, as in the scene decoders.
typealias Node = YAMLNode
