from hybridlint.runtime.compiler.__main__ import main

from .nets import FIXTURES

LENET = str(FIXTURES / "lenet" / "model-symbol.json")


def test_report_for_an_exported_model(capsys):
    assert main([LENET, "--shape", "data=2,1,28,28", "--static"]) == 0
    out = capsys.readouterr().out
    assert "swap_relu_maxpool  changed   2" in out and "def forward" in out


def test_dot_file(tmp_path):
    path = tmp_path / "g.dot"
    assert main([LENET, "--shape", "data=2,1,28,28", "--dot", str(path)]) == 0
    assert path.read_text().startswith("digraph")


def test_clear_errors(capsys, tmp_path):
    assert main([LENET]) == 2
    assert "give --shape" in capsys.readouterr().err
    assert main([str(tmp_path / "missing.json"), "--shape", "data=1,2"]) == 2
    assert "error:" in capsys.readouterr().err
