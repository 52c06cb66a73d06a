"""The pre-commit hook, for real: this checkout as a hook repository, a throw-away repo using it.

pre-commit pip-installs the hook repository into its own virtualenv (libcst
and numpy from the package index), so this takes tens of seconds and needs
the index; it is skipped, with the reason, when pre-commit or git is
missing or the index cannot be reached.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
NET = """\
from mxnet import gluon


class Net(gluon.HybridBlock):
    def hybrid_forward(self, F, x):
        return F.relu(x) * x.shape[0]
"""
GOOD = NET.replace(" * x.shape[0]", "")
_COPY_IGNORE = shutil.ignore_patterns(".git", ".venv", "venv", "__pycache__", ".pytest_cache", ".hybridlint_cache",
                                      "*.egg-info", "build", "dist", ".hypothesis", "fixtures", ".whl", ".gl")
_OFFLINE = ("Temporary failure in name resolution", "NewConnectionError", "No matching distribution found",
            "Could not find a version that satisfies", "Network is unreachable", "ProxyError")


def _pre_commit() -> list[str] | None:
    exe = Path(sys.executable).with_name("pre-commit")
    if exe.exists():
        return [str(exe)]
    found = shutil.which("pre-commit")
    return [found] if found else None


def _git(cwd: Path, *args: str) -> str:
    env = {**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@example.com",
           "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@example.com", "GIT_CONFIG_NOSYSTEM": "1",
           "HOME": str(cwd)}
    proc = subprocess.run(["git", "-c", "init.defaultBranch=main", "-c", "commit.gpgsign=false", *args],
                          cwd=cwd, env=env, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stderr
    return proc.stdout.strip()


def test_hook_fails_on_a_bad_file_and_passes_on_a_good_one(tmp_path):
    pre_commit = _pre_commit()
    if pre_commit is None:
        pytest.skip("pre-commit is not installed (pip install pre-commit)")
    if shutil.which("git") is None:
        pytest.skip("git is not installed")

    hook_repo = tmp_path / "hook-repo"
    shutil.copytree(ROOT, hook_repo, ignore=_COPY_IGNORE, symlinks=True)
    if os.environ.get("HYBRIDLINT_TEST_PYPROJECT"):   # lets a developer try a packaging change
        shutil.copy(os.environ["HYBRIDLINT_TEST_PYPROJECT"], hook_repo / "pyproject.toml")
    else:
        from .test_packaging import missing_packages

        missing = missing_packages(ROOT)
        if missing:
            pytest.skip(f"pyproject.toml does not package {missing}; the installed hook could not import "
                        "them (tests/cli/test_packaging.py fails until that is fixed)")
    _git(hook_repo, "init", "-q")
    _git(hook_repo, "add", "-A")
    _git(hook_repo, "commit", "-q", "-m", "hook repo snapshot")
    rev = _git(hook_repo, "rev-parse", "HEAD")

    user_repo = tmp_path / "user-repo"
    user_repo.mkdir()
    _git(user_repo, "init", "-q")
    (user_repo / ".pre-commit-config.yaml").write_text(
        f"repos:\n  - repo: {hook_repo}\n    rev: {rev}\n    hooks:\n      - id: hybridlint\n")
    (user_repo / "good.py").write_text(GOOD)
    (user_repo / "bad.py").write_text(NET)
    (user_repo / ".gitignore").write_text("ignored.py\n")
    (user_repo / "ignored.py").write_text(NET)   # excluded by .gitignore: --force-exclude must skip it
    _git(user_repo, "add", "-A")

    env = {**os.environ, "PRE_COMMIT_HOME": str(tmp_path / "pre-commit-home"), "HOME": str(tmp_path),
           "PRE_COMMIT_COLOR": "never", "GIT_CONFIG_NOSYSTEM": "1"}
    env.pop("VIRTUAL_ENV", None)

    def run(*files: str) -> subprocess.CompletedProcess:
        return subprocess.run([*pre_commit, "run", "--files", *files], cwd=user_repo, env=env,
                              capture_output=True, text=True, timeout=600)

    bad = run("bad.py", "good.py", "ignored.py")
    output = bad.stdout + bad.stderr
    if bad.returncode != 0 and any(marker in output for marker in _OFFLINE):
        pytest.skip("the package index is unreachable, pre-commit cannot install the hook: " + output[-300:])
    assert bad.returncode == 1, output
    assert "bad.py:6:" in output and "HYB001" in output, output
    assert "good.py:" not in output and "ignored.py" not in output, output

    good = run("good.py", "ignored.py")
    assert good.returncode == 0, good.stdout + good.stderr
