"""--fix under a full disk and a kill: the original stays whole, the message says why, and no
temporary file is left behind (issue #9 item 8)."""
from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
import time

import pytest

from hybridlint import atomicfile, sourcefile

SOURCE = ("from mxnet.gluon import HybridBlock\n\n\nclass N(HybridBlock):\n"
          "    def hybrid_forward(self, F, x):\n        return x.reshape((x.shape[0], -1))\n")


def test_a_full_disk_says_so_and_keeps_the_file(project, cli, monkeypatch):
    (project / "a.py").write_text(SOURCE)

    def full(fd, data):
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(atomicfile, "_write_all", full)
    result = cli("check", "--fix", "a.py")
    assert (project / "a.py").read_text() == SOURCE
    assert "disk or quota is full" in result.err and "writable" not in result.err
    assert [p.name for p in project.iterdir() if p.name.endswith(".tmp")] == []


def test_a_form_feed_survives_a_fix(project, cli):
    text = "\f" + SOURCE.replace("\n\n\nclass", "\n\f\nclass")
    (project / "a.py").write_bytes(text.encode())
    cli("check", "--fix", "a.py")
    fixed = (project / "a.py").read_bytes().decode()
    assert fixed.startswith("\f") and "\n\f\nclass" in fixed and "reshape((0, -1))" in fixed


@pytest.mark.skipif(not hasattr(os, "O_TMPFILE"), reason="unnamed temporary files are Linux-only")
def test_a_kill_while_writing_leaves_no_temporary_file(tmp_path):
    """The new content is written to an unnamed file and named only for the rename."""
    target = tmp_path / "big.py"
    target.write_text("x = 1\n")
    code = (
        "import sys, time\n"
        "from hybridlint import atomicfile, sourcefile\n"
        "real = atomicfile._write_all\n"
        "def slow(fd, data):\n"
        "    print('writing', flush=True)\n"
        "    time.sleep(30)\n"
        "    real(fd, data)\n"
        "atomicfile._write_all = slow\n"
        f"sourcefile.write_atomic({str(target)!r}, b'y = 2\\n' * 1000)\n"
    )
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE)
    assert proc.stdout.readline().strip() == b"writing"
    time.sleep(0.1)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["big.py"]
    assert target.read_text() == "x = 1\n"
