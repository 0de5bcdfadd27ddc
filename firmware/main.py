# Start the device: `import firmware.main; firmware.main.run("pico_display")`
# is the whole of the main.py that deploy puts at the root of the flash.
#
# The app catches every error of its screens and shows it (firmware/app.py).
# What escapes it (an error while showing an error, an error at start-up) is
# printed to the serial console and the board restarts after a pause; the
# session file's resume counter then makes the next start a safe one instead
# of a crash loop.
import sys


def run(board_name):
    # the board first: it allocates the frame buffer while the heap is empty
    board_module = __import__("boards." + board_name, None, None, ("open",))
    board = board_module.open()
    try:
        from firmware.app import App
        app = App(board)
        add_services(app, board)
        app.run()
    except KeyboardInterrupt:
        raise            # Ctrl-C from the REPL (mpremote): stop, do not reset
    except BaseException as e:
        sys.print_exception(e)
        board.sleep_ms(2000)
        board.reset()


def add_services(app, board):
    """The USB sync service, if the firmware has it (firmware/sync.py)."""
    try:
        from firmware import sync
    except ImportError:
        return
    app.add_service(sync.Sync(board.link))
