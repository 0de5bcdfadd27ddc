"""The `tablekeeper` command: one flat sub-command per job."""
import argparse
import sys

from host.errors import TableKeeperError

# each entry: (name, module under host/, one-line help); the module provides
# add_arguments(parser) and run(args) -> exit code
COMMANDS = [
    ("emulator", "emulator", "the device emulator (window, or --headless scripts)"),
    ("data", "datatool", "check or seal card data files"),
    ("sync", "sync", "validate the card data and put what changed on the device"),
    ("pull", "pull", "fetch the saves and game logs from the device"),
    ("free", "free", "show what can be deleted on the device to make room, and delete it"),
    ("export", "export", "a game log as JSON, CSV, a BG Stats play and a timeline PNG"),
    ("deploy", "deploy", "compile the firmware and put it and the data on a board (mpremote)"),
]


def main(argv=None):
    parser = argparse.ArgumentParser(prog="tablekeeper", description=__doc__)
    sub = parser.add_subparsers(dest="command", metavar="command")
    modules = {}
    for name, module_name, help_text in COMMANDS:
        module = __import__("host." + module_name, None, None, ("run",))
        p = sub.add_parser(name, help=help_text)
        module.add_arguments(p)
        modules[name] = module
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    try:
        return modules[args.command].run(args)
    except TableKeeperError as e:
        print("tablekeeper %s: error: %s" % (args.command, e), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("tablekeeper %s: interrupted" % args.command, file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
