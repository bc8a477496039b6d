// `rlab`: the command line with no Swift classes of its own
// (Sources/rlab holds the commands, a library so that another package's
// command runs them over its classes: Sources/ResponderCommand).
import rlab

CommandEnvironment.main()
