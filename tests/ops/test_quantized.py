"""MXNet's int8 MKLDNN operators (runtime/ops/quantized*.py) against real MXNet 1.9.1.

Each recorded call (``bench/mxnet_int8_fixtures.py``) is checked twice: the runtime must give
MXNet's outputs bit for bit (eagerly, symbolically, after a JSON round trip, and for
``_sg_mkldnn_conv`` through the graph executor and a hybridized SymbolBlock), and a numpy
reference written from the rules in ``runtime/ops/quantized.py``'s docstring must give them
too, so that the rules, not only the code, are pinned.  GluonCV's ``mobilenet1.0_int8`` graph
runs whole against MXNet's output.
"""
from __future__ import annotations

import gzip
import json
from pathlib import Path

import numpy as np
import pytest
from hybridlint.runtime import nd, sym
from hybridlint.runtime.gluon import SymbolBlock
from hybridlint.runtime.graph import Graph

from .harness import Case, check

FIXDIR = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"
FIX = np.load(FIXDIR / "int8_ops.npz")
CALLS = json.loads(FIX["__calls__"].tobytes())
F32 = np.float32


def _ins(i):
    return [FIX[f"{i}_in{k}"] for k in range(CALLS[i]["n_in"])]


def _outs(i):
    return tuple(FIX[f"{i}_out{k}"] for k in range(CALLS[i]["n_out"]))


PLAIN = [i for i, c in enumerate(CALLS) if not c["op"].startswith("_sg_")]
FC = [i for i, c in enumerate(CALLS) if c["op"] == "_sg_mkldnn_fully_connected"]
CONV = [i for i, c in enumerate(CALLS) if c["op"] == "_sg_mkldnn_conv"]

CASES = [Case(exposed, _ins(i), CALLS[i]["attrs"], expected=_outs(i), rtol=0, atol=0,
              id=f"{exposed}-{i}")
         for i in PLAIN
         for exposed in (f"contrib.{CALLS[i]['op']}", f"contrib._contrib_{CALLS[i]['op']}")]


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.id)
def test_op_matches_mxnet(case):
    check(case)


# ----------------------------------------------------------------------- numpy references
def _scale(int8, lo, hi):
    real = max(abs(F32(lo)), abs(F32(hi)))
    return (F32(127.5) if int8 else F32(255.5)) / real if real else F32(2147483647)


def _rint_sat(x, dtype):
    info = np.iinfo(dtype)
    return np.clip(np.rint(x), info.min, info.max).astype(dtype)


def ref_quantize(x, out_type="int8", min_calib_range=None, max_calib_range=None):
    calibrated = min_calib_range is not None
    if x.dtype in (np.int8, np.uint8):
        if calibrated:
            lo, hi = min_calib_range, max_calib_range
        else:
            lo, hi = (0, 255.5) if x.dtype == np.uint8 else (-127.5, 127.5)
        u8 = out_type == "uint8" or (out_type == "auto" and calibrated and lo >= 0)
        return x.view(np.uint8 if u8 else np.int8), np.array([lo], F32), np.array([hi], F32)
    lo, hi = (min_calib_range, max_calib_range) if calibrated else (x.min(), x.max())
    u8 = out_type == "uint8" or (out_type == "auto" and calibrated and lo >= 0)
    q = _rint_sat(x * _scale(not u8, lo, hi), np.uint8 if u8 else np.int8)
    real = max(abs(F32(lo)), abs(F32(hi)))
    return q, np.array([lo if u8 else -real], F32), np.array([hi if u8 else real], F32)


def ref_dequantize(x, lo, hi):
    return x.astype(F32) * (max(abs(lo[0]), abs(hi[0])) / F32(127.5 if x.dtype == np.int8 else 255.5))


def ref_pooling(x, lo, hi, kernel=(), stride=(), pad=(), pool_type="max", global_pool=False,
                pooling_convention="valid", count_include_pad=True):
    n, c, h, w = x.shape
    k = (h, w) if global_pool else tuple(kernel)
    s = (1, 1) if global_pool else tuple(stride or (1, 1))
    p = (0, 0) if global_pool else tuple(pad or (0, 0))
    size = []
    for d, kk, ss, pp in zip((h, w), k, s, p):
        span = d + 2 * pp - kk
        size.append(1 if global_pool else (span // ss + 1 if pooling_convention == "valid"
                                            else -(-span // ss) + 1))
    out = np.zeros((n, c, *size), x.dtype)
    for i in range(size[0]):
        for j in range(size[1]):
            r0, c0 = i * s[0] - p[0], j * s[1] - p[1]
            win = x[:, :, max(r0, 0):min(r0 + k[0], h), max(c0, 0):min(c0 + k[1], w)]
            if pool_type == "max":
                out[:, :, i, j] = win.max(axis=(2, 3))
            else:
                count = k[0] * k[1] if count_include_pad else win.shape[2] * win.shape[3]
                total = win.astype(F32).sum(axis=(2, 3))
                out[:, :, i, j] = _rint_sat(total / F32(count), x.dtype)
    return out, lo, hi


def ref_concat(*arrays, num_args, dim):
    datas, ranges = arrays[:num_args], arrays[num_args:]
    lo = min(0, *[ranges[2 * i][0] for i in range(num_args)])
    hi = max(0, *[ranges[2 * i + 1][0] for i in range(num_args)])
    dtype = np.int8 if any(d.dtype == np.int8 for d in datas) else np.uint8
    out_scale = _scale(dtype == np.int8, lo, hi)
    parts = []
    for i, d in enumerate(datas):
        s = _scale(d.dtype == np.int8, ranges[2 * i][0], ranges[2 * i + 1][0])
        parts.append(d.view(dtype) if s == out_scale else
                     _rint_sat(d.astype(F32) * F32(out_scale / s), dtype))
    return np.concatenate(parts, axis=dim), np.array([lo], F32), np.array([hi], F32)


def _graph_parts(graph):
    """(conv attrs, bn attrs or None, node attrs, relu count) of a recorded conv graph."""
    node = next(n for n in graph["nodes"] if n["op"] == "_sg_mkldnn_conv")
    sub = node["subgraphs"][0]["nodes"]
    conv = next(n["attrs"] for n in sub if n["op"] == "Convolution")
    bn = next((n["attrs"] for n in sub if n["op"] == "BatchNorm"), None)
    return conv, bn, node["attrs"]


def _int_conv(x, w, stride, pad, dilate, groups, pairs):
    """Integer convolution; with ``pairs`` input-channel pair sums saturate at int16."""
    n, c, h, wd = x.shape
    f, cg, kh, kw = w.shape
    xp = np.pad(x.astype(np.int64), ((0, 0), (0, 0), (pad[0], pad[0]), (pad[1], pad[1])))
    oh = (h + 2 * pad[0] - dilate[0] * (kh - 1) - 1) // stride[0] + 1
    ow = (wd + 2 * pad[1] - dilate[1] * (kw - 1) - 1) // stride[1] + 1
    acc = np.zeros((n, f, oh, ow), np.int64)
    fg = f // groups
    for fo in range(f):
        g = fo // fg
        for i in range(kh):
            for j in range(kw):
                v = xp[:, g * cg:(g + 1) * cg, i * dilate[0]:i * dilate[0] + stride[0] * (oh - 1) + 1:stride[0],
                       j * dilate[1]:j * dilate[1] + stride[1] * (ow - 1) + 1:stride[1]]
                prod = v * w[fo, :, i, j].astype(np.int64).reshape(1, -1, 1, 1)
                if pairs and cg > 1:
                    even = prod[:, 0::2]
                    odd = np.zeros_like(even)
                    odd[:, :prod[:, 1::2].shape[1]] = prod[:, 1::2]
                    acc[:, fo] += np.clip(even + odd, -32768, 32767).sum(axis=1)
                else:
                    acc[:, fo] += prod.sum(axis=1)
    return acc


def _is_float(i):
    return "quantized" not in _graph_parts(json.loads(CALLS[i]["graph"]))[2]


def _same(got, want, i, msg=""):
    if _is_float(i):        # float convolutions: other summation orders than oneDNN's
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5, err_msg=msg)
    else:
        np.testing.assert_array_equal(got, want, err_msg=msg)


def ref_float_sg_conv(graph, v):
    conv, bn, attrs = _graph_parts(graph)
    lit = lambda s: tuple(json.loads(s.replace("(", "[").replace(")", "]")))  # noqa: E731
    w = v["weight"].astype(np.float64)
    x = v["data"].astype(np.float64)
    pad, stride = lit(conv["pad"]), lit(conv["stride"])
    xp = np.pad(x, ((0, 0), (0, 0), (pad[0], pad[0]), (pad[1], pad[1])))
    kh, kw = w.shape[2:]
    oh = (x.shape[2] + 2 * pad[0] - kh) // stride[0] + 1
    ow = (x.shape[3] + 2 * pad[1] - kw) // stride[1] + 1
    out = sum(np.einsum("nchw,fc->nfhw", xp[:, :, i:i + stride[0] * oh:stride[0],
                                            j:j + stride[1] * ow:stride[1]], w[:, :, i, j])
              for i in range(kh) for j in range(kw))
    if "bias" in v:
        out = out + v["bias"].reshape(1, -1, 1, 1)
    if bn is not None:
        gamma = 1.0 if bn.get("fix_gamma", "True") == "True" else v["gamma"].reshape(1, -1, 1, 1)
        out = (out - v["mean"].reshape(1, -1, 1, 1)) / np.sqrt(
            v["var"].reshape(1, -1, 1, 1) + float(bn["eps"])) * gamma + v["beta"].reshape(1, -1, 1, 1)
    if attrs.get("with_relu", attrs.get("with_act")) == "true":
        out = np.maximum(out, 0)
    if attrs.get("with_sum") == "true":
        out = out + v["sumdata"]
    if attrs.get("with_postsum_relu", attrs.get("with_postsum_act")) == "true":
        out = np.maximum(out, 0)
    return (out,)


def ref_sg_conv(graph, v):
    conv, bn, attrs = _graph_parts(graph)
    if "quantized" not in attrs:
        return ref_float_sg_conv(graph, v)
    lit = lambda s: tuple(json.loads(s.replace("(", "[").replace(")", "]")))  # noqa: E731
    data, data_range = ref_quantize(v["data"], "auto", *_qrange(graph, "q"))[0], _qrange(graph, "q")
    signed = data.dtype == np.int8
    w, b = v["weight"].astype(F32), v.get("bias")
    if bn is not None:
        gamma = np.ones(len(w)) if bn.get("fix_gamma", "True") == "True" else v["gamma"].astype(np.float64)
        alpha = (gamma / np.sqrt(v["var"].astype(np.float64) + float(bn["eps"]))).astype(F32)
        b = (v["beta"] - alpha * v["mean"]) if b is None else (v["beta"] + alpha * (b - v["mean"]))
        w = w * alpha.reshape(-1, 1, 1, 1)
    ds = _scale(signed, *data_range)
    calibrated = "min_calib_range" in attrs
    if calibrated:
        ws = np.array([_scale(True, r.min(), r.max()) for r in w.reshape(len(w), -1)], F32)
        if b is not None:
            for c in range(len(ws)):
                if b[c]:
                    ws[c] = min(ws[c], F32(F32(2.0**31 if b[c] > 0 else -2.0**31) / F32(2) / b[c] / ds))
    else:
        ws = np.full(len(w), _scale(True, w.min(), w.max()), F32)
    adj = F32(0.5 if signed else 1.0)
    qw = _rint_sat(w * (ws * adj).reshape(-1, 1, 1, 1), np.int8)
    pairs = not signed and int(conv["num_group"]) != w.shape[0]
    acc = _int_conv(data, qw, lit(conv["stride"]), lit(conv["pad"]), lit(conv["dilate"]),
                    int(conv["num_group"]), pairs)
    out = acc.astype(F32)
    if b is not None:
        out = out + (_rint_sat(b * (ws * ds), np.int32).astype(F32) * adj).reshape(1, -1, 1, 1)
    relu1 = attrs.get("with_relu", attrs.get("with_act")) == "true"
    summed = attrs.get("with_sum") == "true"
    relu2 = attrs.get("with_postsum_relu", attrs.get("with_postsum_act")) == "true"
    if calibrated:
        lo, hi = F32(attrs["min_calib_range"]), F32(attrs["max_calib_range"])
        dtype = np.uint8 if (relu1 and not summed) or relu2 else np.int8
        os_ = _scale(dtype == np.int8, lo, hi)
        out = out * (np.array([os_ / ds / s for s in ws], F32) / adj).reshape(1, -1, 1, 1)
    else:
        dtype, os_ = np.int32, ds * ws[0]
        out = out / adj
        w_level = max(abs(w.min()), abs(w.max())) / F32(127)       # one level of each
        d_level = max(map(abs, data_range)) / F32(127 if signed else 255)
        lo = -(w_level * d_level * F32(2147483647))
        hi = -lo
    if relu1:
        out = np.maximum(out, 0)
    dst = dtype
    if summed:
        srange = _qrange(graph, "qs")
        s = ref_quantize(v["sumdata"], "auto", *srange)[0]
        scale = float(F32(os_ / _scale(s.dtype == np.int8, *srange)))
        out = (out.astype(np.float64) + scale * s).astype(F32)      # one fused multiply-add
        dst = s.dtype
    if relu2:
        out = np.maximum(out, 0)
    return _rint_sat(out, dst).view(dtype), np.array([lo], F32), np.array([hi], F32)


def _qrange(graph, name):
    a = next(n["attrs"] for n in graph["nodes"] if n["name"] == name)
    return F32(a["min_calib_range"]), F32(a["max_calib_range"])


REFERENCES = {"quantize_v2": ref_quantize, "dequantize": ref_dequantize,
              "quantized_pooling": ref_pooling, "quantized_concat": ref_concat}


@pytest.mark.parametrize("i", PLAIN)
def test_numpy_reference_matches_mxnet(i):
    got = REFERENCES[CALLS[i]["op"]](*_ins(i), **CALLS[i]["attrs"])
    got = got if isinstance(got, tuple) else (got,)
    for g, w in zip(got, _outs(i)):
        assert g.dtype == w.dtype and g.shape == w.shape
        np.testing.assert_array_equal(g, w)


def _conv_feed(i):
    return dict(zip(CALLS[i]["attrs"]["inputs"], _ins(i)))


@pytest.mark.parametrize("i", CONV)
def test_sg_conv_numpy_reference_matches_mxnet(i):
    got = ref_sg_conv(json.loads(CALLS[i]["graph"]), _conv_feed(i))
    for g, w in zip(got, _outs(i)):
        assert g.shape == w.shape and (g.dtype == w.dtype or _is_float(i))
        _same(g, w, i)


@pytest.mark.parametrize("i", CONV)
def test_sg_conv_graph_matches_mxnet(i):
    text = CALLS[i]["graph"]
    s = sym.load_json(text)
    feed = _conv_feed(i)
    for path, graph in (("executor", Graph.from_symbol(s)),
                        ("json round trip", Graph.from_symbol(sym.load_json(s.tojson())))):
        got = graph.run({k: feed[k].copy() for k in graph.input_names})
        for k, (g, w) in enumerate(zip(got, _outs(i))):
            assert g.dtype == w.dtype, (path, k, g.dtype, w.dtype)
            _same(g, w, i, f"{path} output {k}")
    _, out_shapes, _ = s.infer_shape(**{k: feed[k].shape for k in ("data", "sumdata") if k in feed})
    assert [tuple(x) for x in out_shapes] == [w.shape for w in _outs(i)]
    _, out_types, _ = s.infer_type(**{k: "float32" for k in ("data", "sumdata") if k in feed})
    assert [np.dtype(t) for t in out_types] == [w.dtype for w in _outs(i)]


@pytest.mark.parametrize("i", CONV)
def test_sg_conv_hybridized_block_matches_mxnet(i):
    s = sym.load_json(CALLS[i]["graph"])
    feed = _conv_feed(i)
    inputs = [k for k in ("data", "sumdata") if k in feed]
    block = SymbolBlock(s, [sym.var(k) for k in inputs])
    block.initialize()
    block(*[nd.array(feed[k]) for k in inputs])
    for name, p in block.collect_params().items():
        p.set_data(nd.array(feed[name]))
    assert set(s.list_auxiliary_states()) == {"mean", "var"} & set(feed)
    block.hybridize()
    for _ in range(2):              # the compiled graph, first run and cached
        got = block(*[nd.array(feed[k]) for k in inputs])
        for g, w in zip(got if isinstance(got, (list, tuple)) else [got], _outs(i)):
            _same(g.asnumpy(), w, i)


# ----------------------------------------------------------------------- a whole zoo entry
def seeded_params(shapes, seed=3):
    """bench/mxnet_int8_fixtures.py's weights, drawn the same way."""
    rng = np.random.RandomState(seed)
    out = {}
    for name in sorted(shapes):
        shape = shapes[name]
        if name.endswith("weight"):
            v = rng.normal(0, np.sqrt(2.0 / int(np.prod(shape[1:]))), shape)
        elif name.endswith(("gamma", "running_var")):
            v = rng.uniform(0.5, 1.5, shape)
        else:
            v = rng.uniform(-0.1, 0.1, shape)
        out[name] = v.astype("float32")
    return out


@pytest.mark.parametrize("hybridize", [False, True])
def test_gluoncv_mobilenet_int8_matches_mxnet(tmp_path, hybridize):
    fix = np.load(FIXDIR / "int8_mobilenet.npz")
    path = tmp_path / "mobilenet1.0_int8-symbol.json"
    path.write_bytes(gzip.decompress(fix["graph"].tobytes()))
    net = SymbolBlock.imports(str(path), ["data"], None)
    net.collect_params().initialize()
    net(nd.array(fix["x"]))
    shapes = {name: p.shape for name, p in net.collect_params().items()}
    for name, value in seeded_params(shapes).items():
        net.collect_params()[name].set_data(nd.array(value))
    if hybridize:
        net.hybridize()
    got = net(nd.array(fix["x"])).asnumpy()
    # int8 all the way to the last (float) FullyConnected, whose sums may be ordered otherwise
    np.testing.assert_allclose(got, fix["out"], rtol=1e-5, atol=1e-6)


@pytest.mark.parametrize("i", FC)
def test_float_sg_fully_connected_matches_mxnet(i):
    s = sym.load_json(CALLS[i]["graph"])
    feed = dict(zip(CALLS[i]["attrs"]["inputs"], _ins(i)))
    graph = Graph.from_symbol(s)
    got = graph.run({k: feed[k] for k in graph.input_names})[0]
    np.testing.assert_allclose(got, _outs(i)[0], rtol=1e-5, atol=1e-5)
    fc = json.loads(CALLS[i]["graph"])["nodes"][-1]["subgraphs"][0]["nodes"]
    flatten = next(n for n in fc if n["op"] == "FullyConnected")["attrs"]["flatten"] == "True"
    x = feed["data"].reshape(len(feed["data"]), -1) if flatten else feed["data"]
    want = x @ feed["weight"].T + feed.get("bias", 0)
    if any(n["op"] == "Activation" for n in fc):
        want = np.maximum(want, 0)
    np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-5)
