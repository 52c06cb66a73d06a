"""The op table is filled from above: ``registry`` (core) imports nothing of the runtime, and the
op modules register their entries when ``hybridlint.runtime.ops`` is imported."""
import subprocess
import sys

import pytest


def _run(code: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    return done.stdout


def test_registry_imports_alone_and_stays_empty():
    out = _run(
        "import sys\n"
        "import hybridlint.runtime.registry as r\n"
        "ours = sorted(m for m in sys.modules if m.startswith('hybridlint.runtime.')"
        " and m != 'hybridlint.runtime.registry')\n"
        "print(ours, 'numpy' in sys.modules, len(list(r.all_ops())), r.find('relu'))\n"
        "try:\n"
        "    r.get('relu')\n"
        "except r.OpError as e:\n"
        "    print(e)\n")
    loaded, message = out.splitlines()
    # only what the package __init__ imports (name, context, errors): no op module, no numpy
    assert loaded == ("['hybridlint.runtime.context', 'hybridlint.runtime.errors', "
                      "'hybridlint.runtime.name'] False 0 None")
    assert message.startswith("unknown operator 'relu' (the op table is empty: import "
                              "hybridlint.runtime.ops")


def test_importing_ops_fills_the_table():
    """``ops`` registers every op: the rest of the runtime (namespaces, gluon, mx.operator, ONNX,
    the catalogue) adds none and looks up none that ``ops`` did not register."""
    out = _run("import hybridlint.runtime.registry as r\n"
               "n0 = len(list(r.all_ops()))\n"
               "import hybridlint.runtime.ops\n"
               "n1 = len(list(r.all_ops()))\n"
               "import hybridlint.runtime.catalogue, hybridlint.runtime.compat, "
               "hybridlint.runtime.gluon, hybridlint.runtime.onnx, hybridlint.runtime.operator\n"
               "print(n0, n1 > 200, n1 == len(list(r.all_ops())), r.get('BatchNorm').name, "
               "r.find('BatchNormWithReLU', 'contrib').name)\n")
    assert out.split() == ["0", "True", "True", "BatchNorm", "_contrib_BatchNormWithReLU"]


def test_unknown_name_in_a_full_table_names_it_plainly():
    from hybridlint.runtime import ops, registry  # noqa: F401
    with pytest.raises(registry.OpError, match=r"^unknown operator 'NoSuchOp'$"):
        registry.get("NoSuchOp")
    assert registry.find("NoSuchOp") is None


def test_aux_state_updates_belong_to_their_ops():
    """The backward-time update of aux states is a field of the op, set for every op with aux
    inputs that MXNet updates in its backward (the BatchNorm family) and for no other."""
    from hybridlint.runtime import autograd, ops, registry  # noqa: F401
    updated = sorted(op.name for op in registry.all_ops() if op.aux_update is not None)
    assert updated == ["BatchNorm", "_contrib_BatchNormWithReLU", "_contrib_SyncBatchNorm"]
    assert all(registry.get(n).aux_inputs == ("moving_mean", "moving_var") for n in updated)
    assert not hasattr(autograd, "AUX_UPDATES")
