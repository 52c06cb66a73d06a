"""`hybridlint.verify` is a package whose __init__ re-exports the public names of its modules."""
from __future__ import annotations

import importlib

import pytest

import hybridlint.verify as verify


@pytest.mark.parametrize("name", verify.__all__)
def test_every_export_is_the_object_its_module_defines(name):
    module = importlib.import_module(f"hybridlint.verify.{verify._EXPORTS[name]}")
    assert getattr(verify, name) is getattr(module, name)


def test_the_names_of_the_former_modules_still_resolve():
    # what `hybridlint.verify` (verify.py) and `hybridlint.fix_verify` offered before the package
    for name in ("Target", "InputSpec", "UsageError", "parse_input", "make_input", "entries_from_pyproject",
                 "find_verify_config", "import_mxnet", "load_factory", "verify_target", "format_table",
                 "as_json", "run_verify", "EXIT_EQUAL", "EXIT_DIFFER", "EXIT_USAGE", "FixVerifier",
                 "changed_classes", "compare_versions", "load_source", "make_verifier"):
        assert callable(getattr(verify, name)) or isinstance(getattr(verify, name), int), name
    with pytest.raises(AttributeError):
        verify.no_such_name  # noqa: B018
