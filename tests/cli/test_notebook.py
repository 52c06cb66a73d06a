"""Notebooks: one virtual module, findings located by cell, fixes written back into cells."""
import json

import pytest

from hybridlint.diagnostics import Diagnostic, Edit
from hybridlint.notebook import NotebookError, parse_notebook


def notebook(*cells, language="python"):
    def cell(source):
        if source.startswith("md:"):
            return {"cell_type": "markdown", "metadata": {}, "source": source[3:].splitlines(keepends=True)}
        return {"cell_type": "code", "execution_count": None, "metadata": {}, "outputs": [],
                "source": source.splitlines(keepends=True)}

    data = {"cells": [cell(c) for c in cells], "metadata": {"kernelspec": {"language": language, "name": "k"}},
            "nbformat": 4, "nbformat_minor": 5}
    return json.dumps(data, indent=1) + "\n"


def test_virtual_module_neutralises_magics_and_skips_cell_magics():
    nb = parse_notebook(notebook("md:# Title", "%matplotlib inline\nimport mxnet as mx\n!pip install x\n",
                                 "%%bash\necho hi\n", "files = !ls\nmx.nd.ones?\ny = 1"))
    assert nb.source == "pass\nimport mxnet as mx\npass\npass\npass\ny = 1\n"
    assert [(s.cell, s.first_line, s.line_count) for s in nb.spans] == [(2, 1, 3), (4, 4, 3)]
    compile(nb.source, "nb", "exec")


def test_diagnostics_map_to_cells():
    nb = parse_notebook(notebook("import mxnet as mx\n", "md:text", "x = 1\ny = x.shape\n"))
    diag = nb.map_diagnostic(Diagnostic("nb.ipynb", 3, 5, "HYB001", "m", end_line=3, end_col=12))
    assert (diag.cell, diag.line, diag.col, diag.end_line) == (3, 2, 5, 2)
    assert diag.location == "nb.ipynb:cell 3:2:5"


def test_edits_map_back_into_cells_and_skip_magic_lines():
    nb = parse_notebook(notebook("%time\nx = 1\n", "y = x.reshape(2, 3)\n"))
    start = nb.source.index("reshape(2, 3)")
    data, applied, refused = nb.apply_edits([Edit(start, start + len("reshape(2, 3)"), "reshape((2, 3))"),
                                             Edit(0, 4, "oops")])
    assert data["cells"][1]["source"] == ["y = x.reshape((2, 3))\n"]
    assert data["cells"][0]["source"] == ["%time\n", "x = 1\n"]   # the masked magic is never edited
    assert len(applied) == 1 and len(refused) == 1
    assert json.loads(nb.dumps(data)) == data


def test_edit_after_a_magic_line_lands_in_the_right_place():
    nb = parse_notebook(notebook("%load_ext autoreload\nz = a.reshape(1, 2)\n"))
    start = nb.source.index("reshape")
    data, applied, _ = nb.apply_edits([Edit(start, start + len("reshape(1, 2)"), "reshape((1, 2))")])
    assert data["cells"][0]["source"] == ["%load_ext autoreload\n", "z = a.reshape((1, 2))\n"]


def test_non_python_kernel_is_skipped_and_bad_json_is_an_error():
    assert parse_notebook(notebook("x <- 1", language="R")) is None
    assert parse_notebook("") is None and parse_notebook(" \n") is None     # empty placeholder files
    with pytest.raises(NotebookError, match="not valid notebook JSON"):
        parse_notebook("{not json")
    with pytest.raises(NotebookError, match="nested too deeply"):
        parse_notebook("[" * 100000 + "]" * 100000)
    with pytest.raises(NotebookError, match="no `cells` list"):
        parse_notebook('{"metadata": {}}')


def test_check_reports_cells(project, fake, cli):
    project.write("nb.ipynb", notebook(
        "md:# intro", "%matplotlib inline\nimport mxnet as mx\n",
        "def hybrid_forward(self, F, x):\n    n = x.shape\n    return x.reshape(2, 3)\n"))
    project.write("broken.ipynb", "{oops")
    project.write("placeholder.ipynb", "")          # no finding: an empty file is an empty notebook
    result = cli("check", "--output-format", "concise", "-q")
    assert result.out.splitlines() == [
        "broken.ipynb:1:1: HYB000 not valid notebook JSON: Expecting property name enclosed in double quotes "
        "at line 1 column 2",
        "nb.ipynb:cell 3:2:9: HYB001 `.shape` on a Symbol",
        "nb.ipynb:cell 3:3:13: HYB009 [*] positional reshape",
    ]
    full = cli("check", "nb.ipynb", "--select", "HYB001").out
    assert "2 |     n = x.shape\n  |         ^^^^^^^ HYB001" in full   # the cell's own line number
    item = json.loads(cli("check", "nb.ipynb", "--output-format", "json", "--select", "HYB001").out)[0]
    assert item["cell"] == 3 and item["location"] == {"row": 2, "column": 9}


def test_fix_writes_valid_notebook(project, fake, cli):
    path = project.write("nb.ipynb", notebook("!nvidia-smi\n", "y = x.reshape(2, 3)\nprint(y)\n"))
    result = cli("check", "--fix", "--select", "HYB009")
    assert result.rc == 0, result
    data = json.loads(path.read_text())
    assert data["cells"][1]["source"] == ["y = x.reshape((2, 3))\n", "print(y)\n"]
    assert data["cells"][0]["source"] == ["!nvidia-smi\n"]
    assert path.read_text().startswith('{\n "cells"')   # Jupyter's indent=1 layout is kept


def test_diff_shows_the_changed_cells_text_not_the_json(project, fake, cli):
    path = project.write("nb.ipynb", notebook("!nvidia-smi\n", "md:text", "x = 1\ny = x.reshape(2, 3)\nprint(y)"))
    before = path.read_text()
    result = cli("check", "--fix", "--diff", "--select", "HYB009")
    assert path.read_text() == before
    assert result.out.splitlines()[:7] == [
        "--- nb.ipynb:cell 3", "+++ nb.ipynb:cell 3", "@@ -1,3 +1,3 @@",
        " x = 1", "-y = x.reshape(2, 3)", "+y = x.reshape((2, 3))", " print(y)"]


def test_percent_inside_a_continued_expression_is_python_not_a_magic():
    # `%` starting a line inside brackets, after a backslash or in a triple-quoted string is the
    # modulo/format operator, not an IPython magic
    src = ("print('%d items of %s'\n      % (3, 'x'))\n"
           "y = 10 \\\n    % 3\n"
           "s = '''\n%not a magic\n'''\n"
           "%timeit y\n")
    nb = parse_notebook(notebook(src))
    assert nb.spans[0].masked == {8}
    assert nb.source.splitlines()[1] == "      % (3, 'x'))"
    compile(nb.source, "nb", "exec")


def test_magic_detection_is_linear_on_pathological_lines():
    # 60k leading spaces once took minutes (a quadratic regex); run in a subprocess so a
    # regression fails instead of hanging the suite
    import subprocess
    import sys
    code = ("from hybridlint.notebook import parse_notebook\nimport json\n"
            "line = ' ' * 60000 + 'x' + ' ' * 60000 + 'y'\n"
            "nb = {'cells': [{'cell_type': 'code', 'metadata': {}, 'outputs': [],"
            " 'source': ['a = 1\\n', line + '\\n', ' ' * 60000 + '%time\\n', 'a,' * 30000 + 'b\\n']}],"
            " 'metadata': {}, 'nbformat': 4, 'nbformat_minor': 5}\n"
            "parse_notebook(json.dumps(nb))\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_automagic_lines_are_masked_only_when_they_are_not_python():
    # automagic (IPython's default) runs `pip install x` as %pip; the same words that are valid
    # Python (an assignment, a call, a subtraction) are left alone
    src = ("pip install gluonts\n"
           "cd ../data\n"
           "matplotlib inline\n"
           "time = 3\n"
           "ls - la\n"
           "run(time)\n"
           "timeit.default_timer()\n"
           "if time:\n"
           "    pip install mxnet\n"
           "run (time,\n"
           "     1)\n")
    nb = parse_notebook(notebook(src, "print x\n"))
    assert nb.spans[0].masked == {1, 2, 3, 9}
    lines = nb.source.splitlines()
    assert lines[3:7] == ["time = 3", "ls - la", "run(time)", "timeit.default_timer()"]
    assert lines[8] == "    pass"
    assert lines[9] == "run (time,"   # opens a call that the next line closes
    # not a magic: its cell is reported as invalid on its own, and read with the statement's
    # Python 3 spelling (salvage.py), never edited
    assert lines[11] == "print(x)" and nb.spans[1].syntax_error is not None and nb.spans[1].salvaged
    assert nb.spans[0].syntax_error is None


@pytest.mark.parametrize("line, help_line", [
    ("x?", True), ("mx.nd.ones??", True), ("x[0]?", True), ("%timeit?", True), ("*int*?", True),
    ("x = foo??", True), ("if x:\n    x.y?", True), ("a .b?", True), ("1abc?", True),
    # IPython 8 raises SyntaxError for these: no name chain right before the `?`
    ("x = ??", False), ("net.embedding = lm_model.??", False), ("mx.nd.ones(1)?", False),
    ("x[i]?", False), ("a = 1?", False), ("foo?  # why", False), ("self.output.add(??)", False),
])
def test_only_ipython_help_lines_are_masked(line, help_line):
    # IPython's help-end transform takes `obj?` only for a name chain (`a.b`, `x[0]`, `%magic`)
    # ending right before the `?`; a lab exercise's `x = ??` placeholder is a broken cell there
    nb = parse_notebook(notebook("import mxnet as mx\n", "x = 1\n" + line + "\n"))
    assert (nb.spans[1].syntax_error is None) is help_line
    assert (len(nb.spans[1].masked) == 1) is help_line
    compile(nb.source, "nb", "exec")


def test_help_line_detection_is_linear_on_pathological_lines():
    import subprocess
    import sys
    code = ("from hybridlint.notebook import parse_notebook\nimport json\n"
            "lines = ['a' * 200000 + '.?', 'a.' * 100000 + '?', 'x = ' + 'a ' * 100000 + '?']\n"
            "nb = {'cells': [{'cell_type': 'code', 'metadata': {}, 'outputs': [],"
            " 'source': [l + '\\n' for l in lines]}], 'metadata': {}, 'nbformat': 4, 'nbformat_minor': 5}\n"
            "parse_notebook(json.dumps(nb))\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_a_broken_cell_is_reported_and_the_other_cells_are_checked():
    # IPython compiles each cell on its own: one cell with a syntax error (a half-typed line, a
    # function whose body is only a comment) does not stop the others from running
    nb = parse_notebook(notebook("import mxnet as mx\n", "net.\n", "def f():\n    # todo\n",
                                 "y = x.reshape(2, 3)\n"))
    assert [s.syntax_error is not None for s in nb.spans] == [False, True, True, False]
    assert nb.source == "import mxnet as mx\n#net.\n#def f():\n#    # todo\ny = x.reshape(2, 3)\n"
    assert nb.spans[1].masked == {1} and nb.spans[2].masked == {1, 2}    # never edited
    errors = [nb.map_diagnostic(d) for d in nb.cell_errors("nb.ipynb")]
    assert [(d.code, d.cell, d.line, d.col) for d in errors] == [("HYB000", 2, 1, 5), ("HYB000", 3, 2, 11)]
    assert "cannot parse this cell" in errors[0].message


def test_check_reports_a_broken_cell_and_the_findings_of_the_others(project, fake, cli):
    # (a half-typed line: Python 2 statements are read, test_a_python2_cell_is_reported_and_read)
    project.write("nb.ipynb", notebook(
        "import mxnet as mx\n", "net.\n",
        "def hybrid_forward(self, F, x):\n    n = x.shape\n    return x\n"))
    project.write("plain.ipynb", notebook("net.\n"))
    lines = cli("check", "--output-format", "concise", "-q").out.splitlines()
    assert [line.split(" ")[:2] for line in lines] == [["nb.ipynb:cell", "2:1:5:"],
                                                         ["nb.ipynb:cell", "3:2:9:"]]
    assert "HYB000 cannot parse this cell" in lines[0] and "HYB001" in lines[1]


def test_a_helper_finding_names_the_cell_of_the_hybrid_forward_that_reaches_it(project, cli):
    # (the real engine: the note is written where helpers are traced; the second run reads the
    # cached findings, which must keep what the cell mapping needs)
    project.write("nb.ipynb", notebook(
        "md:# a loss with a helper in its own cell", "from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n",
        "def penalty(w):\n    return nd.sum(w * w)\n",
        "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n        return F.relu(x) + penalty(x)\n"))
    project.write("plain.py", "from mxnet import nd\nfrom mxnet.gluon import HybridBlock\n\n\n"
                              "def penalty(w):\n    return nd.sum(w * w)\n\n\n"
                              "class Net(HybridBlock):\n    def hybrid_forward(self, F, x):\n"
                              "        return F.relu(x) + penalty(x)\n")
    for _ in range(2):
        lines = cli("check", "--cache-dir", ".c", "--output-format", "concise", "-q",
                    "--select", "HYB007").out.splitlines()
        assert [line.split(": HYB007")[0] for line in lines] == ["nb.ipynb:cell 3:2:12", "plain.py:6:12"]
        assert lines[0].endswith("[reached from `Net.hybrid_forward`, cell 4:2]")
        assert lines[1].endswith("[reached from `Net.hybrid_forward`, line 10]")
