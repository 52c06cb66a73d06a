"""Mutation fuzzing of real MXNet 1.9.1 model files (fixed seed, small budget).

Every mutant of a ``.params`` file or a ``-symbol.json`` must either load and run or fail with
a ``ValueError`` (the runtime's model-file errors all derive from it) -- never another exception
type, never a hang, never unbounded memory, never code run from the file.
"""
from __future__ import annotations

import json
import random
import resource
from pathlib import Path

import numpy as np
import pytest

from hybridlint.runtime import nd
from hybridlint.runtime.gluon import SymbolBlock
from hybridlint.runtime.params_io import loads

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"
MODELS = ["mlp", "lenet"]
N_PARAMS_MUTANTS = 150
N_JSON_MUTANTS = 120


def _rss_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def _mutate_bytes(rng: random.Random, data: bytes) -> bytes:
    buf = bytearray(data)
    how = rng.randrange(5)
    if how == 0:                      # flip bytes
        for _ in range(rng.randint(1, 8)):
            buf[rng.randrange(len(buf))] = rng.randrange(256)
    elif how == 1:                    # truncate
        del buf[rng.randrange(len(buf)):]
    elif how == 2:                    # a huge little-endian u64 somewhere in the header
        at = rng.randrange(min(len(buf) - 8, 256))
        buf[at:at + 8] = rng.choice([2**63 - 1, 2**40, 2**32 + 7, 0xFFFFFFFF]).to_bytes(8, "little")
    elif how == 3:                    # duplicate a slice
        a = rng.randrange(len(buf))
        b = min(len(buf), a + rng.randint(1, 64))
        buf[a:a] = buf[a:b]
    else:                             # append garbage
        buf += bytes(rng.randrange(256) for _ in range(rng.randint(1, 32)))
    return bytes(buf)


@pytest.mark.parametrize("model", MODELS)
def test_mutated_params_load_or_raise_value_error(model):
    data = (FIXTURES / model / "model-0000.params").read_bytes()
    rng = random.Random(f"params-{model}")
    before = _rss_mb()
    outcomes = {"loaded": 0, "refused": 0}
    for _ in range(N_PARAMS_MUTANTS):
        mutant = _mutate_bytes(rng, data)
        try:
            loaded = loads(mutant, "mutant.params")
        except ValueError:
            outcomes["refused"] += 1
            continue
        outcomes["loaded"] += 1
        arrays = loaded.values() if isinstance(loaded, dict) else loaded
        assert sum(a.nbytes for a in arrays) <= len(mutant)
    assert outcomes["refused"] > 0
    assert _rss_mb() - before < 300


_JSON_EDITS = [
    lambda n, r: n.__setitem__("name", r.choice(["x\n    import os", "'\"", "a" * 5000, "", "名前"])),
    lambda n, r: n.__setitem__("op", r.choice(["Convolution", "_zeros", "nope", "", "null"])),
    lambda n, r: n.setdefault("attrs", {}).__setitem__(
        r.choice(["num_hidden", "kernel", "num_filter", "num_group", "shape", "axis", "stride"]),
        r.choice(["0", "-1", "(0, 0)", "(99999999, 99999999)", "x", "()", "(1,", "1e400", "None"])),
    lambda n, r: n.__setitem__("inputs", r.choice([[], [[0, 0, 0]] * 3, [[999, 0, 0]], [[-1, 0]], "x"])),
    lambda n, r: n.pop(r.choice(["op", "name", "inputs"]), None),
]


@pytest.mark.parametrize("model", MODELS)
def test_mutated_symbol_json_runs_or_raises_value_error(model, tmp_path):
    doc = json.loads((FIXTURES / model / "model-symbol.json").read_text())
    inputs = np.load(FIXTURES / model / "input.npz")
    x = nd.array(inputs[inputs.files[0]])
    rng = random.Random(f"json-{model}")
    before = _rss_mb()
    refused = 0
    for i in range(N_JSON_MUTANTS):
        mutant = json.loads(json.dumps(doc))
        for _ in range(rng.randint(1, 3)):
            node = rng.choice(mutant["nodes"])
            rng.choice(_JSON_EDITS)(node, rng)
        path = tmp_path / f"m{i}-symbol.json"
        path.write_text(json.dumps(mutant))
        try:
            net = SymbolBlock.imports(str(path), ["data"])
            net.initialize()
            net(x)
        except (ValueError, KeyError, IndexError) as exc:
            # ValueError: the model-file errors; KeyError/IndexError are not acceptable
            assert isinstance(exc, ValueError), f"mutant {i}: {type(exc).__name__}: {exc}"
            refused += 1
    assert refused > 0
    assert _rss_mb() - before < 300
    assert not (tmp_path / "PWNED").exists()


def test_mutated_zoo_graphs_export_to_onnx_or_raise_value_error(tmp_path):
    """The exporter reads model files too: mutants give a checked ONNX model or a ValueError."""
    onnx = pytest.importorskip("onnx")
    from hybridlint.runtime.onnx.export import export_model
    zoo = FIXTURES / "onnx"
    exported = refused = 0
    for model in ["squeezenet1.1", "resnet18_v1_slim"]:
        doc = json.loads((zoo / model / "model-symbol.json").read_text())
        rng = random.Random(f"onnx-{model}")
        for i in range(40):
            mutant = json.loads(json.dumps(doc))
            for _ in range(rng.randint(1, 3)):
                rng.choice(_JSON_EDITS)(rng.choice(mutant["nodes"]), rng)
            path = tmp_path / f"{model}-{i}-symbol.json"
            path.write_text(json.dumps(mutant))
            try:
                out = export_model(str(path), str(zoo / model / "model-0000.params"),
                                   [(1, 3, 64, 64)], np.float32, str(tmp_path / "m.onnx"))
            except ValueError:
                refused += 1
                continue
            onnx.checker.check_model(onnx.load(out))
            exported += 1
    assert exported > 0 and refused > 0
