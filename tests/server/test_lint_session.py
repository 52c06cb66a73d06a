"""The editor server's engine side, without pygls: positions, noqa edits, fix-all, config."""

from hybridlint.diagnostics import Diagnostic
from hybridlint.lint_session import LintSession, Positions

from .sources import SOURCE



def test_positions_count_utf16_units_and_round_trip():
    text = "a = '😀'; b\r\nc\n"
    pos = Positions(text)
    assert pos.of_offset(text.index("b")) == (0, 10)          # the emoji is two UTF-16 units
    assert pos.to_offset(0, 10) == text.index("b")
    assert pos.of_line_col(2, 1) == (1, 0)
    assert pos.of_offset(len(text)) == (2, 0)


def test_check_fix_all_and_noqa_edit(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.hybridlint]\n")
    session = LintSession(tmp_path)
    path = tmp_path / "net.py"
    checked = session.check(path, SOURCE)
    assert [d.code for d in checked.diagnostics] == ["HYB009", "HYB004"]
    fixed = session.fix_all(path, SOURCE)
    assert "x.reshape((2, 3))" in fixed and "y += 1" in fixed
    assert "y = y + 1" in session.fix_all(path, SOURCE, unsafe=True)
    edit = LintSession.noqa_edit(SOURCE, checked.diagnostics[1])
    patched = SOURCE[:edit.start] + edit.text + SOURCE[edit.end:]
    assert "        y += 1  # noqa: HYB004\n" in patched


def test_each_document_gets_its_closest_config(tmp_path):
    (tmp_path / "pyproject.toml").write_text('[tool.hybridlint]\nignore = ["HYB009"]\n')
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "hybridlint.toml").write_text('select = ["ALL"]\n')
    session = LintSession(tmp_path)
    assert [d.code for d in session.check(tmp_path / "a.py", SOURCE).diagnostics] == ["HYB004"]
    assert [d.code for d in session.check(tmp_path / "sub" / "b.py", SOURCE).diagnostics] == ["HYB009", "HYB004"]
    (tmp_path / "sub" / "hybridlint.toml").write_text('select = ["NOPE"]\n')
    assert "unknown rule selector" in session.check(tmp_path / "sub" / "b.py", SOURCE).config_error


def test_noqa_edit_refuses_a_backslash_line():
    text = "y = x.shape + \\\n    1\n"
    assert LintSession.noqa_edit(text, Diagnostic("a.py", 1, 5, "HYB001", "m")) is None


def test_the_editor_reads_the_array_mode_of_the_documents_config(tmp_path):
    # a model module of a project whose training script calls npx.set_np() (tests/engine/test_array_mode.py)
    model = ("from mxnet import gluon\n\n\nclass Head(gluon.HybridBlock):\n"
             "    def hybrid_forward(self, F, x):\n        return x[:, 0]\n")
    session = LintSession(tmp_path)
    assert [d.code for d in session.check(tmp_path / "model.py", model).diagnostics] == ["HYB003"]
    (tmp_path / "pyproject.toml").write_text('[tool.hybridlint]\narray-mode = "numpy"\n')
    assert session.check(tmp_path / "model.py", model).diagnostics == []
    (tmp_path / "pyproject.toml").write_text('[tool.hybridlint]\narray-mode = "yes"\n')
    assert "must be one of" in session.check(tmp_path / "model.py", model).config_error
