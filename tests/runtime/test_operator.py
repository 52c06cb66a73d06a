"""mx.operator: python custom ops through nd.Custom / sym.Custom / F.Custom, with autograd,
against real MXNet 1.9.1 values (bench/mxnet_ecosystem_fixtures.py)."""
import json
from pathlib import Path

import numpy as np
import pytest

from hybridlint.runtime import autograd, gluon, nd, operator, sym
from hybridlint.runtime.errors import MXNetError
from hybridlint.runtime.registry import OpError

FIX = Path(__file__).resolve().parents[1] / "fixtures" / "mxnet"
ARR = np.load(FIX / "ecosystem.npz")
META = json.loads((FIX / "ecosystem.json").read_text())["custom"]


class _Sq(operator.CustomOp):
    calls = 0

    def forward(self, is_train, req, in_data, out_data, aux):
        type(self).calls += 1
        self.seen_train = is_train
        self.assign(out_data[0], req[0], in_data[0] * in_data[0] * self.scale + in_data[1])
        self.assign(out_data[1], req[1], in_data[0] - in_data[1])

    def backward(self, req, out_grad, in_data, out_data, in_grad, aux):
        self.assign(in_grad[0], req[0], 2 * self.scale * in_data[0] * out_grad[0] + out_grad[1])
        self.assign(in_grad[1], req[1], out_grad[0] - out_grad[1])


@operator.register("eco_sq")
class _SqProp(operator.CustomOpProp):
    def __init__(self, scale="1", **kwargs):
        super().__init__(need_top_grad=True)
        self.scale = float(scale)
        self.extra = kwargs

    def list_arguments(self):
        return ["a", "b"]

    def list_outputs(self):
        return ["out", "diff"]

    def create_operator(self, ctx, shapes, dtypes):
        op = _Sq()
        op.scale = self.scale
        return op


def _inputs():
    return nd.array(ARR["custom/a"]), nd.array(ARR["custom/b"])


def test_nd_custom_forward_and_backward_match_mxnet():
    a, b = _inputs()
    a.attach_grad()
    b.attach_grad()
    with autograd.record():
        out, diff = nd.Custom(a, b, op_type="eco_sq", scale=2.5, tag=True)
    autograd.backward([out, diff], [nd.array(ARR["custom/head0"]), nd.array(ARR["custom/head1"])])
    for name, got in (("out", out), ("diff", diff), ("grad_a", a.grad), ("grad_b", b.grad)):
        np.testing.assert_allclose(got.asnumpy(), ARR[f"custom/{name}"], rtol=1e-6, atol=1e-6)


def test_forward_runs_unrecorded_and_sees_the_mode():
    a, b = _inputs()
    with autograd.record():
        out, _ = nd.Custom(a, b, op_type="eco_sq")
    assert out._ag is None       # no input needs a gradient: nothing recorded
    impl = operator._custom.get_impl("eco_sq")
    op = impl._operator({}, [a._data, b._data])
    assert op.seen_train is True  # record() trains by default, as MXNet's is_train


def test_symbol_custom_json_and_names_match_mxnet():
    s = sym.Custom(sym.var("a"), sym.var("b"), op_type="eco_sq", scale=2.5, name="c")
    node = [n for n in json.loads(s.tojson())["nodes"] if n["op"] == "Custom"][0]
    assert node["attrs"] == META["json_attrs"]
    assert s.list_outputs() == META["outputs"]
    assert sym.Custom(op_type="eco_sq", name="auto").list_arguments() == META["auto_arguments"]
    a, b = _inputs()
    out, diff = s.eval(a=a, b=b)
    np.testing.assert_allclose(out.asnumpy(), ARR["custom/out"], rtol=1e-6)
    np.testing.assert_allclose(diff.asnumpy(), ARR["custom/diff"], rtol=1e-6)


class _Net(gluon.HybridBlock):
    def hybrid_forward(self, F, a, b):
        out, diff = F.Custom(a, b, op_type="eco_sq", scale=2.5)
        return out + diff


@pytest.mark.parametrize("hybridize", [False, True])
def test_custom_inside_a_hybrid_block_with_gradients(hybridize):
    net = _Net()
    if hybridize:
        net.hybridize()
    a, b = _inputs()
    a.attach_grad()
    b.attach_grad()
    with autograd.record():
        y = net(a, b)
    y.backward()
    np.testing.assert_allclose(y.asnumpy(), ARR["custom/out"] + ARR["custom/diff"], rtol=1e-6)
    np.testing.assert_allclose(a.grad.asnumpy(), 5 * ARR["custom/a"] + 1, rtol=1e-5)
    np.testing.assert_allclose(b.grad.asnumpy(), np.zeros_like(ARR["custom/b"]), atol=1e-6)


def test_default_prop_and_assign_add():
    class Twice(operator.CustomOp):
        def forward(self, is_train, req, in_data, out_data, aux):
            self.assign(out_data[0], req[0], in_data[0])
            self.assign(out_data[0], "add", in_data[0])
            self.assign(out_data[0], "null", in_data[0] * 100)

    @operator.register("eco_twice")
    class TwiceProp(operator.CustomOpProp):
        def create_operator(self, ctx, shapes, dtypes):
            return Twice()

    x = nd.array([[1, 2, 3]])
    np.testing.assert_array_equal(nd.Custom(x, op_type="eco_twice").asnumpy(), [[2, 4, 6]])
    assert sym.Custom(sym.var("data"), op_type="eco_twice").infer_shape(data=(4, 5))[1] == [(4, 5)]
    with pytest.raises(ValueError, match="unknown req"):
        Twice().assign(x, "bogus", x)


def test_errors_are_clear():
    with pytest.raises(OpError, match="no operator registered as op_type='nope'"):
        nd.Custom(nd.ones((2,)), op_type="nope")
    with pytest.raises(OpError, match="takes 2 input"):
        nd.Custom(nd.ones((2,)), op_type="eco_sq")
    with pytest.raises(TypeError, match="CustomOpProp subclass"):
        operator.register("bad")(object)

    class Aux(operator.CustomOpProp):
        def list_auxiliary_states(self):
            return ["state"]
    operator.register("eco_aux")(Aux)
    with pytest.raises(MXNetError, match="auxiliary states"):
        nd.Custom(nd.ones((2,)), op_type="eco_aux")
    with pytest.raises(MXNetError, match="deprecated in MXNet"):
        operator.NumpyOp()


def test_operator_listing():
    names = operator.get_all_registered_operators()
    assert "Custom" in names and "FullyConnected" in names
    args = operator.get_operator_arguments("Custom")
    assert args.names == ["op_type"] and args.narg == 1
