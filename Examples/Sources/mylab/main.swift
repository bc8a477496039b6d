// `swift run mylab …` (from Examples/): rlab's command line over this
// package's own classes. `mylab test Scenes/` runs Scenes/playground.test.yaml,
// whose scene names `type: Album` and `type: Shortcut`, with everything
// `rlab test` has (--junit, --report, --shard, --watch, --tag); `mylab record
// Scenes/playground.yaml -o Scenes/mine.test.yaml` records over them, `mylab
// run` opens them live.
import PlaygroundViews
import ResponderCommand

RlabCommand.main(types: PlaygroundTypes.all)
