"""The `tablekeeper` command: one flat sub-command per job."""
import argparse
import sys

# each entry: (name, module under host/, one-line help); the module provides
# add_arguments(parser) and run(args) -> exit code
COMMANDS = [
    ("emulator", "emulator", "the device emulator (window, or --headless scripts)"),
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
    return modules[args.command].run(args)


if __name__ == "__main__":
    sys.exit(main())
