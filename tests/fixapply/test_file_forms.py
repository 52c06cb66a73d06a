"""--fix keeps a file's form: encoding, BOM, newlines, tabs, mode; refuses what it cannot write."""
from __future__ import annotations

import json
import os
import stat
import sys

import pytest

from hybridlint import analysis, fixloop, runner
from hybridlint.diagnostics import Diagnostic, Edit, Fix

from .injected_fixes import engine_with, replace_fix

# One safe fix (HYB009: the shape as one tuple) inside a HybridBlock.
MODEL = (
    "{cookie}from mxnet import gluon\n"
    "\n"
    "\n"
    "class Net(gluon.HybridBlock):\n"
    "    def hybrid_forward(self, F, x):\n"
    "        # {comment}\n"
    "        return x.reshape(2, 3)\n"
)
FIXED_LINE = "return x.reshape((2, 3))"


def model(cookie: str = "", comment: str = "flatten") -> str:
    return MODEL.format(cookie=cookie, comment=comment)


def test_fix_writes_the_fix(project, cli):
    path = project / "m.py"
    path.write_text(model())
    result = cli("check", "--fix", "m.py")
    assert result.rc == 0, result
    assert "Fixed 1 error." in result.out
    assert path.read_text() == model().replace("return x.reshape(2, 3)", FIXED_LINE)


def test_crlf_file_stays_crlf(project, cli):
    path = project / "m.py"
    original = model().replace("\n", "\r\n").encode()
    path.write_bytes(original)
    assert cli("check", "--fix", "m.py").rc == 0
    data = path.read_bytes()
    assert data == original.replace(b"return x.reshape(2, 3)", FIXED_LINE.encode())
    assert data.count(b"\r\n") == data.count(b"\n")


def test_bom_is_kept(project, cli):
    path = project / "m.py"
    original = b"\xef\xbb\xbf" + model(comment="caf\u00e9").encode("utf-8")
    path.write_bytes(original)
    assert cli("check", "--fix", "m.py").rc == 0
    assert path.read_bytes() == original.replace(b"return x.reshape(2, 3)", FIXED_LINE.encode())


def test_tab_indented_file(project, cli):
    path = project / "m.py"
    original = model().replace("        ", "\t\t").replace("    ", "\t")
    path.write_text(original)
    assert cli("check", "--fix", "m.py").rc == 0
    assert path.read_text() == original.replace("return x.reshape(2, 3)", FIXED_LINE)
    assert "\t\treturn x.reshape((2, 3))\n" in path.read_text()


def test_latin1_cookie_keeps_its_encoding(project, cli):
    path = project / "m.py"
    text = model(cookie="# -*- coding: latin-1 -*-\n", comment="d\u00e9j\u00e0 vu \u00b5")
    path.write_bytes(text.encode("latin-1"))
    assert cli("check", "--fix", "m.py").rc == 0
    data = path.read_bytes()
    assert data == text.replace("return x.reshape(2, 3)", FIXED_LINE).encode("latin-1")
    assert b"d\xe9j\xe0 vu \xb5" in data   # still latin-1, not re-encoded as UTF-8


def test_executable_mode_is_kept(project, cli):
    path = project / "m.py"
    path.write_text(model())
    path.chmod(0o750)
    assert cli("check", "--fix", "m.py").rc == 0
    assert stat.S_IMODE(path.stat().st_mode) == 0o750
    assert FIXED_LINE in path.read_text()
    assert not [p for p in os.listdir(project) if p.startswith(".hybridlint-")]  # no temporary left


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_symlink_stays_a_link(project, cli):
    real = project / "real.py"
    real.write_text(model())
    (project / "link.py").symlink_to(real)
    assert cli("check", "--fix", "link.py").rc == 0
    assert (project / "link.py").is_symlink()
    assert FIXED_LINE in real.read_text()


@pytest.mark.skipif(sys.platform == "win32", reason="symlinks need privileges on Windows")
def test_fix_never_writes_outside_the_project_through_links(tmp_path, monkeypatch, cli):
    project, outside = tmp_path / "proj", tmp_path / "outside"
    project.mkdir()
    outside.mkdir()
    (project / "pyproject.toml").write_text("[tool.hybridlint]\n")
    victim = outside / "victim.py"
    victim.write_text(model())
    original = victim.read_bytes()
    (project / "vendor").symlink_to(outside)             # a committed directory link
    (project / "linked.py").symlink_to(victim)           # and a file link
    (project / "own.py").write_text(model())
    monkeypatch.chdir(project)
    result = cli("check", "--fix", ".")
    assert victim.read_bytes() == original
    assert FIXED_LINE in (project / "own.py").read_text()
    # named explicitly, the links are checked but not written through
    result = cli("check", "--fix", "linked.py", "vendor/victim.py")
    assert victim.read_bytes() == original
    assert result.rc == 1 and "outside the project" in result.err
    assert "HYB009" in result.out


def test_read_only_file_is_left_alone(project, cli):
    path = project / "m.py"
    path.write_text(model())
    original = path.read_bytes()
    path.chmod(0o444)
    try:
        result = cli("check", "--fix", "m.py")
        assert result.rc == 1, result
        assert "m.py: not written, the file is unchanged: it is read-only" in result.err
        assert path.read_bytes() == original
        assert stat.S_IMODE(path.stat().st_mode) == 0o444
        assert "m.py:7:16: HYB009" in result.out       # the finding is still reported
        assert "Fixed" not in result.out
    finally:
        path.chmod(0o644)


def test_syntax_error_file_is_untouched(project, cli):
    path = project / "m.py"
    original = (model() + "    def broken(:\n").encode()
    path.write_bytes(original)
    result = cli("check", "--fix", "--unsafe-fixes", "--output-format", "concise", "m.py")
    assert result.rc == 1
    assert "m.py:8:" in result.out and "HYB000" in result.out
    assert path.read_bytes() == original


def test_undecodable_file_is_untouched(project, cli):
    path = project / "m.py"
    original = model(comment="caf\u00e9").encode("latin-1")   # no cookie: must be UTF-8
    path.write_bytes(original)
    result = cli("check", "--fix", "--output-format", "concise", "m.py")
    assert result.rc == 1 and "cannot decode byte 0xe9 on line 6" in result.out
    assert path.read_bytes() == original


def test_diff_writes_nothing(project, cli):
    path = project / "m.py"
    path.write_text(model())
    result = cli("check", "--diff", "m.py")
    assert result.rc == 1
    assert "-        return x.reshape(2, 3)\n+        return x.reshape((2, 3))\n" in result.out
    assert result.out.startswith("--- m.py\n+++ m.py\n")
    assert "Would fix 1 error." in result.out
    assert path.read_text() == model()


def test_fix_twice_changes_nothing_the_second_time(project, cli):
    path = project / "m.py"
    path.write_text(
        "from mxnet import gluon, nd\n\n\n"
        "class Net(gluon.HybridBlock):\n"
        "    def hybrid_forward(self, F, x):\n"
        "        y = nd.relu(x).reshape(2, 3)\n"
        "        y += x.sum(axis=1, keepdims=True)\n"
        "        z = y[0]\n"
        "        return z.T, x.shape\n")
    first = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert first.rc == 1 and "6 fixed, 1 remaining" in first.out   # .shape has no fix
    after_first = path.read_bytes()
    assert b"F.relu(x).reshape((2, 3))" in after_first and b"y[0]" not in after_first
    second = cli("check", "--fix", "--unsafe-fixes", "m.py")
    assert path.read_bytes() == after_first
    assert second.rc == 1 and "fixed" not in second.out
    assert cli("check", "--diff", "--unsafe-fixes", "m.py").out.strip() == "No errors would be fixed."


def _notebook(*sources: str, newline: str = "\n") -> str:
    cells = [{"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
              "source": source.splitlines(keepends=True)} for source in sources]
    data = {"cells": cells, "metadata": {"kernelspec": {"language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 5}
    return (json.dumps(data, indent=1, ensure_ascii=False) + "\n").replace("\n", newline)


NB_CELLS = ("%matplotlib inline\nfrom mxnet import gluon\n",
            "class Net(gluon.HybridBlock):\n    def hybrid_forward(self, F, x):\n        return x.reshape(2, 3)\n")


def test_notebook_fix_writes_valid_notebook_json(project, cli):
    path = project / "nb.ipynb"
    path.write_text(_notebook(*NB_CELLS))
    result = cli("check", "--fix", "nb.ipynb")
    assert result.rc == 0, result
    data = json.loads(path.read_text())
    assert data["nbformat"] == 4
    assert data["cells"][0]["source"] == ["%matplotlib inline\n", "from mxnet import gluon\n"]
    assert data["cells"][1]["source"][-1] == "        return x.reshape((2, 3))\n"
    assert path.read_text() == _notebook(NB_CELLS[0], NB_CELLS[1].replace("reshape(2, 3)", "reshape((2, 3))"))
    assert cli("check", "--fix", "nb.ipynb").rc == 0 and "Fixed" not in cli("check", "--fix", "nb.ipynb").out


def test_show_fixes_names_notebook_cells(project, cli):
    (project / "nb.ipynb").write_text(_notebook(*NB_CELLS))
    result = cli("check", "--fix", "--show-fixes", "nb.ipynb")
    assert "nb.ipynb:cell 2:3:16: HYB009" in result.out, result.out


def test_crlf_notebook_stays_crlf(project, cli):
    path = project / "nb.ipynb"
    path.write_bytes(_notebook(*NB_CELLS, newline="\r\n").encode())
    assert cli("check", "--fix", "nb.ipynb").rc == 0
    data = path.read_bytes()
    assert data.count(b"\r\n") == data.count(b"\n") > 10
    assert json.loads(data)["cells"][1]["source"][-1] == "        return x.reshape((2, 3))\n"


# --- fixes the real rules do not (yet) make: driven through a wrapped engine ----------------------

def _fix_at(source: str, path: str, old: str, new: str, applicability: str = "safe") -> list[Diagnostic]:
    return replace_fix(source, path, old, new, code="HYB009", applicability=applicability, title="test")


def test_inserted_lines_follow_the_files_newlines(project, cli, monkeypatch):
    engine = engine_with(lambda s, p: _fix_at(s, p, "        # flatten", "        # one\n        # two"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = project / "m.py"
    path.write_bytes(model().replace("\n", "\r\n").encode())
    assert cli("check", "--fix", "m.py").rc == 0
    data = path.read_bytes()
    assert b"        # one\r\n        # two\r\n" in data
    assert data.count(b"\r\n") == data.count(b"\n")


def test_fix_the_encoding_cannot_hold_is_refused(project, cli, monkeypatch):
    engine = engine_with(lambda s, p: _fix_at(s, p, "# flatten", "# \u2192 flatten"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = project / "m.py"
    original = model(cookie="# coding: latin-1\n").encode("latin-1")
    path.write_bytes(original)
    result = cli("check", "--fix", "m.py")
    assert result.rc == 1
    assert "m.py: not written, the file is unchanged: the fixed text holds '\u2192'" in result.err
    assert "latin-1" in result.err or "iso8859-1" in result.err
    assert path.read_bytes() == original


def test_fix_that_python_cannot_parse_is_refused(project, cli, monkeypatch):
    # `print >>x, y` parses for a lenient parser but not for Python 3; the engine alone would miss it.
    engine = engine_with(lambda s, p: _fix_at(s, p, "return x.reshape(2, 3)", "return (x,) = 1"))
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = project / "m.py"
    path.write_text(model())
    result = cli("check", "--fix", "--select", "HYB009", "m.py")
    assert "does not parse" in result.err and result.rc == 1
    assert path.read_text() == model()


def test_fixes_that_undo_each_other_stop(project, cli, monkeypatch):
    def flip(source, path):
        if "# flatten" in source:
            return _fix_at(source, path, "# flatten", "# FLATTEN")
        return _fix_at(source, path, "# FLATTEN", "# flatten")

    engine = engine_with(flip)
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = project / "m.py"
    path.write_text(model())
    result = cli("check", "--fix", "--select", "HYB009", "m.py")
    assert result.rc == 1            # the flip-flop finding remains; no endless loop
    assert FIXED_LINE in path.read_text()


def test_file_changed_while_checking_is_not_overwritten(project, cli, monkeypatch):
    path = project / "m.py"
    path.write_text(model())
    analyze_many = runner.analyze_many

    def edit_meanwhile(*args, **kwargs):
        out = analyze_many(*args, **kwargs)
        path.write_text(model(comment="edited in the editor"))
        return out

    monkeypatch.setattr(runner, "analyze_many", edit_meanwhile)
    result = cli("check", "--fix", "m.py")
    assert result.rc == 1
    assert "changed on disk while hybridlint was checking it" in result.err
    assert "edited in the editor" in path.read_text() and FIXED_LINE not in path.read_text()


def test_write_failure_is_a_message_not_a_crash(project, cli, monkeypatch):
    def full_disk(path, data):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(fixloop, "write_atomic", full_disk)
    path = project / "m.py"
    path.write_text(model())
    result = cli("check", "--fix", "m.py")
    assert result.rc == 1
    assert "m.py: not written, the file is unchanged: cannot write it (No space left on device" in result.err
    assert path.read_text() == model()


def test_show_fixes_lists_each_fix(project, cli):
    (project / "m.py").write_text(model())
    result = cli("check", "--fix", "--show-fixes", "m.py")
    assert result.rc == 0
    assert "Fixed:\n  m.py:7:16: HYB009 " in result.out


def test_notebook_cell_lines_split_at_newlines_only(project, cli):
    path = project / "nb.ipynb"
    cell = NB_CELLS[1].replace("        return", "        s = 'a\u2028b\x0cc'\n        return")
    text = _notebook(NB_CELLS[0], cell)
    data = json.loads(text)
    data["cells"][0]["source"] = "".join(data["cells"][0]["source"])   # a cell stored as one string
    data["cells"][1]["source"] = [line + "\n" for line in cell.split("\n")[:-1]]   # Jupyter's split
    path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n")
    assert cli("check", "--fix", "nb.ipynb").rc == 0
    fixed = json.loads(path.read_text())
    assert fixed["cells"][0]["source"] == NB_CELLS[0]
    assert fixed["cells"][1]["source"][2] == "        s = 'a\u2028b\x0cc'\n"
    assert fixed["cells"][1]["source"][3] == "        return x.reshape((2, 3))\n"


def test_hard_linked_file_keeps_its_links(project, cli):
    path = project / "m.py"
    path.write_text(model())
    os.link(path, project / "alias.txt")
    assert cli("check", "--fix", "m.py").rc == 0
    assert (project / "alias.txt").read_text() == path.read_text()
    assert FIXED_LINE in path.read_text() and path.stat().st_nlink == 2


@pytest.mark.skipif(not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root can give files away")
def test_owner_and_group_are_kept(project, cli):
    path = project / "m.py"
    path.write_text(model())
    os.chown(path, 12345, 23456)
    assert cli("check", "--fix", "m.py").rc == 0
    info = path.stat()
    assert (info.st_uid, info.st_gid) == (12345, 23456) and FIXED_LINE in path.read_text()


def test_a_fix_is_applied_whole_or_not_at_all(project, cli, monkeypatch):
    # One fix with two edits, one of which lies outside the text: neither is made.
    def partial(source, path):
        start = source.find("# flatten")
        if start < 0:
            return []
        return [Diagnostic(path, 1, 1, "HYB009", "half", fix=Fix(
            (Edit(start, start + 9, "# FLATTEN"), Edit(len(source) + 5, len(source) + 6, "x")), "safe", "half"))]

    engine = engine_with(partial)
    monkeypatch.setattr(analysis, "load_engine", lambda: engine)
    path = project / "m.py"
    path.write_text(model())
    cli("check", "--fix", "m.py")
    text = path.read_text()
    assert FIXED_LINE in text and "# flatten" in text and "FLATTEN" not in text
