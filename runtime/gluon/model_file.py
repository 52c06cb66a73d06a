"""MXNet 1.9.1's ``Block.save(prefix)`` / ``Block.load(prefix)``: the model's structure as
``<prefix>-model.json`` and its parameters as ``<prefix>-model.params`` (``save_parameters``).

The JSON is MXNet's nested dict: each block is an entry ``<class name lowercased><visit
number>`` (depth-first, the block itself first) holding ``orig_name`` (its name when saved),
``children`` (child name -> the attribute/registration key its parent knows it by), the child
entries, and for a HybridBlock ``hybridized``: true only where the block itself holds a traced
graph (a hybridized block's children, traced as part of it, say false), then with ``in_format``,
``out_format``, ``inputs`` (each input variable's symbol JSON) and ``symbol``.

``load`` does not rebuild anything: the model must be built by the same code, in the same
order.  As MXNet, it renames each block to its saved name, re-keys the block's parameter dict to
``<saved name>_<parameter>`` (the names the saved graph refers to; a ``Parameter``'s own name
stays), restores saved graphs and marks those blocks hybridized, restores the children's keys,
then loads the parameters.  Files written here load in MXNet 1.9.1 and the other way round
(tests/runtime/test_block_save.py, bench/mxnet_block_save_fixtures.py).
"""
from __future__ import annotations

import json

from .. import sym as _sym

__all__ = ["load_model", "save_model"]


def _entry_key(block, index):
    return type(block).__name__.lower() + str(index[0])


def _saved(block, index, structure):
    entry = {"orig_name": block.name}
    structure[_entry_key(block, index)] = entry
    if hasattr(block, "_cached_graph"):              # a HybridBlock
        if block._cached_graph:
            inputs, out = block._cached_graph
            entry["in_format"] = block._in_format
            entry["out_format"] = block._out_format
            entry["inputs"] = [s.tojson() for s in inputs]
            entry["symbol"] = out.tojson()
            entry["hybridized"] = True
        else:
            entry["hybridized"] = False
    children = entry["children"] = {}
    for key, child in block._children.items():
        index[0] += 1
        children[child.name] = key
        _saved(child, index, entry)


def save_model(block, prefix):
    model: dict = {}
    _saved(block, [0], model)
    with open(prefix + "-model.json", "w") as fp:
        json.dump(model, fp)
    block.save_parameters(prefix + "-model.params")


def _restore(block, index, structure, fname):
    key = _entry_key(block, index)
    if key not in structure:
        raise ValueError(f"{fname}: no entry {key!r} for block {block.name}: the model was "
                         f"saved from another architecture (saved here: "
                         f"{sorted(k for k, v in structure.items() if isinstance(v, dict))})")
    entry = structure[key]
    block._name = entry["orig_name"]
    if hasattr(block, "_cached_graph") and entry.get("hybridized"):
        block._clear_cached_op()
        block._in_format = entry["in_format"]
        block._out_format = entry["out_format"]
        block._cached_graph = ([_sym.load_json(s) for s in entry["inputs"]],
                               _sym.load_json(entry["symbol"]))
        block._active = True
    own = block.params
    for name in list(own.keys()):
        param = own._params.pop(name)
        own._params[block.name + "_" + name[len(own.prefix):]] = param
    for child in block._children.values():
        index[0] += 1
        _restore(child, index, entry, fname)
    saved_keys = entry["children"]
    for old_key in list(block._children):
        child = block._children.pop(old_key)
        block._children[saved_keys[child.name]] = child


def load_model(block, prefix):
    fname = prefix + "-model.json"
    with open(fname) as fp:
        model = json.load(fp)
    _restore(block, [0], model, fname)
    block.load_parameters(prefix + "-model.params")
