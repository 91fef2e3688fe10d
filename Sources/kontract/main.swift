// Entry point of the `kontract` command-line tool.
import KontractCLI

KontractCommandLine.main()
