"""Record real MXNet 1.9.1's ``Block.save(prefix)`` files (``<prefix>-model.json``,
``<prefix>-model.params``) for the models of tests/runtime/block_save_scenario.py, with each
model's output and what ``Block.load`` makes of the files in a model built under other names
(its outputs, block names and parameter dict keys after loading), for
tests/runtime/test_block_save.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_block_save_fixtures.py tests/fixtures/mxnet/block_save

With ``--check DIR`` it instead loads the files the runtime wrote into DIR (the test writes them
where HYBRIDLINT_BLOCK_SAVE_OUT points) into MXNet models and compares their outputs with the
runtime's (``DIR/outputs.npz``): the runtime-to-MXNet direction of the round trip.
"""
import json
import sys
from pathlib import Path

import mxnet as mx
import numpy as np

from from_tests import load

scenario = load("runtime/block_save_scenario.py")


def loaded(prefix, name):
    net = scenario.renamed(mx, name)
    net.load(str(prefix))
    return net


def names_of(net):
    blocks = []
    net.apply(lambda b: blocks.append(b.name))
    return {"blocks": blocks, "params": list(net.collect_params().keys())}


def record(out):
    out.mkdir(parents=True, exist_ok=True)
    arrays, names = {}, {}
    for name in scenario.NAMES:
        net = scenario.trained(mx, name)
        xs = scenario.inputs(mx, name)
        for k, v in enumerate(scenario.outputs(net(*xs))):
            arrays[f"{name}_out{k}"] = v
        net.save(str(out / name))
        back = loaded(out / name, name)
        for k, v in enumerate(scenario.outputs(back(*xs))):
            arrays[f"{name}_loaded{k}"] = v
        names[name] = names_of(back)
    np.savez_compressed(out / "outputs.npz", **arrays)
    (out / "loaded_names.json").write_text(json.dumps(names, indent=1, sort_keys=True) + "\n")
    print(sorted(arrays))


def check(where):
    want = np.load(where / "outputs.npz")
    for name in scenario.NAMES:
        net = loaded(where / name, name)
        got = scenario.outputs(net(*scenario.inputs(mx, name)))
        for k, g in enumerate(got):
            w = want[f"{name}_out{k}"]
            print(name, k, "equal" if np.array_equal(g, w) else
                  f"max abs diff {np.abs(g - w).max():.3g}")


if __name__ == "__main__":
    if sys.argv[1:2] == ["--check"]:
        check(Path(sys.argv[2]))
    else:
        record(Path(sys.argv[1] if len(sys.argv) > 1 else "tests/fixtures/mxnet/block_save"))
