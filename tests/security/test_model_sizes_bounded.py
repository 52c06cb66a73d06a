"""Sizes a model file declares are checked before anything is allocated (issue #9 item 4)."""
from __future__ import annotations

import json
import resource
import zipfile

import numpy as np
import pytest

from hybridlint.runtime import nd, sym
from hybridlint.runtime.gluon import SymbolBlock
from hybridlint.runtime.params_io import ParamsFormatError, load_npz

HUGE = "(1, 33554432, 33554432)"      # 4 PiB of float32


def _rss_mb() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024


def _graph(shape: str) -> dict:
    return {"nodes": [{"op": "null", "name": "data", "inputs": []},
                      {"op": "_zeros", "name": "z", "attrs": {"shape": shape}, "inputs": []},
                      {"op": "sum", "name": "s", "inputs": [[1, 0, 0]]},
                      {"op": "broadcast_add", "name": "o", "inputs": [[0, 0, 0], [2, 0, 0]]}],
            "arg_nodes": [0], "node_row_ptr": [0, 1, 2, 3, 4], "heads": [[3, 0, 0]],
            "attrs": {"mxnet_version": ["int", 10901]}}


def test_a_huge_declared_shape_is_a_clear_error_not_an_allocation(tmp_path):
    path = tmp_path / "bomb-symbol.json"
    path.write_text(json.dumps(_graph(HUGE)))
    before = _rss_mb()
    net = SymbolBlock.imports(str(path), ["data"])
    with pytest.raises(ValueError, match=r"operator z \(_zeros\).*4\.0 PiB.*HYBRIDLINT_MAX_DECLARED_BYTES"):
        net(nd.ones((2, 3)))
    assert _rss_mb() - before < 200


def test_the_same_graph_with_a_small_shape_runs(tmp_path):
    path = tmp_path / "ok-symbol.json"
    path.write_text(json.dumps(_graph("(2, 2)")))
    out = SymbolBlock.imports(str(path), ["data"])(nd.ones((2, 3)))
    np.testing.assert_allclose(out.asnumpy(), np.ones((2, 3)))


def test_the_reference_executor_checks_too():
    out = sym.broadcast_add(sym.var("data"), sym.sum(sym.zeros(shape=(1, 33554432, 33554432))))
    ex = out.bind(None, {"data": nd.ones((2, 3))})
    with pytest.raises(ValueError, match="4.0 PiB"):
        ex.forward()


def test_a_compression_bomb_npz_is_refused_before_inflating(tmp_path):
    path = tmp_path / "bomb.npz"
    n = 96 << 20                                   # 96 MiB of zeros: ~100 KiB compressed
    header = np.lib.format.header_data_from_array_1_0(np.zeros(1, dtype=np.uint8))
    header["shape"] = (n,)
    with zipfile.ZipFile(path, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        with zf.open("w.npy", "w", force_zip64=True) as member:
            np.lib.format.write_array_header_1_0(member, header)
            chunk = bytes(1 << 20)
            for _ in range(n >> 20):
                member.write(chunk)
    assert path.stat().st_size < 1 << 20
    before = _rss_mb()
    with pytest.raises(ParamsFormatError, match="compression bomb"):
        load_npz(path)
    assert _rss_mb() - before < 50


def test_an_ordinary_compressed_npz_still_loads(tmp_path):
    path = tmp_path / "ok.npz"
    w = np.random.default_rng(0).standard_normal((64, 32)).astype(np.float32)
    np.savez_compressed(path, w=w, b=np.zeros(32, np.float32))
    got = load_npz(path)
    np.testing.assert_array_equal(got["w"], w)


@pytest.mark.parametrize("op", ["Convolution", "Deconvolution"])
def test_num_group_zero_is_a_model_error_not_a_zero_division(tmp_path, op):
    g = {"nodes": [{"op": "null", "name": "data", "inputs": []},
                   {"op": "null", "name": "w", "inputs": []},
                   {"op": op, "name": "c", "inputs": [[0, 0, 0], [1, 0, 0]],
                    "attrs": {"kernel": "(3, 3)", "num_filter": "4", "num_group": "0", "no_bias": "True"}}],
         "arg_nodes": [0, 1], "node_row_ptr": [0, 1, 2, 3], "heads": [[2, 0, 0]],
         "attrs": {"mxnet_version": ["int", 10901]}}
    path = tmp_path / "ng-symbol.json"
    path.write_text(json.dumps(g))
    net = SymbolBlock.imports(str(path), ["data"])
    net.initialize()
    with pytest.raises(ValueError, match="num_group=0"):
        net(nd.ones((1, 2, 5, 5)))
