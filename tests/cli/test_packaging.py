"""A wheel (what pre-commit and pip install) must contain every subpackage the CLI imports."""
from pathlib import Path

import pytest

tomllib = pytest.importorskip("tomllib")

ROOT = Path(__file__).resolve().parents[2]


def missing_packages(root: Path) -> list[str]:
    setuptools = tomllib.loads((root / "pyproject.toml").read_text())["tool"]["setuptools"]
    listed = set(setuptools["packages"])
    missing = set()
    for package, directory in setuptools.get("package-dir", {}).items():
        base = root / directory
        for init in base.rglob("__init__.py"):
            rel = init.parent.relative_to(base)
            if any(part.startswith(".") or part == "__pycache__" for part in rel.parts):
                continue
            dotted = ".".join((package, *rel.parts))
            if dotted not in listed:
                missing.add(dotted)
    return sorted(missing)


def test_every_subpackage_is_listed_in_pyproject():
    missing = missing_packages(ROOT)
    assert not missing, (
        f"pyproject.toml [tool.setuptools] packages lacks {missing}: a non-editable install "
        "(pip install ., pre-commit) would miss them and `hybridlint check` would fail with ModuleNotFoundError")
