"""The results cache: hits, invalidation, corruption, cross-file keys, and that it is never pickle."""
import json

import pytest

from hybridlint import analysis
from hybridlint.cache import CACHE_FILE, Cache, decode_diagnostic, decode_value, encode_diagnostic, encode_value
from hybridlint.diagnostics import Diagnostic, Edit, Fix

BAD = "def hybrid_forward(self, F, x):\n    return x.shape\n"


def _count_analyses(engine, monkeypatch) -> list:
    """Make ``engine`` the CLI's engine; the returned list collects the paths it analyzes."""
    calls = []
    real = engine.analyze

    def analyze(source, path, project=None):
        calls.append(path)
        return real(source, path, project)

    engine.analyze = analyze
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    return calls


@pytest.fixture
def counting(fake, monkeypatch):
    """The fake engine, counting which files it analyzes."""
    return _count_analyses(fake.make_engine(), monkeypatch)


def test_second_run_is_served_from_cache(project, counting, cli):
    project.write("a.py", BAD)
    project.write("b.py", "x = 1\n")
    first = cli("check", "--cache-dir", ".c")
    assert sorted(counting) == ["a.py", "b.py"]
    counting.clear()
    second = cli("check", "--cache-dir", ".c")
    assert counting == [] and second.out == first.out and second.rc == 1
    assert (project / ".c" / CACHE_FILE).is_file()
    assert (project / ".c" / ".gitignore").read_text().endswith("*\n")


@pytest.fixture
def counting_real(monkeypatch):
    """The real engine, counting which files it analyzes."""
    return _count_analyses(analysis.load_engine(), monkeypatch)


HYBRID = """\
from mxnet import gluon

class Net(gluon.HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x)
"""


def test_changed_file_is_analyzed_again_others_are_not(project, counting_real, cli):
    project.write("a.py", HYBRID)
    project.write("b.py", HYBRID)
    assert cli("check", "--cache-dir", ".c").rc == 0
    assert sorted(counting_real) == ["a.py", "b.py"]
    counting_real.clear()
    project.write("a.py", HYBRID.replace("return F.relu(x)", "n = x.shape\n        return F.relu(x)"))
    result = cli("check", "--cache-dir", ".c", "--output-format", "concise", "--select", "HYB001")
    # a.py's classes and imports did not change, so b.py's cached result still holds.
    assert counting_real == ["a.py"] and "a.py:5:13: HYB001" in result.out, result


def test_unserialisable_index_falls_back_to_file_identity(project, counting, cli):
    # The fake engine's index is not one of hybridlint's dataclasses: any change re-analyzes all.
    project.write("a.py", BAD)
    project.write("b.py", "x = 1\n")
    cli("check", "--cache-dir", ".c")
    counting.clear()
    project.write("a.py", BAD + "y = x.shape\n")
    result = cli("check", "--cache-dir", ".c", "--output-format", "concise")
    assert sorted(counting) == ["a.py", "b.py"] and "a.py:3:5: HYB001" in result.out


def test_selection_and_noqa_apply_to_cached_results(project, counting, cli):
    project.write("a.py", BAD)
    cli("check", "--cache-dir", ".c")
    counting.clear()
    assert cli("check", "--cache-dir", ".c", "--ignore", "HYB001").rc == 0
    assert counting == []


def test_corrupt_cache_file_is_ignored(project, counting, cli):
    project.write("a.py", BAD)
    cli("check", "--cache-dir", ".c")
    for garbage in (b"\x00\xffnot json", b"[1, 2]", b'{"format": 1, "tool": 3}', b""):
        (project / ".c" / CACHE_FILE).write_bytes(garbage)
        counting.clear()
        result = cli("check", "--cache-dir", ".c", "--output-format", "concise")
        assert counting == ["a.py"] and result.rc == 1 and "a.py:2:12: HYB001" in result.out
    # ...and the run wrote a good cache again.
    counting.clear()
    cli("check", "--cache-dir", ".c")
    assert counting == []


def test_corrupt_entry_is_a_miss(project, counting, cli):
    project.write("a.py", BAD)
    project.write("b.py", BAD)
    cli("check", "--cache-dir", ".c")
    path = project / ".c" / CACHE_FILE
    data = json.loads(path.read_text())
    key = next(iter(data["results"]))
    data["results"][key]["v"] = [{"line": "one"}]
    path.write_text(json.dumps(data))
    counting.clear()
    result = cli("check", "--cache-dir", ".c", "--output-format", "concise")
    assert len(counting) == 1 and result.out.count("HYB001") == 2


def test_tool_change_invalidates(tmp_path):
    cache = Cache(tmp_path, tool="v1")
    cache.put_result("d", "a.py", "p", [Diagnostic("a.py", 1, 1, "HYB001", "m")])
    cache.save()
    assert Cache(tmp_path, tool="v1").get_result("d", "a.py", "p") is not None
    assert Cache(tmp_path, tool="v2").get_result("d", "a.py", "p") is None
    assert Cache(tmp_path, tool="v1").get_result("d", "a.py", "other-project") is None


def test_no_cache_flags(project, counting, cli, monkeypatch):
    project.write("a.py", BAD)
    monkeypatch.delenv("HYBRIDLINT_NO_CACHE")
    monkeypatch.delenv("HYBRIDLINT_NO_CACHE_IN_TESTS", raising=False)
    cli("check", "--no-cache")
    assert not (project / ".hybridlint_cache").exists()
    cli("check")
    assert (project / ".hybridlint_cache" / CACHE_FILE).is_file()
    monkeypatch.setenv("HYBRIDLINT_NO_CACHE", "1")
    counting.clear()
    cli("check")
    assert counting == ["a.py"]


def test_read_only_cache_dir_does_not_break_the_run(project, fake, cli):
    project.write("a.py", BAD)
    project.write("ro", "I am a file, not a directory\n")
    result = cli("check", "--cache-dir", "ro/cache")
    assert result.rc == 1 and "HYB001" in result.out


def test_diagnostic_round_trip():
    diag = Diagnostic("a.py", 3, 4, "HYB004", "msg", end_line=3, end_col=9, severity="warning",
                      fix=Fix((Edit(1, 2, "x"), Edit(5, 5, "")), "unsafe", "why"), extra={"k": [1]})
    data = json.loads(json.dumps(encode_diagnostic(diag)))
    assert decode_diagnostic(data, "a.py") == diag


def test_codec_rebuilds_only_our_dataclasses():
    from hybridlint.engine import index_module

    index = index_module("from mxnet.gluon import HybridBlock as HB\nclass A(HB):\n    pass\n", "pkg/a.py")
    encoded = json.loads(json.dumps(encode_value(index)))
    assert decode_value(encoded) == index
    with pytest.raises(ValueError):
        decode_value({"dc": "os:system", "f": {}})
    with pytest.raises(ValueError):
        decode_value({"dc": "hybridlint.cache:Cache", "f": {}})   # ours, but not a dataclass
    # a known class with fields of the wrong types or names is refused, not rebuilt
    bad = json.loads(json.dumps(encoded))
    bad["f"]["classes"] = {"d": [["A", 3]]}
    with pytest.raises(ValueError):
        decode_value(bad)
    extra = json.loads(json.dumps(encoded))
    extra["f"]["evil"] = "x"
    with pytest.raises(ValueError):
        decode_value(extra)


def test_cache_data_never_imports_a_module(project, counting_real, cli, monkeypatch):
    """An index entry naming ``module:attr`` is a miss; nothing is imported to decode it."""
    import importlib

    project.write("a.py", HYBRID)
    cli("check", "--cache-dir", ".c")
    path = project / ".c" / CACHE_FILE
    data = json.loads(path.read_text())
    for entry in data["indexes"].values():
        entry["v"] = {"dc": "antigravity:fly", "f": {}}
    path.write_text(json.dumps(data))
    imported = []
    real_import = importlib.import_module
    monkeypatch.setattr(importlib, "import_module",
                        lambda name, *a: imported.append(name) or real_import(name, *a))
    project.write("a.py", HYBRID + "\n")        # a miss for the result: the index is decoded
    result = cli("check", "--cache-dir", ".c")
    assert result.rc == 0 and "antigravity" not in imported


def test_fix_never_applies_an_edit_read_from_the_cache(project, counting_real, cli):
    """A crafted cache entry with a matching key cannot make --fix write its text."""
    source = HYBRID.replace("return F.relu(x)", "return x.reshape((x.shape[0], -1))")
    project.write("a.py", source)
    first = cli("check", "--cache-dir", ".c", "--output-format", "concise")
    assert "HYB001 [*]" in first.out, first
    path = project / ".c" / CACHE_FILE
    data = json.loads(path.read_text())
    for entry in data["results"].values():
        for diag in entry["v"]:
            if diag.get("fix"):
                diag["fix"]["edits"] = [[0, 0, "import os; os.system('touch PWNED')\n"]]
    path.write_text(json.dumps(data))
    counting_real.clear()
    cli("check", "--cache-dir", ".c", "--fix")
    fixed = (project / "a.py").read_text()
    assert "os.system" not in fixed and "x.reshape((0, -1))" in fixed
    assert counting_real and counting_real[0] == "a.py"     # analyzed again, not served


def test_cross_file_change_invalidates_dependents(project, cli):
    """a.py's findings depend on whether its base class in base.py is a HybridBlock."""
    project.write("pkg/__init__.py", "")
    project.write("pkg/base.py", "from mxnet import gluon\n\nclass Base(gluon.HybridBlock):\n    pass\n")
    project.write("pkg/a.py", """\
        from .base import Base

        class Net(Base):
            def hybrid_forward(self, F, x):
                return x.shape
    """)
    first = cli("check", "--cache-dir", ".c", "--select", "HYB001", "--output-format", "concise")
    assert "pkg/a.py:5:16: HYB001" in first.out
    # Base becomes a plain Block: Net.hybrid_forward is no longer hybrid code.
    project.write("pkg/base.py", "from mxnet import gluon\n\nclass Base(gluon.Block):\n    pass\n")
    second = cli("check", "--cache-dir", ".c", "--select", "HYB001", "--output-format", "concise")
    assert "pkg/a.py" not in second.out, second


def test_a_worker_that_dies_costs_only_its_own_file(project, fake, cli, monkeypatch):
    """A crash in native code (SIGSEGV) in one worker: HYB000 for that file, findings for all
    the others, not a broken run."""
    import os
    import signal

    engine = fake.make_engine()
    real = engine.analyze

    def analyze(source, path, project=None):
        if "crash" in path:
            os.kill(os.getpid(), signal.SIGSEGV)
        return real(source, path, project)

    engine.analyze = analyze
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    monkeypatch.setattr(analysis, "_WORKER_ENGINE", engine)
    for i in range(40):
        project.write(f"m{i:02d}.py", BAD)
    project.write("crash.py", BAD)
    result = cli("check", "--no-cache", "--jobs", "2", "--output-format", "concise")
    assert result.rc == 2           # an internal failure, as for any HYB000 internal error
    assert result.out.count("HYB001") == 40, result.out
    assert "crash.py:1:1: HYB000" in result.out and "died" in result.out
