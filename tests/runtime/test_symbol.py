"""Symbol: MXNet 1.x symbolic API."""
import numpy as np
import pytest
from hybridlint.runtime import name, nd, sym
from hybridlint.runtime.graph import Graph, GraphError


def test_var_records_mxnet_attributes():
    v = sym.var("w", shape=(2, 0), dtype="float32", lr_mult=1.0, wd_mult=0.0, init="zeros",
                stype="default", __layout__="NC")
    assert v.list_attr() == {"__shape__": "(2, 0)", "__dtype__": "0", "__lr_mult__": "1.0",
                             "__wd_mult__": "0.0", "__init__": "zeros",
                             "__storage_type__": "0", "__layout__": "NC"}
    assert v.attr("__shape__") == "(2, 0)" and v.attr("missing") is None
    assert repr(v) == "<Symbol w>" and v.name == "w"
    assert sym.Variable is sym.var
    with pytest.raises(ValueError, match="double underscores"):
        sym.var("x", bad=1)
    with pytest.raises(TypeError):
        sym.var(3)


def test_auto_naming_and_parameter_variables():
    with name.NameManager():
        x = sym.var("data")
        fc = sym.FullyConnected(x, num_hidden=4)
        fc2 = sym.FullyConnected(fc, num_hidden=2)
        act = sym.Activation(fc2, act_type="relu")
        s = act + act
        t = act * 2
        assert (fc.name, fc2.name, act.name, s.name, t.name) == (
            "fullyconnected0", "fullyconnected1", "activation0", "_plus0", "_mulscalar0")
    assert fc2.list_arguments() == ["data", "fullyconnected0_weight", "fullyconnected0_bias",
                                    "fullyconnected1_weight", "fullyconnected1_bias"]
    named = sym.FullyConnected(sym.var("data"), num_hidden=3, no_bias=True, name="fc1")
    assert named.list_arguments() == ["data", "fc1_weight"]
    assert named.list_outputs() == ["fc1_output"]
    with name.Prefix("net_"):
        assert sym.relu(sym.var("d")).name == "net_relu0"


def test_infer_shape_fills_parameters():
    x = sym.var("data")
    net = sym.FullyConnected(x, num_hidden=4, name="fc")
    arg, out, aux = net.infer_shape(data=(5, 7))
    assert arg == [(5, 7), (4, 7), (4,)] and out == [(5, 4)] and aux == []
    assert net.infer_shape() == (None, None, None)
    arg, out, _ = net.infer_shape_partial()
    assert out == [()]
    arg, out, _ = net.infer_shape((5, 7))  # positional, in list_arguments order
    assert out == [(5, 4)]


def test_infer_type():
    a, b = sym.var("a"), sym.var("b", dtype="float64")
    args, outs, _ = (a + 1).infer_type(a="float16")
    assert args == [np.float16] and outs == [np.float16]
    assert b.infer_type()[1] == [np.float64]


def test_outputs_internals_children_group():
    x = sym.var("x")
    parts = sym.split(x, num_outputs=2, axis=1, name="sp")
    assert parts.list_outputs() == ["sp_output0", "sp_output1"]
    assert parts["sp_output1"].list_outputs() == ["sp_output1"]
    with pytest.raises(ValueError):
        parts["nope"]
    y = sym.relu(parts[0], name="r")
    assert y.get_children().list_outputs() == ["sp_output0"]
    internals = y.get_internals()
    assert internals.list_outputs() == ["x", "sp_output0", "sp_output1", "r_output"]
    assert internals["r_output"].name == "r"
    g = sym.Group([y, parts[1]])
    assert g.name is None and len(g) == 2
    assert repr(g) == "<Symbol group [r, sp]>"
    assert g.list_arguments() == ["x"]


def test_auxiliary_states():
    bn = sym.BatchNorm(sym.var("data"), name="bn")
    assert bn.list_arguments() == ["data", "bn_gamma", "bn_beta"]
    assert bn.list_auxiliary_states() == ["bn_moving_mean", "bn_moving_var"]
    assert bn.list_inputs() == ["data", "bn_gamma", "bn_beta", "bn_moving_mean", "bn_moving_var"]
    arg, out, aux = bn.infer_shape(data=(2, 3, 4, 4))
    assert arg[1] == (3,) and aux == [(3,), (3,)] and out[0] == (2, 3, 4, 4)


def test_symbol_operators_record_mxnet_ops():
    a, b = sym.var("a"), sym.var("b")
    ops = {
        a + b: "elemwise_add", a - b: "elemwise_sub", a * b: "elemwise_mul",
        a / b: "elemwise_div", a + 1: "_plus_scalar", 1 - a: "_rminus_scalar",
        2 / a: "_rdiv_scalar", a ** 2: "_power_scalar", 2 ** a: "_rpower_scalar",
        -a: "_mul_scalar", a > 1: "_greater_scalar", a == b: "_equal",
    }
    for s, opname in ops.items():
        assert s._outputs[0][0].op.name == opname
    assert (a * 2).list_attr() == {"scalar": "2"}  # MXNet writes str(value)


def test_eval_and_bind():
    a, b = sym.var("a"), sym.var("b")
    x = nd.array([[1, 2], [3, 4]])
    out = (a * b + 1).eval(a=x, b=x)
    assert isinstance(out, list)
    np.testing.assert_allclose(out[0].asnumpy(), x.asnumpy() ** 2 + 1)
    ex = (a + b).bind(None, {"a": x, "b": x})
    np.testing.assert_allclose(ex.forward()[0].asnumpy(), 2 * x.asnumpy())
    ex = (a + b).simple_bind(None, a=(2, 2))
    ex.arg_dict["a"][:] = 1
    assert ex.forward(b=nd.ones((2, 2)))[0].asnumpy().sum() == 8


def test_sym_namespace_rejects_ndarrays_and_lacks_nd_only_helpers():
    for n in ("add", "subtract", "array", "empty", "concatenate", "moveaxis", "waitall"):
        assert not hasattr(sym, n), n
    assert callable(sym.maximum) and callable(sym.zeros)


def test_graph_ir_is_printable_and_runs():
    x = sym.var("x")
    y = sym.relu(sym.FullyConnected(x, num_hidden=2, name="fc"), name="act")
    g = Graph.from_symbol(y)
    text = str(g)
    assert "%3 = FullyConnected(%0, %1, %2, num_hidden=2)  # fc" in text
    assert text.endswith("return %4")
    assert g.input_names == ["x", "fc_weight", "fc_bias"]
    assert g.param_shapes({"x": (3, 5)}) == {"x": (3, 5), "fc_weight": (2, 5), "fc_bias": (2,)}
    rng = np.random.default_rng(0)
    feed = {"x": rng.standard_normal((3, 5)).astype("float32"),
            "fc_weight": rng.standard_normal((2, 5)).astype("float32"),
            "fc_bias": np.ones(2, "float32")}
    out = g.run(feed)[0]
    np.testing.assert_allclose(out, np.maximum(feed["x"] @ feed["fc_weight"].T + 1, 0), rtol=1e-5)
    with pytest.raises(GraphError, match="missing input"):
        g.run({"x": feed["x"]})
    with pytest.raises(GraphError, match="unknown input"):
        g.infer_shapes({"nope": (1,)})


def test_reshape_positional_ints_is_hyb009():
    with pytest.raises(TypeError, match="HYB009"):
        sym.var("x").reshape(2, 3)
    assert sym.var("x").reshape((2, 3)).list_attr() == {"shape": "(2, 3)"}


def test_deepcopy_is_independent():
    import copy
    x = sym.relu(sym.var("x"), name="r")
    y = copy.deepcopy(x)
    y._set_attr(__mood__="calm")
    assert x.attr("__mood__") is None and y.tojson() != x.tojson()


def test_compose_by_call():
    net = sym.relu(sym.var("data") * 2, name="r")
    other = sym.var("x") + 1
    composed = net(data=other)
    assert composed.list_arguments() == ["x"]
    out = composed.eval(x=nd.array([1, -5]))[0].asnumpy()
    np.testing.assert_array_equal(out, [4, 0])
    assert net.list_arguments() == ["data"]  # the original is untouched
    with pytest.raises(ValueError):
        net(nope=other)


def test_eager_only_names_on_sym_are_hyb007():
    from hybridlint.runtime.errors import EagerOnlyNameError
    with pytest.raises(EagerOnlyNameError, match="HYB007.*broadcast_add"):
        sym.add
    with pytest.raises(AttributeError, match="HYB007"):
        sym.array
    with pytest.raises(AttributeError):
        sym.no_such_thing


def test_kernel_failure_names_the_node():
    g = Graph.from_symbol(sym.dot(sym.var("a"), sym.var("b"), name="mm"))
    with pytest.raises(GraphError, match="mm"):
        g.run({"a": np.ones((2, 3), "float32"), "b": np.ones((2, 3), "float32")})


def test_split_with_one_output_still_iterates():
    (only,) = sym.split(sym.var("x"), num_outputs=1, axis=0)
    assert only.list_outputs()[0].endswith("_output")
    assert len(sym.split(sym.var("x"), num_outputs=1, axis=0)) == 1


def test_batchnorm_output_is_a_tensor_not_a_container():
    from hybridlint.runtime.errors import SymbolIndexError
    bn = sym.BatchNorm(sym.var("data"), name="bn")
    with pytest.raises(SymbolIndexError):
        bn[0]


def test_infer_type_follows_mxnet():
    fc = sym.FullyConnected(sym.var("data"), num_hidden=3, name="fc")
    args, outs, _ = fc.infer_type(data="float16")
    assert args == [np.float16] * 3 and outs == [np.float16]
    assert fc.infer_type() == (None, None, None)
    args, outs, _ = fc.infer_type_partial()
    assert args == [None, None, None] and outs == [None]
    assert sym.var("w", dtype="float64").infer_type()[0] == [np.float64]
    with pytest.raises(ValueError, match="not supported"):
        sym.var("c", dtype="complex64")


def test_named_outputs_of_normalisation_ops():
    bn = sym.BatchNorm(sym.var("d"), output_mean_var=True, name="bn")
    assert bn.list_outputs() == ["bn_output", "bn_mean", "bn_var"]
    assert len(bn) == 3 and bn["bn_var"].list_outputs() == ["bn_var"]
    assert sym.BatchNorm(sym.var("d"), name="bn").list_outputs() == ["bn_output"]


def test_attr_scope():
    from hybridlint.runtime import AttrScope
    with AttrScope(ctx_group="dev1"):
        v = sym.var("v")
        with AttrScope(__mood__="calm"):
            r = sym.relu(v, name="r", attr={"ctx_group": "dev2"})
    # MXNet stores ctx_group/lr_mult/wd_mult/... as __ctx_group__ (its "hidden keys")
    assert v.list_attr() == {"__ctx_group__": "dev1"} and v.attr("ctx_group") == "dev1"
    assert r.list_attr() == {"__ctx_group__": "dev2", "__mood__": "calm"}
    assert sym.load_json(r.tojson()).attr("ctx_group") == "dev2"
    assert sym.var("w").list_attr() == {}
    with pytest.raises(ValueError):
        AttrScope(x=1)


def test_sym_python_helpers():
    a, b = nd.array([1, 5]), nd.array([3, 2])
    got = sym.maximum(sym.var("a"), sym.var("b")).eval(a=a, b=b)[0].asnumpy()
    np.testing.assert_array_equal(got, [3, 5])
    np.testing.assert_array_equal(sym.minimum(3, sym.var("a")).eval(a=a)[0].asnumpy(), [1, 3])
    np.testing.assert_array_equal(sym.power(2, sym.var("a")).eval(a=a)[0].asnumpy(), [2, 32])
    assert sym.maximum(1, 2) == 2
    np.testing.assert_array_equal(sym.full((2,), 7).eval()[0].asnumpy(), [7, 7])
    assert json_attrs(sym.zeros((2, 2))) == {"dtype": "float32", "shape": "(2, 2)"}


def json_attrs(s):
    import json
    return json.loads(s.tojson())["nodes"][-1]["attrs"]


def test_reshape_single_int_is_legal_on_symbol():
    out = sym.var("x").reshape(-1).eval(x=nd.ones((2, 3)))[0]
    assert out.shape == (6,)


def test_batchnorm_moving_statistics_must_be_variables():
    # MXNet 1.9.1: sym.BatchNorm(d, g, b, sym.zeros((3,)), mv) raises MXNetError "Check failed:
    # e.node->is_variable(): Mutation target can only be Variable" (the op updates them in place)
    from hybridlint.runtime.errors import MXNetError
    d, g, b, mv = (sym.var(n) for n in ("d", "g", "b", "mv"))
    with pytest.raises(MXNetError, match="Mutation target can only be Variable"):
        sym.BatchNorm(d, g, b, sym.zeros((3,)), mv)
    with pytest.raises(MXNetError, match="Mutation target can only be Variable"):
        sym.BatchNorm(d, g, b, sym.var("mm") * 1, mv)
    out = sym.BatchNorm(d, g, b, sym.var("mm"), mv)
    assert "mm" in out.list_auxiliary_states()
    assert len(sym.BatchNorm(d, g, b).list_auxiliary_states()) == 2
