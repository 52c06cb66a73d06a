"""--output-file never costs the user a file: not a source file given by mistake, not an earlier
report when the run fails before it has one."""
from __future__ import annotations

from tests.inprocess import enter_project, run_main

NET = ("from mxnet.gluon import HybridBlock\n\n\nclass N(HybridBlock):\n"
       "    def hybrid_forward(self, F, x):\n        return x.shape\n")


def test_a_python_file_is_not_overwritten_by_the_report(tmp_path, monkeypatch):
    enter_project(tmp_path, monkeypatch)
    (tmp_path / "net.py").write_text(NET)
    result = run_main("check", "net.py", "-o", "net.py")
    assert result.rc == 2 and "refusing to write the report over a Python source file" in result.err
    assert (tmp_path / "net.py").read_text() == NET


def test_the_report_is_written_after_the_run(tmp_path, monkeypatch):
    enter_project(tmp_path, monkeypatch)
    (tmp_path / "net.py").write_text(NET)
    result = run_main("check", "net.py", "--output-format", "concise", "-o", "out/report.txt")
    assert result.rc == 1
    assert "net.py:6:16: HYB001" in (tmp_path / "out" / "report.txt").read_text()


def test_a_run_that_fails_early_leaves_the_old_report(tmp_path, monkeypatch):
    enter_project(tmp_path, monkeypatch)
    (tmp_path / "report.txt").write_text("old\n")
    (tmp_path / "pyproject.toml").write_text("[tool.hybridlint\n")      # broken TOML
    (tmp_path / "net.py").write_text(NET)
    result = run_main("check", "net.py", "-o", "report.txt")
    assert result.rc == 2
    assert (tmp_path / "report.txt").read_text() == "old\n"
