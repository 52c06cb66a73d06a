"""A name the runtime lacks says whether MXNet 1.9.1 has it (not provided yet) or not (a typo).

runtime/mxnet_names.json was written by bench/mxnet_namespaces.py in real MXNet 1.9.1."""
import json
from pathlib import Path

import pytest

from hybridlint.runtime import nd, sym
from hybridlint.runtime.errors import NotProvidedError

NAMES = json.loads((Path(__file__).resolve().parents[2] / "runtime" / "mxnet_names.json").read_text())


def test_names_file_is_mxnet_1_9_1():
    assert NAMES["mxnet_version"] == "1.9.1"
    assert "gemm2" in NAMES["nd.linalg"] and "relu" in NAMES["sym"] and "box_nms" in NAMES["nd.contrib"]


@pytest.mark.parametrize("get, text", [
    (lambda: nd.histogram,
     "`nd.histogram` is part of MXNet 1.9.1 but the hybridlint runtime does not"),
    (lambda: sym.contrib.Proposal, "`sym.contrib.Proposal` is part of MXNet 1.9.1"),
    (lambda: nd.relux, "`nd.relux` does not exist in MXNet's `nd` namespace either"),
    (lambda: sym.relux, "did you mean `sym.relu`?"),
])
def test_missing_name_messages(get, text):
    with pytest.raises(NotProvidedError, match="test_missing_names.py:") as info:
        get()
    assert text in str(info.value)
    assert isinstance(info.value, AttributeError)


def test_hasattr_stays_false_and_dunders_are_plain():
    assert not hasattr(nd, "relux") and not hasattr(nd.contrib, "nope")
    with pytest.raises(AttributeError) as info:
        nd.contrib.__wrapped__
    assert type(info.value) is AttributeError


def test_every_op_name_of_the_table_exists_in_mxnet():
    """The op table invents no public name: each exposure is one MXNet 1.9.1 has."""
    from hybridlint.runtime import registry

    invented = []
    for op in registry.all_ops():
        for kind in ("nd", "sym"):
            if not getattr(op, f"in_{kind}"):
                continue
            for ns, name in op.exposures():
                space = f"{kind}.{ns}" if ns else kind
                if name.startswith("_") or ns.startswith("_") or space not in NAMES:
                    continue
                if name not in NAMES[space]:
                    invented.append(f"{space}.{name}")
    assert not invented, invented
