"""catalogue.json: the linter's pure-data view of the runtime, kept in sync."""
import json

import pytest
from hybridlint.runtime import catalogue, nd, registry, sym
from hybridlint.runtime.errors import MXNetError


def test_catalogue_json_is_current():
    on_disk = catalogue.PATH.read_text(encoding="utf-8")
    assert on_disk == catalogue.render(catalogue.build()), \
        "runtime/catalogue.json is stale: run python -m hybridlint.runtime.catalogue --write"


def test_catalogue_content_matches_mxnet_facts():
    data = json.loads(catalogue.PATH.read_text(encoding="utf-8"))
    assert data["version"] == 1
    for key, value in data.items():
        if isinstance(value, list):
            assert value == sorted(value), key
    for n in ("add", "subtract", "multiply", "divide", "modulo", "equal", "greater", "array",
              "empty", "concatenate", "moveaxis", "onehot_encode", "waitall"):
        assert n in data["nd"] and n not in data["sym"], n
    for n in ("relu", "FullyConnected", "Convolution", "concat", "reshape", "zeros", "ones"):
        assert n in data["nd"] and n in data["sym"], n
    assert "normal" in data["nd.random"] and "normal" in data["sym.random"]
    for n in ("asnumpy", "asscalar", "wait_to_read", "as_in_context", "copyto", "reshape", "sum"):
        assert n in data["ndarray_methods"], n
    for n in ("asnumpy", "asscalar", "wait_to_read", "as_in_context", "copyto"):
        assert n not in data["symbol_methods"], n
    for n in ("reshape", "sum", "infer_shape", "list_arguments", "tojson"):
        assert n in data["symbol_methods"], n
    assert {"shape", "dtype", "context", "ctx", "size", "ndim", "T"} <= set(
        data["ndarray_only_attributes"])
    assert {"split", "SliceChannel"} <= set(data["multi_output_ops"])
    assert "relu" not in data["multi_output_ops"] and "BatchNorm" not in data["multi_output_ops"]
    # MXNet's `_internal` holds the underscore operators: `F._internal._plus` is one tensor
    assert {"_internal._plus", "_internal._mul", "_internal._minus_scalar"} <= set(
        data["single_output_namespaced_ops"])
    assert not {"_internal._split_v2", "_internal._foreach", "_internal._cond"} & set(
        data["single_output_namespaced_ops"])
    # facts hold under every name an op is served by (also_in): the top-level linalg_gelqf is
    # linalg.gelqf, two outputs; linalg_gemm2 is linalg.gemm2, one (MXNet 1.9.1 the same)
    assert {"linalg.gelqf", "linalg_gelqf", "linalg_slogdet"} <= set(data["multi_output_ops"])
    assert {"linalg.gemm2", "linalg_gemm2", "linalg_potrf", "contrib.CTCLoss"} <= set(
        data["single_output_namespaced_ops"])
    assert not {"linalg_gelqf", "linalg_gemm2"} & (set(data["single_output_namespaced_ops"])
                                                   & set(data["multi_output_ops"]))
    for op in registry.all_ops():
        names = set(op.exposed_names())
        assert len({bool(names & set(data["multi_output_ops"])),
                    names <= set(data["multi_output_ops"])}) == 1, op.name
    # every listed name really exists
    for n in data["nd"]:
        assert hasattr(nd, n), n
    for n in data["sym"]:
        assert hasattr(sym, n), n


def test_attribute_output_counts_match_the_ops():
    """Each op filed in attribute_output_counts gives its default count at the defaults and
    another count for each listed value (MXNet 1.9.1: nd.LayerNorm(output_mean_var=True) is a
    list of 3, nd.LeakyReLU(act_type='rrelu') of 2, nd.topk(ret_typ='both') of 2,
    nd.sample_multinomial(get_prob=True) of 2); no op with a fixed count is filed."""
    data = json.loads(catalogue.PATH.read_text(encoding="utf-8"))["attribute_output_counts"]
    assert {"LayerNorm", "GroupNorm", "LeakyReLU", "topk", "sample_multinomial",
            "random.multinomial", "BatchNorm"} <= set(data)
    assert data["LayerNorm"] == {"default": 1, "attrs": {"output_mean_var": [True]}}
    assert data["LeakyReLU"] == {"default": 1, "attrs": {"act_type": ["rrelu"]}}
    by_name = {n: op for op in registry.all_ops() for n in op.exposed_names()}
    for name, entry in data.items():
        op = by_name["_sample_multinomial" if name == "random.multinomial" else name]
        assert callable(op.num_outputs), name
        assert op.n_outputs(op.parse_attrs({})) == entry["default"], name
        for attr, values in entry["attrs"].items():
            for v in values:
                assert op.n_outputs(op.parse_attrs({attr: v})) != entry["default"], (name, attr, v)


def test_cli_check(capsys):
    assert catalogue.main(["--check"]) == 0
    assert catalogue.main(["--bogus"]) == 2


# op -> samples of (input shapes in the op's input order, attributes); each op with an Op.rank
# rule needs at least one, and the rule must give the rank the runtime's op computes
_RANK_SAMPLES = {
    "im2col": [([(2, 3, 7, 6)], {"kernel": (3, 3)})],
    "col2im": [([(2, 27, 20)], {"kernel": (3, 3), "output_size": (7, 6)})],
    "dot": [([(2, 3), (3, 4)], {}), ([(3,), (3,)], {}), ([(2, 3, 4), (4, 5)], {}),
            ([(3, 2), (3, 4)], {"transpose_a": True})],
    "batch_dot": [([(2, 3, 4), (2, 4, 5)], {}), ([(2, 4, 3), (2, 4, 5)], {"transpose_a": True}),
                  ([(2, 2, 3, 4), (2, 2, 4, 5)], {})],
    "_eye": [([], {"N": 3}), ([], {"N": 2, "M": 4, "k": 1})],
    "Concat": [([(2, 3), (2, 3)], {"dim": 1}), ([(4,), (2,)], {"dim": 0})],
    "stack": [([(2, 3), (2, 3)], {"axis": 0}), ([(3,), (3,)], {"axis": 1})],
    "where": [([(2, 3), (2, 3), (2, 3)], {}), ([(2,), (2, 3), (2, 3)], {})],
    "expand_dims": [([(2, 3)], {"axis": 1}), ([(3,)], {"axis": 0})],
    "SwapAxis": [([(2, 3, 4)], {"dim1": 0, "dim2": 2})],
    # (a pick of a 1-D array is (1,) in MXNet 1.9.1, as the rule says: never below 1 axis)
    "pick": [([(2, 3), (2,)], {"axis": 1}), ([(2, 3), (2,)], {"axis": 1, "keepdims": True}),
             ([(4,), (1,)], {"axis": 0})],
    "take": [([(5, 3), (2, 4)], {}), ([(5, 3), (4,)], {"axis": 1}), ([(5,), (2,)], {})],
    "one_hot": [([(2, 4)], {"depth": 3}), ([(4,)], {"depth": 3})],
    "Embedding": [([(2, 4), (10, 3)], {"input_dim": 10, "output_dim": 3})],
    "L2Normalization": [([(2, 3, 4)], {}), ([(4,)], {"mode": "instance"}), ([(2, 3, 4)], {"mode": "spatial"})],
    "softmax": [([(2, 3)], {}), ([(2, 3, 4)], {"axis": 1})],
    "log_softmax": [([(2, 3)], {})],
    "softmin": [([(2, 3)], {})],
    "FullyConnected": [([(2, 3, 4), (5, 12), (5,)], {"num_hidden": 5}),
                       ([(2, 3, 4), (5, 4), (5,)], {"num_hidden": 5, "flatten": False}),
                       ([(2, 3, 4), (5, 12), (5,)], {"num_hidden": 5, "flatten": True})],
    "SliceChannel": [([(2, 4)], {"num_outputs": 2, "axis": 1}),
                     ([(2, 2, 3)], {"num_outputs": 2, "axis": 1, "squeeze_axis": True})],
    "repeat": [([(2, 3)], {"repeats": 2}), ([(2, 3)], {"repeats": 2, "axis": 1}),
               ([(2, 3)], {"repeats": 2, "axis": None})],
    "Flatten": [([(2, 3, 4)], {}), ([(2,)], {})],
    "sort": [([(2, 3)], {}), ([(2, 3)], {"axis": 0}), ([(4,)], {"axis": 0}), ([(2, 3)], {"axis": None})],
    "transpose": [([(2, 3, 4)], {}), ([(2, 3, 4)], {"axes": (1, 0, 2)})],
    "slice": [([(2, 3, 4)], {"begin": (0, 1), "end": (2, 3)})],
    "slice_axis": [([(2, 3, 4)], {"axis": 1, "begin": 0, "end": 1})],
    "slice_like": [([(2, 3, 4), (1, 2)], {"axes": (0, 1)})],
    "reverse": [([(2, 3, 4)], {"axis": 1})],
    "broadcast_axis": [([(2, 1, 4)], {"axis": 1, "size": 3}), ([(1, 3)], {"axis": (0,), "size": (2,)})],
    "LeakyReLU": [([(2, 3, 4)], {}), ([(2, 3, 4), (3,)], {"act_type": "prelu"})],
    "Dropout": [([(2, 3, 4)], {"p": 0.5, "mode": "always"})],
    "Pad": [([(2, 3, 4, 5)], {"pad_width": (0, 0, 0, 0, 1, 1, 2, 2)}),
            ([(1, 2, 3, 4, 5)], {"pad_width": (0, 0, 0, 0, 1, 0, 0, 1, 2, 2), "mode": "edge"})],
}
# the attributes an op whose rule keeps its input's shape needs (the others run on a (2, 3, 4)
# input with none): each such op is checked for the whole shape, not only the rank
_SAME_SHAPE_ATTRS = {"Activation": {"act_type": "tanh"}, "Cast": {"dtype": "float16"},
                     "amp_cast": {"dtype": "float16"}, "clip": {"a_min": 0.0, "a_max": 1.0}}


def _rule_rank(rule, op, shapes, attrs):
    attr = rule.get("attr")
    if attr is not None and attr in attrs and (
            attrs[attr] == rule["when"] if "when" in rule else attrs[attr] != rule.get("default")):
        return _rule_rank(rule["then"], op, shapes, attrs)
    if "rank" in rule:
        return rule["rank"]
    total = 0
    for name in rule["inputs"]:
        total += len(shapes[0]) if name == "*data" else len(shapes[op.inputs.index(name)])
    return max(total + rule.get("add", 0), 1)


def test_output_rank_rules_match_the_ops():
    import numpy as np
    from hybridlint.runtime import ops, registry  # noqa: F401  (ops: the whole table)
    ranked = {op.name: op for op in registry.all_ops() if op.rank is not None and not op.namespace}
    same = {name for name, op in ranked.items() if op.rank.get("same_shape")}
    assert set(ranked) - same <= set(_RANK_SAMPLES) and set(_RANK_SAMPLES) <= set(ranked)
    data = json.loads(catalogue.PATH.read_text(encoding="utf-8"))["output_rank"]
    for name, op in ranked.items():
        for n in (name, *op.aliases, *op.methods):
            if not n.startswith("_"):
                assert data.get(n) == op.rank, n
        public = [n for n in (name, *op.aliases) if not n.startswith("_")]
        if not public:
            continue        # (not in the catalogue: nothing reads its rule)
        samples = _RANK_SAMPLES.get(name) or [([(2, 3, 4)], _SAME_SHAPE_ATTRS.get(name, {}))]
        for shapes, attrs in samples:
            arrays = [nd.array(np.ones(s)) for s in shapes]
            out = getattr(nd, public[0])(*arrays, **attrs)
            outs = out if isinstance(out, (list, tuple)) else [out]
            for o in outs:
                assert o.ndim == _rule_rank(op.rank, op, shapes, attrs), (name, shapes, attrs, o.shape)
                assert o.ndim >= op.rank.get("least", 1), (name, shapes, o.shape)
                if name in same:
                    assert o.shape == shapes[op.inputs.index(op.rank["inputs"][0])], (name, shapes, o.shape)


def test_least_ranks_are_what_the_ops_refuse_below():
    # a "least" bound is a fact only if inputs one axis short raise (MXNet 1.9.1's batch_dot
    # raises for 2-D inputs, eagerly too)
    import numpy as np
    from hybridlint.runtime import ops, registry  # noqa: F401  (ops: the whole table)
    bounded = {op.name: op for op in registry.all_ops() if op.rank is not None and "least" in op.rank}
    assert "batch_dot" in bounded
    for name, op in bounded.items():
        k = op.rank["least"] - 1
        arrays = [nd.array(np.ones((2,) * k)) for _ in op.inputs]
        with pytest.raises((registry.OpError, MXNetError)):
            getattr(nd, name)(*arrays).wait_to_read()


def test_same_shape_methods_keep_the_shape():
    """``astype`` and ``copy`` carry Cast's and _copy's rule: the NDArray methods keep the shape."""
    x = nd.ones((2, 3, 4))
    assert x.astype("float16").shape == x.copy().shape == (2, 3, 4)
    data = json.loads(catalogue.PATH.read_text(encoding="utf-8"))["output_rank"]
    assert data["astype"] == data["Cast"] and data["copy"]["same_shape"] is True
