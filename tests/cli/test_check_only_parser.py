"""cli.build_parser(check_only=True), used for a command line starting with `check`: the same
namespace, help, usage and errors as the whole parser for every such line."""
import contextlib
import io

import pytest

from hybridlint.cli import build_parser

LINES = [
    ["check"],
    ["check", "a.py", "--no-cache", "--jobs", "1", "--output-format", "concise"],
    ["check", "a.py", "--fix", "--unsafe-fixes", "--diff", "b.py", "--select", "HYB001,HYB008"],
    ["check", "--version"],
    ["check", "-h"],
    ["check", "--help", "x.py"],
    ["check", "--output-format", "bogus"],
    ["check", "--jobs", "many"],
    ["check", "--bogus", "a.py"],
    ["check", "--ver"],
    ["check", "--", "-odd.py"],
    ["check", "verify", "export-onnx"],
    ["check", "--stdin-filename", "x.py", "-"],
]


def _parse(parser, line):
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        try:
            result = ("parsed", *parser.parse_known_args(line))
        except SystemExit as exc:
            result = ("exit", exc.code)
        with contextlib.suppress(SystemExit):
            parser.error("unrecognized arguments: x")    # the top level's usage line (cli.main)
    return result, out.getvalue(), err.getvalue()


@pytest.mark.parametrize("line", LINES, ids=" ".join)
def test_check_only_parser_answers_as_the_whole_parser(line):
    assert _parse(build_parser(check_only=True), line) == _parse(build_parser(), line)
