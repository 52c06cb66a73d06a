"""Python 2 lines in a module or a notebook cell: the file is still reported as unparseable (HYB000),
and the rest of it is checked (salvage.py), with no fix offered."""
from __future__ import annotations

import ast
import json

import pytest

from hybridlint.engine.salvage import salvage
from hybridlint.notebook import parse_notebook
from hybridlint.rules import analyze

BLOCK = ("from mxnet.gluon import nn\n\n"
         "class Net(nn.HybridBlock):\n"
         "    def hybrid_forward(self, F, x):\n"
         "        n = x.shape[0]\n"
         "        return x.reshape((n, -1))\n")


@pytest.mark.parametrize("py2, py3", [
    ('print "epoch", i', 'print("epoch", i)'),
    ("print 'loss %f' % loss,", "print('loss %f' % loss, end=' ')"),
    ("print 'a#b'  # a comment", "print('a#b')  # a comment"),
    ("raise ValueError, 'no'", "raise ValueError('no')"),
    ("exec code", "exec(code)"),
    ("if a <> b: pass", "if a != b: pass"),
    ("mode = 0755", "mode = 0o755"),
    ("n = 10L", "n = 10"),
])
def test_a_python2_statement_is_read_with_its_python3_spelling(py2, py3):
    found = salvage(f"import sys\n{py2}\nx = 1\n")
    assert found is not None and found.text == f"import sys\n{py3}\nx = 1\n"
    assert found.read_as_py3 == [2] and found.left_out == [] and not found.tabs_expanded
    ast.parse(found.text)


def test_an_except_clause_keeps_its_body():
    src = "try:\n    f()\nexcept (IOError, OSError), e:\n    print e\n"
    found = salvage(src)
    assert found.text == "try:\n    f()\nexcept (IOError, OSError) as e:\n    print(e)\n"
    assert found.read_as_py3 == [3, 4]


def test_tabs_mixed_with_spaces_are_expanded_as_python2_did():
    src = "def f(x):\n\tif x:\n\t\treturn 1\n        return 2\n"
    found = salvage(src)
    assert found.tabs_expanded and found.text == "def f(x):\n        if x:\n                return 1\n        return 2\n"


def test_crlf_line_ends_are_kept():
    found = salvage('x = 1\r\nprint "a"\r\ny = 2\r\n')
    assert found.text == 'x = 1\r\nprint("a")\r\ny = 2\r\n'


def test_a_line_without_a_python3_spelling_is_left_out_beside_python2_lines():
    # backticks have no one-line rewrite here: the line becomes `pass` (a block header `if True:`)
    src = 'print "start"\ns = `x`\nfor r in `rows`:\n    g(r)\n'
    found = salvage(src)
    assert found.text == 'print("start")\npass\nif True:\n    g(r)\n'
    assert found.read_as_py3 == [1] and found.left_out == [2, 3]


@pytest.mark.parametrize("src", [
    "x = 1\n",                         # parses already
    "net.\n",                          # a half-typed line: no Python 2 in it
    "def f(:\n    pass\n",
    "x = (1,\n\ny = 2\n",              # an unclosed bracket
    "x = 1\n" + 'raise E, "a"\n' * 30,  # more broken lines than a mostly-Python-3 file has
])
def test_no_salvage_without_python2_or_past_the_repair_bound(src):
    assert salvage(src) is None


def test_the_blocks_of_a_python2_script_are_checked_and_get_no_fix():
    src = BLOCK + "\nif __name__ == '__main__':\n    net = Net()\n    print net\n"
    found = sorted(analyze(src, "train.py"), key=lambda d: d.line)
    assert [d.code for d in found] == ["HYB001", "HYB000"]
    assert found[0].line == 5 and found[0].fix is None
    assert found[1].line == 10 and "the rest of the file was checked (line 10 read as Python 3)" in found[1].message
    assert "no fix until the file parses" in found[1].message


def test_a_python2_file_with_nothing_to_find_keeps_its_one_hyb000():
    src = "from mxnet.gluon import nn\n\nclass Net(nn.HybridBlock):\n" \
          "    def hybrid_forward(self, F, x):\n        return x * 2\n\nprint 'built'\n"
    found = analyze(src, "m.py")
    assert [d.code for d in found] == ["HYB000"] and "the rest of the file" not in found[0].message


def test_a_file_with_a_half_typed_line_is_not_read():
    found = analyze(BLOCK + "\nnet.\n", "m.py")
    assert [d.code for d in found] == ["HYB000"]


def test_a_python2_notebook_cell_is_reported_and_read_but_never_edited():
    cells = ["from mxnet.gluon import nn\n",
             "class Net(nn.HybridBlock):\n    def hybrid_forward(self, F, x):\n"
             "        print 'tracing'\n        y = x.shape\n        return x\n"]
    nb = parse_notebook(json.dumps({"cells": [{"cell_type": "code", "metadata": {}, "outputs": [],
                                               "execution_count": None, "source": c} for c in cells],
                                    "metadata": {}, "nbformat": 4, "nbformat_minor": 5}))
    span = nb.spans[1]
    assert span.salvaged and span.syntax_error is not None and span.masked == {3}
    assert "        print('tracing')\n" in nb.source
    mapped = [nb.map_diagnostic(d) for d in analyze(nb.source, "nb.ipynb")]
    shape = [d for d in mapped if d.code == "HYB001"]
    assert [(d.cell, d.line) for d in shape] == [(2, 4)] and all(d.fix is None for d in mapped)
    assert "so was the rest of this cell" in nb.map_diagnostic(nb.cell_errors("nb.ipynb")[0]).message


def test_findings_of_a_tab_expanded_file_point_at_the_written_columns():
    src = ("from mxnet.gluon import nn\n\nclass Net(nn.HybridBlock):\n"
           "\tdef hybrid_forward(self, F, x):\n\t    n = x.shape[0]\n\t    if n:\n\t\treturn x\n\t    return x\n")
    found = sorted(analyze(src, "m.py"), key=lambda d: d.line)
    shape = [d for d in found if d.code == "HYB001"]
    assert [(d.line, d.col, d.end_col) for d in shape] == [(5, 10, 17)]
    assert src.split("\n")[4][shape[0].col - 1:shape[0].end_col - 1] == "x.shape"
    assert "tabs in indentation expanded" in found[-1].message and found[-1].code == "HYB000"


def test_a_script_of_many_print_statements_is_read_in_one_pass():
    src = "x = 1\n" + "".join(f'print "step", {i}\n' for i in range(200)) + "print (x)\n"
    found = salvage(src)
    assert found is not None and found.read_as_py3 == list(range(2, 202))
    assert found.text.split("\n")[1] == 'print("step", 0)' and found.text.split("\n")[201] == "print (x)"
