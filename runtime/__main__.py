"""``python -m hybridlint.runtime script.py [args]``: run a script with ``mxnet`` aliased.

Also ``-m module [args]`` and ``-c code [args]`` like the ``python`` command.
The script sees ``sys.argv`` as if it had been run directly; its exit code
and exceptions pass through unchanged.
"""
from __future__ import annotations

import os
import runpy
import sys

USAGE = ("usage: python -m hybridlint.runtime [--force] script.py [args...]\n"
         "       python -m hybridlint.runtime [--force] -m module [args...]\n"
         "       python -m hybridlint.runtime [--force] -c code [args...]\n"
         "Runs MXNet 1.x code on the hybridlint runtime ('import mxnet' is aliased).\n"
         "--force replaces a real mxnet that something imported first.")


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    force = False
    while argv and argv[0] == "--force":
        force = True
        argv.pop(0)
    if not argv or argv[0] in ("-h", "--help"):
        print(USAGE, file=sys.stderr if not argv else sys.stdout)
        return 2 if not argv else 0
    from . import compat
    try:
        compat.install(force=force)
    except RuntimeError as e:
        print(f"hybridlint.runtime: {e}", file=sys.stderr)
        return 2
    mode, rest = argv[0], argv[1:]
    if mode in ("-m", "-c"):
        if not rest:
            print(f"hybridlint.runtime: {mode} needs an argument\n{USAGE}", file=sys.stderr)
            return 2
        target, args = rest[0], rest[1:]
        if mode == "-m":
            sys.argv = [target] + args
            runpy.run_module(target, run_name="__main__", alter_sys=True)
        else:
            sys.argv = ["-c"] + args
            exec(compile(target, "<string>", "exec"), {"__name__": "__main__"})
        return 0
    if not os.path.isfile(mode):
        print(f"hybridlint.runtime: can't open file {mode!r}: no such file", file=sys.stderr)
        return 2
    sys.argv = [mode] + rest
    sys.path.insert(0, os.path.dirname(os.path.abspath(mode)))
    runpy.run_path(mode, run_name="__main__")
    return 0


if __name__ == "__main__":
    sys.exit(main())
