"""The eager tape: attach_grad / record / backward / grad semantics as in MXNet 1.9.1."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, tape
from hybridlint.runtime.autograd import AutogradError
from hybridlint.runtime.errors import MXNetError


def _var(values, req="write"):
    x = nd.array(values, dtype=np.float64)
    x.attach_grad(req)
    return x


def test_backward_of_a_composite_matches_the_analytic_gradient():
    x = _var([[1.0, 2.0], [3.0, 4.0]])
    with autograd.record():
        y = nd.sum(nd.exp(x) * x + x / 2)
    y.backward()
    xv = x.asnumpy()
    np.testing.assert_allclose(x.grad.asnumpy(), np.exp(xv) * (1 + xv) + 0.5)


def test_backward_without_record_is_a_clear_mxnet_error():
    x = _var([1.0, 2.0])
    y = x * 2
    with pytest.raises(MXNetError, match="not in a computational graph.*autograd.record"):
        y.backward()
    with pytest.raises(AutogradError):
        nd.ones((2,)).backward()


def test_ops_on_constants_are_not_recorded():
    c = nd.array([1.0, 2.0])
    with autograd.record():
        y = c * 3
    assert y._ag is None
    with pytest.raises(AutogradError):
        y.backward()


def test_graph_is_freed_unless_retain_graph():
    x = _var([1.0, 2.0])
    with autograd.record():
        y = nd.sum(x * x)
    y.backward(retain_graph=True)
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [2.0, 4.0])
    with pytest.raises(AutogradError, match="retain_graph=True"):
        y.backward()


def test_grad_req_write_add_null():
    xw, xa, xn = _var([1.0, 2.0]), _var([1.0, 2.0], "add"), _var([1.0, 2.0], "null")
    for _ in range(2):
        with autograd.record():
            y = nd.sum(xw * 3 + xa * 3 + xn * 3)
        y.backward()
    np.testing.assert_allclose(xw.grad.asnumpy(), [3.0, 3.0])
    np.testing.assert_allclose(xa.grad.asnumpy(), [6.0, 6.0])
    np.testing.assert_allclose(xn.grad.asnumpy(), [0.0, 0.0])


def test_head_gradient_and_multiple_heads():
    x = _var([1.0, 2.0, 3.0])
    with autograd.record():
        a = x * 2
        b = x * x
    autograd.backward([a, b], [nd.array([1.0, 0.0, 1.0], dtype=np.float64), None])
    np.testing.assert_allclose(x.grad.asnumpy(), [2 + 2, 0 + 4, 2 + 6])
    with autograd.record():
        c = x * 5
    c.backward(nd.array([1.0, 2.0, 3.0], dtype=np.float64))
    np.testing.assert_allclose(x.grad.asnumpy(), [5.0, 10.0, 15.0])


def test_shared_subexpression_accumulates():
    x = _var([2.0])
    with autograd.record():
        h = x * x
        y = h + h * h
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [2 * 2 + 4 * 2 ** 3])


def test_autograd_grad_returns_new_arrays_and_leaves_grad_alone():
    x = _var([1.0, 2.0])
    with autograd.record():
        y = nd.sum(x ** 3)
    (dx,) = autograd.grad(y, [x])
    np.testing.assert_allclose(dx.asnumpy(), [3.0, 12.0])
    np.testing.assert_allclose(x.grad.asnumpy(), [0.0, 0.0])
    with autograd.record():
        y = nd.sum(x ** 3)
    dx = autograd.grad(y, x, retain_graph=True)
    np.testing.assert_allclose(dx.asnumpy(), [3.0, 12.0])
    with pytest.raises(NotImplementedError, match="create_graph"):
        autograd.grad(y, [x], create_graph=True)


def test_grad_with_respect_to_an_intermediate():
    x = _var([1.0, 2.0])
    with autograd.record():
        h = x * 2
        y = nd.sum(h * h)
    dh = autograd.grad(y, [h])[0]
    np.testing.assert_allclose(dh.asnumpy(), 2 * h.asnumpy())


def test_pause_stops_recording_and_flags():
    x = _var([1.0, 2.0])
    assert not autograd.is_recording() and not autograd.is_training()
    with autograd.record():
        assert autograd.is_recording() and autograd.is_training()
        with autograd.pause():
            assert not autograd.is_recording() and not autograd.is_training()
            c = x * 10
        assert c._ag is None
        y = nd.sum(x * c)
    # an input of a recorded op gets a graph entry (as MXNet's), but no gradient
    assert c._ag is not None and not tape.requires_grad(c)
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [10.0, 20.0])
    with autograd.record(train_mode=False):
        assert autograd.is_recording() and not autograd.is_training()
    with autograd.train_mode():
        assert autograd.is_training() and not autograd.is_recording()
        with autograd.predict_mode():
            assert not autograd.is_training()


def test_detach_and_blockgrad_stop_the_gradient():
    x = _var([1.0, 2.0])
    with autograd.record():
        y = nd.sum(x * x.detach() + nd.BlockGrad(x) * 0)
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [1.0, 2.0])


def test_non_differentiable_op_gives_zero_gradient():
    x = _var([1.0, -2.0])
    with autograd.record():
        y = nd.sum((x > 0) * 5)
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [0.0, 0.0])


def test_views_indexing_and_reshape_pass_gradients():
    x = _var(np.arange(6.0).reshape(2, 3))
    with autograd.record():
        y = nd.sum(x[1] * 2) + nd.sum(x[:, 0:2] * x[:, 0:2]) + nd.sum(x.reshape((3, 2))[2])
        y = y + nd.sum(x[[0, 0], [2, 2]])          # advanced, with a repeat
    y.backward()
    xv = x.asnumpy()
    want = np.zeros((2, 3))
    want[1] += 2
    want[:, 0:2] += 2 * xv[:, 0:2]
    want.reshape(-1)[4:6] += 1
    want[0, 2] += 2
    np.testing.assert_allclose(x.grad.asnumpy(), want)


def test_copy_astype_and_out_keep_the_graph():
    x = _var([1.0, 2.0])
    with autograd.record():
        a = x.copy() * 2
        b = x.astype(np.float32) * 3
        c = nd.zeros((2,), dtype=np.float64)
        nd.elemwise_mul(x, x, out=c)
        y = nd.sum(a) + nd.sum(b).astype(np.float64) + nd.sum(c)
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [2 + 3 + 2, 2 + 3 + 4])


def test_item_assignment_of_a_recorded_value_routes_the_gradient():
    x = _var([1.0, 2.0])
    with autograd.record():
        buf = nd.zeros((2, 2), dtype=np.float64)
        buf[0] = x * 3
        y = nd.sum(buf * 2)
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [6.0, 6.0])


def test_in_place_update_of_a_recorded_array_is_refused_while_recording():
    x = _var([1.0, 2.0])
    with autograd.record():
        y = x * 2
        with pytest.raises(MXNetError, match="already in a computational graph"):
            y += 1
        with pytest.raises(MXNetError, match="already in a computational graph"):
            x[0] = 5
    x += 1    # outside record: the optimizer's way, allowed
    np.testing.assert_allclose(x.asnumpy(), [2.0, 3.0])


def test_multi_output_op_with_one_output_used():
    x = _var(np.arange(4.0))
    with autograd.record():
        _, b = nd.split(x, num_outputs=2, axis=0)
        y = nd.sum(b * b)
    y.backward()
    np.testing.assert_allclose(x.grad.asnumpy(), [0, 0, 4, 6])


def test_custom_function():
    class Sigmoid(autograd.Function):
        def forward(self, x):
            y = 1 / (1 + nd.exp(-x))
            self.save_for_backward(y)
            return y

        def backward(self, dy):
            (y,) = self.saved_tensors
            return dy * y * (1 - y)

    x = _var([0.0, 1.0])
    with autograd.record():
        y = nd.sum(Sigmoid()(x) * 2)
    y.backward()
    s = 1 / (1 + np.exp(-np.array([0.0, 1.0])))
    np.testing.assert_allclose(x.grad.asnumpy(), 2 * s * (1 - s))


def test_mark_variables_with_own_gradient_buffer():
    x = nd.array([1.0, 2.0], dtype=np.float64)
    g = nd.zeros((2,), dtype=np.float64)
    autograd.mark_variables([x], [g], "add")
    for _ in range(2):
        with autograd.record():
            y = nd.sum(x * 4)
        y.backward()
    np.testing.assert_allclose(g.asnumpy(), [8.0, 8.0])


def test_op_without_gradient_rule_is_a_clear_error():
    from hybridlint.runtime.registry import Op
    fake = Op(name="_no_rule", kernel=lambda c, a, x: x, infer_shape=lambda a, s: s)
    with pytest.raises(AutogradError, match="_no_rule has no gradient rule"):
        autograd.op_backward(fake, fake.parse_attrs({}), np, False, [np.ones(2)],
                             [np.ones(2)], [np.ones(2)])


def test_float32_gradients_stay_float32():
    x = nd.array([1.0, 2.0])
    x.attach_grad()
    with autograd.record():
        y = nd.sum(nd.tanh(x))
    y.backward()
    assert x.grad.dtype == np.float32


def test_inputs_of_a_recorded_op_join_the_graph_as_mxnet():
    """MXNet's RecordOp gives each input without a graph entry one of its own (no gradient):
    later ops on it are recorded, and an in-place update of it while recording is refused.
    Each outcome below was measured in MXNet 1.9.1."""
    x, w = nd.array([1.0, 2.0], dtype=np.float64), _var([3.0, 4.0])
    with autograd.record():
        y = w * x
        z = x * 2
    autograd.backward([y, z])
    np.testing.assert_allclose(w.grad.asnumpy(), [1.0, 2.0])
    assert not tape.requires_grad(x)
    # before its first use in a recorded op the constant is not in the graph
    x = nd.array([1.0, 2.0], dtype=np.float64)
    with autograd.record():
        z = x * 2
        y = w * x
    with pytest.raises(AutogradError, match="not in a computational graph"):
        autograd.backward([z, y])
    # heads that reach no variable
    with autograd.record():
        y = w * x
        z = x * 2
    with pytest.raises(AutogradError, match="no inputs in computation graph"):
        z.backward()
    with pytest.raises(MXNetError):
        with autograd.record():
            y = w * x
            x += 1
