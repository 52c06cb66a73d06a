"""An independent attack on hybridlint (issue #9): hostile sources, notebooks, configs, flags,
caches and model files, each run in its own subprocess with a 10 s limit.

    .venv/bin/python bench/attack_harness.py [--only SUBSTRING] [--keep] [--list]

Every case gets a fresh project directory beside an "outside" directory holding a canary file
that --fix would rewrite; TMPDIR and HOME point into the case's own folders.  A case fails on:

    traceback       "Traceback (most recent call last)" in the output
    internal        "internal error" in the output (a bug reported as such)
    hang            still running after 10 s (the process group is killed)
    signal          death by a signal
    rc              an exit status outside the case's expected set
    rss             peak RSS more than 500 MB above the baseline of its kind
    outside         a file outside the project created, changed or removed
    device-replaced /dev/null, /dev/zero, /dev/full or /dev/urandom no longer the device it was
    code-ran        the payload's marker file exists (code from a model file / cache ran)
    leftover-tmp    a new file in TMPDIR or a *.tmp / .hybridlint-* file left in the project
    expect          an expected piece of output is missing (the case checks behaviour, too)

Not a timed test: the suite holds the regression tests for what this finds (tests/security,
tests/cli); this script is the wider net, run by hand.
"""
from __future__ import annotations

import argparse
import hashlib
import json
import os
import shutil
import signal
import socket
import stat
import struct
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FIX = ROOT / "tests" / "fixtures" / "mxnet"
PY = sys.executable
LIMIT_S = 10.0
RSS_MB = 500

HEAD = ("from mxnet.gluon import HybridBlock\n\n\nclass N(HybridBlock):\n"
        "    def hybrid_forward(self, F, x):\n")
GOOD = HEAD + "        return x.shape\n"          # HYB001 at 6:16
FIXABLE = HEAD + "        return F.concat(x, x, dim=1).shape[0]\n"


class Case:
    def __init__(self, cat, name, setup, kind="lint", rcs=(0, 1, 2), expect=(), during=None,
                 allow_new=()):
        self.cat, self.name, self.setup, self.kind = cat, name, setup, kind
        self.rcs, self.expect, self.during, self.allow_new = set(rcs), tuple(expect), during, allow_new


CASES: list[Case] = []


def case(cat, name, **kw):
    def deco(fn):
        CASES.append(Case(cat, name, fn, **kw))
        return fn
    return deco


def lint(*args):
    return [PY, "-m", "hybridlint", "check", *args]


def w(p: Path, text, mode="w"):
    p.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, bytes):
        p.write_bytes(text)
    else:
        p.write_text(text, encoding="utf-8", newline="")
    return p


# ------------------------------------------------------------------------------- sources
def _src_case(name, text, *extra_args, expect=("good.py:6:16: HYB001",), rcs=(1,)):
    def setup(proj, out):
        w(proj / "bad.py", text if isinstance(text, bytes) else text)
        w(proj / "good.py", GOOD)
        return {"argv": lint("--no-cache", "--output-format", "concise", *extra_args, ".")}
    CASES.append(Case("source", name, setup, expect=expect, rcs=rcs))


def _nest(open_, close, n, inner="x"):
    return open_ * n + inner + close * n


_body = "        y = "
for depth in (200, 900, 3000):
    _src_case(f"parens-{depth}", HEAD + _body + _nest("(", ")", depth) + "\n")
    _src_case(f"lists-{depth}", HEAD + _body + _nest("[", "]", depth) + "\n")
    _src_case(f"dicts-{depth}", HEAD + _body + _nest("{1: ", "}", depth) + "\n")
    _src_case(f"calls-{depth}", HEAD + _body + _nest("f(", ")", depth) + "\n")
    _src_case(f"subscripts-{depth}", HEAD + _body + "x" + "[0]" * depth + "\n")
    _src_case(f"lambdas-{depth}", HEAD + _body + "lambda: " * depth + "x\n")
    _src_case(f"unary-{depth}", HEAD + _body + "-" * depth + "x\n")
    _src_case(f"not-{depth}", HEAD + _body + "not " * depth + "x\n")
    _src_case(f"await-tilde-{depth}", HEAD + _body + "~" * depth + "x\n")
    _src_case(f"attrs-{depth}", HEAD + _body + "x" + ".a" * depth + "\n")
    _src_case(f"calls-chain-{depth}", HEAD + _body + "x" + ".a()" * depth + "\n")
    _src_case(f"comprehension-{depth}", HEAD + _body + _nest("[", " for a in b]", depth) + "\n")
    _src_case(f"genexp-{depth}", HEAD + _body + _nest("(", " for a in b)", depth) + "\n")
    _src_case(f"ifexp-{depth}", HEAD + _body + "x if y else " * depth + "x\n")
    _src_case(f"power-{depth}", HEAD + _body + "**".join(["x"] * depth) + "\n")
    _src_case(f"walrus-{depth}", HEAD + _body + _nest("(a := ", ")", depth) + "\n")
    _src_case(f"starred-tuple-{depth}", HEAD + _body + _nest("(*", ",)", depth) + "\n")
    _src_case(f"decorators-{depth}", "".join("@d\n" for _ in range(depth)) + "def f(): pass\n" + GOOD)
    _src_case(f"nested-defs-{depth}", HEAD + "".join("    " * (i + 2) + "def f():\n" for i in range(min(depth, 99)))
              + "    " * (min(depth, 99) + 2) + "pass\n")
    _src_case(f"nested-if-{depth}", "".join(" " * i + "if x:\n" for i in range(min(depth, 99)))
              + " " * min(depth, 99) + "pass\n" + GOOD)
    _src_case(f"elif-{depth}", HEAD + "        if x:\n            pass\n"
              + "        elif x:\n            pass\n" * depth)
    _src_case(f"fstring-{depth}", HEAD + _body + "f'{" * min(depth, 150) + "x" + "}'" * min(depth, 150) + "\n")
for n in (20_000, 100_000):
    _src_case(f"plus-chain-{n}", HEAD + _body + "+".join(["x"] * n) + "\n")
    _src_case(f"mul-chain-{n}", HEAD + _body + "*".join(["x"] * n) + "\n")
    _src_case(f"mixed-chain-{n}", HEAD + _body + "".join("x+x*" for _ in range(n // 2)) + "x\n")
    _src_case(f"str-concat-{n}", HEAD + _body + " ".join(["'a'"] * n) + "\n")
    _src_case(f"str-plus-{n}", HEAD + _body + " + ".join(["'a'"] * n) + "\n")
    _src_case(f"compare-{n}", HEAD + _body + " < ".join(["x"] * n) + "\n")
    _src_case(f"or-lines-{n}", HEAD + "        y = (x\n" + "            or x\n" * n + "        )\n")
    _src_case(f"tuple-flat-{n}", HEAD + _body + ",".join(["x"] * n) + "\n")
    _src_case(f"call-args-{n}", HEAD + _body + "f(" + ",".join(["x"] * n) + ")\n")
    _src_case(f"subscript-slices-{n}", HEAD + _body + "x[" + ",".join(["1:2"] * n) + "]\n")
    _src_case(f"dict-flat-{n}", HEAD + _body + "{" + ",".join(f"{i}:x" for i in range(n)) + "}\n")
    _src_case(f"statements-{n}", HEAD + "        y = x\n" * n)
    _src_case(f"semicolons-{n}", HEAD + "        " + ";".join(["y = x"] * n) + "\n")
    _src_case(f"classes-{n // 10}", "".join(GOOD.replace("class N(", f"class N{i}(") for i in range(n // 10)))
_src_case("long-line-99k-name", HEAD + "        " + "y" * 99_000 + " = x\n")
_src_case("long-line-200k", HEAD + "        y = '" + "a" * 200_000 + "'\n")
_src_case("huge-3.9M-comment", GOOD + ("#" + "a" * 99 + "\n") * 39_000)
_src_case("huge-8M", GOOD + ("#" + "a" * 99 + "\n") * 80_000)
_src_case("nul-bytes", HEAD.encode() + b"        return x\x00.shape\n")
_src_case("nul-only", b"\x00" * 10_000)
_src_case("lone-surrogate-escaped", HEAD.encode() + b"        return '\xed\xa0\x80'\n")
_src_case("invalid-utf8", HEAD.encode() + b"        return '\xff\xfe'\n")
_src_case("cr-only", GOOD.replace("\n", "\r"))
_src_case("mixed-newlines", GOOD.replace("\n", "\r\n", 3).replace("\n", "\r", 2))
_src_case("bom-and-latin1-cookie", b"\xef\xbb\xbf# -*- coding: latin-1 -*-\n" + GOOD.encode())
_src_case("bom-and-utf8-cookie", b"\xef\xbb\xbf# coding: utf-8\n" + GOOD.encode())
_src_case("latin1-cookie-bytes", b"# -*- coding: latin-1 -*-\n" + HEAD.encode() + b"        return '\xe9'\n")
_src_case("unknown-cookie", b"# -*- coding: klingon -*-\n" + GOOD.encode())
_src_case("utf16-cookie", b"# -*- coding: utf-16 -*-\n" + GOOD.encode())
_src_case("rot13-cookie", b"# -*- coding: rot13 -*-\n" + GOOD.encode())
_src_case("utf-7-cookie", b"# coding: utf-7\n" + GOOD.encode())
_src_case("idna-cookie", b"# coding: idna\n" + GOOD.encode())
_src_case("utf16-bom", "\ufeff".encode("utf-16-le") + GOOD.encode("utf-16-le"))
_src_case("form-feeds", "\f" + GOOD.replace("\n", "\n\f"))
_src_case("tabs-spaces", HEAD + "\treturn x.shape\n")
_src_case("continuation-eof", GOOD + "y = 1 + \\")
_src_case("continuation-eof-nl", GOOD + "y = 1 + \\\n")
_src_case("unterminated-triple", GOOD + "'''" + "a\n" * 1000)
_src_case("only-bom", b"\xef\xbb\xbf")
_src_case("empty", b"")
_src_case("many-noqa", ("x = 1  # noqa: " + ",".join(f"HYB{i:03d}" for i in range(1000)) + "\n") * 200 + GOOD)
_src_case("noqa-odd", "# noqa:" + " " * 100_000 + "\n" + "# noqa: " + "HYB001," * 20000 + "\n" + GOOD)
_src_case("noqa-regex-bait", "#" + " noqa" * 50_000 + "\n" + "x = 1 # noqa:" + "," * 50_000 + "\n" + GOOD)
_src_case("hybrid-marker-spam", "# HybridBlock hybrid_forward\n" * 200_000)
_src_case("deep-class-nesting", "".join("    " * i + f"class C{i}(HybridBlock):\n" for i in range(90))
          + "    " * 90 + "def hybrid_forward(self, F, x):\n" + "    " * 91 + "return x.shape\n")
_src_case("many-hybrid-bases", "class N(" + ",".join(f"HybridBlock{i}" for i in range(20_000)) + "):\n"
          "    def hybrid_forward(self, F, x):\n        return x.shape\n")
_src_case("many-params", "from mxnet.gluon import HybridBlock\nclass N(HybridBlock):\n"
          "    def hybrid_forward(self, F, " + ",".join(f"a{i}" for i in range(20_000)) + "):\n"
          "        return a1.shape\n")
_src_case("match-deep", HEAD + "        match x:\n            case " + _nest("[", "]", 500, "1") + ":\n                pass\n")
_src_case("global-decls", HEAD + "        global " + ",".join(f"g{i}" for i in range(50_000)) + "\n")
_src_case("import-star-many", "from m import *\n" * 20_000 + GOOD)
_src_case("surrogate-in-name-ok", HEAD + "        \u00e9 = x\n        return \u00e9.shape\n")
_src_case("python2", "print 'hi'\n" + GOOD)
_src_case("hybrid-block-with-syntax-error", GOOD + "def (:\n")
_src_case("self-referential-bases", "from mxnet.gluon import HybridBlock\n"
          + "".join(f"class A{i}(A{(i + 1) % 500}):\n    pass\n" for i in range(500))
          + "class N(A0, HybridBlock):\n    def hybrid_forward(self, F, x):\n        return x.shape\n")


@case("source-fs", "directory-named-py")
def _(proj, out):
    (proj / "dir.py").mkdir()
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "expect": ("good.py:6:16",)}


@case("source-fs", "fifo", expect=("good.py:6:16",))
def _(proj, out):
    os.mkfifo(proj / "pipe.py")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("source-fs", "fifo-explicit", rcs=(1, 2), expect=("good.py:6:16",))
def _(proj, out):
    os.mkfifo(proj / "pipe.py")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "pipe.py", "good.py")}


@case("source-fs", "socket", expect=("good.py:6:16",))
def _(proj, out):
    s = socket.socket(socket.AF_UNIX)
    s.bind(str(proj / "sock.py"))
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "keep": s}


@case("source-fs", "dev-zero-link", rcs=(1, 2), expect=("good.py:6:16",))
def _(proj, out):
    os.symlink("/dev/zero", proj / "zero.py")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "zero.py", "good.py")}


@case("source-fs", "dev-zero-link-discovered", expect=("good.py:6:16",))
def _(proj, out):
    os.symlink("/dev/zero", proj / "zero.py")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("source-fs", "unreadable", rcs=(1, 2), expect=("good.py:6:16",))
def _(proj, out):
    w(proj / "secret.py", GOOD).chmod(0)
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("source-fs", "unreadable-dir", rcs=(1, 2), expect=("good.py:6:16",))
def _(proj, out):
    w(proj / "sub" / "a.py", GOOD)
    (proj / "sub").chmod(0)
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("source-fs", "deleted-mid-run", rcs=(0, 1, 2))
def _(proj, out):
    for i in range(400):
        w(proj / f"m{i}.py", GOOD)

    def during():
        for i in range(400):
            try:
                os.remove(proj / f"m{i}.py")
            except OSError:
                pass
    return {"argv": lint("--no-cache", "."), "during": (0.4, during)}


@case("source-fs", "newline-and-bad-utf8-names", expect=("HYB001",))
def _(proj, out):
    w(proj / "a\nb.py", GOOD)
    w(proj / os.fsdecode(b"c\xff\xfe.py"), GOOD)
    w(proj / "d\x1b[31m.py", GOOD)
    return {"argv": lint("--no-cache", "--output-format", "json", ".")}


@case("source-fs", "names-all-formats")
def _(proj, out):
    w(proj / "a\nb.py", GOOD)
    w(proj / os.fsdecode(b"c\xff.py"), GOOD)
    cmds = " && ".join(" ".join([PY, "-m", "hybridlint", "check", "--no-cache", "--exit-zero", "-q",
                                 "--output-format", f, "."]) + " >/dev/null"
                       for f in ("full", "concise", "json", "json-lines", "sarif", "github", "gitlab",
                                 "junit", "pylint"))
    return {"argv": ["bash", "-c", cmds + " && echo ALLOK"], "expect": ("ALLOK",)}


@case("source-fs", "symlink-loop")
def _(proj, out):
    os.symlink("loop", proj / "loop")
    os.symlink("a", proj / "b")
    os.symlink("b", proj / "a")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "expect": ("good.py:6:16",)}


@case("source-fs", "symlink-dir-outside-fix")
def _(proj, out):
    os.symlink(out, proj / "vendor")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", ".")}


@case("source-fs", "symlink-file-outside-fix", rcs=(0, 1, 2))
def _(proj, out):
    os.symlink(out / "canary.py", proj / "c.py")
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", ".")}


@case("source-fs", "symlink-file-outside-fix-explicit", rcs=(0, 1, 2))
def _(proj, out):
    os.symlink(out / "canary.py", proj / "c.py")
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", "c.py")}


@case("source-fs", "hardlink-outside-fix", rcs=(0, 1, 2))
def _(proj, out):
    os.link(out / "canary.py", proj / "c.py")
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", "c.py"), "allow_outside_same_inode": True}


@case("source-fs", "explicit-outside-path-fix", rcs=(0, 1, 2))
def _(proj, out):
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", "../outside/canary.py"),
            "outside_may_change": True}


@case("source-fs", "symlink-swap-mid-fix", rcs=(0, 1, 2))
def _(proj, out):
    for i in range(300):
        w(proj / f"m{i}.py", FIXABLE)

    def during():
        for i in range(300):
            p = proj / f"m{i}.py"
            try:
                tmp = proj / f".swap{i}"
                os.symlink(out / "canary.py", tmp)
                os.replace(tmp, p)
            except OSError:
                pass
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", "-j", "1", "."), "during": (0.3, during)}


@case("source-fs", "fix-readonly-file", rcs=(0, 1, 2))
def _(proj, out):
    w(proj / "a.py", FIXABLE).chmod(0o444)
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", ".")}


@case("source-fs", "fix-readonly-dir", rcs=(0, 1, 2))
def _(proj, out):
    w(proj / "sub" / "a.py", FIXABLE)
    (proj / "sub").chmod(0o555)
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", ".")}


@case("source-fs", "fix-add-noqa-readonly", rcs=(0, 1, 2))
def _(proj, out):
    w(proj / "sub" / "a.py", GOOD)
    (proj / "sub").chmod(0o555)
    return {"argv": lint("--no-cache", "--add-noqa", ".")}


@case("source-fs", "fanout-links")
def _(proj, out):
    w(proj / "d0" / "good.py", GOOD)
    for i in range(1, 18):
        (proj / f"d{i}").mkdir()
        os.symlink(f"../d{i - 1}", proj / f"d{i}" / "a")
        os.symlink(f"../d{i - 1}", proj / f"d{i}" / "b")
    return {"argv": lint("--no-cache", ".")}


@case("source-fs", "link-to-root")
def _(proj, out):
    os.symlink("/", proj / "root")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "expect": ("good.py:6:16",)}


@case("source-fs", "many-small-dirs")
def _(proj, out):
    d = proj
    for i in range(300):
        d = d / "d"
    w(d / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "expect": ("good.py:6:16",)}


@case("source-fs", "gitignore-hostile")
def _(proj, out):
    w(proj / ".gitignore", "\n".join(["[z-a]", "**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/**/*",
                                      "!" * 1000, "\\", "a" * 100_000, "[", "***", "/**/"] * 50))
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("source-fs", "gitignore-binary")
def _(proj, out):
    w(proj / ".gitignore", bytes(range(256)) * 100)
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "expect": ("good.py:6:16",)}


@case("source-fs", "gitignore-fifo")
def _(proj, out):
    os.mkfifo(proj / ".gitignore")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("source-fs", "gitignore-dir")
def _(proj, out):
    (proj / ".gitignore").mkdir()
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "expect": ("good.py:6:16",)}


# ------------------------------------------------------------------------------- notebooks
def _nb_case(name, doc, expect=()):
    def setup(proj, out):
        w(proj / "nb.ipynb", doc if isinstance(doc, (bytes, str)) else json.dumps(doc))
        w(proj / "good.py", GOOD)
        return {"argv": lint("--no-cache", "--output-format", "concise", ".")}
    CASES.append(Case("notebook", name, setup, expect=("good.py:6:16",) + tuple(expect)))


def _nb(*cells, **top):
    return {"cells": list(cells), "metadata": top.get("metadata", {"language_info": {"name": "python"}}),
            "nbformat": 4, "nbformat_minor": 5}


def _cell(src, kind="code"):
    return {"cell_type": kind, "source": src, "metadata": {}, "outputs": [], "execution_count": None}


_nb_case("bad-json", "{\"cells\": [")
_nb_case("binary", bytes(range(256)) * 50)
_nb_case("empty", "")
_nb_case("list-top", "[1, 2, 3]")
_nb_case("cells-not-list", {"cells": {"a": 1}, "nbformat": 4})
_nb_case("cells-str", {"cells": "x", "nbformat": 4})
_nb_case("cell-not-dict", _nb(1, "x", None, [1]))
_nb_case("source-int", _nb(_cell(5)))
_nb_case("source-list-mixed", _nb(_cell(["x = 1\n", 5, None, {"a": 1}])))
_nb_case("source-dict", _nb(_cell({"a": "b"})))
_nb_case("cell-type-odd", _nb(_cell(GOOD, kind=5), _cell(GOOD, kind=None)))
_nb_case("metadata-odd", _nb(_cell(GOOD), metadata={"language_info": "python", "kernelspec": 5}))
_nb_case("metadata-list", _nb(_cell(GOOD), metadata=[1]))
_nb_case("huge-cell", _nb(_cell(GOOD + "y = 1\n" * 300_000)))
_nb_case("many-cells", _nb(*[_cell(GOOD) for _ in range(20_000)]))
_nb_case("magics-everywhere", _nb(_cell("".join(f"%magic{i} " + "x" * 100 + "\n!ls\n%%time\n?x\nx?\n" for i in range(5000)) + GOOD)))
_nb_case("magic-leading-spaces", _nb(_cell(" " * 100_000 + "%time x\n" + GOOD)))
_nb_case("magic-leading-tabs", _nb(_cell("\t" * 100_000 + "!x\n" + GOOD)))
_nb_case("magic-trailing-question", _nb(_cell("x" + "?" * 100_000 + "\n" + GOOD)))
_nb_case("magic-backslash", _nb(_cell("%time \\\n" * 50_000 + GOOD)))
_nb_case("deep-json", "[" * 100_000 + "]" * 100_000)
_nb_case("deep-json-in-cell", '{"cells": [{"cell_type": "code", "source": ' + "[" * 50_000 + "]" * 50_000 + "}]}")
_nb_case("huge-number", '{"cells": [], "nbformat": ' + "9" * 100_000 + "}")
_nb_case("surrogate-escapes", '{"cells": [{"cell_type": "code", "source": "x = \\ud800\\n", "metadata": {}}]}')
_nb_case("nul-in-cell", _nb(_cell("x = 1\x00\n" + GOOD)))
_nb_case("cell-deep-nesting", _nb(_cell(HEAD + "        y = " + _nest("(", ")", 3000) + "\n")))
_nb_case("nbformat-3", {"worksheets": [{"cells": [{"cell_type": "code", "input": GOOD}]}], "nbformat": 3})
_nb_case("non-python-lang", _nb(_cell(GOOD), metadata={"language_info": {"name": "r"}}))
_nb_case("utf16-file", json.dumps(_nb(_cell(GOOD))).encode("utf-16"))
_nb_case("bom-json", b"\xef\xbb\xbf" + json.dumps(_nb(_cell(GOOD))).encode())
_nb_case("cr-cells", _nb(_cell(GOOD.replace("\n", "\r")), _cell(GOOD.replace("\n", "\r\n"))))


@case("notebook", "fix-magics", rcs=(0, 1))
def _(proj, out):
    w(proj / "nb.ipynb", json.dumps(_nb(_cell("%time x\n" + FIXABLE + "!ls\n"), _cell(["%%bash\n", "ls\n"]),
                                        _cell(FIXABLE.splitlines(True)))))
    return {"argv": lint("--no-cache", "--fix", "--unsafe-fixes", ".")}


# ------------------------------------------------------------------------------- configs
def _cfg_case(name, text, file="pyproject.toml", rcs=(1, 2), expect=(), args=()):
    def setup(proj, out):
        w(proj / file, text)
        w(proj / "good.py", GOOD)
        return {"argv": lint("--no-cache", *args, ".")}
    CASES.append(Case("config", name, setup, rcs=rcs, expect=expect))


_T = "[tool.hybridlint]\n"
_cfg_case("bad-toml", "[tool.hybridlint\nselect = [")
_cfg_case("binary-toml", bytes(range(256)) * 40)
_cfg_case("utf16-toml", (_T + 'select = ["HYB"]\n').encode("utf-16"))
_cfg_case("select-int", _T + "select = 5\n")
_cfg_case("select-nested", _T + "select = [[\"HYB001\"]]\n")
_cfg_case("select-dict", _T + "select = {a = 1}\n")
_cfg_case("tool-hybridlint-str", "[tool]\nhybridlint = 'x'\n")
_cfg_case("tool-str", "tool = 5\n")
_cfg_case("unknown-codes", _T + 'select = ["ZZZ999", "HYB99999", ""]\nignore = ["*"]\n')
_cfg_case("unknown-key", _T + "frobnicate = true\n")
_cfg_case("exclude-huge", _T + "exclude = [" + ",".join(['"**/*a*b*c*d*e*f*g*"'] * 2000) + "]\n")
_cfg_case("exclude-regex-bait", _T + 'exclude = ["' + "*" * 5000 + 'x"]\n')
_cfg_case("exclude-bad-range", _T + 'exclude = ["[z-a]", "[", "[!]"]\n')
_cfg_case("exclude-types", _T + "exclude = [1, true, 2.5]\n")
_cfg_case("pfi-odd-patterns", _T + '[tool.hybridlint.per-file-ignores]\n"[z-a]" = ["HYB001"]\n"" = ["ALL"]\n'
          '"' + "*" * 3000 + '" = ["HYB"]\n"../../*" = ["HYB001"]\n')
_cfg_case("pfi-wrong-types", _T + "per-file-ignores = 5\n")
_cfg_case("pfi-value-types", _T + '[tool.hybridlint.per-file-ignores]\n"*.py" = 5\n')
_cfg_case("extend-self", _T + 'extend = "pyproject.toml"\n')
_cfg_case("extend-cycle", _T + 'extend = "b/pyproject.toml"\n')
_cfg_case("extend-dev-zero", _T + 'extend = "/dev/zero"\n')
_cfg_case("extend-dev-urandom", _T + 'extend = "/dev/urandom"\n')
_cfg_case("extend-dir", _T + 'extend = "/"\n')
_cfg_case("extend-int", _T + "extend = 5\n")
_cfg_case("extend-missing", _T + 'extend = "nope/nope.toml"\n')
_cfg_case("extend-proc", _T + 'extend = "/proc/self/mem"\n')
_cfg_case("deep-toml", _T + "x = " + "[" * 5000 + "]" * 5000 + "\n")
_cfg_case("deep-toml-inline", _T + "x = " + "{a=" * 3000 + "1" + "}" * 3000 + "\n")
_cfg_case("huge-toml", _T + "# " + "a" * 5_000_000 + "\n")
_cfg_case("verify-odd", _T + "[[tool.hybridlint.verify]]\ntarget = 5\ninputs = 'x'\n")
_cfg_case("fail-on-odd", _T + 'fail-on = "catastrophe"\n')
_cfg_case("output-format-odd", _T + 'output-format = "xml"\n')
_cfg_case("cache-dir-outside", _T + 'cache-dir = "../outside/cache"\n', args=())
_cfg_case("cache-dir-abs", _T + 'cache-dir = "/proc/self/cache"\n')
_cfg_case("hybridlint-toml-bad", 'select = "HYB"\n[[x]]\n', file="hybridlint.toml")
_cfg_case("dot-hybridlint-dir", "", file=".hybridlint.toml/x")
_cfg_case("pyproject-fifo-like-dir", "", file="pyproject.toml/x")
_cfg_case("line-length-huge", _T + "line-length = " + "9" * 5000 + "\n")
_cfg_case("jobs-config", _T + "jobs = -5\n")


@case("config", "extend-cycle-2")
def _(proj, out):
    w(proj / "pyproject.toml", _T + 'extend = "b/pyproject.toml"\n')
    w(proj / "b" / "pyproject.toml", _T + 'extend = "../pyproject.toml"\n')
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("config", "extend-fifo")
def _(proj, out):
    os.mkfifo(proj / "base.toml")
    w(proj / "pyproject.toml", _T + 'extend = "base.toml"\n')
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("config", "config-flag-fifo", rcs=(2,))
def _(proj, out):
    os.mkfifo(proj / "c.toml")
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "--config", "c.toml", ".")}


@case("config", "config-flag-dev-zero", rcs=(2,))
def _(proj, out):
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", "--config", "/dev/zero", ".")}


@case("config", "extend-chain-long")
def _(proj, out):
    for i in range(2000):
        w(proj / f"c{i}.toml", _T + f'extend = "c{i + 1}.toml"\n')
    w(proj / "c2000.toml", _T)
    w(proj / "pyproject.toml", _T + 'extend = "c0.toml"\n')
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


@case("config", "config-in-every-dir")
def _(proj, out):
    d = proj
    for i in range(60):
        w(d / "pyproject.toml", _T + ('extend = "../pyproject.toml"\n' if i else ""))
        d = d / "s"
    w(d / "good.py", GOOD)
    return {"argv": lint("--no-cache", "."), "expect": ("good.py:6:16",)}


@case("config", "unreadable-pyproject")
def _(proj, out):
    w(proj / "pyproject.toml", _T).chmod(0)
    w(proj / "good.py", GOOD)
    return {"argv": lint("--no-cache", ".")}


# ------------------------------------------------------------------------------- CLI flags
def _cli_case(name, *args, rcs=(0, 1, 2), stdin=None, expect=(), files=None):
    def setup(proj, out):
        w(proj / "good.py", GOOD)
        for k, v in (files or {}).items():
            w(proj / k, v)
        return {"argv": lint(*args), "stdin": stdin}
    CASES.append(Case("cli", name, setup, rcs=rcs, expect=expect))


_cli_case("missing-path", "--no-cache", "nope.py", rcs=(1, 2))
_cli_case("missing-and-good", "--no-cache", "nope.py", "good.py", rcs=(1, 2))
_cli_case("empty-path", "--no-cache", "", rcs=(1, 2))
_cli_case("ctrl-char-path", "--no-cache", "a\x01b", rcs=(1, 2))
_cli_case("long-path", "--no-cache", "a" * 5000 + ".py", rcs=(1, 2))
_cli_case("deep-path", "--no-cache", "/".join(["a"] * 3000), rcs=(1, 2))
_cli_case("select-odd", "--no-cache", "--select", ",,,HYB,,ALL,zzz,\u2603", ".", rcs=(1, 2))
_cli_case("select-empty", "--no-cache", "--select", "", ".", rcs=(0, 1, 2))
_cli_case("ignore-huge", "--no-cache", "--ignore", ",".join(["HYB001"] * 15_000), ".", rcs=(0, 1, 2))
_cli_case("jobs-zero", "--no-cache", "-j", "0", ".", rcs=(1, 2))
_cli_case("jobs-neg", "--no-cache", "-j", "-3", ".", rcs=(1, 2))
_cli_case("jobs-huge", "--no-cache", "-j", "100000", ".", rcs=(1, 2))
_cli_case("jobs-str", "--no-cache", "-j", "many", ".", rcs=(2,))
_cli_case("output-file-dir", "--no-cache", "-o", ".", ".", rcs=(2,))
_cli_case("output-file-unwritable", "--no-cache", "-o", "/proc/nope/x", ".", rcs=(2,))
_cli_case("output-file-dev-full", "--no-cache", "-o", "/dev/full", ".", rcs=(2,))
_cli_case("output-file-missing-dir", "--no-cache", "-o", "no/such/dir/x.txt", ".", rcs=(1, 2))
_cli_case("output-file-same-as-input", "--no-cache", "-o", "good.py", ".", rcs=(1, 2))
_cli_case("stdin-binary", "--no-cache", "-", stdin=bytes(range(256)) * 100, rcs=(0, 1, 2))
_cli_case("stdin-invalid-utf8", "--no-cache", "-", stdin=GOOD.encode() + b"\xff\xfe", rcs=(0, 1, 2))
_cli_case("stdin-nul", "--no-cache", "-", stdin=b"\x00" * 1000, rcs=(0, 1, 2))
_cli_case("stdin-fix-binary", "--no-cache", "--fix", "-", stdin=bytes(range(256)) * 10, rcs=(0, 1, 2))
_cli_case("stdin-fix-good", "--no-cache", "--fix", "--unsafe-fixes", "-", stdin=FIXABLE.encode(), rcs=(0, 1))
_cli_case("stdin-notebook-bad", "--no-cache", "--stdin-filename", "x.ipynb", "-", stdin=b"{[", rcs=(0, 1, 2))
_cli_case("stdin-filename-odd", "--no-cache", "--stdin-filename", "../../../etc/passwd", "-",
          stdin=GOOD.encode(), rcs=(1,))
_cli_case("stdin-filename-dir", "--no-cache", "--fix", "--stdin-filename", ".", "-", stdin=FIXABLE.encode(),
          rcs=(0, 1, 2))
_cli_case("stdin-huge", "--no-cache", "-", stdin=b"x = 1\n" * 2_000_000, rcs=(0, 1, 2))
_cli_case("stdin-twice", "--no-cache", "-", "-", stdin=GOOD.encode(), rcs=(1, 2))
_cli_case("stdin-with-paths", "--no-cache", "-", "good.py", stdin=GOOD.encode(), rcs=(1, 2))
_cli_case("show-settings-odd", "--no-cache", "--show-settings", "nope.py", rcs=(0, 2))
_cli_case("show-settings-dir", "--no-cache", "--show-settings", ".", rcs=(0, 2))
_cli_case("diff-verify", "--no-cache", "--diff", "--verify", ".", rcs=(0, 1, 2))
_cli_case("verify-without-fix", "--no-cache", "--verify", ".", rcs=(0, 1, 2))
_cli_case("add-noqa-and-fix", "--no-cache", "--add-noqa", "--fix", ".", rcs=(0, 1, 2))
_cli_case("fix-only-diff", "--no-cache", "--fix-only", "--diff", ".", rcs=(0, 1, 2))
_cli_case("all-formats-stats", "--no-cache", "--statistics", "--output-format", "sarif", "--show-source", ".",
          rcs=(1,))
_cli_case("env-format-bad", "--no-cache", ".", rcs=(1, 2))
_cli_case("cache-dir-file", "--cache-dir", "good.py", ".", rcs=(1, 2))
_cli_case("cache-dir-dev-null", "--cache-dir", "/dev/null", ".", rcs=(1, 2))
_cli_case("cache-dir-proc", "--cache-dir", "/proc/self", ".", rcs=(1, 2))
_cli_case("unknown-flag", "--frobnicate", rcs=(2,))


@case("cli", "rule-odd-names", rcs=(0, 2))
def _(proj, out):
    return {"argv": ["bash", "-c", " ; ".join(f"{PY} -m hybridlint rule '{n}'" for n in
                                                ("HYB", "../../etc", "\u2603", "", "HYB001x", "hyb001", "--all"))
                     + " ; exit 0"]}


@case("cli", "server-garbage-stdin", rcs=(0, 1, 2))
def _(proj, out):
    return {"argv": [PY, "-m", "hybridlint", "server"],
            "stdin": b"Content-Length: 99999999999\r\n\r\n{" + bytes(range(256)) * 10}


@case("cli", "server-deep-json", rcs=(0, 1, 2))
def _(proj, out):
    body = b"[" * 100_000 + b"]" * 100_000
    return {"argv": [PY, "-m", "hybridlint", "server"],
            "stdin": b"Content-Length: %d\r\n\r\n" % len(body) + body}


@case("cli", "output-file-symlink-outside", rcs=(1, 2))
def _(proj, out):
    w(proj / "good.py", GOOD)
    os.symlink(out / "canary.py", proj / "report.txt")
    # the user named the file: writing through the link is their call; we only check no crash
    return {"argv": lint("--no-cache", "-o", "report.txt", "."), "outside_may_change": True}


@case("cli", "fix-disk-full-sim", rcs=(0, 1, 2))
def _(proj, out):
    w(proj / "a.py", FIXABLE)
    # a tiny RLIMIT_FSIZE makes every write past 100 bytes fail with EFBIG (SIGXFSZ ignored)
    code = ("import resource, signal, sys, runpy; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
            "resource.setrlimit(resource.RLIMIT_FSIZE, (100, 100)); "
            "sys.argv=['hybridlint','check','--no-cache','--fix','--unsafe-fixes','.']; "
            "runpy.run_module('hybridlint', run_name='__main__')")
    return {"argv": [PY, "-c", code], "original": {"a.py": FIXABLE}}


@case("cli", "fix-sigkill-repeated", rcs=(0, 1, 2, -9))
def _(proj, out):
    for i in range(200):
        w(proj / f"m{i}.py", FIXABLE)
    script = (f"for t in 0.5 0.7 0.9 1.1 1.3; do {PY} -m hybridlint check --no-cache --fix --unsafe-fixes -j 1 . "
              f">/dev/null 2>&1 & p=$!; sleep $t; kill -9 $p; wait $p; done; exit 0")
    return {"argv": ["bash", "-c", script], "check_partial": FIXABLE}


# ------------------------------------------------------------------------------- cache
def _cache_case(name, content, rcs=(1,), prep=None):
    def setup(proj, out):
        w(proj / "good.py", GOOD)
        subprocess.run(lint("-q", "."), cwd=proj, capture_output=True, env=_env(proj.parent))
        cdir = proj / ".hybridlint_cache"
        files = sorted(p for p in cdir.rglob("*") if p.is_file() and p.name != ".gitignore" and p.name != "CACHEDIR.TAG")
        target = files[0] if files else cdir / "cache-v1.json"
        if callable(content):
            old = target.read_text() if target.exists() else "{}"
            new = content(old, out)
        else:
            new = content
        if new is not None:
            w(target, new)
        if prep:
            prep(proj, out, target)
        return {"argv": lint("--output-format", "concise", "."), "expect": ("good.py:6:16",)}
    CASES.append(Case("cache", name, setup, rcs=rcs))


def _swap_types(old, out):
    def walk(v, depth=0):
        if isinstance(v, dict):
            return {k: walk(x, depth + 1) for k, x in v.items()} if depth < 2 else [1, "x", None]
        if isinstance(v, list):
            return {"a": v}
        if isinstance(v, str):
            return 12345
        if isinstance(v, (int, float)):
            return "str"
        return v
    try:
        return json.dumps(walk(json.loads(old)))
    except ValueError:
        return "[]"


def _type_at_level(level):
    def f(old, out):
        doc = json.loads(old)

        def walk(v, d):
            if d == level:
                return [None, {"__class__": "os:system"}, 1e308, -1, "x"]
            if isinstance(v, dict):
                return {k: walk(x, d + 1) for k, x in v.items()}
            if isinstance(v, list):
                return [walk(x, d + 1) for x in v]
            return v
        return json.dumps(walk(doc, 0))
    return f


def _import_bait(old, out):
    doc = json.loads(old)
    text = json.dumps(doc)
    for k in ("module", "class", "kind", "type"):
        text = text.replace(f'"{k}": "', f'"{k}": "os:system')
    return text.replace('"HYB001"', '"os:system"')


_cache_case("truncated", lambda old, out: old[: len(old) // 2])
_cache_case("empty", "")
_cache_case("binary", bytes(range(256)) * 40)
_cache_case("not-object", "[1, 2, 3]")
_cache_case("swap-types", _swap_types)
for _lvl in range(1, 7):
    _cache_case(f"wrong-type-level-{_lvl}", _type_at_level(_lvl))
_cache_case("import-bait", _import_bait)
_cache_case("deep-json", "[" * 200_000 + "]" * 200_000)
_cache_case("huge", lambda old, out: '{"x": "' + "a" * 60_000_000 + '"}')
_cache_case("huge-number", lambda old, out: '{"x": ' + "9" * 1_000_000 + "}")
_cache_case("nan", lambda old, out: old.replace("1", "NaN", 3))
_cache_case("dev-zero-link", None, prep=lambda proj, out, t: (t.unlink(missing_ok=True), os.symlink("/dev/zero", t)))
_cache_case("fifo", None, prep=lambda proj, out, t: (t.unlink(missing_ok=True), os.mkfifo(t)))
_cache_case("is-dir", None, prep=lambda proj, out, t: (t.unlink(missing_ok=True), t.mkdir()))
_cache_case("unreadable", None, prep=lambda proj, out, t: t.chmod(0))
_cache_case("readonly-dir", None, prep=lambda proj, out, t: t.parent.chmod(0o555))


@case("cache", "symlinked-cache-dir-outside", rcs=(1,))
def _(proj, out):
    w(proj / "good.py", GOOD)
    (out / "cachedir").mkdir()
    os.symlink(out / "cachedir", proj / ".hybridlint_cache")
    return {"argv": lint("."), "expect": ("good.py:6:16",)}


@case("cache", "cache-file-symlink-outside", rcs=(1,))
def _(proj, out):
    w(proj / "good.py", GOOD)
    subprocess.run(lint("-q", "."), cwd=proj, capture_output=True, env=_env(proj.parent))
    for p in (proj / ".hybridlint_cache").rglob("*.json"):
        p.unlink()
        os.symlink(out / "canary.py", p)
    w(proj / "good.py", GOOD + "\n")          # a miss: the cache gets written again
    return {"argv": lint("."), "expect": ("good.py:6:16",)}


@case("cache", "concurrent-writers", rcs=(0,))
def _(proj, out):
    for i in range(60):
        w(proj / f"m{i}.py", GOOD.replace("x.shape", f"x.shape[{i}]"))
    cmd = f"{PY} -m hybridlint check -q --output-format concise . > out$i.txt"
    script = (f"for i in 1 2 3 4; do ({cmd}) & done; wait; "
              f"for i in 1 2 3 4; do sort out$i.txt | md5sum; done | uniq | wc -l | grep -qx 1 && "
              f"{PY} -m hybridlint check -q --output-format concise . | sort | md5sum > final.txt && "
              f"sort out1.txt | md5sum | cmp - final.txt && echo SAME")
    return {"argv": ["bash", "-c", script], "expect": ("SAME",), "allow_new": ("out", "final")}


# ------------------------------------------------------------------------------- model files
MODEL_DRIVER = r"""
import sys, json
from hybridlint.runtime import nd
from hybridlint.runtime.gluon import SymbolBlock
sym, params, shape = sys.argv[1], sys.argv[2], tuple(int(d) for d in sys.argv[3].split(","))
try:
    if params == "-":
        net = SymbolBlock.imports(sym, ["data"])
        net.initialize()
    else:
        net = SymbolBlock.imports(sym, ["data"], params)
    out = net(nd.ones(shape))
    outs = out if isinstance(out, (list, tuple)) else [out]
    print("ran", [o.shape for o in outs])
    net.hybridize()
    net(nd.ones(shape))
    print("ran hybridized")
except ValueError as e:
    print("refused:", str(e)[:300])
"""

LOAD_DRIVER = r"""
import sys
from hybridlint.runtime import nd
try:
    out = nd.load(sys.argv[1])
    print("loaded", len(out))
except ValueError as e:
    print("refused:", str(e)[:300])
"""


def _mlp_doc():
    return json.loads((FIX / "mlp" / "model-symbol.json").read_text())


def _model_case(name, doc=None, params=None, shape="1,512", extra=None):
    """doc: dict/str/bytes/callable(doc)->doc; params: bytes/callable(bytes)->bytes/None."""
    def setup(proj, out):
        d = doc
        if callable(d):
            d = d(_mlp_doc())
        if d is None:
            d = _mlp_doc()
        if isinstance(d, (dict, list)):
            d = json.dumps(d).replace("MARKER", str(out / "PWNED"))
        elif isinstance(d, str):
            d = d.replace("MARKER", str(out / "PWNED"))
        w(proj / "m-symbol.json", d)
        pfile = "-"
        if params is not None:
            p = params((FIX / "mlp" / "model-0000.params").read_bytes()) if callable(params) else params
            w(proj / "m-0000.params", p)
            pfile = "m-0000.params"
        argvs = [[PY, "-c", MODEL_DRIVER, "m-symbol.json", pfile, shape]]
        script = " ; ".join(" ".join(_q(a) for a in argv) for argv in argvs)
        cmds = [script,
                f"{_q(PY)} -m hybridlint.runtime.compiler m-symbol.json --shape data={shape} > /dev/null"]
        if params is not None:
            cmds.append(f"{_q(PY)} -c {_q(LOAD_DRIVER)} m-0000.params")
            cmds.append(f"{_q(PY)} -m hybridlint export-onnx m-symbol.json m-0000.params --shape data={shape} -o m.onnx")
        return {"cmds": cmds, "allow_new": ("m.onnx",)}
    CASES.append(Case("model", name, setup, kind="rt", rcs=(0, 1, 2)))


def _q(s):
    return "'" + str(s).replace("'", "'\\''") + "'"


def _set_attr(node_i, key, value):
    def f(doc):
        doc["nodes"][node_i].setdefault("attrs", {})[key] = value
        return doc
    return f


def _set(node_i, key, value):
    def f(doc):
        doc["nodes"][node_i][key] = value
        return doc
    return f


_model_case("baseline-ok")
_model_case("baseline-ok-params", params=lambda b: b)
for _ci, _code in enumerate(["x\nimport os; os.system('touch MARKER')", "x\n    import os; os.system('touch MARKER')",
              "x\r__import__('os').system('touch MARKER')", "x\u2028__import__('os').system('touch MARKER')",
              "x\x0c\n__import__('os').system('touch MARKER')", "'''\nopen('MARKER','w')\n'''",
              "x\\\nopen('MARKER','w')", "\"\"\"+open('MARKER','w').close()+\"\"\"", "{open('MARKER','w')}",
              "%(x)s\nopen('MARKER','w')", "\x00\nopen('MARKER','w')", "x\x85open('MARKER','w')"]):
    _model_case(f"name-code-{_ci}", _set(3, "name", _code))
    _model_case(f"varname-code-{_ci}", _set(1, "name", _code),
                params=None)
    _model_case(f"attr-code-{_ci}", _set_attr(4, "__myattr__", _code))
    _model_case(f"op-code-{_ci}", _set(4, "op", _code))
    _model_case(f"act-type-code-{_ci}", _set_attr(4, "act_type", _code))
_model_case("deep-json", "[" * 200_000 + "]" * 200_000)
_model_case("deep-json-in-attrs", lambda d: json.dumps(d).replace('"act_type": "relu"', '"act_type": ' + "[" * 100_000 + "]" * 100_000))
_model_case("deep-json-objects", '{"a":' * 100_000 + "1" + "}" * 100_000)
_model_case("cycle", lambda d: (d["nodes"][3].__setitem__("inputs", [[7, 0, 0], [1, 0, 0], [2, 0, 0]]), d)[1])
_model_case("self-input", lambda d: (d["nodes"][4].__setitem__("inputs", [[4, 0, 0]]), d)[1])
_model_case("input-index-huge", lambda d: (d["nodes"][4].__setitem__("inputs", [[2**70, 0, 0]]), d)[1])
_model_case("input-index-neg", lambda d: (d["nodes"][4].__setitem__("inputs", [[-1, 0, 0]]), d)[1])
_model_case("input-out-index-huge", lambda d: (d["nodes"][4].__setitem__("inputs", [[3, 10**9, 0]]), d)[1])
_model_case("input-float", lambda d: (d["nodes"][4].__setitem__("inputs", [[3.0, 0, 0]]), d)[1])
_model_case("heads-empty", lambda d: (d.__setitem__("heads", []), d)[1])
_model_case("heads-huge", lambda d: (d.__setitem__("heads", [[11, 0, 0]] * 100_000), d)[1])
_model_case("row-ptr-garbage", lambda d: (d.__setitem__("node_row_ptr", [10**30, -5, "x"]), d)[1])
_model_case("arg-nodes-garbage", lambda d: (d.__setitem__("arg_nodes", [10**30, -5]), d)[1])
_model_case("attrs-top-garbage", lambda d: (d.__setitem__("attrs", {"mxnet_version": ["int", "x"]}), d)[1])
_model_case("version-huge", lambda d: (d.__setitem__("attrs", {"mxnet_version": ["int", 10**100]}), d)[1])
_model_case("num-hidden-huge", _set_attr(3, "num_hidden", str(2**40)))
_model_case("num-hidden-1e9", _set_attr(3, "num_hidden", "1000000000"))
_model_case("num-hidden-1e7", _set_attr(3, "num_hidden", "10000000"))
_model_case("num-hidden-zero", _set_attr(3, "num_hidden", "0"))
_model_case("num-hidden-neg", _set_attr(3, "num_hidden", "-5"))
_model_case("num-hidden-float", _set_attr(3, "num_hidden", "1e400"))
_model_case("num-hidden-bigint", _set_attr(3, "num_hidden", "9" * 5000))
_model_case("var-shape-huge", _set_attr(1, "__shape__", "(2147483647, 2147483647)"))
_model_case("var-shape-neg", _set_attr(1, "__shape__", "(-5, 512)"))
_model_case("var-shape-deep", _set_attr(1, "__shape__", "(" * 10000 + ")" * 10000))
_model_case("var-dtype-odd", _set_attr(1, "__dtype__", "99"))
_model_case("var-dtype-str", _set_attr(1, "__dtype__", "float128"))
_model_case("var-init-code", _set_attr(2, "__init__", "[\"os.system\", {\"command\": \"touch MARKER\"}]"))
_model_case("var-init-odd", _set_attr(2, "__init__", "[\"" + "x" * 100 + "\", {}]"))
_model_case("var-init-deep", _set_attr(2, "__init__", "[" * 50_000 + "]" * 50_000))
_model_case("var-storage-odd", _set_attr(1, "__storage_type__", "99"))
_model_case("lr-mult-nan", _set_attr(1, "__lr_mult__", "nan"))
_model_case("flatten-odd", _set_attr(3, "flatten", "maybe"))
_model_case("act-odd", _set_attr(4, "act_type", "x" * 100_000))
_model_case("op-unknown", _set(4, "op", "os.system"))
_model_case("op-dunder", _set(4, "op", "__class__"))
_model_case("op-private", _set(4, "op", "_internal_thing"))
_model_case("many-nodes", lambda d: {
    "nodes": [{"op": "null", "name": "data", "inputs": []}]
    + [{"op": "relu", "name": f"r{i}", "inputs": [[i, 0, 0]]} for i in range(100_000)],
    "arg_nodes": [0], "heads": [[100_000, 0, 0]]})
_model_case("wide-concat", lambda d: {
    "nodes": [{"op": "null", "name": "data", "inputs": []},
              {"op": "Concat", "name": "c", "attrs": {"num_args": "50000", "dim": "1"},
               "inputs": [[0, 0, 0]] * 50_000}],
    "arg_nodes": [0], "heads": [[1, 0, 0]]})
_model_case("split-many-outputs", lambda d: {
    "nodes": [{"op": "null", "name": "data", "inputs": []},
              {"op": "SliceChannel", "name": "s", "attrs": {"num_outputs": str(10**8), "axis": "1"},
               "inputs": [[0, 0, 0]]}],
    "arg_nodes": [0], "heads": [[1, 0, 0]]})
_model_case("split-64k-outputs", lambda d: {
    "nodes": [{"op": "null", "name": "data", "inputs": []},
              {"op": "SliceChannel", "name": "s", "attrs": {"num_outputs": "65536", "axis": "1"},
               "inputs": [[0, 0, 0]]}],
    "arg_nodes": [0], "heads": [[1, k, 0] for k in range(0, 65536, 7)]}, shape="1,65536")


def _conv(attrs, shape="1,3,8,8"):
    def f(d):
        base = {"kernel": "(3, 3)", "num_filter": "4", "num_group": "1", "stride": "(1, 1)",
                "dilate": "(1, 1)", "pad": "(0, 0)", "no_bias": "True"}
        base.update(attrs)
        return {"nodes": [{"op": "null", "name": "data", "inputs": []},
                          {"op": "null", "name": "w", "inputs": []},
                          {"op": "Convolution", "name": "c", "attrs": base, "inputs": [[0, 0, 0], [1, 0, 0]]}],
                "arg_nodes": [0, 1], "heads": [[2, 0, 0]]}
    return f


for _k, _v in [("kernel", "(0, 0)"), ("kernel", "(-1, 3)"), ("kernel", "(100000, 100000)"), ("kernel", "()"),
               ("kernel", "(3, 3, 3, 3, 3)"), ("num_group", "0"), ("num_group", "-1"), ("num_group", "3"),
               ("num_group", "1000000"), ("dilate", "(0, 0)"), ("dilate", "(-1, -1)"), ("dilate", "(100000, 1)"),
               ("stride", "(0, 0)"), ("stride", "(-1, 1)"), ("stride", "(100000000, 1)"),
               ("pad", "(1000000, 1000000)"), ("pad", "(-100, 0)"), ("pad", "(30000, 30000)"),
               ("num_filter", "0"), ("num_filter", "100000000"), ("num_filter", "-3"), ("layout", "NWHC"),
               ("workspace", "-1"), ("cudnn_tune", "evil")]:
    _model_case(f"conv-{_k}-{_v}", _conv({_k: _v}), shape="1,3,8,8")


def _pool(attrs, shape="1,3,8,8"):
    def f(d):
        base = {"kernel": "(2, 2)", "pool_type": "max", "stride": "(1, 1)", "pad": "(0, 0)"}
        base.update(attrs)
        return {"nodes": [{"op": "null", "name": "data", "inputs": []},
                          {"op": "Pooling", "name": "p", "attrs": base, "inputs": [[0, 0, 0]]}],
                "arg_nodes": [0], "heads": [[1, 0, 0]]}
    return f


for _k, _v in [("kernel", "(0, 0)"), ("kernel", "(100000, 100000)"), ("stride", "(0, 0)"), ("pad", "(100000, 1)"),
               ("pool_type", "evil"), ("p_value", "0"), ("pooling_convention", "full"), ("global_pool", "x")]:
    _model_case(f"pool-{_k}-{_v}", _pool({_k: _v}), shape="1,3,8,8")


def _op1(op, attrs, shape="2,3", n_in=1):
    def f(d):
        return {"nodes": [{"op": "null", "name": "data", "inputs": []},
                          {"op": op, "name": "o", "attrs": attrs, "inputs": [[0, 0, 0]] * n_in}],
                "arg_nodes": [0], "heads": [[1, 0, 0]]}
    _model_case(f"op-{op}-{json.dumps(attrs)[:40]}", f, shape=shape)


_op1("Reshape", {"shape": "(2147483647, 2147483647)"})
_op1("Reshape", {"shape": "(-4, 0, 0)"})
_op1("Reshape", {"shape": "(-3, -3, -3)"})
_op1("Reshape", {"shape": "(" + ", ".join(["1"] * 5000) + ")"})
_op1("tile", {"reps": "(100000, 100000)"})
_op1("tile", {"reps": "(1000, 1000, 1000)"})
_op1("repeat", {"repeats": "1000000000", "axis": "0"})
_op1("repeat", {"repeats": "-1"})
_op1("broadcast_to", {"shape": "(100000, 100000, 3)"})
_op1("broadcast_axis", {"axis": "(0,)", "size": "(2000000000,)"})
_op1("pad", {"mode": "constant", "pad_width": "(0, 0, 0, 0, 100000, 100000, 100000, 100000)"}, shape="1,1,2,3")
_op1("one_hot", {"depth": "2000000000"})
_op1("one_hot", {"depth": "-1"})
_op1("_arange", {"start": "0", "stop": "1e15"}, n_in=0)
_op1("_arange", {"start": "0", "stop": "10", "step": "0"}, n_in=0)
_op1("_arange", {"start": "0", "stop": "10", "repeat": "1000000000"}, n_in=0)
_op1("_full", {"shape": "(100000, 100000)", "value": "1"}, n_in=0)
_op1("_ones", {"shape": "(30000, 30000)"}, n_in=0)
_op1("_zeros", {"shape": "(0, 5)"}, n_in=0)
_op1("_random_uniform", {"shape": "(30000, 30000)"}, n_in=0)
_op1("_random_normal", {"shape": "(1, 100000000)"}, n_in=0)
_op1("transpose", {"axes": "(5, 4, 3)"})
_op1("transpose", {"axes": "(" + ",".join(str(i) for i in range(40)) + ")"})
_op1("expand_dims", {"axis": "1000"})
_op1("sum", {"axis": "(99,)"})
_op1("SliceChannel", {"num_outputs": "0", "axis": "1"})
_op1("SliceChannel", {"num_outputs": "-1", "axis": "1"})
_op1("slice", {"begin": "(0, 0)", "end": "(1000000000, 1000000000)", "step": "(0, 0)"})
_op1("slice_axis", {"axis": "1", "begin": "0", "end": "-1000000000"})
_op1("Embedding", {"input_dim": "2000000000", "output_dim": "1000"}, n_in=1)
_op1("topk", {"k": "-1000000000"})
_op1("Cast", {"dtype": "object"})
_op1("Cast", {"dtype": "float128"})
_op1("Cast", {"dtype": "__import__('os')"})
_op1("LeakyReLU", {"act_type": "rrelu", "lower_bound": "nan", "upper_bound": "inf"})
_op1("Dropout", {"p": "2.0", "mode": "always"})
_op1("UpSampling", {"scale": "100000", "sample_type": "nearest", "num_args": "1"}, shape="1,1,2,2")
_op1("UpSampling", {"scale": "0", "sample_type": "nearest", "num_args": "1"}, shape="1,1,2,2")
_op1("_contrib_BilinearResize2D", {"height": "100000", "width": "100000"}, shape="1,1,2,2")
_op1("_contrib_BilinearResize2D", {"scale_height": "1e9", "scale_width": "1e9", "mode": "odd_scale"}, shape="1,1,2,2")
_op1("RNN", {"state_size": "2000000000", "num_layers": "1", "mode": "lstm"}, shape="2,3,4")
_op1("RNN", {"state_size": "4", "num_layers": "-1", "mode": "lstm"}, shape="2,3,4")
_op1("_contrib_ROIAlign", {"pooled_size": "(100000, 100000)", "spatial_scale": "1"}, n_in=2)
_op1("Deconvolution", {"kernel": "(3, 3)", "num_filter": "4", "target_shape": "(100000, 100000)"}, shape="1,3,4,4")
_op1("Deconvolution", {"kernel": "(3, 3)", "num_filter": "4", "adj": "(100, 100)", "stride": "(1, 1)"}, shape="1,3,4,4")
_op1("Custom", {"op_type": "os.system"})
_op1("Custom", {"op_type": "__import__('os').system('touch MARKER')"})
_op1("_foreach", {"num_args": "1", "num_outputs": "1", "num_out_data": "1"})
_op1("_cond", {"num_args": "1", "num_outputs": "1"})
_op1("_while_loop", {"num_args": "1", "num_outputs": "1", "max_iterations": "1000000000000"})
_op1("BatchNorm", {"axis": "100"}, n_in=5)
_op1("softmax", {"axis": "-100", "temperature": "0"})
_op1("norm", {"ord": "1000000000", "axis": "(1,)"})
_op1("where", {}, n_in=3)
_op1("squeeze", {"axis": "(0, 0, 0)"})
_op1("diag", {"k": "1000000000"})
_op1("_linalg_gemm2", {"transpose_a": "x"}, n_in=2)
_op1("im2col", {"kernel": "(1000, 1000)"}, shape="1,1,2,2")
_op1("space_to_depth", {"block_size": "0"}, shape="1,1,2,2")
_op1("depth_to_space", {"block_size": "100000"}, shape="1,1,2,2")
_op1("GridGenerator", {"transform_type": "affine", "target_shape": "(100000, 100000)"}, shape="1,6")


def _params_header(n_arrays=1):
    return struct.pack("<QQQ", 0x112, 0, n_arrays)


def _rec(shape, code=0, magic=0xF993FAC9, data=None, ndim=None, stype=0, dev=(1, 0)):
    nd_ = len(shape) if ndim is None else ndim
    head = struct.pack("<Iii", magic, stype, nd_) + struct.pack(f"<{len(shape)}q", *shape)
    head += struct.pack("<iii", dev[0], dev[1], code)
    if data is None:
        n = 1
        for s in shape:
            n *= max(s, 0)
        data = b"\0" * (n * 4 if n < 10**7 else 0)
    return head + data


def _names(*names):
    out = struct.pack("<Q", len(names))
    for n in names:
        b = n.encode() if isinstance(n, str) else n
        out += struct.pack("<Q", len(b)) + b
    return out


_PARAMS_CMDS = [f"{_q(PY)} -c {_q(LOAD_DRIVER)} p.params",
                f"{_q(PY)} -c {_q(MODEL_DRIVER)} m-symbol.json p.params 1,512",
                f"{_q(PY)} -m hybridlint export-onnx m-symbol.json p.params --shape data=1,512 -o m.onnx"]


def _params_case(name, payload):
    def setup(proj, out):
        w(proj / "p.params", payload)
        w(proj / "m-symbol.json", json.dumps(_mlp_doc()))
        return {"cmds": _PARAMS_CMDS, "allow_new": ("m.onnx",)}
    CASES.append(Case("params", name, setup, kind="rt", rcs=(0, 1, 2)))


_params_case("ndim-huge", _params_header() + struct.pack("<Iii", 0xF993FAC9, 0, 2**30))
_params_case("ndim-neg", _params_header() + struct.pack("<Iii", 0xF993FAC9, 0, -7))
_params_case("dims-huge", _params_header() + _rec((2**31, 2**31), data=b""))
_params_case("dims-overflow-i64", _params_header() + _rec((2**62, 2**62, 16), data=b""))
_params_case("dims-neg", _params_header() + _rec((-1, 4), data=b"\0" * 16))
_params_case("dims-zero", _params_header() + _rec((0, 2**40), data=b"") + _names("arg:dense0_weight"))
_params_case("dtype-unknown", _params_header() + _rec((2,), code=99, data=b"\0" * 8))
_params_case("dtype-neg", _params_header() + _rec((2,), code=-1, data=b"\0" * 8))
_params_case("dtype-bf16", _params_header() + _rec((2,), code=12, data=b"\0" * 4))
_params_case("stype-sparse", _params_header() + _rec((2,), stype=1, data=b"\0" * 8))
_params_case("stype-odd", _params_header() + _rec((2,), stype=77, data=b"\0" * 8))
_params_case("dev-odd", _params_header() + _rec((2,), dev=(99, -1), data=b"\0" * 8))
_params_case("n-arrays-huge", struct.pack("<QQQ", 0x112, 0, 2**63))
_params_case("n-names-huge", _params_header(0) + struct.pack("<Q", 2**63))
_params_case("name-len-huge", _params_header(1) + _rec((2,), data=b"\0" * 8) + struct.pack("<QQ", 1, 2**62))
_params_case("name-bad-utf8", _params_header(1) + _rec((2,), data=b"\0" * 8) + _names(b"\xff\xfe"))
_params_case("name-code", _params_header(1) + _rec((2,), data=b"\0" * 8) + _names("__import__('os').system('x')"))
_params_case("names-mismatch", _params_header(1) + _rec((2,), data=b"\0" * 8) + _names("a", "b"))
_params_case("names-dup", _params_header(2) + _rec((2,), data=b"\0" * 8) * 2 + _names("a", "a"))
_params_case("wrong-shape-for-net", _params_header(1) + _rec((3, 3), data=b"\0" * 36) + _names("arg:dense0_weight"))
_params_case("nan-weights", _params_header(1) + _rec((256, 512), data=b"\xff\xff\xff\x7f" * 256 * 512)
             + _names("arg:dense0_weight"))
_params_case("zero-size", _params_header(1) + _rec((0,), data=b"") + _names("arg:dense0_bias"))
_params_case("pickle", b"\x80\x04\x95" + b"cos\nsystem\n(S'touch x'\ntR." + b"\0" * 20)
_params_case("empty", b"")
_params_case("v3-scalar", _params_header(1) + _rec((), magic=0xF993FACA, data=b"\0" * 4))
_params_case("legacy", _params_header(1) + struct.pack("<II", 1, 2) + struct.pack("<iii", 1, 0, 0) + b"\0" * 8)
_params_case("legacy-huge", _params_header(1) + struct.pack("<I", 32) + struct.pack("<32I", *[2**32 - 1] * 32))
_params_case("trailing", _params_header(1) + _rec((2,), data=b"\0" * 8) + _names() + b"junk")
_params_case("arg-aux-odd-prefix", _params_header(1) + _rec((2,), data=b"\0" * 8) + _names("zzz:dense0_weight"))
_params_case("dev-zero-link", None)
_params_case("fifo", None)
_params_case("dir", None)


for _c in CASES:
    if _c.cat == "params" and _c.name in ("dev-zero-link", "fifo", "dir"):
        _kind = _c.name

        def _mk(kind):
            def setup(proj, out):
                w(proj / "m-symbol.json", json.dumps(_mlp_doc()))
                if kind == "dev-zero-link":
                    os.symlink("/dev/zero", proj / "p.params")
                elif kind == "fifo":
                    os.mkfifo(proj / "p.params")
                else:
                    (proj / "p.params").mkdir()
                return {"cmds": _PARAMS_CMDS, "allow_new": ("m.onnx",)}
            return setup
        _c.setup = _mk(_kind)

_REAL = (FIX / "mlp" / "model-0000.params").read_bytes()
# truncations at every header offset and a spread of data offsets
for _off in list(range(0, 120, 3)) + [len(_REAL) // 2, len(_REAL) - 200, len(_REAL) - 9, len(_REAL) - 1]:
    _params_case(f"truncated-{_off}", _REAL[:_off])


def _symbol_file_case(name, kind):
    def setup(proj, out):
        if kind == "dev-zero":
            os.symlink("/dev/zero", proj / "m-symbol.json")
        elif kind == "fifo":
            os.mkfifo(proj / "m-symbol.json")
        elif kind == "dir":
            (proj / "m-symbol.json").mkdir()
        elif kind == "urandom":
            os.symlink("/dev/urandom", proj / "m-symbol.json")
        return {"cmds": [f"{_q(PY)} -c {_q(MODEL_DRIVER)} m-symbol.json - 1,512",
                         f"{_q(PY)} -m hybridlint.runtime.compiler m-symbol.json --shape data=1,512"]}
    CASES.append(Case("model", name, setup, kind="rt", rcs=(0, 1, 2)))


for _k in ("dev-zero", "fifo", "dir", "urandom"):
    _symbol_file_case(f"symbol-file-{_k}", _k)


@case("model", "compiler-cli-odd-flags", kind="rt", rcs=(0, 1, 2))
def _(proj, out):
    w(proj / "m-symbol.json", json.dumps(_mlp_doc()))
    cmds = [f"{_q(PY)} -m hybridlint.runtime.compiler m-symbol.json {a} >/dev/null" for a in (
        "--shape data=100000000,512", "--shape data=1,512 --dtype evil", "--shape data=1,512 --dtype object",
        "--shape data=-1,512", "--shape data=0,512", "--shape =1", "--shape data=1,513",
        "--shape data=1,512 --dot /proc/nope/x", "--shape data=1,512 --svg /proc/nope/x", "",
        "--shape data=" + ",".join(["1"] * 100))]
    return {"cmds": cmds}


@case("model", "export-onnx-odd-flags", kind="rt", rcs=(0, 1, 2))
def _(proj, out):
    w(proj / "m-symbol.json", json.dumps(_mlp_doc()))
    w(proj / "m-0000.params", _REAL)
    base = f"{_q(PY)} -m hybridlint export-onnx m-symbol.json m-0000.params"
    cmds = [f"{base} {a} >/dev/null" for a in (
        "--shape data=100000000,512 -o m.onnx", "--shape data=1,512 --dtype data=evil -o m.onnx",
        "--shape data=1,512 -o /proc/nope/m.onnx", "--shape data=1,512 -o .", "--shape nope=1,2 -o m.onnx",
        "--shape data=1,512 --shape data=2,512 -o m.onnx", "--shape data= -o m.onnx", "--shape data=-1,512 -o m.onnx",
        "--shape data=1,512 -o /dev/full")]
    return {"cmds": cmds, "allow_new": ("m.onnx",)}


# ------------------------------------------------------------------------------- verify / testing
def _verify_case(name, toml=None, args=(), files=None, rcs=(0, 1, 2)):
    def setup(proj, out):
        w(proj / "good.py", GOOD)
        w(proj / "net.py", "from mxnet import gluon\nclass Net(gluon.nn.HybridBlock):\n"
                           "    def __init__(self, **kw):\n        super().__init__(**kw)\n"
                           "        self.d = gluon.nn.Dense(3)\n"
                           "    def hybrid_forward(self, F, x):\n        return self.d(x)\n")
        if toml is not None:
            w(proj / "pyproject.toml", toml)
        for k, v in (files or {}).items():
            w(proj / k, v)
        return {"argv": [PY, "-m", "hybridlint", "verify", *args]}
    CASES.append(Case("verify", name, setup, kind="rt", rcs=rcs))


_V = "[[tool.hybridlint.verify]]\n"
_verify_case("ok", args=("net.py:Net", "-i", "2x4"), rcs=(0,))
_verify_case("no-entries", toml=_T, rcs=(2,))
_verify_case("entry-types", toml=_V + "target = 5\ninputs = 'x'\nargs = 3\n", rcs=(2,))
_verify_case("entry-missing-target", toml=_V + "inputs = ['2x4']\n", rcs=(2,))
_verify_case("entry-bad-shape", toml=_V + "target = 'net.py:Net'\ninputs = ['2xq', '-1x4', '0x0']\n", rcs=(1, 2))
_verify_case("entry-huge-shape", toml=_V + "target = 'net.py:Net'\ninputs = ['100000x100000x100']\n", rcs=(1, 2))
_verify_case("entry-huge-ndim", toml=_V + "target = 'net.py:Net'\ninputs = ['" + "x".join(["1"] * 100) + "']\n",
             rcs=(1, 2))
_verify_case("entry-odd-dtype", toml=_V + "target = 'net.py:Net'\ninputs = ['2x4:object', '2x4:evil']\n", rcs=(1, 2))
_verify_case("entry-tolerance-odd", toml=_V + "target = 'net.py:Net'\ninputs = ['2x4']\nrtol = 'x'\natol = -1\n",
             rcs=(0, 1, 2))
_verify_case("entry-npy-pickle", toml=_V + "target = 'net.py:Net'\ninputs = ['x.npy']\n",
             files={"x.npy": b"\x93NUMPY\x01\x00v\x00{'descr': '|O', 'fortran_order': False, 'shape': (1,), }"
                    + b" " * 50 + b"\n" + b"\x80\x04cos\nsystem\n(S'touch x'\ntR."}, rcs=(1, 2))
_verify_case("entry-npy-huge-header", toml=_V + "target = 'net.py:Net'\ninputs = ['x.npy']\n",
             files={"x.npy": b"\x93NUMPY\x01\x00\xff\xff{'descr': '<f4', 'fortran_order': False, 'shape': ("
                    + b"(" * 30000 + b"), }"}, rcs=(1, 2))
_verify_case("entry-npy-dev-zero", args=("net.py:Net", "-i", "/dev/zero"), rcs=(1, 2))
_verify_case("target-odd", args=("::::",), rcs=(1, 2))
_verify_case("target-missing-file", args=("nope.py:Net",), rcs=(1, 2))
_verify_case("target-dir", args=(".:Net",), rcs=(1, 2))
_verify_case("target-not-block", args=("net.py:gluon",), rcs=(1, 2))
_verify_case("args-json-odd", args=("net.py:Net", "-i", "2x4", "--args", "[" * 100_000), rcs=(1, 2))
_verify_case("args-json-list", args=("net.py:Net", "-i", "2x4", "--args", "[1,2]"), rcs=(1, 2))
_verify_case("args-json-unknown-kw", args=("net.py:Net", "-i", "2x4", "--args", '{"evil": 1}'), rcs=(1, 2))
_verify_case("seed-huge", args=("net.py:Net", "-i", "2x4", "--seed", str(2**80)), rcs=(0, 1, 2))
_verify_case("seed-neg", args=("net.py:Net", "-i", "2x4", "--seed", "-1"), rcs=(0, 1, 2))
_verify_case("ctx-odd", args=("net.py:Net", "-i", "2x4", "--ctx", "tpu:-1"), rcs=(1, 2))
_verify_case("ctx-gpu-none", args=("net.py:Net", "-i", "2x4", "--ctx", "gpu:99"), rcs=(1, 2))
_verify_case("rtol-nan", args=("net.py:Net", "-i", "2x4", "--rtol", "nan"), rcs=(0, 1, 2))
_verify_case("config-dev-zero", args=("--config", "/dev/zero"), rcs=(2,))
_verify_case("config-missing", args=("--config", "nope.toml"), rcs=(2,))
_verify_case("bad-toml", toml="[[tool.hybridlint.verify]\n", rcs=(2,))


@case("verify", "pytest-helper-hostile", kind="rt", rcs=(0,))
def _(proj, out):
    code = ("from hybridlint.testing import assert_hybrid_consistent\n"
            "from mxnet import gluon\n"
            "class Net(gluon.nn.HybridBlock):\n"
            "    def hybrid_forward(self, F, x):\n        return x * 2\n"
            "for args in [((), {}), ((Net(),), {'inputs': 'x'}), ((Net(),), {'inputs': [(-1, 2)]}),\n"
            "             ((Net(),), {'inputs': [(100000, 100000, 100)]}), ((Net(),), {'inputs': [(2, 2)], 'rtol': 'x'}),\n"
            "             ((5,), {'inputs': [(2, 2)]}), ((Net(),), {'inputs': [(2, 2)], 'dtype': 'evil'})]:\n"
            "    try:\n        assert_hybrid_consistent(*args[0], **args[1])\n"
            "    except (AssertionError, ValueError, TypeError) as e:\n        print('refused', type(e).__name__, str(e)[:100])\n"
            "print('done')\n")
    w(proj / "t.py", code)
    return {"argv": [PY, "-m", "hybridlint.runtime", "t.py"], "expect": ("done",)}


# ------------------------------------------------------------------------------- running
def _env(case_dir: Path) -> dict:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("HYBRIDLINT_", "FORCE_COLOR", "NO_COLOR"))}
    env.update(TMPDIR=str(case_dir / "tmp"), HOME=str(case_dir / "home"), XDG_CACHE_HOME=str(case_dir / "home" / ".cache"),
               PYTHONDONTWRITEBYTECODE="1")
    return env


def _snapshot(d: Path) -> dict:
    snap = {}
    for dirpath, dirnames, filenames in os.walk(d, followlinks=False):
        for n in filenames + dirnames:
            p = os.path.join(dirpath, n)
            try:
                st = os.lstat(p)
            except OSError:
                continue
            digest = ""
            if stat.S_ISREG(st.st_mode):
                try:
                    with open(p, "rb") as f:
                        digest = hashlib.sha1(f.read()).hexdigest()
                except OSError:
                    digest = "unreadable"
            snap[os.path.relpath(p, d)] = (stat.S_IFMT(st.st_mode), st.st_size, digest)
    return snap


def _chmod_back(d: Path):
    for dirpath, dirnames, filenames in os.walk(d):
        for n in dirnames + filenames:
            p = os.path.join(dirpath, n)
            try:
                if not os.path.islink(p):
                    os.chmod(p, 0o755)
            except OSError:
                pass
    # walk again: directories made readable only now
    for dirpath, dirnames, filenames in os.walk(d):
        for n in dirnames:
            try:
                os.chmod(os.path.join(dirpath, n), 0o755)
            except OSError:
                pass


def _run_one(argv, proj, case_dir, spec, k):
    stdout_p, stderr_p = case_dir / f"stdout{k}", case_dir / f"stderr{k}"
    stdin = spec.get("stdin")
    start = time.monotonic()
    with open(stdout_p, "wb") as so, open(stderr_p, "wb") as se:
        proc = subprocess.Popen(argv, cwd=proj, stdout=so, stderr=se, env=_env(case_dir),
                                stdin=subprocess.PIPE if stdin is not None else subprocess.DEVNULL,
                                start_new_session=True)
        if stdin is not None:
            def feed():
                try:
                    proc.stdin.write(stdin)
                    proc.stdin.close()
                except OSError:
                    pass
            threading.Thread(target=feed, daemon=True).start()
        if spec.get("during"):
            delay, fn = spec["during"]
            threading.Timer(delay, fn).start()
        rusage, status, hung = None, None, False
        while True:
            pid, status, rusage = os.wait4(proc.pid, os.WNOHANG)
            if pid:
                break
            if time.monotonic() - start > LIMIT_S:
                hung = True
                try:
                    os.killpg(proc.pid, signal.SIGKILL)
                except OSError:
                    pass
                pid, status, rusage = os.wait4(proc.pid, 0)
                break
            time.sleep(0.02)
        rc = os.waitstatus_to_exitcode(status)
        try:       # the process group may hold children still (bash cases)
            os.killpg(proc.pid, signal.SIGKILL)
        except OSError:
            pass
    took = time.monotonic() - start
    text = stdout_p.read_bytes().decode("utf-8", "replace") + stderr_p.read_bytes().decode("utf-8", "replace")
    return rc, hung, (rusage.ru_maxrss / 1024 if rusage else 0), took, text


# Cases name these devices; a writer that renames a temp file over one (as root) turns the device
# into a regular file, which no folder snapshot sees.
_DEVICES = ("/dev/null", "/dev/zero", "/dev/full", "/dev/urandom")


def _devices() -> dict:
    out = {}
    for d in _DEVICES:
        try:
            info = os.lstat(d)
            out[d] = (stat.S_IFMT(info.st_mode), info.st_rdev)
        except OSError:
            out[d] = None
    return out


def run_case(c: Case, base: Path, baselines: dict) -> dict:
    devices_before = _devices()
    case_dir = Path(tempfile.mkdtemp(prefix="case-", dir=base))
    proj, out = case_dir / "proj", case_dir / "outside"
    for d in (proj, out, case_dir / "tmp", case_dir / "home"):
        d.mkdir()
    (proj / ".git").mkdir()
    w(out / "canary.py", FIXABLE)
    spec = c.setup(proj, out) or {}
    expect = tuple(spec.get("expect", ())) + c.expect
    allow_new = tuple(spec.get("allow_new", ())) + tuple(c.allow_new)
    outside_before = _snapshot(out)
    proj_before = set(_snapshot(proj))
    cmds = spec.get("cmds") or [spec["argv"]]
    took, text, rss_mb, fails = 0.0, "", 0.0, []
    for k, argv in enumerate(cmds):
        if isinstance(argv, str):
            argv = ["bash", "-c", argv]
        rc, hung, rss, t, out_text = _run_one(argv, proj, case_dir, spec if k == 0 else {}, k)
        took = max(took, t)
        rss_mb = max(rss_mb, rss)
        text += out_text
        if hung:
            fails.append("hang")
        elif rc < 0 and rc not in c.rcs:
            fails.append(f"signal{-rc}")
        elif rc not in c.rcs:
            fails.append(f"rc{rc}")
    proc_rc = rc
    hung = "hang" in fails
    if "Traceback (most recent call last)" in text:
        fails.append("traceback")
    if "internal error" in text:
        fails.append("internal")
    if rss_mb - baselines.get(c.kind, 0) > RSS_MB:
        fails.append(f"rss{int(rss_mb)}")
    if (out / "PWNED").exists() or (proj / "PWNED").exists() or (proj / "x").exists():
        fails.append("code-ran")
    _chmod_back(proj)
    after = _snapshot(out)
    after.pop("PWNED", None)
    before = dict(outside_before)
    if after != before and not spec.get("outside_may_change"):
        if spec.get("allow_outside_same_inode"):
            pass      # a hard link IS the outside file; rewriting it is rewriting the user's named file
        else:
            fails.append("outside")
    if _devices() != devices_before:
        fails.append("device-replaced")
    tmp_left = list((case_dir / "tmp").iterdir())
    new_proj = [p for p in set(_snapshot(proj)) - proj_before
                if not p.startswith(".hybridlint_cache") and not any(p.startswith(a) for a in allow_new)]
    leftover = [p for p in new_proj if "tmp" in p.lower() or ".hybridlint-" in p]
    if tmp_left or leftover:
        fails.append("leftover-tmp")
    if spec.get("original"):
        for k, v in spec["original"].items():
            now = (proj / k).read_text()
            try:
                compile(now, k, "exec")
            except SyntaxError:
                fails.append("half-written")
    if spec.get("check_partial"):
        for p in proj.glob("m*.py"):
            try:
                compile(p.read_text(), str(p), "exec")
            except (SyntaxError, ValueError):
                fails.append("half-written")
                break
    if not hung:
        for e in expect:
            if e not in text:
                fails.append("expect")
                break
    if "keep" in spec:
        try:
            spec["keep"].close()
        except Exception:
            pass
    return {"cat": c.cat, "name": c.name, "rc": proc_rc, "took": took, "rss": rss_mb,
            "fails": fails, "dir": str(case_dir), "tail": text[-600:]}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--only", default="")
    ap.add_argument("--keep", action="store_true")
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--verbose", "-v", action="store_true")
    args = ap.parse_args()
    cases = [c for c in CASES if args.only in f"{c.cat}/{c.name}"]
    if args.list:
        for c in cases:
            print(f"{c.cat}/{c.name}")
        return 0
    base = Path(tempfile.mkdtemp(prefix="hlattack-"))
    # baselines: the peak RSS of a harmless run of each kind
    baselines = {}
    for kind, c in (("lint", Case("base", "lint", lambda p, o: (w(p / "good.py", GOOD), {"argv": lint("--no-cache", ".")})[1], rcs=(1,))),
                    ("rt", Case("base", "rt", CASES[[x.name for x in CASES].index("baseline-ok")].setup, kind="rt"))):
        r = run_case(c, base, {})
        baselines[kind] = r["rss"]
    print(f"baselines: lint {baselines['lint']:.0f} MB, runtime {baselines['rt']:.0f} MB (limit +{RSS_MB} MB)")
    results = []
    for c in cases:
        r = run_case(c, base, baselines)
        results.append(r)
        mark = "FAIL " + ",".join(r["fails"]) if r["fails"] else "ok"
        if r["fails"] or args.verbose:
            print(f"{c.cat:10s} {c.name:45.45s} rc={r['rc']:>3} {r['took']:5.1f}s {r['rss']:6.0f}MB  {mark}", flush=True)
            if r["fails"]:
                print("    " + r["tail"][-400:].replace("\n", "\n    "))
    print()
    cats = sorted({r["cat"] for r in results})
    print(f"{'category':12s} {'cases':>6s} {'failed':>7s}")
    for cat in cats:
        rs = [r for r in results if r["cat"] == cat]
        print(f"{cat:12s} {len(rs):6d} {sum(1 for r in rs if r['fails']):7d}")
    total_f = sum(1 for r in results if r["fails"])
    print(f"{'total':12s} {len(results):6d} {total_f:7d}")
    if not args.keep:
        _chmod_back(base)
        shutil.rmtree(base, ignore_errors=True)
    else:
        print("kept", base)
    return 1 if total_f else 0


if __name__ == "__main__":
    sys.exit(main())
