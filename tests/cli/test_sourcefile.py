import codecs
import os
import stat

import pytest

from hybridlint.diagnostics import Edit
from hybridlint.sourcefile import (DecodeError, apply_edits, decode, detect_newline, encode,
                                   offset_to_line_col, write_atomic)


def test_utf8_default_and_round_trip():
    data = "x = 'é'\r\ny = 2\r\n".encode()
    source = decode(data)
    assert source.text == "x = 'é'\r\ny = 2\r\n"   # no newline translation: offsets stay exact
    assert source.newline == "\r\n" and not source.bom
    assert encode(source, source.text) == data


def test_bom_is_kept():
    data = codecs.BOM_UTF8 + b"x = 1\n"
    source = decode(data)
    assert source.bom and source.text == "x = 1\n"
    assert encode(source, "x = 2\n") == codecs.BOM_UTF8 + b"x = 2\n"


def test_coding_cookie_on_second_line():
    data = "#!/usr/bin/env python\n# -*- coding: latin-1 -*-\nname = 'café'\n".encode("latin-1")
    source = decode(data)
    assert source.encoding == "iso8859-1"
    assert "café" in source.text
    assert encode(source, source.text) == data


def test_utf8_sig_cookie_with_bom_is_utf8():
    source = decode(codecs.BOM_UTF8 + b"# -*- coding: utf-8-sig -*-\nx = 1\n")
    assert source.encoding == "utf-8" and source.bom


def test_cookie_after_code_is_ignored():
    data = b"x = 1\n# coding: latin-1\ny = '\xc3\xa9'\n"
    assert decode(data).encoding == "utf-8"


def test_unknown_cookie_is_a_clear_error():
    with pytest.raises(DecodeError, match="unknown encoding 'klingon'"):
        decode(b"# coding: klingon\nx = 1\n")


def test_bom_with_other_cookie_is_an_error():
    with pytest.raises(DecodeError, match="byte order mark"):
        decode(codecs.BOM_UTF8 + b"# coding: latin-1\nx = 1\n")


def test_undecodable_names_the_line():
    with pytest.raises(DecodeError) as info:
        decode(b"x = 1\ny = '\xff'\n")
    assert info.value.line == 2 and "0xff on line 2" in str(info.value)


def test_newline_detection():
    assert detect_newline("a\nb\r\n") == "\n"
    assert detect_newline("a\r\nb\n") == "\r\n"
    assert detect_newline("a\rb") == "\r"
    assert detect_newline("") == "\n"


def test_apply_edits_skips_overlaps_and_keeps_order():
    text = "abcdef"
    new, applied, skipped = apply_edits(text, [Edit(4, 5, "E"), Edit(0, 2, "XY"), Edit(1, 3, "no")])
    assert new == "XYcdEf"
    assert [e.text for e in applied] == ["XY", "E"]
    assert [e.text for e in skipped] == ["no"]


def test_apply_edits_rejects_out_of_range():
    new, applied, skipped = apply_edits("abc", [Edit(2, 9, "x")])
    assert new == "abc" and not applied and len(skipped) == 1


def test_offset_to_line_col_counts_crlf_once():
    text = "ab\r\ncd\ref\ngh"
    assert offset_to_line_col(text, 0) == (1, 1)
    assert offset_to_line_col(text, 5) == (2, 2)
    assert offset_to_line_col(text, 7) == (3, 1)
    assert offset_to_line_col(text, 11) == (4, 2)


def test_write_atomic_replaces_and_keeps_mode(tmp_path):
    path = tmp_path / "f.py"
    path.write_bytes(b"old")
    os.chmod(path, 0o640)
    write_atomic(path, b"new")
    assert path.read_bytes() == b"new"
    assert stat.S_IMODE(os.stat(path).st_mode) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["f.py"]   # no temp file left behind
