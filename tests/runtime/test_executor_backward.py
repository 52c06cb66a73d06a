"""Executor.backward as MXNet's: out_grads default ones, grad_dict per grad_req."""
import numpy as np
import pytest
from hybridlint.runtime import autograd, nd, sym
from hybridlint.runtime.graph import GraphError


def _two_a_plus_b(**bind):
    a, b = sym.var("a"), sym.var("b")
    args = {"a": nd.array([1, 2]), "b": nd.array([2, 3])}
    return (2 * a + b).bind(None, args, **bind)


def test_mxnet_docstring_example_with_out_grads():
    ex = _two_a_plus_b(args_grad={"a": nd.zeros(2), "b": nd.zeros(2)})
    out = ex.forward(is_train=True)[0].copy()
    np.testing.assert_array_equal(out.asnumpy(), [4, 7])
    ex.backward(out)
    np.testing.assert_array_equal(ex.grad_arrays[0].asnumpy(), [8, 14])
    np.testing.assert_array_equal(ex.grad_dict["b"].asnumpy(), [4, 7])


def test_mxnet_docstring_example_softmax_output_without_out_grads():
    net = sym.SoftmaxOutput(sym.FullyConnected(sym.var("data"), name="fc", num_hidden=6),
                            name="softmax")
    args = {"data": nd.ones((1, 4)), "fc_weight": nd.ones((6, 4)),
            "fc_bias": nd.array((1, 4, 4, 4, 5, 6)), "softmax_label": nd.ones((1,))}
    ex = net.bind(None, args=args, args_grad={"fc_weight": nd.zeros((6, 4)),
                                              "fc_bias": nd.zeros((6,))})
    ex.forward(is_train=True)
    ex.backward()
    # the figures MXNet 1.9.1's Executor.backward docstring prints
    col = [0.00378404, -0.92399555, 0.07600445, 0.07600445, 0.20660152, 0.5616011]
    np.testing.assert_allclose(ex.grad_arrays[1].asnumpy(), np.repeat([col], 4, 0).T, rtol=1e-5)
    assert ex.grad_dict["data"] is None and ex.grad_dict["softmax_label"] is None


def test_out_grads_default_to_ones_and_accept_list_and_dict():
    a, b = sym.var("a"), sym.var("b")
    av, bv = np.array([1.0, -2.0, 3.0], np.float32), np.array([0.5, 4.0, -1.0], np.float32)
    for kind in ("none", "list", "dict"):
        c = a * b
        out_grads = {"none": None, "list": [nd.ones(3)],
                     "dict": {c.list_outputs()[0]: nd.ones(3)}}[kind]
        ex = c.bind(None, {"a": nd.array(av), "b": nd.array(bv)},
                    args_grad={"a": nd.zeros(3), "b": nd.zeros(3)})
        ex.forward(is_train=True)
        ex.backward(out_grads)
        np.testing.assert_allclose(ex.grad_dict["a"].asnumpy(), bv)
        np.testing.assert_allclose(ex.grad_dict["b"].asnumpy(), av)


def test_grad_req_write_add_null():
    grads = {"a": nd.ones(2) * 100, "b": nd.ones(2) * 100}
    ex = _two_a_plus_b(args_grad=grads, grad_req={"a": "add"})      # b: not named -> null
    for _ in range(2):
        ex.forward(is_train=True)
        ex.backward()
    np.testing.assert_array_equal(grads["a"].asnumpy(), [104, 104])
    np.testing.assert_array_equal(grads["b"].asnumpy(), [100, 100])
    ex = _two_a_plus_b(args_grad=grads, grad_req=["write", "null"])
    ex.forward(is_train=True)
    ex.backward()
    np.testing.assert_array_equal(grads["a"].asnumpy(), [2, 2])
    np.testing.assert_array_equal(grads["b"].asnumpy(), [100, 100])


def test_write_gives_zeros_for_an_argument_the_output_ignores():
    a, b = sym.var("a"), sym.var("b")
    out = sym.Group([a * 3, sym.BlockGrad(b)])
    g = {"a": nd.ones(2) * 7, "b": nd.ones(2) * 7}
    ex = out.bind(None, {"a": nd.ones(2), "b": nd.ones(2)}, args_grad=g)
    ex.forward(is_train=True)
    ex.backward()
    np.testing.assert_array_equal(g["a"].asnumpy(), [3, 3])
    np.testing.assert_array_equal(g["b"].asnumpy(), [0, 0])


def test_simple_bind_allocates_gradients_and_matches_autograd():
    data = sym.var("data")
    h = sym.Activation(sym.FullyConnected(data, name="fc1", num_hidden=5), act_type="tanh")
    out = sym.FullyConnected(h, name="fc2", num_hidden=3)
    ex = out.simple_bind(None, data=(4, 6), grad_req={"fc1_weight": "write", "fc1_bias": "write",
                                                      "fc2_weight": "write", "fc2_bias": "add"})
    assert ex.grad_dict["data"] is None
    rng = np.random.default_rng(0)
    values = {n: rng.standard_normal(a.shape).astype(np.float32) for n, a in ex.arg_dict.items()}
    for n, v in values.items():
        ex.arg_dict[n][:] = nd.array(v)
    head = rng.standard_normal((4, 3)).astype(np.float32)
    ex.forward(is_train=True)
    ex.backward(nd.array(head))

    arrs = {n: nd.array(v) for n, v in values.items()}
    for n in ("fc1_weight", "fc1_bias", "fc2_weight", "fc2_bias"):
        arrs[n].attach_grad()
    with autograd.record():
        y = nd.FullyConnected(nd.tanh(nd.FullyConnected(arrs["data"], arrs["fc1_weight"],
                                                        arrs["fc1_bias"], num_hidden=5)),
                              arrs["fc2_weight"], arrs["fc2_bias"], num_hidden=3)
    y.backward(nd.array(head))
    np.testing.assert_allclose(ex.outputs[0].asnumpy(), y.asnumpy(), rtol=1e-5)
    for n in ("fc1_weight", "fc1_bias", "fc2_weight", "fc2_bias"):
        np.testing.assert_allclose(ex.grad_dict[n].asnumpy(), arrs[n].grad.asnumpy(),
                                   rtol=1e-4, atol=1e-6, err_msg=n)


def test_no_gradient_arrays_means_backward_does_nothing():
    ex = _two_a_plus_b()
    ex.forward()
    ex.backward()
    assert ex.grad_dict == {"a": None, "b": None}
    ex = sym.var("x").simple_bind(None, grad_req="null", x=(2,))
    ex.forward()
    ex.backward()


def test_errors_are_clear():
    ex = _two_a_plus_b(args_grad={"a": nd.zeros(2)})
    with pytest.raises(GraphError, match="call forward"):
        ex.backward()
    ex.forward(is_train=True)
    with pytest.raises(GraphError, match=r"out_grads for '.*' has shape \(3,\)"):
        ex.backward(nd.ones(3))
    with pytest.raises(GraphError, match="2 out_grads for 1 outputs"):
        ex.backward([nd.ones(2), nd.ones(2)])
    with pytest.raises(ValueError, match="grad_req must be one of"):
        _two_a_plus_b(args_grad={"a": nd.zeros(2)}, grad_req="sometimes")
    with pytest.raises(GraphError, match="unknown name"):
        _two_a_plus_b(args_grad={"a": nd.zeros(2)}, grad_req={"z": "write"})


def test_batchnorm_moving_stats_update_at_backward_as_in_mxnet():
    # MXNet 1.x updates BatchNorm's moving mean/var in the backward pass of a
    # training forward; an executor without gradients never runs it
    y = sym.BatchNorm(sym.var("data"), name="bn")
    data = nd.array(np.arange(12, dtype=np.float32).reshape(4, 3))
    for req, want in (("null", [0, 0, 0]), ("write", [0.45, 0.55, 0.65])):
        ex = y.simple_bind(None, data=(4, 3), grad_req=req)
        ex.arg_dict["data"][:] = data
        ex.arg_dict["bn_gamma"][:] = nd.ones(3)
        ex.forward(is_train=True)
        np.testing.assert_array_equal(ex.aux_dict["bn_moving_mean"].asnumpy(), [0, 0, 0])
        ex.backward()
        np.testing.assert_allclose(ex.aux_dict["bn_moving_mean"].asnumpy(), want, rtol=1e-6)
