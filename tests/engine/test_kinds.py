"""Value-kind inference inside hybrid scopes: tensor only when certain, unknown otherwise."""
from __future__ import annotations

import libcst as cst
import pytest

from hybridlint.engine import Kind
from hybridlint.engine.kinds import join
from hybridlint.engine.walk import iter_descendants

from .helpers import expr_kind, name_kind, scope_named

HEAD = """
from mxnet.gluon import HybridBlock, nn, rnn
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        with self.name_scope():
            self.fc = nn.Dense(2)
            self.body = nn.HybridSequential()
            self.rnn = rnn.LSTM(4)
        self.blocks = [nn.Dense(2), nn.Dense(3)]
        self.flag = True
    def hybrid_forward(self, F, x, y, mask=None, *args):
"""


def kinds_of(body: str, names: list[str]):
    src = HEAD + "\n".join("        " + line for line in body.strip().splitlines()) + "\n"
    scope = scope_named(src, "Net.hybrid_forward")
    return {n: name_kind(scope, n) for n in names}, scope


@pytest.mark.parametrize("line,kind", [
    ("a = F.relu(x)", Kind.TENSOR),
    ("a = x + 1", Kind.TENSOR),
    ("a = 1 + y", Kind.TENSOR),
    ("a = x.sum() > 0", Kind.TENSOR),
    ("a = x is None", Kind.SCALAR),
    ("a = -x", Kind.TENSOR),
    ("a = x.reshape((0, -1)).T", Kind.TENSOR),
    ("a = x.shape", Kind.CONTAINER),
    ("a = x.asscalar()", Kind.SCALAR),
    ("a = x.asnumpy()", Kind.UNKNOWN),
    ("a = F.split(x, num_outputs=2)", Kind.MULTI),
    ("a = F.split(x, 2)", Kind.MULTI),
    ("a = F.split(x, num_outputs=1)", Kind.TENSOR),
    ("a = F.split(x, num_outputs=2)[0]", Kind.TENSOR),
    ("a = x.split(num_outputs=3)", Kind.MULTI),
    ("a = F.topk(x, ret_typ='both')", Kind.MULTI),
    ("a = F.topk(x)", Kind.TENSOR),
    # namespaced ops with one output in the op table are one tensor (MXNet 1.9.1: box_nms has
    # one visible output, `len(sym.contrib.box_nms(x)) == 1`); several, attr-dependent counts,
    # control flow and ops the table does not know stay maybe-several
    ("a = F.contrib.box_nms(x)", Kind.TENSOR),
    ("a = F.contrib.MultiBoxPrior(x, sizes=(0.5,))", Kind.TENSOR),
    ("a = F.linalg.inverse(x)", Kind.TENSOR),
    ("a = F.contrib.MultiBoxTarget(x, y, z)", Kind.TENSOR_OR_TUPLE),
    ("a = F.linalg.gelqf(x)", Kind.MULTI),       # the op table: two outputs (Q, L)
    ("a = F.contrib.SyncBatchNorm(x, g, b, m, v)", Kind.TENSOR_OR_TUPLE),
    ("a = F.contrib.cond(p, f, g)", Kind.TENSOR_OR_TUPLE),
    ("a = F.contrib.NotAnOp(x)", Kind.TENSOR_OR_TUPLE),
    # the top-level linalg_ names are the same ops (catalogue: facts under every exposure;
    # MXNet 1.9.1: nd.linalg_gelqf a list of 2, nd.linalg_gemm2 one NDArray, 1 output as Symbol)
    ("a = F.linalg_gelqf(x)", Kind.MULTI),
    ("a = F.linalg_slogdet(x)", Kind.MULTI),
    ("a = F.linalg_gemm2(x, y)", Kind.TENSOR),
    ("a = F.linalg_potrf(x)", Kind.TENSOR),
    ("a = F.linalg_not_an_op(x)", Kind.TENSOR_OR_TUPLE),
    ("a = F._linalg_gemm2(x, y)", Kind.TENSOR_OR_TUPLE),   # no top-level name in MXNet 1.9.1
    ("a = F.contrib.CTCLoss(x, y)", Kind.TENSOR),     # CTCLoss filed under contrib as well
    ("a = F.moments(x, axes=0)", Kind.MULTI),
    # an attribute decides the count (the op table's attribute_output_counts; MXNet 1.9.1:
    # nd.LayerNorm(..., output_mean_var=True) a list of 3, 3 outputs as Symbol; rrelu 2): set to a
    # value that changes it, or to one nothing here reads, the outputs are not one tensor
    ("a = F.LayerNorm(x, g, b, output_mean_var=True)", Kind.TENSOR_OR_TUPLE),
    ("a = F.LayerNorm(x, g, b, -1, 1e-5, True)", Kind.TENSOR_OR_TUPLE),
    ("a = F.LayerNorm(x, g, b, output_mean_var=self.flag)", Kind.TENSOR_OR_TUPLE),
    ("a = F.LayerNorm(x, g, b, **kw)", Kind.TENSOR_OR_TUPLE),
    ("a = F.LayerNorm(x, g, b, axis=-1)", Kind.TENSOR),
    ("a = F.LayerNorm(x, g, b, output_mean_var=False)", Kind.TENSOR),
    ("a = F.GroupNorm(x, g, b, num_groups=2, output_mean_var=True)", Kind.TENSOR_OR_TUPLE),
    ("a = F.LeakyReLU(x, act_type='rrelu')", Kind.TENSOR_OR_TUPLE),
    ("a = F.LeakyReLU(x, act_type='leaky', slope=0.1)", Kind.TENSOR),
    ("a = F.sample_multinomial(x, get_prob=True)", Kind.TENSOR_OR_TUPLE),
    ("a = F.random.multinomial(x, get_prob=True)", Kind.TENSOR_OR_TUPLE),
    ("a = F.random.multinomial(x, (2,), True)", Kind.TENSOR_OR_TUPLE),
    ("a = F.random.multinomial(x)", Kind.TENSOR),
    ("a = F.topk(x, -1, 2, 'both')", Kind.TENSOR_OR_TUPLE),
    ("a = F.topk(x, k=2, ret_typ=self.flag)", Kind.TENSOR_OR_TUPLE),
    ("a = F.topk(x, k=2, ret_typ='indices')", Kind.TENSOR),
    ("a = x.topk(-1, 2, 'both')", Kind.TENSOR_OR_TUPLE),      # the receiver is the data
    ("a = x.topk(k=2, ret_typ=self.flag)", Kind.TENSOR_OR_TUPLE),
    ("a = x.topk(-1, 2)", Kind.TENSOR),
    ("a = x.topk(k=2, ret_typ='both')", Kind.MULTI),
    # code that calls F.np runs in numpy mode (scopes._numpy_mode): its results are mx.np arrays
    ("a = F.np.ones((2,))", Kind.TENSOR),
    ("a = F.random.uniform(shape=(2,))", Kind.TENSOR),
    ("a = self.fc(x)", Kind.TENSOR),                  # nn.Dense: one tensor out
    ("a = self.body(x)", Kind.TENSOR_OR_TUPLE),       # a container's output may be a tuple
    ("a = self.rnn(x)", Kind.TENSOR),                 # rnn.LSTM without states: the output alone
    ("a = self.rnn(x, states)", Kind.TENSOR_OR_TUPLE),  # with states: (output, states)
    ("a = self.blocks[0](x)", Kind.TENSOR_OR_TUPLE),
    ("a = self.weight", Kind.UNKNOWN),
    ("a = self.begin_state(x)", Kind.UNKNOWN),       # inherited method, not a child block
    ("a = self.flag(x)", Kind.UNKNOWN),               # a constant attribute is no child
    ("a = self.unknown_attr[0](x)", Kind.UNKNOWN),
    ("a = F", Kind.NAMESPACE),
    ("a = F.contrib", Kind.NAMESPACE),
    ("a = [x, y]", Kind.CONTAINER),
    ("a = len(args)", Kind.SCALAR),
    ("a = args[0]", Kind.TENSOR),                # Gluon passes tensors (or lists of them) in *args
    ("a = args[0]\nb = args[1][0]", Kind.UNKNOWN), # a nested input: elements unknown
    ("a = mask", Kind.TENSOR_OR_NONE),
    ("a = x if self.flag else y", Kind.TENSOR),
    ("a = x if self.flag else None", Kind.TENSOR_OR_NONE),
    ("a = some_global(x)", Kind.UNKNOWN),
    ("a = nd.array([1, 2])", Kind.UNKNOWN),
])
def test_expression_kinds(line, kind):
    got, _ = kinds_of(line + "\nreturn a", ["a"])
    assert got["a"] is kind


def test_flow_insensitive_join_is_conservative():
    got, _ = kinds_of("""
a = F.relu(x)
a = a.asnumpy()
b = None
b = F.relu(x)
c = F.relu(x)
c = self.body(c)
d = 0
for i in range(3):
    d = d + i
return a
""", ["a", "b", "c", "d"])
    assert got == {"a": Kind.UNKNOWN, "b": Kind.TENSOR_OR_NONE, "c": Kind.TENSOR_OR_TUPLE,
                   "d": Kind.SCALAR}


def test_self_referential_updates_reach_a_fixed_point():
    got, _ = kinds_of("""
h = x
for blk in self.blocks:
    h = F.relu(h) + h
acc = F.zeros_like(x)
acc = acc + h
return acc
""", ["h", "acc", "blk"])
    assert got == {"h": Kind.TENSOR, "acc": Kind.TENSOR, "blk": Kind.UNKNOWN}


def test_rnn_layer_outputs_by_their_states():
    got, _ = kinds_of("""
a, b = self.rnn(x, states=[y, y])
c, d = self.rnn(x, None)
e = self.rnn(x, [y, y])[0]
return a
""", ["a", "b", "c", "d", "e"])
    # given states: (output, new states); a literal None gives the output alone, whose rows the
    # names would take, so nothing is proven there
    assert got == {"a": Kind.TENSOR, "b": Kind.TENSOR_OR_TUPLE, "c": Kind.TENSOR_OR_TUPLE,
                   "d": Kind.TENSOR_OR_TUPLE, "e": Kind.TENSOR}


def test_unpacking():
    got, _ = kinds_of("""
a, b = F.split(x, num_outputs=2)
c, d = self.rnn(x, states)
e, f = x, 3
g, *rest = F.split(x, num_outputs=3)
for part in F.split(x, num_outputs=2):
    pass
return a
""", ["a", "b", "c", "d", "e", "f", "g", "rest", "part"])
    # a fused RNN layer given states returns (output, new states): the output is one tensor, the
    # states a probable tensor (a list for an LSTM), never proven
    assert got == {"a": Kind.TENSOR, "b": Kind.TENSOR, "c": Kind.TENSOR, "d": Kind.TENSOR_OR_TUPLE,
                   "e": Kind.TENSOR, "f": Kind.SCALAR, "g": Kind.TENSOR, "rest": Kind.UNKNOWN,
                   "part": Kind.TENSOR}


def test_unpacking_a_comprehension():
    got, _ = kinds_of("""
a, b = [F.concat(p, p, dim=1) for p in [x, y]]
c, d = [F.split(p, num_outputs=2) for p in [x, y]]
e, f = [s for s in args]
g, h = (p * 2 for p in [x, y])
for part in [F.relu(p) for p in [x, y]]:
    pass
return a
""", ["a", "b", "c", "d", "e", "f", "g", "h", "part"])
    # each element is what the element expression computes; one that hands on the items of
    # *args keeps them probable tensors (they may be lists of states), never proven ones
    assert got == {"a": Kind.TENSOR, "b": Kind.TENSOR, "c": Kind.MULTI, "d": Kind.MULTI,
                   "e": Kind.TENSOR_OR_TUPLE, "f": Kind.TENSOR_OR_TUPLE, "g": Kind.TENSOR, "h": Kind.TENSOR,
                   "part": Kind.TENSOR}


def test_eager_only_bindings_do_not_count():
    got, _ = kinds_of("""
a = F.relu(x)
if F is nd:
    a = a.asnumpy()
return a
""", ["a"])
    assert got["a"] is Kind.TENSOR


def test_nested_function_parameters_follow_their_call_sites():
    # `x` of inner is given the input x (a tensor) at its one call; a lambda's parameter and
    # the function's own name stay unknown
    got, _ = kinds_of("""
def inner(x):
    return x
g = lambda y: y
return inner(x)
""", ["x", "y", "inner"])
    assert got == {"x": Kind.TENSOR, "y": Kind.UNKNOWN, "inner": Kind.UNKNOWN}


def test_nested_function_parameters_are_unknown_when_it_escapes():
    got, _ = kinds_of("""
def step(t, states):
    return t, states
hooks = [step]
def pick(u):
    return u
v = pick(x) + pick(F.relu(x))
return hooks, v
""", ["t", "u"])
    assert got == {"t": Kind.UNKNOWN, "u": Kind.TENSOR}


def test_a_lambda_bound_to_a_name_takes_its_parameters_from_its_calls():
    # bound once and only called: read like a nested function (MXNet 1.9.1 runs the lambda on
    # what the call passes); the default of a parameter its call leaves out binds it
    got, _ = kinds_of("""
scale = lambda t, k=2: t * k
return scale(x)
""", ["t", "k"])
    assert got == {"t": Kind.TENSOR, "k": Kind.SCALAR}


def test_a_lambda_stays_unknown_when_its_name_is_rebound_passed_or_shared():
    got, _ = kinds_of("""
a = lambda t: t
a = 3
b = lambda u: u
hooks = [b]
c = d = lambda w: w
e = lambda v: v
e = lambda v: v + 1
return a(x) + b(x) + c(x) + d(x) + e(x), hooks
""", ["t", "u", "w", "v"])
    assert got == {"t": Kind.UNKNOWN, "u": Kind.UNKNOWN, "w": Kind.UNKNOWN, "v": Kind.UNKNOWN}


def test_control_flow_bodies_get_what_the_operator_passes():
    # MXNet 1.9.1: foreach calls body(<one step of data>, states); while_loop calls
    # cond(*loop_vars) and func(*loop_vars)
    got, _ = kinds_of("""
def step(t, states):
    return t, states
outs, _ = F.contrib.foreach(step, x, [])
def cond(i, y):
    return i < 3
def grow(i, y):
    return y, (i + 1, y * 2)
out, _ = F.contrib.while_loop(cond, grow, [F.zeros((1,)), x], max_iterations=3)
return outs, out
""", ["t", "states", "i", "y"])
    assert got == {"t": Kind.TENSOR, "states": Kind.CONTAINER, "i": Kind.TENSOR, "y": Kind.TENSOR}
    # a body also passed on elsewhere, or loop variables not written out, say nothing
    got, _ = kinds_of("""
def step(t, states):
    return t, states
outs, _ = F.contrib.foreach(step, x, [])
later = step
def grow(i, y):
    return y, (i, y)
out, _ = F.contrib.while_loop(grow, grow, loop_vars)
return outs, out, later
""", ["t", "i", "y"])
    assert got == {"t": Kind.UNKNOWN, "i": Kind.UNKNOWN, "y": Kind.UNKNOWN}


def test_listy_parameters_used_as_containers_are_not_tensors():
    src = """
from mxnet.gluon import HybridBlock
class Net(HybridBlock):
    def hybrid_forward(self, F, x, features, begin_state=None, data=None):
        a = features[-1]
        b = begin_state[0]
        c = x[0]
        return a
"""
    scope = scope_named(src, "Net.hybrid_forward")
    p = scope.params
    assert p["features"] is Kind.CONTAINER
    assert p["begin_state"] is Kind.UNKNOWN
    assert p["x"] is Kind.TENSOR          # `x[0]` is the bug HYB003 reports, not evidence
    assert p["data"] is Kind.TENSOR_OR_NONE


def test_isinstance_list_check_makes_a_parameter_unknown():
    src = """
from mxnet.gluon import HybridBlock
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        if isinstance(x, (list, tuple)):
            x = x[0]
        return x
"""
    scope = scope_named(src, "Net.hybrid_forward")
    assert scope.params["x"] is Kind.UNKNOWN


def test_helper_return_kinds_are_context_sensitive():
    src = """
from mxnet.gluon import HybridBlock
def _weight(F, loss, w=None):
    if w is not None:
        loss = loss * w
    return loss
class A(HybridBlock):
    def hybrid_forward(self, F, x):
        out = F.exp(x)
        out = _weight(F, out, self._w)
        return out
class B(HybridBlock):
    def hybrid_forward(self, F, x):
        out = _weight(F, self._cfg)
        return out
"""
    assert name_kind(scope_named(src, "A.hybrid_forward"), "out") is Kind.TENSOR
    assert name_kind(scope_named(src, "B.hybrid_forward"), "out") is Kind.UNKNOWN


def test_recursive_helpers_terminate():
    src = """
from mxnet.gluon import HybridBlock
def _rec(F, x, n):
    if n == 0:
        return x
    return _rec(F, F.relu(x), n - 1)
class A(HybridBlock):
    def hybrid_forward(self, F, x):
        y = _rec(F, x, 3)
        return y
"""
    assert name_kind(scope_named(src, "A.hybrid_forward"), "y") in (Kind.TENSOR, Kind.UNKNOWN)


def test_expr_kind_query():
    _, scope = kinds_of("return F.relu(x) * 2", [])
    assert expr_kind(scope, "F.relu(x) * 2") is Kind.TENSOR
    assert expr_kind(scope, "2") is Kind.SCALAR


def test_join_table():
    assert join(Kind.BOTTOM, Kind.TENSOR) is Kind.TENSOR
    assert join(Kind.TENSOR, Kind.NONE) is Kind.TENSOR_OR_NONE
    assert join(Kind.TENSOR, Kind.MULTI) is Kind.TENSOR_OR_TUPLE
    assert join(Kind.TENSOR, Kind.SCALAR) is Kind.UNKNOWN
    assert join(Kind.CONTAINER, Kind.CONTAINER) is Kind.CONTAINER
    assert Kind.TENSOR_OR_NONE.tensorish and not Kind.MULTI.tensorish


def test_container_evidence_counts_inside_eager_branches():
    src = """
from mxnet import gluon, nd
class Net(gluon.HybridBlock):
    def hybrid_forward(self, F, x, states):
        if F is nd:
            for s in states:
                pass
        return F.RNN(x, *self._args(states))
"""
    assert scope_named(src, "Net.hybrid_forward").params["states"] is Kind.CONTAINER


def test_abstract_helper_methods_return_unknown():
    src = """
from mxnet.gluon import HybridBlock
class Cell(HybridBlock):
    def _weight(self, F, q, k):
        raise NotImplementedError
    def hybrid_forward(self, F, q, k):
        w = self._weight(F, q, k)
        return w
"""
    assert name_kind(scope_named(src, "Cell.hybrid_forward"), "w") is Kind.UNKNOWN


SCALAR_ATTRS = """
from mxnet.gluon import HybridBlock, nn
import math


def helper(F, out, n, k):
    begin = k * (5 + n)
    return F.slice_axis(out, axis=1, begin=begin, end=begin + 2)


class Base(HybridBlock):
    def __init__(self, stride=32, **kwargs):
        super().__init__(**kwargs)
        self.stride = stride


class Net(Base):
    def __init__(self, num_classes=20, scale=-0.5, name='x', given=None, layers=(), **kwargs):
        super().__init__(**kwargs)
        self.num_classes = num_classes
        self.scale = scale * 2
        self.step = len(layers) // 2
        self.root = math.sqrt(num_classes)
        self.name_ = name
        self.given = given            # None: anything may come in
        self.table = layers           # no literal default
        self.body = nn.Dense(2)
        self.later = 0
        self.bias = self.params.get('bias', shape=(1,))

    def reset(self, w):
        self.later = w                # a method sets it from an argument without a default

    def hybrid_forward(self, F, x, bias):
        a = self.num_classes
        b = self.scale
        c = self.step
        d = self.root
        e = self.name_
        f = self.given
        g = self.table
        h = self.later
        i = self.stride
        return helper(F, x, self.num_classes, 1)
"""


def test_attributes_set_only_to_python_numbers_are_scalars():
    """`self.num_classes = num_classes` with a literal default: a python number in hybrid code, and
    so in a helper it is passed to; anything else an attribute may hold stays unknown."""
    scope = scope_named(SCALAR_ATTRS, "Net.hybrid_forward")
    got = {n: name_kind(scope, n) for n in "abcdefghi"}
    assert got == {"a": Kind.SCALAR, "b": Kind.SCALAR, "c": Kind.SCALAR, "d": Kind.SCALAR,
                   "e": Kind.SCALAR, "f": Kind.UNKNOWN, "g": Kind.UNKNOWN, "h": Kind.UNKNOWN,
                   "i": Kind.SCALAR}
    helper = scope_named(SCALAR_ATTRS, "helper")
    assert helper.params["n"] is Kind.SCALAR
    assert name_kind(helper, "begin") is Kind.SCALAR


NP_HEAD = """
import mxnet as mx
from mxnet import np, npx
from mxnet.gluon import HybridBlock
from mxnet.util import use_np
@use_np
class Net(HybridBlock):
    def hybrid_forward(self, F, x, y):
"""


# numpy mode: F.np / F.npx results are mx.np arrays as the inputs are (TENSOR); the operators
# that return python lists or tuples in MXNet 1.9.1, eagerly and hybridized, are containers
# (/work/eval/s28/h112/t1.out); outputs whose number depends on the arguments are not known
@pytest.mark.parametrize("line,kind", [
    ("a = F.np.tanh(x)", Kind.TENSOR),
    ("a = F.npx.relu(x)", Kind.TENSOR),
    ("a = F.np.sum(x, axis=1)", Kind.TENSOR),
    ("a = F.np.random.normal(size=(3,))", Kind.TENSOR),
    ("a = F.np.linalg.norm(x, axis=1)", Kind.TENSOR),
    ("a = F.npx.topk(x, k=2)", Kind.TENSOR),
    ("a = F.npx.topk(x, k=2, ret_typ='both')", Kind.CONTAINER),
    ("a = F.np.split(x, 2, axis=1)", Kind.CONTAINER),
    ("a = F.np.hsplit(x, 2)", Kind.CONTAINER),
    ("a = F.np.linalg.svd(x)", Kind.CONTAINER),
    ("a = F.np.atleast_1d(x, y)", Kind.CONTAINER),
    ("a = F.np.atleast_1d(x)", Kind.TENSOR),
    ("a = F.np.unique(x)", Kind.TENSOR),
    ("a = F.np.unique(x, return_counts=True)", Kind.UNKNOWN),
    ("a = F.np.where(x > 0)", Kind.CONTAINER),
    ("a = F.np.where(x > 0, x, y)", Kind.TENSOR),
    ("a = F.np.unravel_index(x, (2, 2))", Kind.UNKNOWN),   # a tuple eagerly, one array hybridized
    ("a = F.npx.batch_norm(x, y, y, y, y)", Kind.UNKNOWN),
    ("a = F.npx.rnn(x, y, mode='lstm', state_size=4, num_layers=1)", Kind.UNKNOWN),
    ("a = F.np.ndarray", Kind.UNKNOWN),
    # an item of the list F.np.split returns is one array, as F.split's items are (session 68, H480)
    ("a = F.np.split(x, 2, axis=1)[0]", Kind.TENSOR),
    # mx.np given a traced array (HYB007 reports the call): later uses see what F.np gives
    ("a = mx.np.tanh(x)", Kind.TENSOR),
    ("a = npx.relu(x)", Kind.TENSOR),
    ("a = np.ones(3)", Kind.UNKNOWN),
    ("a = mx.np.split(x, 2, axis=1)", Kind.CONTAINER),
])
def test_numpy_mode_call_kinds(line, kind):
    src = NP_HEAD + "        " + line + "\n        return a\n"
    assert name_kind(scope_named(src, "Net.hybrid_forward"), "a") is kind


def test_f_np_results_stay_unknown_outside_numpy_mode():
    # a legacy block's TENSOR is a legacy Symbol; an F.np result (of as_np_ndarray() input) is not
    src = HEAD + "        a = F.np.tanh(x)\n        return a\n"
    scope = scope_named(src, "Net.hybrid_forward")
    scope.numpy_mode = False
    assert name_kind(scope, "a") is not Kind.TENSOR


NUMPY_HEAD = """
import numpy as np
import mxnet as mx
from mxnet.gluon import HybridBlock
class Net(HybridBlock):
    def hybrid_forward(self, F, x, y):
"""


@pytest.mark.parametrize("line,kind", [
    # real numpy's reductions of python numbers are numpy scalars wherever they run
    ("a = np.prod(x.shape)", Kind.SCALAR),
    ("a = np.prod(x.shape[2:])", Kind.SCALAR),
    ("a = np.sum([len(self.sizes), 2])", Kind.SCALAR),
    ("a = np.max((x.shape[0], 1.0))", Kind.SCALAR),
    ("a = np.mean(a=(3, x.shape[1]))", Kind.SCALAR),
    ("a = np.prod(x.shape) / x.shape[self.axis]", Kind.SCALAR),
    ("a = x.shape[1]", Kind.SCALAR),
    # anything else numpy is handed may be an array: not known
    ("a = np.prod(x)", Kind.UNKNOWN),
    ("a = np.sum(y, axis=0)", Kind.UNKNOWN),
    ("a = np.sum(x.shape, out=y)", Kind.UNKNOWN),
    ("a = np.cumsum(x.shape)", Kind.UNKNOWN),
    ("a = mx.np.prod(x.shape)", Kind.UNKNOWN),
])
def test_numpy_reduction_of_numbers(line, kind):
    src = NUMPY_HEAD + "        " + line + "\n        return x\n"
    assert name_kind(scope_named(src, "Net.hybrid_forward"), "a") is kind


def test_numpy_reduction_needs_real_numpy():
    # `np` bound to mxnet's numpy (an mx.np array out) or rebound locally: not a python number
    for head, body in (("from mxnet import np\n", "a = np.prod(x.shape)"),
                       ("import numpy as np\n", "np = F\n        a = np.sum(x.shape)")):
        src = (head + "from mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
               "    def hybrid_forward(self, F, x):\n        " + body + "\n        return x\n")
        assert name_kind(scope_named(src, "Net.hybrid_forward"), "a") is not Kind.SCALAR


@pytest.mark.parametrize("body, dead", [
    ("y = F.relu(x)\n        y = F.sigmoid(x)\n        return y", True),
    ("y = F.relu(x)\n        if self.a:\n            y = x\n        else:\n            y = -x\n        return y", True),
    # read on one path, from itself, or by a lambda the flow does not follow
    ("y = F.relu(x)\n        if self.a:\n            y = x\n        return y", False),
    ("y = F.relu(x)\n        y = F.relu(y)\n        return y", False),
    ("y = F.relu(x)\n        f = lambda: y\n        y = x\n        return f()", False),
    # an attribute or a keyword spelled `y` reads nothing
    ("y = F.relu(x)\n        self.y = x\n        y = F.sum(x, y=1)\n        return y", True),
])
def test_binding_dead(body, dead):
    src = ("from mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
           "    def hybrid_forward(self, F, x):\n        " + body + "\n")
    scope = scope_named(src, "Net.hybrid_forward")
    first = next(s.body[0] for s in scope.func.body.body if isinstance(s, cst.SimpleStatementLine))
    assert scope.kinds.binding_dead(first.targets[0].target, scope.func) is dead


def test_range_argument_is_a_python_int():
    # `range(n)` raises TypeError for NDArrays and Symbols: an input handed to it is a number
    src = ("from mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
           "    def hybrid_forward(self, F, x, n, m):\n"
           "        for _ in range(n):\n            x = F.relu(x)\n"
           "        return x / float(n) + m\n")
    scope = scope_named(src, "Net.hybrid_forward")
    assert scope.params["n"] is Kind.SCALAR
    assert scope.params["m"] is Kind.TENSOR


def test_range_argument_rebound_or_an_array_is_not_proven():
    # rebound before the loop: range() reads the new value; `.shape` says an array (contradiction:
    # left as it was)
    for body in ("n = len(x)\n        for _ in range(n):\n            x = F.relu(x)\n",
                 "k = n.shape[0]\n        for _ in range(n):\n            x = F.relu(x)\n"):
        src = ("from mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
               "    def hybrid_forward(self, F, x, n):\n        " + body + "        return x\n")
        assert scope_named(src, "Net.hybrid_forward").params["n"] is not Kind.SCALAR


def test_math_and_numpy_float_constants_are_python_numbers():
    """`math.pi`, `np.pi` and `from math import pi` are floats: arithmetic of them with a
    tensor keeps the tensor's shape (`2 * math.pi * t`); a local named like the module is not."""
    src = """
import math
from math import tau
import numpy as np
from mxnet.gluon import HybridBlock
class Net(HybridBlock):
    def hybrid_forward(self, F, x):
        a = 2 * math.pi
        b = np.e
        c = tau / 2
        d = math.pi * x
        return a, b, c, d
class Shadow(HybridBlock):
    def hybrid_forward(self, F, x, math):
        a = math.pi
        return a
"""
    scope = scope_named(src, "Net.hybrid_forward")
    assert [name_kind(scope, n) for n in "abcd"] == [Kind.SCALAR] * 3 + [Kind.TENSOR]
    assert name_kind(scope_named(src, "Shadow.hybrid_forward"), "a") is not Kind.SCALAR


_LOOP_OVER_SEQUENTIAL = """
from mxnet.gluon import HybridBlock, nn
class Net(HybridBlock):
    def __init__(self):
        super().__init__()
        self.convs = nn.HybridSequential()
        for _ in range(3):
            self.convs.add(nn.Conv1D(4, 3, padding=1))
        self.blocks = nn.HybridSequential()
        self.blocks.add(Other())
    def hybrid_forward(self, F, x):
        h = x
        for i, conv in enumerate(self.convs):
            h = conv(h)
        g = x
        for blk in self.blocks:
            g = blk(g)
        k = x
        for layer in self.convs:
            k = layer(k)
        layer = self.blocks
        return h, g, k
"""


def test_a_loop_over_a_sequential_of_one_output_layers_calls_one_of_them_each_step():
    # HybridSequential iterates by __getitem__: each item is a Conv1D, one tensor out; a
    # Sequential given a block of unknown outputs, or a name also bound otherwise, stays maybe-several
    scope = scope_named(_LOOP_OVER_SEQUENTIAL, "Net.hybrid_forward")
    assert name_kind(scope, "h") is Kind.TENSOR
    assert name_kind(scope, "g") is not Kind.TENSOR
    assert name_kind(scope, "k") is not Kind.TENSOR


@pytest.mark.parametrize("line, proven", [
    # ret_typ='both' returns [values, indices] eagerly and a two-output Symbol hybridized
    ("val, idx = F.topk(x, k=2, ret_typ='both')", True),
    # one array: two names unpack its rows eagerly, and hybridized it has one output
    ("val, idx = F.topk(x, k=2)", False),
    ("val, idx = F.topk(x, k=2, ret_typ='indices')", False),
])
def test_unpacked_topk_pair_is_proven(line, proven):
    src = ("from mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
           "    def hybrid_forward(self, F, x):\n        " + line + "\n        return idx\n")
    scope = scope_named(src, "Net.hybrid_forward")
    ret = scope.func.body.body[-1].body[0].value
    assert (scope.kinds.unproven(ret) is None) is proven


@pytest.mark.parametrize("module_lines, scalar", [
    ("PARENTS = [-1, 0, 1, 0]", True),
    ("PARENTS = (0, 1, -2)", True),
    # changed in place, handed to code that may change it, bound twice, or not all numbers
    ("PARENTS = [-1, 0, 1, 0]\nPARENTS.append(2)", False),
    ("PARENTS = [-1, 0, 1, 0]\nprint(PARENTS)", False),
    ("PARENTS = [-1, 0, 1, 0]\nPARENTS = [0]", False),
    ("PARENTS = [-1, 0, 1, 0]\nPARENTS[0] = 3", False),
    ("PARENTS = [-1, x, 1, 0]", False),
    ("PARENTS = [-1, 0, 1, 0]\ndef grow():\n    global PARENTS\n    PARENTS = PARENTS + [1]", False),
])
def test_loop_over_a_module_table_of_numbers(module_lines, scalar):
    src = (module_lines + "\nfrom mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
           "    def hybrid_forward(self, F, x):\n        out = []\n"
           "        for j, p in enumerate(PARENTS):\n            out.append(x[:, p])\n"
           "        return F.stack(*out, axis=1)\n")
    scope = scope_named(src, "Net.hybrid_forward")
    assert (name_kind(scope, "p") is Kind.SCALAR) is scalar


@pytest.mark.parametrize("init, elsewhere, scalar", [
    ("self.pads = [1, 3]", "", True),
    ("self.pads = (1, -1)", "", True),
    # stored again, changed in place, handed on, spelled as a string, set under a condition
    ("self.pads = [1, 3]", "        self.pads = [2]\n", False),
    ("self.pads = [1, 3]", "        self.pads.append(2)\n", False),
    ("self.pads = [1, 3]", "        print(self.pads)\n", False),
    ("self.pads = [1, 3]", "        setattr(self, 'pads', [])\n", False),
    ("if x:\n            self.pads = [1, 3]", "", False),
    ("self.pads = [1, n]", "", False),
])
def test_loop_over_an_attribute_table_of_numbers(init, elsewhere, scalar):
    src = ("from mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
           "    def __init__(self, x=1, n=2):\n        super().__init__()\n        " + init + "\n"
           "    def grow(self):\n" + (elsewhere or "        pass\n") +
           "    def hybrid_forward(self, F, x):\n        out = []\n"
           "        for pad, w in zip(self.pads, (1, 2)):\n            out.append(x[:, pad])\n"
           "        return F.stack(*out, axis=1)\n")
    scope = scope_named(src, "Net.hybrid_forward")
    assert (name_kind(scope, "pad") is Kind.SCALAR) is scalar


@pytest.mark.parametrize("table, loop, scalar", [
    # tuple rows of numbers, in __init__ or at module level, unpacked directly or through enumerate
    ("self.edges = [(0, 1), (2, 1)]", "for a, b in self.edges:", True),
    ("self.edges = ((0, 1), (2, -1))", "for e, (a, b) in enumerate(self.edges):", True),
    ("EDGES = [(0, 1), (2, 1)]", "for a, b in EDGES:", True),
    # list rows (changeable through a name bound to one), a grown table, rows not all numbers,
    # a whole row bound to one name
    ("self.edges = [[0, 1], [2, 1]]", "for a, b in self.edges:", False),
    ("self.edges = [(0, 1)]\n        self.edges.append((2, 1))", "for a, b in self.edges:", False),
    ("self.edges = [(0, n), (2, 1)]", "for a, b in self.edges:", False),
    ("EDGES = [(0, 1), (2, 1)]\nEDGES.append((1, 0))", "for a, b in EDGES:", False),
    ("self.edges = [(0, 1), (2, 1)]", "for a in self.edges:", False),
])
def test_loop_over_a_table_of_number_rows(table, loop, scalar):
    module, init = (table, "pass") if table.startswith("EDGES") else ("", table)
    src = (module + "\nfrom mxnet.gluon import HybridBlock\nclass Net(HybridBlock):\n"
           "    def __init__(self, n=2):\n        super().__init__()\n        " + init + "\n"
           "    def hybrid_forward(self, F, x):\n        out = []\n"
           "        " + loop + "\n            out.append(x[:, a])\n"
           "        return F.stack(*out, axis=1)\n")
    scope = scope_named(src, "Net.hybrid_forward")
    assert (name_kind(scope, "a") is Kind.SCALAR) is scalar


def _subscript_proofs(body: str) -> dict[str, tuple]:
    """(kind, unproven is None) of every subscript in Net.hybrid_forward, by its source."""
    _, scope = kinds_of(body, [])
    module = cst.Module(body=[])
    return {module.code_for_node(n): (scope.kinds.kind(n), scope.kinds.unproven(n) is None)
            for n in iter_descendants(scope.func.body) if isinstance(n, cst.Subscript)}


def test_rnn_layer_states_are_tensors():
    # MXNet 1.9.1's fused layer given states returns (output, [h, c]) (an LSTM; [h] for an RNN
    # or GRU), and begin_state a list of such tensors: each state is one proven tensor, read
    # unpacked or by a literal index, so `h[0]` is a tensor's row (HYB003's to report and fix)
    got = _subscript_proofs("""
out, (h, c) = self.rnn(x, [y, y])
o2, states = self.rnn(x, [y, y])
g = states[1]
a, b = states
init = self.rnn.begin_state(batch_size=2, func=F.zeros)
return h[0], c[-1], g[0], a[0], b[1], init[0][0]
""")
    assert got == {"states[1]": (Kind.TENSOR, True),
                   "h[0]": (Kind.TENSOR, True), "c[-1]": (Kind.TENSOR, True), "g[0]": (Kind.TENSOR, True),
                   "a[0]": (Kind.TENSOR, True), "b[1]": (Kind.TENSOR, True),
                   "init[0][0]": (Kind.TENSOR, True), "init[0]": (Kind.TENSOR, True)}


def test_rnn_states_that_may_be_the_callers_are_not_proven():
    # the input list reaches the read (or an unknown func made the states, or a name other than
    # the layer's states is unpacked): nothing says its items are single tensors
    got = _subscript_proofs("""
if mask:
    out, y = self.rnn(x, y)
z = self.rnn.begin_state(batch_size=2, func=self.make)
u, (p, q) = self.fc(x, y)
return y[0], z[0], p[0]
""")
    assert got["y[0]"][1] is False and got["z[0]"][1] is False and got["p[0]"] == (Kind.UNKNOWN, False)


def test_a_list_mapped_onto_itself_keeps_its_items_kind():
    # `outs = [o.reshape(...) for o in outs]`: the loop variable holds the items the other
    # bindings give; the map keeps them tensors, so the list's items stay tensors (a map to
    # another kind makes them unknown)
    _, scope = kinds_of("""
outs = [self.fc(x), F.relu(y)]
outs = [o.reshape((0, -1)) for o in outs]
nums = [F.relu(x)]
nums = [n.shape for n in nums]
return outs[0], nums[0]
""", [])
    scope.kinds.solve()
    assert scope.kinds.elem_env["outs"] is Kind.TENSOR
    assert scope.kinds.elem_env["nums"] is Kind.UNKNOWN


def test_a_plural_input_shifted_beside_a_number_attribute_is_an_array():
    # session 69 (H490): `(senders + 1) * 0.5 * self.n` -- a list raises at the `+` whatever
    # python number `self.n` holds, so the input is an array; an attribute not known to hold a
    # number (`self.table = table`, no literal default) proves nothing: len() of it stays a
    # container's
    src = """
from mxnet.gluon import HybridBlock
class Net(HybridBlock):
    def __init__(self, n=6, table=None):
        super().__init__()
        self.n = n
        self.table = table
    def hybrid_forward(self, F, x, senders, receivers):
        s = F.floor((senders + 1) * 0.5 * self.n)
        r = F.floor((receivers + 1) * self.table)
        return (F.take(x, s) + F.take(x, r)) / len(senders) / len(receivers)
"""
    p = scope_named(src, "Net.hybrid_forward").params
    assert p["senders"] is Kind.TENSOR
    assert p["receivers"] is not Kind.TENSOR
