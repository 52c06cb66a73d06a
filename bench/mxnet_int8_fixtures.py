"""Record real MXNet 1.9.1's int8 (MKLDNN) operators for tests/ops/test_quantized.py.

    /path/to/mxnet-venv/bin/python bench/mxnet_int8_fixtures.py GLUONCV_DIR tests/fixtures/mxnet

writes ``int8_ops.npz`` (seeded inputs and MXNet's outputs of ``contrib.quantize_v2``,
``dequantize``, ``quantized_pooling``, ``quantized_concat`` and of one-node ``_sg_mkldnn_conv``
graphs written as -symbol.json, with every fused variant GluonCV's int8 zoo uses) and
``int8_mobilenet.npz`` (GluonCV's ``mobilenet1.0_int8`` graph, gzipped, run on a 32x32 input
with weights from :func:`seeded_params`, which the test repeats).  MXNet's oneDNN results
depend on the CPU (see runtime/ops/quantized.py); these were recorded on an AVX2 CPU without
AVX512-VNNI.
"""
import gzip
import json
import os
import sys

import mxnet as mx
import numpy as np

R = np.random.RandomState(12)


# ----------------------------------------------------------------------- plain ops
def quantize_calls():
    ties = np.array([-300, -130, -127.6, -127.5, -126.5, -2.5, -1.5, -0.5, 0, 0.5, 1.5, 2.5,
                     3.5, 126.5, 127.5, 128, 254.5, 255.5, 300], "float32")
    calls = []
    for out_type, lo, hi in (("int8", -127.5, 127.5), ("auto", 0.0, 255.5), ("uint8", -3.0, 255.5),
                             ("auto", -2.117904, 2.64), ("auto", -0.0, 14.925311),
                             ("int8", 0.0, 1.0)):
        calls.append(({"out_type": out_type, "min_calib_range": lo, "max_calib_range": hi},
                      [ties.reshape(1, -1)]))
        calls.append(({"out_type": out_type, "min_calib_range": lo, "max_calib_range": hi},
                      [(R.uniform(-1.2, 1.2, (2, 3, 4, 5)) * max(abs(lo), abs(hi)))
                       .astype("float32")]))
    for out_type in ("int8", "uint8", "auto"):      # ranges measured from the data
        calls.append(({"out_type": out_type}, [R.uniform(-3, 5, (2, 3, 4, 4)).astype("float32")]))
    calls.append(({"out_type": "auto", "min_calib_range": -1.0, "max_calib_range": 1.0},
                  [R.randint(-128, 128, (2, 5)).astype("int8")]))      # passed through
    calls.append(({"out_type": "int8"}, [R.randint(0, 256, (2, 5)).astype("uint8")]))
    return calls


def dequantize_calls():
    calls = []
    for dtype, lo, hi in (("int8", -3.5, 2.0), ("uint8", 0.0, 14.925311), ("int8", -0.0, 28.37),
                          ("uint8", -1.0, 7.0)):
        info = np.iinfo(dtype)
        x = R.randint(max(info.min, -2**20), min(info.max, 2**20) + 1, (2, 3, 4, 5)).astype(dtype)
        calls.append(({}, [x, np.array([lo], "float32"), np.array([hi], "float32")]))
    return calls


def pooling_calls():
    calls = []
    configs = [
        {"kernel": (3, 3), "stride": (2, 2), "pad": (1, 1), "pool_type": "max"},
        {"kernel": (3, 3), "stride": (2, 2), "pool_type": "max", "pooling_convention": "full"},
        {"kernel": (2, 2), "stride": (2, 2), "pool_type": "avg", "pooling_convention": "full",
         "count_include_pad": False},
        {"kernel": (3, 3), "stride": (1, 1), "pad": (1, 1), "pool_type": "avg",
         "count_include_pad": True},
        {"kernel": (3, 3), "stride": (1, 1), "pad": (1, 1), "pool_type": "avg",
         "count_include_pad": False},
        {"kernel": (1, 1), "global_pool": True, "pool_type": "avg", "pooling_convention": "full"},
        {"kernel": (1, 2), "stride": (1, 2), "pool_type": "avg"},   # sums of two: every tie
    ]
    for cfg in configs:
        for dtype in ("int8", "uint8"):
            info = np.iinfo(dtype)
            x = R.randint(info.min, info.max + 1, (2, 3, 7, 9)).astype(dtype)
            calls.append((cfg, [x, np.array([-1.5], "float32"), np.array([2.5], "float32")]))
    return calls


def concat_calls():
    calls = []
    for dtypes, ranges in ((("uint8", "uint8"), ((0.0, 3.0), (0.0, 5.0))),
                           (("int8", "uint8", "int8"), ((-2.0, 2.0), (0.0, 7.5), (-1.0, 0.5))),
                           (("int8", "int8"), ((-4.0, 4.0), (-4.0, 4.0)))):
        datas = [R.randint(np.iinfo(d).min, np.iinfo(d).max + 1, (2, 3, 4, 4)).astype(d)
                 for d in dtypes]
        rng = [np.array([v], "float32") for lo, hi in ranges for v in (lo, hi)]
        calls.append(({"num_args": len(datas), "dim": 1}, datas + rng))
    return calls


def run_nd(fn, attrs, inputs):
    outs = fn(*[mx.nd.array(x, dtype=x.dtype) for x in inputs], **attrs)
    outs = outs if isinstance(outs, (list, tuple)) else [outs]
    return [o.asnumpy() for o in outs]


# ----------------------------------------------------------------------- _sg_mkldnn_conv
def conv_graph(c):
    """A -symbol.json graph: quantize_v2 of ``data`` (and of ``sumdata``), one quantized
    ``_sg_mkldnn_conv`` node with its subgraph, heads = the node's three outputs."""
    nodes = [{"op": "null", "name": "data", "inputs": []},
             {"op": "_contrib_quantize_v2", "name": "q", "attrs": {
                 "out_type": "auto", "min_calib_range": repr(c["qrange"][0]),
                 "max_calib_range": repr(c["qrange"][1])}, "inputs": [[0, 0, 0]]}]
    if c["float"]:      # the float fusion: data straight in, no ranges
        nodes = nodes[:1] + [{"op": "_copy", "name": "q", "inputs": [[0, 0, 0]]}]

    def var(name, version=0):
        nodes.append({"op": "null", "name": name, "inputs": []})
        return [len(nodes) - 1, 0, version]

    sub = [{"op": "null", "name": "data0", "inputs": []},
           {"op": "null", "name": "weight0", "inputs": []}]
    outer = [[1, 0, 0], var("weight")]
    conv_in = [[0, 0, 0], [1, 0, 0]]
    if not c["no_bias"]:
        sub.append({"op": "null", "name": "bias0", "inputs": []})
        conv_in.append([2, 0, 0])
        outer.append(var("bias"))
    conv = {"kernel": str(c["kernel"]), "stride": str(c["stride"]), "pad": str(c["pad"]),
            "dilate": str(c["dilate"]), "num_filter": str(c["F"]), "num_group": str(c["groups"]),
            "no_bias": str(c["no_bias"]), "layout": "NCHW"}
    sub.append({"op": "Convolution", "name": "conv", "attrs": conv, "inputs": conv_in})
    last = len(sub) - 1
    attrs = {} if c["float"] else {"quantized": "true"}
    if c["bn"]:
        base = len(sub)
        for name in ("gamma", "beta", "mean", "var"):
            sub.append({"op": "null", "name": name + "0", "inputs": []})
        bn = {"axis": "1", "eps": "1e-05", "momentum": "0.9", "use_global_stats": "False"}
        if not c["fix_gamma"]:
            bn["fix_gamma"] = "False"
        sub.append({"op": "BatchNorm", "name": "bn", "attrs": bn,
                    "inputs": [[last, 0, 0]] + [[base + k, 0, 0] for k in range(4)]})
        last = len(sub) - 1
        outer += [var("gamma"), var("beta"), var("mean", 1), var("var", 1)]
        attrs["with_bn"] = "true"
    if c["relu"]:
        sub.append({"op": "Activation", "name": "relu", "attrs": {"act_type": "relu"},
                    "inputs": [[last, 0, 0]]})
        last = len(sub) - 1
        attrs["with_relu" if c["legacy_names"] else "with_act"] = "true"
    if c["sum"]:
        sub.append({"op": "null", "name": "sum0", "inputs": []})
        sub.append({"op": "elemwise_add", "name": "add", "inputs": [[last, 0, 0],
                                                                    [len(sub) - 1, 0, 0]]})
        last = len(sub) - 1
        attrs["with_sum"] = "true"
        sd = var("sumdata")[0]
        nodes.append({"op": "_contrib_quantize_v2", "name": "qs", "attrs": {
            "out_type": "auto", "min_calib_range": repr(c["srange"][0]),
            "max_calib_range": repr(c["srange"][1])}, "inputs": [[sd, 0, 0]]})
        qs = len(nodes) - 1
        outer.append([qs, 0, 0])
        if c["postsum_relu"]:
            sub.append({"op": "Activation", "name": "relu2", "attrs": {"act_type": "relu"},
                        "inputs": [[last, 0, 0]]})
            last = len(sub) - 1
            attrs["with_postsum_relu" if c["legacy_names"] else "with_postsum_act"] = "true"
    if c["sum"] and c["float"]:
        outer[-1] = [sd, 0, 0]
    if not c["float"]:
        outer += [[1, 1, 0], [1, 2, 0]]
    if c["sum"] and not c["float"]:
        outer += [[qs, 1, 0], [qs, 2, 0]]
    if c["calib"] is not None:
        attrs["min_calib_range"], attrs["max_calib_range"] = (repr(v) for v in c["calib"])
    subgraph = {"nodes": sub, "arg_nodes": [i for i, n in enumerate(sub) if n["op"] == "null"],
                "heads": [[last, 0, 0]]}
    nodes.append({"op": "_sg_mkldnn_conv", "name": "qconv", "attrs": attrs, "inputs": outer,
                  "subgraphs": [subgraph]})
    k = len(nodes) - 1
    return json.dumps({"nodes": nodes, "arg_nodes": [i for i, n in enumerate(nodes)
                                                     if n["op"] == "null"],
                       "heads": [[k, 0, 0]] if c["float"] else [[k, 0, 0], [k, 1, 0], [k, 2, 0]],
                       "attrs": {"mxnet_version": ["int", 10901]}})


CONV_DEFAULTS = dict(N=2, C=6, F=8, H=9, W=9, kernel=(3, 3), stride=(1, 1), pad=(1, 1),
                     dilate=(1, 1), groups=1, no_bias=True, bn=True, fix_gamma=False, relu=False,
                     sum=False, postsum_relu=False, calib=(-5.0, 5.0), qrange=(-1.0, 1.0),
                     srange=(-3.0, 3.0), legacy_names=True, wscale=0.5, bias=0.3, float=False)
CONV_CASES = [
    dict(),                                                           # int8 data, int8 out
    dict(relu=True, calib=(0.0, 5.0), no_bias=False),                 # uint8 out
    dict(qrange=(0.0, 1.0), relu=True, calib=(0.0, 6.0)),             # uint8 data
    dict(qrange=(0.0, 1.0), C=16, F=6, wscale=2.0, relu=True, calib=(0.0, 40.0)),  # pairs saturate
    dict(qrange=(0.0, 1.0), kernel=(1, 1), pad=(0, 0), C=32, F=16, wscale=2.0, calib=(-30.0, 30.0)),
    dict(C=8, F=8, groups=8, qrange=(0.0, 1.0), relu=True, calib=(0.0, 4.0)),   # depthwise, uint8
    dict(C=8, F=8, groups=8, stride=(2, 2), calib=(-3.0, 3.0)),       # depthwise, int8
    dict(kernel=(7, 7), stride=(2, 2), pad=(3, 3), C=3, H=15, W=13, relu=True, calib=(0.0, 28.37)),
    dict(dilate=(2, 2), pad=(2, 2), no_bias=False, bn=False, calib=(-4.0, 4.0)),
    dict(bn=True, fix_gamma=True, no_bias=False, calib=(-6.0, 6.0), legacy_names=False),
    dict(sum=True, srange=(-3.0, 3.0), calib=(-5.0, 5.0)),            # int8 sum, int8 out
    dict(sum=True, postsum_relu=True, srange=(-3.0, 3.0), calib=(0.0, 5.0)),  # int8 sum, uint8 out
    dict(sum=True, srange=(0.0, 3.0), calib=(-5.0, 5.0)),             # uint8 sum, int8 out
    dict(sum=True, postsum_relu=True, qrange=(0.0, 1.0), srange=(0.0, 3.0), calib=(0.0, 5.0),
         kernel=(1, 1), pad=(0, 0), stride=(2, 2), legacy_names=False),
    dict(relu=True, sum=True, postsum_relu=True, srange=(-3.0, 3.0), calib=(0.0, 6.0)),
    dict(no_bias=False, bias=1e5, calib=(-8.0, 8.0)),                 # bias bounds the scales
    dict(calib=None, bn=False),                                       # uncalibrated: int32 out
    dict(calib=None, qrange=(0.0, 1.0), no_bias=False),
    dict(float=True, calib=None, relu=True, no_bias=False),          # the float fusion
    dict(float=True, calib=None, sum=True, postsum_relu=True, legacy_names=False),
]


def conv_feed(c):
    n, cc, f, h, w = c["N"], c["C"], c["F"], c["H"], c["W"]
    kh, kw = c["kernel"]
    oh = (h + 2 * c["pad"][0] - c["dilate"][0] * (kh - 1) - 1) // c["stride"][0] + 1
    ow = (w + 2 * c["pad"][1] - c["dilate"][1] * (kw - 1) - 1) // c["stride"][1] + 1
    lo, hi = c["qrange"]
    feed = {"data": R.uniform(min(lo, 0) - 0.2, hi + 0.2, (n, cc, h, w)),
            "weight": R.normal(0, c["wscale"], (f, cc // c["groups"], kh, kw)),
            "bias": R.uniform(-c["bias"], c["bias"], f),
            "gamma": R.uniform(0.5, 1.5, f), "beta": R.uniform(-0.2, 0.2, f),
            "mean": R.uniform(-0.1, 0.1, f), "var": R.uniform(0.5, 1.5, f),
            "sumdata": R.uniform(-3.5, 3.5, (n, f, oh, ow))}
    return {k: v.astype("float32") for k, v in feed.items()}


def run_graph(text, feed):
    s = mx.sym.load_json(text)
    args = {k: mx.nd.array(feed[k]) for k in s.list_arguments()}
    aux = {k: mx.nd.array(feed[k]) for k in s.list_auxiliary_states()}
    ex = s.bind(mx.cpu(), args, aux_states=aux, grad_req="null")
    return [o.asnumpy() for o in ex.forward(is_train=False)]


def fc_graph(no_bias, relu, flatten):
    """A float ``_sg_mkldnn_fully_connected`` node as GluonCV's int8 zoo writes it."""
    sub = [{"op": "null", "name": "data0", "inputs": []},
           {"op": "null", "name": "weight0", "inputs": []}]
    if not no_bias:
        sub.append({"op": "null", "name": "bias0", "inputs": []})
    sub.append({"op": "FullyConnected", "name": "fc", "attrs": {
        "flatten": str(flatten), "no_bias": str(no_bias), "num_hidden": "5"},
        "inputs": [[k, 0, 0] for k in range(len(sub))]})
    if relu:
        sub.append({"op": "Activation", "name": "relu", "attrs": {"act_type": "relu"},
                    "inputs": [[len(sub) - 1, 0, 0]]})
    names = ["data", "weight"] + ([] if no_bias else ["bias"])
    nodes = [{"op": "null", "name": n, "inputs": []} for n in names]
    nodes.append({"op": "_sg_mkldnn_fully_connected", "name": "fc",
                  "attrs": {"with_eltwise": "True"} if relu else {},
                  "inputs": [[k, 0, 0] for k in range(len(names))],
                  "subgraphs": [{"nodes": sub, "arg_nodes": list(range(len(names))),
                                 "heads": [[len(sub) - 1, 0, 0]]}]})
    return json.dumps({"nodes": nodes, "arg_nodes": list(range(len(names))),
                       "heads": [[len(nodes) - 1, 0, 0]],
                       "attrs": {"mxnet_version": ["int", 10901]}})


FC_CASES = [(False, True, True), (True, False, True), (False, False, False)]


def fc_feed(no_bias, flatten):
    feed = {"data": R.standard_normal((2, 3, 4)), "weight": R.standard_normal((5, 12 if flatten
                                                                              else 4)),
            "bias": R.standard_normal(5)}
    return {k: v.astype("float32") for k, v in feed.items() if k != "bias" or not no_bias}


# ----------------------------------------------------------------------- a whole entry
def seeded_params(shapes, seed=3):
    """Weights for a graph's parameters, by name (sorted) and shape: He-scaled Gaussian for
    weights, BatchNorm statistics near their identity values, small biases."""
    rng = np.random.RandomState(seed)
    out = {}
    for name in sorted(shapes):
        shape = shapes[name]
        if name.endswith("weight"):
            fan_in = int(np.prod(shape[1:]))
            v = rng.normal(0, np.sqrt(2.0 / fan_in), shape)
        elif name.endswith(("gamma", "running_var")):
            v = rng.uniform(0.5, 1.5, shape)
        else:
            v = rng.uniform(-0.1, 0.1, shape)
        out[name] = v.astype("float32")
    return out


def record_mobilenet(gluoncv_dir, out_dir):
    path = os.path.join(gluoncv_dir, "model_zoo", "quantized", "mobilenet1.0_int8-symbol.json")
    text = open(path).read()
    net = mx.gluon.SymbolBlock.imports(path, ["data"], None)
    x = np.random.RandomState(4).uniform(-1, 1, (1, 3, 32, 32)).astype("float32")
    net.collect_params().initialize()
    net(mx.nd.array(x))                     # deferred initialisation gives the shapes
    shapes = {name: p.shape for name, p in net.collect_params().items()}
    for name, value in seeded_params(shapes).items():
        net.collect_params()[name].set_data(mx.nd.array(value))
    eager = net(mx.nd.array(x)).asnumpy()
    net.hybridize()
    hybrid = net(mx.nd.array(x)).asnumpy()
    assert np.array_equal(eager, hybrid)
    np.savez_compressed(os.path.join(out_dir, "int8_mobilenet.npz"), x=x, out=eager,
                        graph=np.frombuffer(gzip.compress(text.encode(), mtime=0), "uint8"))


def main(gluoncv_dir, out_dir):
    arrays, calls = {}, []

    def add(op, attrs, inputs, outputs, graph=None):
        i = len(calls)
        calls.append({"op": op, "attrs": attrs, "n_in": len(inputs), "n_out": len(outputs),
                      **({"graph": graph} if graph else {})})
        for k, x in enumerate(inputs):
            arrays[f"{i}_in{k}"] = x
        for k, y in enumerate(outputs):
            arrays[f"{i}_out{k}"] = y

    for attrs, ins in quantize_calls():
        add("quantize_v2", attrs, ins, run_nd(mx.nd.contrib.quantize_v2, attrs, ins))
    for attrs, ins in dequantize_calls():
        add("dequantize", attrs, ins, run_nd(mx.nd.contrib.dequantize, attrs, ins))
    for attrs, ins in pooling_calls():
        add("quantized_pooling", attrs, ins, run_nd(mx.nd.contrib.quantized_pooling, attrs, ins))
    for attrs, ins in concat_calls():
        add("quantized_concat", attrs, ins,
            run_nd(lambda *a, **k: mx.nd.contrib.quantized_concat(*a, **k), attrs, ins))
    for case in CONV_CASES:
        c = dict(CONV_DEFAULTS, **case)
        graph = conv_graph(c)
        feed = conv_feed(c)
        names = mx.sym.load_json(graph)
        used = names.list_arguments() + names.list_auxiliary_states()
        ins = [feed[k] for k in sorted(used)]
        add("_sg_mkldnn_conv", {"inputs": sorted(used)}, ins, run_graph(graph, feed), graph)
    for no_bias, relu, flatten in FC_CASES:
        graph = fc_graph(no_bias, relu, flatten)
        feed = fc_feed(no_bias, flatten)
        add("_sg_mkldnn_fully_connected", {"inputs": sorted(feed)},
            [feed[k] for k in sorted(feed)], run_graph(graph, feed), graph)
    arrays["__calls__"] = np.frombuffer(json.dumps(calls).encode(), "uint8")
    np.savez_compressed(os.path.join(out_dir, "int8_ops.npz"), **arrays)
    record_mobilenet(gluoncv_dir, out_dir)


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
