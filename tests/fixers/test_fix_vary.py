"""`bench/fix_effect.py --vary`: a fix kept only where it keeps the outputs on every input shape the
original accepts, not on INPUTS alone (session 69, H496).  Run in the bundled runtime; bench/RESULTS.md
has the census of every set in real MXNet 1.9.1."""
from __future__ import annotations

import importlib.util
import json
import pathlib
import subprocess
import sys

BENCH = pathlib.Path(__file__).parents[2] / "bench"

# a reshape code 0 copies axis 1 where the original reads axis 2: equal at (2, 3, 3) only
ORIGINAL = '''from mxnet.gluon import nn

INPUTS = [(2, 3, 3)]


class Net(nn.HybridBlock):
    def hybrid_forward(self, F, x):
        return x.reshape((x.shape[0], x.shape[2], -1)) * 2
'''
LUCKY = ORIGINAL.replace("(x.shape[0], x.shape[2], -1)", "(0, 0, -1)")
# the same computation written otherwise (the check varies only a file the fix changed)
SAME = ORIGINAL.replace("* 2", "* 2.0")

def _runner():
    spec = importlib.util.spec_from_file_location("fix_effect", BENCH / "fix_effect.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module._RUNNER


def _vary(tmp_path, fixed_text) -> dict:
    for folder, text in (("orig", ORIGINAL), ("fixed", fixed_text)):
        (tmp_path / folder).mkdir()
        (tmp_path / folder / "case.py").write_text(text)
    runner = tmp_path / "runner.py"
    runner.write_text(_runner())
    out = subprocess.run([sys.executable, str(runner), str(tmp_path / "orig"), str(tmp_path / "fixed"),
                          "bundled", "vary=12"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout.strip().splitlines()[-1])["case.py"]


def test_lucky_rewrite_is_a_harm_on_another_shape(tmp_path):
    r = _vary(tmp_path, LUCKY)
    assert r["fixed_eager"] == "equal"              # on INPUTS the rewrite looks right
    assert r["vary"]["tested"] and r["vary"]["harms"], r
    assert any(h.startswith("2x3x4: eager differs") for h in r["vary"]["harms"]), r


def test_batch_and_axes_varied(tmp_path):
    r = _vary(tmp_path, SAME)
    tested = r["vary"]["tested"]
    assert {"1x3x3", "3x3x3", "2x3x4", "2x4x3", "2x4x4"} <= set(tested), tested
    assert not r["vary"]["harms"], r


def test_set_varied_without_harm():
    # a small set end to end (lint, fix, run): every fixed block that keeps its outputs on INPUTS
    # keeps them on the other shapes its original accepts
    out = subprocess.run([sys.executable, str(BENCH / "fix_effect.py"), str(BENCH / "fix_cases_heldout"),
                          "--vary", "8"], capture_output=True, text=True, timeout=300)
    assert out.returncode == 0, out.stderr
    line = next(x for x in out.stdout.splitlines() if x.startswith("varied shapes:"))
    tested = int(line.split(" fixed blocks tested on ")[1].split()[0])
    assert tested > 0 and line.endswith("blocks harmed on another shape: 0"), out.stdout


def test_a_hung_case_is_reported_and_the_others_still_run(tmp_path, monkeypatch):
    """A case whose runner never returns (MXNet hung after a crash in --vary's runs: probes_s46's
    cond_batchnorm) is cut at the time limit and reported; the set's other cases keep their rows."""
    spec = importlib.util.spec_from_file_location("fix_effect", BENCH / "fix_effect.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "CASE_SECONDS", 2)
    for folder in ("orig", "fixed"):
        (tmp_path / folder).mkdir()
        for name in ("fast.py", "hangs.py"):
            (tmp_path / folder / name).write_text("")
    runner = tmp_path / "runner.py"
    runner.write_text("import json, pathlib, sys, time\n"
                      "names = sorted(p.name for p in pathlib.Path(sys.argv[1]).glob('*.py'))\n"
                      "if 'hangs.py' in names:\n    time.sleep(60)\n"
                      "print(json.dumps({n: {'ok': True} for n in names}))\n")
    report = module._case_by_case(sys.executable, runner, tmp_path / "orig", tmp_path / "fixed", [],
                                  tmp_path / "work")
    assert report["fast.py"] == {"ok": True}
    assert "took over 2 s" in report["hangs.py"]["error"]
