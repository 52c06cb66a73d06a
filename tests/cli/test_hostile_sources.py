"""Source files built to crash or stall a linter get a HYB000 each, quickly, and the other files
of the run are still checked (issue #9 items 5-7)."""
from __future__ import annotations

import os
import subprocess
import sys
import time

HEAD = ("from mxnet.gluon import HybridBlock\n\n\nclass N(HybridBlock):\n"
        "    def hybrid_forward(self, F, x):\n")
GOOD = HEAD + "        return x.shape\n"


def _check(tmp_path, *names, env=None):
    start = time.monotonic()
    proc = subprocess.run([sys.executable, "-m", "hybridlint", "check", "--no-cache",
                           "--output-format", "concise", *names],
                          cwd=tmp_path, capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})
    return proc, time.monotonic() - start


def _hang_bound(tmp_path, seconds: float) -> float:
    """``seconds`` on an idle machine, stretched by how slow this machine is right now (one small
    file checked the same way): these tests catch hangs and quadratic blow-ups (minutes), not speed
    (bench/lint_speed.py measures that), and must not fail on a loaded CI box."""
    probe = tmp_path / "_probe"
    probe.mkdir()
    (probe / "good.py").write_text(GOOD)
    _, base = _check(probe, "good.py")
    return seconds * max(1.0, base / 0.5)


def test_operator_chains_that_overflow_the_parser_are_hyb000(tmp_path):
    (tmp_path / "and_chain.py").write_text(HEAD + "        y = " + " and ".join(["x"] * 20000) + "\n")
    (tmp_path / "plus_chain.py").write_text(HEAD + "        y = " + " + ".join(["x"] * 20000) + "\n")
    (tmp_path / "or_lines.py").write_text(HEAD + "        y = (x\n" + "            or x\n" * 9000 + "        )\n")
    (tmp_path / "good.py").write_text(GOOD)
    proc, took = _check(tmp_path, ".")
    assert proc.returncode == 1, proc.stderr          # findings, no signal death, no crash
    out = proc.stdout
    for name in ("and_chain.py", "plus_chain.py", "or_lines.py"):
        assert f"{name}:" in out and "HYB000" in out.split(f"{name}:", 1)[1].split("\n", 1)[0]
    assert "good.py:6:16: HYB001" in out
    assert took < _hang_bound(tmp_path, 30)


def test_megabytes_of_data_are_hyb000_not_gigabytes(tmp_path):
    (tmp_path / "data.py").write_text(GOOD + "DATA = [" + ",".join(["1"] * 1_000_000) + "]\n")
    (tmp_path / "good.py").write_text(GOOD)
    proc, took = _check(tmp_path, ".")
    assert "data.py:7:1: HYB000 file too large to analyze" in proc.stdout
    assert "good.py:6:16: HYB001" in proc.stdout and took < _hang_bound(tmp_path, 20)


def test_a_noqa_before_many_blank_lines_is_linear(tmp_path):
    (tmp_path / "a.py").write_text("# noqa" + "\n" * 100_000 + GOOD)
    proc, took = _check(tmp_path, "a.py")
    assert "HYB001" in proc.stdout and took < _hang_bound(tmp_path, 10)


def test_names_an_ascii_terminal_cannot_show_are_escaped(tmp_path):
    (tmp_path / "café ☃.py").write_text(GOOD)
    (tmp_path / os.fsdecode(b"bad\xffname.py")).write_text(GOOD)
    proc, _ = _check(tmp_path, ".", env={"PYTHONIOENCODING": "ascii", "LC_ALL": "C", "LANG": "C"})
    assert proc.returncode == 1, proc.stderr
    assert "caf\\xe9 \\u2603.py:6:16: HYB001" in proc.stdout
    assert "bad\\udcffname.py:6:16: HYB001" in proc.stdout


def test_fifty_thousand_lines_of_hybrid_blocks_are_bounded(tmp_path):
    blocks = "".join(GOOD.replace("class N(", f"class N{i}(") for i in range(12_500))
    (tmp_path / "big.py").write_text(blocks)
    (tmp_path / "good.py").write_text(GOOD)
    proc, took = _check(tmp_path, ".")
    assert "big.py:1:1: HYB000 file too large to analyze" in proc.stdout
    assert "good.py:6:16: HYB001" in proc.stdout and took < _hang_bound(tmp_path, 20)
