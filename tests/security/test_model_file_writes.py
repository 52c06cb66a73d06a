"""Saving a model file (``nd.save``, ``save_parameters``, ``export``, ONNX export) replaces a
regular file atomically and nothing else: a symlink is written through, a hard-linked file and a
FIFO or device are written in place (issue #9: ``export-onnx -o /dev/full`` run as root had
renamed a regular file over the /dev/full device)."""
from __future__ import annotations

import os
import stat
import threading

import pytest

from hybridlint.runtime import nd
from hybridlint.runtime.atomic_write import write_file
from hybridlint.runtime.params_io import load


def test_regular_file_is_replaced_keeping_its_mode(tmp_path):
    target = tmp_path / "m.params"
    target.write_bytes(b"old")
    os.chmod(target, 0o640)
    write_file(target, b"new")
    assert target.read_bytes() == b"new" and stat.S_IMODE(os.stat(target).st_mode) == 0o640
    assert sorted(p.name for p in tmp_path.iterdir()) == ["m.params"]      # no temp file left


def test_symlink_is_written_through(tmp_path):
    real = tmp_path / "store" / "m.params"
    real.parent.mkdir()
    real.write_bytes(b"old")
    link = tmp_path / "m.params"
    link.symlink_to(real)
    nd.save(str(link), {"w": nd.ones((2,))})
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert load(str(real))["w"].tolist() == [1.0, 1.0]


def test_hard_linked_file_is_rewritten_in_place(tmp_path):
    first = tmp_path / "a.params"
    first.write_bytes(b"old contents, longer than the new")
    second = tmp_path / "b.params"
    os.link(first, second)
    write_file(first, b"new")
    assert second.read_bytes() == b"new" and os.stat(first).st_ino == os.stat(second).st_ino


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_fifo_is_written_into_not_replaced(tmp_path):
    fifo = tmp_path / "out.onnx"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(open(fifo, "rb").read()))
    reader.start()
    write_file(fifo, b"model bytes")
    reader.join(timeout=30)
    assert got == [b"model bytes"] and stat.S_ISFIFO(os.lstat(fifo).st_mode)


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(IsADirectoryError):
        write_file(tmp_path, b"x")
    assert list(tmp_path.iterdir()) == []


def test_a_failed_write_leaves_no_temp_file(tmp_path, monkeypatch):
    target = tmp_path / "m.params"
    target.write_bytes(b"old")

    def refuse(src, dst):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        write_file(target, b"new")
    assert target.read_bytes() == b"old" and [p.name for p in tmp_path.iterdir()] == ["m.params"]
