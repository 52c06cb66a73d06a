"""A fix in a notebook changes the fixed cell's ``source`` and not one byte elsewhere, whatever wrote
the file: ``\\uXXXX`` escapes or raw UTF-8, indent 1/2/4 or none, sorted keys, a source stored as one
string or as lines, CRLF, a BOM, characters outside the BMP (surrogate pairs when escaped)."""
from __future__ import annotations

import json

import pytest

from hybridlint.notebook import parse_notebook
from hybridlint.notebook_json import splice_sources

FIXED_CELL = ("class Net(gluon.HybridBlock):\n"
              "    def hybrid_forward(self, F, x):\n"
              "        # caf\u00e9 \U0001F600 \u4e2d\n"
              "        return x.reshape(2, 3)  # \u00e9t\u00e9 \U0001F600\n")


def _data(as_string: bool) -> dict:
    def cell(source, **extra):
        return {"cell_type": "code", "execution_count": None, "metadata": {"tags": ["d\u00e9j\u00e0"]},
                "outputs": [{"name": "stdout", "output_type": "stream", "text": ["\u00fc\u00f1\u00ee \U0001F680\n"]}],
                "source": source if as_string else source.splitlines(keepends=True), **extra}

    return {"cells": [{"cell_type": "markdown", "metadata": {}, "source": ["# T\u00edtulo \U0001F4D8\n", "x"]},
                      cell("from mxnet import gluon\n"),
                      cell(FIXED_CELL),
                      cell("y = 'na\u00efve \U0001F600'\n")],
            "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
            "nbformat": 4, "nbformat_minor": 4}


FORMS = {
    "jupyter": dict(indent=1, ensure_ascii=False),
    "escaped-indent1": dict(indent=1, ensure_ascii=True),
    "escaped-indent2-sorted": dict(indent=2, ensure_ascii=True, sort_keys=True),
    "raw-indent4": dict(indent=4, ensure_ascii=False),
    "escaped-compact": dict(ensure_ascii=True),
    "raw-compact-tight": dict(ensure_ascii=False, separators=(",", ":")),
}


def _write(path, data, form, *, newline="\n", bom=False, upper=False, trailing="\n"):
    text = json.dumps(data, **FORMS[form]) + trailing
    if upper:   # some writers spell the escapes' hex digits in capitals
        import re
        text = re.sub(r"\\u([0-9a-f]{4})", lambda m: "\\u" + m.group(1).upper(), text)
    raw = text.replace("\n", newline).encode()
    path.write_bytes(b"\xef\xbb\xbf" + raw if bom else raw)
    return raw


def _check_only_the_cell_changed(before: bytes, after: bytes, data: dict):
    fixed = json.loads(after.decode("utf-8-sig"))
    expected = json.loads(json.dumps(data))
    assert fixed["cells"][2]["source"] != expected["cells"][2]["source"]
    assert "reshape((2, 3))" in "".join(fixed["cells"][2]["source"])
    expected["cells"][2]["source"] = fixed["cells"][2]["source"]
    assert fixed == expected                        # parsed: nothing else differs
    # raw: the bytes that differ lie inside the third code cell's "source" value
    prefix = next((i for i, (a, b) in enumerate(zip(before, after)) if a != b), min(len(before), len(after)))
    suffix = next((i for i, (a, b) in enumerate(zip(reversed(before), reversed(after))) if a != b), 0)
    source_key = [i for i in range(len(before)) if before.startswith(b'"source"', i)][2]   # the 3rd cell's
    cell_end = before.index(b"}", before.rindex(b"reshape(2, 3)"))
    assert source_key < prefix and len(before) - suffix <= cell_end, (prefix, suffix, source_key, cell_end)


@pytest.mark.parametrize("as_string", [False, True], ids=["lines", "string"])
@pytest.mark.parametrize("form", sorted(FORMS))
def test_fix_changes_only_the_fixed_cells_source(project, cli, form, as_string):
    path = project / "nb.ipynb"
    data = _data(as_string)
    before = _write(path, data, form)
    result = cli("check", "--fix", "nb.ipynb")
    assert result.rc == 0 and "Fixed 1 error" in result.out, result
    after = path.read_bytes()
    _check_only_the_cell_changed(before, after, data)
    if FORMS[form]["ensure_ascii"]:
        assert after.isascii()                      # the fixed line's comment escaped as the file does
    assert cli("check", "--fix", "nb.ipynb").rc == 0 and path.read_bytes() == after   # idempotent


@pytest.mark.parametrize("form", ["jupyter", "escaped-indent1"])
def test_crlf_bom_capital_escapes_and_no_final_newline_are_kept(project, cli, form):
    path = project / "nb.ipynb"
    data = _data(False)
    before = _write(path, data, form, newline="\r\n", bom=True, upper=True, trailing="")
    assert cli("check", "--fix", "nb.ipynb").rc == 0
    after = path.read_bytes()
    assert after.startswith(b"\xef\xbb\xbf") and after.count(b"\r\n") == after.count(b"\n") > 10
    assert not after.endswith(b"\n")
    _check_only_the_cell_changed(before, after[3:], data)
    if form == "escaped-indent1":
        fixed_line = next(line for line in after.split(b"\r\n") if b"reshape((2, 3))" in line)
        assert b"\\u00E9t\\u00E9 \\uD83D\\uDE00" in fixed_line, fixed_line


def test_unchanged_notebook_dumps_to_its_own_text():
    text = json.dumps(_data(False), indent=2, ensure_ascii=True, sort_keys=True)
    notebook = parse_notebook(text)
    assert notebook.dumps() == text and notebook.dumps(json.loads(text)) == text


def test_a_change_outside_the_sources_is_not_spliced():
    text = json.dumps(_data(False), indent=1)
    old, new = json.loads(text), json.loads(text)
    new["cells"][2]["source"][0] = "class Other:\n"
    new["metadata"]["x"] = 1
    assert splice_sources(text, old, new) is None            # the caller serialises such data whole
    new = json.loads(text)
    new["cells"][2]["source"] = ["only one line\n"]
    spliced = splice_sources(text, old, new)
    assert json.loads(spliced) == new and spliced.replace('"only one line\\n"', "") != text


def test_a_one_line_source_grows_in_the_files_layout():
    for form in ("jupyter", "escaped-compact"):
        data = {"cells": [{"cell_type": "code", "source": ["x = 1\n"]}], "metadata": {"title": "\u00e0"},
                "nbformat": 4}
        text = json.dumps(data, **FORMS[form])
        new = json.loads(text)
        new["cells"][0]["source"] = ["x = 1\n", "y = '\u00e9'\n"]
        assert splice_sources(text, data, new) == json.dumps(new, **FORMS[form])
