"""The `tablekeeper` command: one flat sub-command per job.

The link options (-p/--port, --timeout) of the commands that talk to a board
may come before the command or after it: `tablekeeper -p /dev/ttyACM0 sync`
and `tablekeeper sync -p /dev/ttyACM0` are the same."""
import argparse
import sys

from host.errors import TableKeeperError

# each entry: (name, module under host/, one-line help); the module provides
# add_arguments(parser) and run(args) -> exit code
COMMANDS = [
    ("emulator", "emulator", "the device emulator (window, or --headless scripts)"),
    ("devices", "devices", "list the boards on USB and whether each runs TableKeeper"),
    ("data", "datatool", "check or seal card data files"),
    ("sync", "sync", "validate the card data and put what changed on the device"),
    ("pull", "pull", "fetch the saves and game logs from the device"),
    ("free", "free", "show what can be deleted on the device to make room, and delete it"),
    ("export", "export", "a game log as JSON, CSV, a BG Stats play and a timeline PNG"),
    ("deploy", "deploy", "compile the firmware and put it and the data on a board (mpremote)"),
    ("flash-uf2", "uf2", "copy a MicroPython .uf2 onto a Pico in BOOTSEL mode"),
]
ALIASES = {"devices": ("boards",)}
LINK_COMMANDS = ("devices", "boards", "sync", "pull", "free", "deploy")     # the ones that take the link options
DEFAULT_TIMEOUT = 3.0       # sync and pull: for each answer of a board that is there
PROBE_TIMEOUT = 0.5         # devices and deploy: for the hello of a board that may not be


def positive_seconds(text):
    """--timeout: a number of seconds above zero."""
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError("%r is not a number of seconds" % text)
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError("must be more than 0 seconds, not %s" % text)
    return value


def add_link_options(parser):
    # SUPPRESS: an option given before the command is not overwritten by the
    # command's own default (see link_options below)
    parser.add_argument("-p", "--port", default=argparse.SUPPRESS,
                        help="serial port of the board (default: the one TableKeeper board "
                        "found on USB; `tablekeeper devices` lists them)")
    parser.add_argument("--timeout", type=positive_seconds, default=argparse.SUPPRESS,
                        help="seconds to wait for each answer before asking again "
                        "(default %g; devices and deploy: %g for the hello of each board)"
                        % (DEFAULT_TIMEOUT, PROBE_TIMEOUT))


def make_parser():
    from host import __version__
    from shared.syncproto import PROTO
    parser = argparse.ArgumentParser(prog="tablekeeper", description=__doc__)
    parser.add_argument("--version", action="version",
                        version="tablekeeper %s (sync protocol %d)" % (__version__, PROTO))
    add_link_options(parser)
    sub = parser.add_subparsers(dest="command", metavar="command")
    modules = {}
    for name, module_name, help_text in COMMANDS:
        module = __import__("host." + module_name, None, None, ("run",))
        p = sub.add_parser(name, help=help_text, description=help_text,
                           aliases=ALIASES.get(name, ()))
        if name in LINK_COMMANDS:
            add_link_options(p)
        module.add_arguments(p)
        modules[name] = module
        for alias in ALIASES.get(name, ()):
            modules[alias] = module
    return parser, modules


def link_options(parser, args):
    """Fill in the link options' defaults; refuse them for a command without a link."""
    given = [opt for opt in ("port", "timeout") if hasattr(args, opt)]
    if args.command not in LINK_COMMANDS:
        if given:
            parser.error("--%s is for the commands that talk to a board (%s), not %s"
                         % (given[0], ", ".join(LINK_COMMANDS), args.command))
        return
    if not hasattr(args, "port"):
        args.port = None
    if not hasattr(args, "timeout"):
        args.timeout = DEFAULT_TIMEOUT if args.command in ("sync", "pull") else PROBE_TIMEOUT


def main(argv=None):
    parser, modules = make_parser()
    args = parser.parse_args(argv)
    if args.command is None:
        parser.print_help()
        return 2
    link_options(parser, args)
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
