# Run test modules without pytest (for the MicroPython unix port):
#   micropython tests/mprun.py tests.shared.test_canon [...]
# Every function whose name starts with test_ is called; prints one line per
# test, then "passed N failed M", and exits 1 if any failed.
import sys

sys.path.insert(0, ".")


def run(module_name):
    module = __import__(module_name, None, None, ("x",))
    passed = failed = 0
    for name in sorted(dir(module)):
        if not name.startswith("test_"):
            continue
        fn = getattr(module, name)
        try:
            fn()
        except Exception as e:
            failed += 1
            print("FAIL %s.%s: %s: %s" % (module_name, name, type(e).__name__, e))
            sys.print_exception(e)
        else:
            passed += 1
            print("ok   %s.%s" % (module_name, name))
    return passed, failed


def main():
    total_passed = total_failed = 0
    for module_name in sys.argv[1:]:
        p, f = run(module_name)
        total_passed += p
        total_failed += f
    print("passed %d failed %d" % (total_passed, total_failed))
    sys.exit(1 if total_failed else 0)


main()
